#include "arbiter/app/player_csv.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::app;

TEST_CASE("CSV: columns by name, commas or semicolons, quotes, a byte-order mark", "[csv]") {
    PlayerCsv comma = readPlayerCsv("name,rating,federation,club\n"
                                    "\"Ivanova, Anna\",2100,LAT,\"Riga \"\"RK\"\"\"\n"
                                    "王伟,2200,CHN,\n\n",
                                    "players.csv");
    REQUIRE(comma.error.empty());
    REQUIRE(comma.players.size() == 2);
    CHECK(comma.players[0].name == "Ivanova, Anna");
    CHECK(comma.players[0].club == "Riga \"RK\"");
    CHECK(comma.players[1].rating == 2200);

    PlayerCsv semicolon = readPlayerCsv("\xEF\xBB\xBF"
                                        "Club;Name;RIF_ID\r\nTallinn;Eva Tamm;EST-7\r\n",
                                        "p.csv");
    REQUIRE(semicolon.error.empty());
    CHECK(semicolon.players[0].name == "Eva Tamm");
    CHECK(semicolon.players[0].rifId == "EST-7");
}

TEST_CASE("CSV: problems are named with their line", "[csv]") {
    CHECK(readPlayerCsv("name,rating\nAnna,21OO\n", "p.csv").error ==
          "p.csv line 2: rating '21OO' is not a whole number");
    CHECK(readPlayerCsv("name,email\n", "p.csv").error ==
          "p.csv line 1: unknown column 'email' (name or surname, given_names, name_order, "
          "rating, rating_source, federation, club, city, title, rif_id, national_id, fide_id, "
          "birth_year, sex)");
    CHECK(readPlayerCsv("rating\n2000\n", "p.csv").error ==
          "p.csv line 1: no 'name' or 'surname' column");
    CHECK(readPlayerCsv("surname,sex\nTamm,x\n", "p.csv").error ==
          "p.csv line 2: sex 'x' is not m or f");
    CHECK(readPlayerCsv("surname,born\nTamm,1850\n", "p.csv").error ==
          "p.csv line 2: birth year 1850 is not 1900-2100");
    CHECK(readPlayerCsv("name\n\"Anna\n", "p.csv").error ==
          "p.csv line 2: a quoted field is not closed");
    // Latin-1 "é" is not UTF-8.
    CHECK(readPlayerCsv("name\nAnna\nRen\xE9\n", "p.csv").error ==
          "p.csv line 3: not UTF-8 (byte 4); save the file as UTF-8");
    CHECK(readPlayerCsv("name\n", "p.csv").error ==
          "p.csv line 1: no players after the header line");
}

TEST_CASE("CSV: the details organisers keep, and a rating list copied as text", "[csv]") {
    PlayerCsv details = readPlayerCsv(
        "surname,given_names,name_order,federation,city,title,rif_id,national_id,fide_id,"
        "birth_year,sex,rating,rating_source\n"
        "Nguyễn,Thị Minh Khai,,VIE,Hà Nội,2 dan,9001,VN-1,,1994,f,1900,RIF 2026-09\n"
        "Tamm,Mari,,EST,Tallinn,,,,,,w,,\n"
        "Sato,Ken,given-first,JPN,,,,,,,m,,\n",
        "details.csv");
    REQUIRE(details.error.empty());
    REQUIRE(details.players.size() == 3);
    // A name not given is written from its parts in the player's order.
    CHECK(details.players[0].name == "Nguyễn Thị Minh Khai");
    CHECK(details.players[0].details.city == "Hà Nội");
    CHECK(details.players[0].details.birthYear == 1994);
    CHECK(details.players[0].details.sex == renju::arbiter::model::Sex::Female);
    CHECK(details.players[0].details.ratingSource == "RIF 2026-09");
    CHECK(details.players[1].name == "Mari Tamm");
    CHECK(details.players[2].name == "Ken Sato");

    // A rating list pasted from a web page: tab-separated, its place and games left.
    PlayerCsv list = readPlayerCsv("Place\tId\tSurname\tName\tCountry\tRating\tGames\n"
                                   "1\t10245\tSoosõrv\tAnts Soosõrv\tEST\t2459\t311\n",
                                   "rating-list.txt");
    REQUIRE(list.error.empty());
    CHECK(list.players[0].rifId == "10245");
    CHECK(list.players[0].details.surname == "Soosõrv");
    CHECK(list.players[0].federation == "EST");
    CHECK(list.players[0].rating == 2459);
}

TEST_CASE("UTF-8: valid text in any script passes, broken sequences are found", "[csv][utf8]") {
    CHECK(findInvalidUtf8("Anna Иван 王伟 佐藤 🀄") == std::string_view::npos);
    CHECK(findInvalidUtf8("ab\xC3") == 2);
    CHECK(findInvalidUtf8("\xC0\xAF") == 0); // overlong
}
