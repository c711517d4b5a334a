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
    CHECK(readPlayerCsv("name,elo\n", "p.csv").error ==
          "p.csv line 1: unknown column 'elo' (name, rating, federation, club, rif_id)");
    CHECK(readPlayerCsv("rating\n2000\n", "p.csv").error == "p.csv line 1: no 'name' column");
    CHECK(readPlayerCsv("name\n\"Anna\n", "p.csv").error ==
          "p.csv line 2: a quoted field is not closed");
    // Latin-1 "é" is not UTF-8.
    CHECK(readPlayerCsv("name\nAnna\nRen\xE9\n", "p.csv").error ==
          "p.csv line 3: not UTF-8 (byte 4); save the file as UTF-8");
    CHECK(readPlayerCsv("name\n", "p.csv").error ==
          "p.csv line 1: no players after the header line");
}

TEST_CASE("UTF-8: valid text in any script passes, broken sequences are found", "[csv][utf8]") {
    CHECK(findInvalidUtf8("Anna Иван 王伟 佐藤 🀄") == std::string_view::npos);
    CHECK(findInvalidUtf8("ab\xC3") == 2);
    CHECK(findInvalidUtf8("\xC0\xAF") == 0); // overlong
}
