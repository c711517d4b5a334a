// TRF as federations receive it: the tournament section (022 to 132), TRF-26's records (142,
// 152, 162, 192, 202, 212, 222, 240, 260) written and read back, names in ten scripts cut at a
// character.
#include "pairing/trf.hpp"
#include "pairing/trf_columns.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace renju::pairing;

namespace {

/// Three players, two rounds: 1 beat 2, 3 had the bye; 3 beat 1; 2 asks a half bye in round 3.
Tournament smallEvent() {
    Tournament t;
    t.name = "Ten Scripts Open";
    t.totalRounds = 3;
    t.initialRole = Role::First;
    t.scoring.pairingBye = 1;
    for (int i = 1; i <= 3; ++i) {
        Player p;
        p.id = PlayerId{i};
        p.name = "Player " + std::to_string(i);
        p.rating = 2000 - 100 * i;
        p.federation = "EST";
        t.players.push_back(p);
    }
    auto game = [](int opponent, Role role, ResultKind result) {
        RoundEntry entry;
        entry.opponent = PlayerId{opponent};
        entry.role = role;
        entry.result = result;
        return entry;
    };
    auto bye = [](ResultKind result) {
        RoundEntry entry;
        entry.result = result;
        return entry;
    };
    t.players[0].rounds = {game(2, Role::First, ResultKind::Win),
                           game(3, Role::Second, ResultKind::Loss)};
    t.players[1].rounds = {game(1, Role::Second, ResultKind::Loss), bye(ResultKind::PairingBye),
                           bye(ResultKind::HalfPointBye)};
    t.players[2].rounds = {bye(ResultKind::PairingBye), game(1, Role::First, ResultKind::Win)};
    t.forbiddenGroups.push_back({PlayerId{1}, PlayerId{3}});
    for (Player& p : t.players) {
        p.declaredPoints = pointsAfter(t, p, 2);
    }
    return t;
}

TrfHeader header() {
    TrfHeader h;
    h.city = "Tallinn";
    h.federation = "EST";
    h.startDate = "2026-11-21";
    h.endDate = "2026-11-23";
    h.type = "Swiss system, Dutch";
    h.chiefArbiter = "Kadri Kuusk";
    h.deputies = {"Сергей Орлов", "山本 誠"};
    h.timeControl = "90 min + 30 s per move from move 1";
    h.roundDates = {"2026-11-21", "", "2026-11-23"};
    h.encodedType = "FIDE_DUTCH_2025";
    h.tieBreaks = {"BH", "SB", "DE"};
    h.encodedTimeControl = "5400+30";
    return h;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> all;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        all.push_back(line);
    }
    return all;
}

bool hasLine(const std::string& text, const std::string& line) {
    const std::vector<std::string> all = lines(text);
    return std::find(all.begin(), all.end(), line) != all.end();
}

} // namespace

TEST_CASE("TRF: the tournament section as the event knows it", "[trf][header]") {
    TrfWriteOptions options;
    options.header = header();
    const std::string text = writeTrf(smallEvent(), options);
    for (const char* line :
         {"012 Ten Scripts Open", "022 Tallinn", "032 EST", "042 2026/11/21", "052 2026/11/23",
          "062 3", "072 3", "092 Swiss system, Dutch", "102 Kadri Kuusk", "112 Сергей Орлов",
          "112 山本 誠", "122 90 min + 30 s per move from move 1", "XXR 3", "XXC white1",
          "XXP    1    3", "BBU  0.5"}) {
        INFO(line);
        CHECK(hasLine(text, line));
    }
    // 132: each round's date at the columns of the rounds (92, 102, 112), YY/MM/DD.
    const std::string dates = lines(text)[12];
    const trf::TrfLine columns(dates);
    CHECK(columns.columns(1, 3) == "132");
    CHECK(columns.columns(92, 99) == "26/11/21");
    CHECK(trf::trim(columns.columns(102, 109)).empty());
    CHECK(columns.columns(112, 119) == "26/11/23");
    // The next round's half bye stays in the player's line (TRF-16, as JaVaFo reads it).
    CHECK(text.find("  0000 - U  0000 - H") != std::string::npos);
    // Without a header only the name is written, as before.
    CHECK(writeTrf(smallEvent()).find("022 ") == std::string::npos);
}

TEST_CASE("TRF-26: the 2026 records written and read back", "[trf][header]") {
    TrfWriteOptions options;
    options.version = TrfVersion::Trf26;
    options.header = header();
    const Tournament written = smallEvent();
    const std::string text = writeTrf(written, options);
    for (const char* line :
         {"142 3", "152 W", "162  P 0.5", "192 FIDE_DUTCH_2025", "202 BH,SB,DE", "212 PTS,BH,SB,DE",
          "222 5400+30", "240 H   3    2", "260   1   3    1    3"}) {
        INFO(line);
        CHECK(hasLine(text, line));
    }
    for (const char* old : {"XXR", "XXC", "XXP", "BBU"}) {
        CHECK(text.find(old) == std::string::npos);
    }
    // The half bye of the round to come is a 240 line, not in the player's line.
    CHECK(text.find("0000 - H") == std::string::npos);
    const TrfRead read = readTrf(text);
    REQUIRE_FALSE(read.error.has_value());
    const Tournament& back = read.tournament;
    CHECK(back.totalRounds == 3);
    CHECK(back.initialRole == Role::First);
    CHECK(back.scoring.pairingBye == 1);
    REQUIRE(back.forbiddenGroups.size() == 1);
    CHECK(back.forbiddenGroups[0] == written.forbiddenGroups[0]);
    REQUIRE(back.players[1].rounds.size() == 3);
    CHECK(back.players[1].rounds[2].result == ResultKind::HalfPointBye);
    // Written again as TRF-16, the bye is back in the player's line.
    CHECK(writeTrf(back).find("  0000 - U  0000 - H") != std::string::npos);
}

TEST_CASE("TRF-26: 162 with several codes, and a 240 naming no player is refused", "[trf]") {
    const TrfRead read =
        readTrf(std::string("162  W 3.0    D 1.0    P 1.0\n"
                            "001    1      A                                                 "
                            "                 0.0\n"));
    REQUIRE_FALSE(read.error.has_value());
    CHECK(read.tournament.scoring.win == 6);
    CHECK(read.tournament.scoring.draw == 2);
    CHECK(read.tournament.scoring.pairingBye == 2);
    const TrfRead bad = readTrf(std::string(
        "240 H 002    7\n"
        "001    1      A                                                                  "
        "0.0\n"));
    REQUIRE(bad.error.has_value());
    CHECK(bad.error->describe() ==
          "line 1, column 1: the bye of round 2 names player 7, who has no player line (001)");
    const TrfRead colour = readTrf("152 X\n");
    REQUIRE(colour.error.has_value());
    CHECK(colour.error->describe() == "line 1, column 5: 'X' is not an initial colour (W or B)");
}

TEST_CASE("TRF: long names in ten scripts are cut at a character, the columns after them kept",
          "[trf][utf8]") {
    // Each name is longer than the 33 columns of the field.
    const std::vector<std::string> names = {
        "Abercrombie-Fitzgerald, Maximilian Alexander",                         // Latin
        "Константинопольский, Александр Владимирович",                          // Cyrillic
        "Παπαχριστοδουλόπουλος, Αλέξανδρος Κωνσταντίνος",                       // Greek
        "Պետրոսյանբաղդասարյան, Արամայիս Վարդանի",                               // Armenian
        "ბერიძე-ჯავახიშვილი, ნინო ალექსანდრეს ასული",                           // Georgian
        "בן-אליעזר-רוזנבלום, אברהם יהושע העשל",                                 // Hebrew
        "عبد الرحمن بن عبد العزيز, محمد بن عبد الله بن سعود",                   // Arabic
        "श्रीनिवासरामानुजन्, वेङ्कटरामन् सुब्रह्मण्यम् अय्यर्",                              // Devanagari
        "ศรีสุวรรณภูมิพงศ์, สมชายประเสริฐวงศ์",                                        // Thai
        "欧阳司马诸葛上官皇甫尉迟公羊澹台公冶宗政濮阳淳于单于太叔申屠, 长名字", // Han
    };
    Tournament t;
    for (std::size_t i = 0; i < names.size(); ++i) {
        Player p;
        p.id = PlayerId{static_cast<int>(i) + 1};
        p.name = names[i];
        p.rating = 2000 + static_cast<int>(i);
        p.federation = "XYZ";
        p.fideId = std::to_string(9000 + i);
        t.players.push_back(p);
    }
    const std::vector<std::string> written = lines(writeTrf(t));
    for (std::size_t i = 0; i < names.size(); ++i) {
        INFO(names[i]);
        const trf::TrfLine line(written[i]);
        // Columns 15-47 hold the name's first 33 characters; the rating, the federation and the
        // id stay in their columns whatever the script.
        CHECK(line.columns(15, 47) == trf::TrfLine(names[i]).columns(1, 33));
        CHECK(line.columns(48, 48) == " ");
        CHECK(line.columns(49, 52) == std::to_string(2000 + i));
        CHECK(line.columns(54, 56) == "XYZ");
        CHECK(trf::trim(line.columns(58, 68)) == std::to_string(9000 + i));
        // The cut leaves valid UTF-8, and the file reads back.
        CHECK(line.columns(15, 47).size() >= 33);
    }
    const TrfRead read = readTrf(writeTrf(t));
    REQUIRE_FALSE(read.error.has_value());
    CHECK(read.tournament.players[1].rating == 2001);
}
