// TRF-16 with the XXR/XXC/XXP/BB* extensions: reading, writing back byte for byte, and errors
// that name the line and column.
#include "pairing/trf.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace renju::pairing;
namespace fs = std::filesystem;

namespace {

const std::string kSmall =
    "012 Small open\n"
    "001    1      Alpha One                         2200                             1.5    1"
    "     2 w 1     3 b =\n"
    "001    2      Beta Two                          2100                             0.0    3"
    "     1 b 0  0000 - Z\n"
    "001    3      Gamma Three                       2000                             1.5    2"
    "  0000 - U     1 w =\n"
    "\n"
    "XXR 5\n"
    "XXC black1\n";

std::string withLine(int lineNumber, const std::string& replacement) {
    std::istringstream in(kSmall);
    std::string line;
    std::string out;
    int number = 0;
    while (std::getline(in, line)) {
        out += (++number == lineNumber ? replacement : line) + "\n";
    }
    return out;
}

TrfError errorOf(const std::string& text) {
    TrfRead read = readTrf(text);
    REQUIRE(read.error.has_value());
    return *read.error;
}

} // namespace

TEST_CASE("A TRF file is read into players, rounds and settings", "[trf]") {
    TrfRead read = readTrf(kSmall);
    REQUIRE_FALSE(read.error.has_value());
    const Tournament& t = read.tournament;
    REQUIRE(t.name == "Small open");
    REQUIRE(t.players.size() == 3);
    REQUIRE(t.totalRounds == 5);
    REQUIRE(t.initialRole == Role::Second);
    const Player& alpha = t.players[0];
    REQUIRE(alpha.name == "Alpha One");
    REQUIRE(alpha.rating == 2200);
    REQUIRE(alpha.declaredPoints == 3);
    REQUIRE(alpha.rounds[0].opponent == PlayerId{2});
    REQUIRE(alpha.rounds[0].role == Role::First); // `w` is the first mover
    REQUIRE(alpha.rounds[0].result == ResultKind::Win);
    REQUIRE(t.players[2].rounds[0].result == ResultKind::PairingBye);
    REQUIRE(t.players[1].rounds[1].result == ResultKind::ZeroPointBye);
    REQUIRE(t.pairedRounds() == 2);
}

TEST_CASE("Points lines and forbidden pairs are read", "[trf]") {
    TrfRead read = readTrf(kSmall + "XXP    1    3\nBBW  3.0\nBBD  1.0\n");
    // With 3-1-0 scoring the points columns no longer match: a warning for each player.
    REQUIRE_FALSE(read.error.has_value());
    REQUIRE(read.notes.size() == 2);
    REQUIRE(read.notes[0].column == 81);
    REQUIRE(read.notes[0].isWarning());
    std::string scaled = kSmall;
    TrfRead plain = readTrf(scaled);
    Tournament t = plain.tournament;
    t.scoring.win = 6;
    t.scoring.draw = 2;
    t.scoring.pairingBye = 6;
    t.forbiddenGroups.push_back({PlayerId{1}, PlayerId{3}});
    for (Player& p : t.players) {
        p.declaredPoints = pointsAfter(t, p, 2);
    }
    const std::string written = writeTrf(t);
    REQUIRE(written.find("BBW  3.0\nBBD  1.0\n") != std::string::npos);
    REQUIRE(written.find("XXP    1    3\n") != std::string::npos);
    TrfRead again = readTrf(written);
    REQUIRE_FALSE(again.error.has_value());
    REQUIRE(again.tournament.scoring.win == 6);
    REQUIRE(again.tournament.scoring.pairingBye == 6);
    REQUIRE(again.tournament.forbiddenGroups.size() == 1);
    REQUIRE(writeTrf(again.tournament) == written);
}

TEST_CASE("Every dev-set input is written back byte for byte", "[trf]") {
    const fs::path root = fs::path(RENJU_TEST_DATA_DIR) / "swiss";
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (entry.path().extension() != ".trf") {
            continue;
        }
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        TrfRead read = readTrf(text.str());
        INFO(entry.path().string());
        REQUIRE_FALSE(read.error.has_value());
        REQUIRE(writeTrf(read.tournament) == text.str());
        ++files;
    }
    REQUIRE(files > 100);
}

TEST_CASE("Malformed TRF names the line and column", "[trf]") {
    SECTION("a bad result code") {
        std::string line = "001    1      Alpha One                         2200                "
                           "             1.5    1     2 w 1     3 b ?";
        TrfError error = errorOf(withLine(2, line));
        REQUIRE(error.line == 2);
        REQUIRE(error.column == 109);
        REQUIRE(error.describe() == "line 2, column 109: '?' is not a TRF result code");
    }
    SECTION("a bad role") {
        std::string line = "001    1      Alpha One                         2200                "
                           "             1.5    1     2 x 1     3 b =";
        TrfError error = errorOf(withLine(2, line));
        REQUIRE(error.column == 97);
    }
    SECTION("points that are not half-points") {
        std::string line = "001    1      Alpha One                         2200                "
                           "             1.3    1     2 w 1     3 b =";
        TrfError error = errorOf(withLine(2, line));
        REQUIRE(error.column == 81);
    }
    SECTION("an opponent who disagrees") {
        std::string line = "001    2      Beta Two                          2100                "
                           "             0.0    3     1 w 0  0000 - Z";
        TrfError error = errorOf(withLine(3, line));
        REQUIRE(error.line == 2); // player 1's entry is checked first
        REQUIRE(error.message.find("contradicts") != std::string::npos);
    }
    SECTION("a repeated pairing number") {
        TrfError error = errorOf(withLine(3, kSmall.substr(kSmall.find("001    1"), 131)));
        REQUIRE(error.line == 3);
        REQUIRE(error.column == 5);
    }
    SECTION("a bad round count") {
        TrfError error = errorOf(withLine(6, "XXR five"));
        REQUIRE(error.line == 6);
    }
    SECTION("a bye with an opponent") {
        std::string line = "001    3      Gamma Three                       2000                "
                           "             1.5    2     2 - U     1 w =";
        TrfError error = errorOf(withLine(4, line));
        REQUIRE(error.column == 99);
    }
}

namespace {

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
    return text;
}

} // namespace

TEST_CASE("A TRF file reads the same with CR, LF and CR LF line ends", "[trf]") {
    const TrfRead lf = readTrf(kSmall);
    REQUIRE_FALSE(lf.error.has_value());
    for (const char* ending : {"\r", "\r\n"}) {
        const TrfRead other = readTrf(replaceAll(kSmall, "\n", ending));
        REQUIRE_FALSE(other.error.has_value());
        REQUIRE(writeTrf(other.tournament) == writeTrf(lf.tournament));
    }
    std::istringstream stream(replaceAll(kSmall, "\n", "\r"));
    REQUIRE(writeTrf(readTrf(stream).tournament) == writeTrf(lf.tournament));
}

TEST_CASE("An error in a CR-only file names its line", "[trf]") {
    const std::string text = replaceAll(withLine(3, "001    x"), "\n", "\r");
    const TrfError error = errorOf(text);
    REQUIRE(error.line == 3);
}

TEST_CASE("A file without player lines is an error, not an empty tournament", "[trf]") {
    for (const char* text : {"", "\r\r", "012 Nobody\rXXR 5\r"}) {
        const TrfError error = errorOf(text);
        REQUIRE(error.message.find("no player lines") != std::string::npos);
    }
}

TEST_CASE("Without XXC the initial role is the top seed's role in the first round with roles",
          "[trf]") {
    std::string text = replaceAll(kSmall, "XXC black1\n", "");
    TrfRead read = readTrf(text);
    REQUIRE_FALSE(read.error.has_value());
    REQUIRE_FALSE(read.tournament.initialRole.has_value());
    auto inferred = inferInitialRole(read.tournament);
    REQUIRE(inferred.has_value());
    REQUIRE(inferred->role == Role::First); // player 1 is `w` in round 1
    REQUIRE(inferred->explanation.find("white1 from round 1 (player 1's role)") !=
            std::string::npos);
}

TEST_CASE("Without XXC and the top seed unpaired, the initial role is the second seed's reversed",
          "[trf]") {
    const std::string text = "001    1      Alpha One                         2200"
                             "                             1.0    1  0000 - F\n"
                             "001    2      Beta Two                          2100"
                             "                             1.0    2     3 b 1\n"
                             "001    3      Gamma Three                       2000"
                             "                             0.0    3     2 w 0\n";
    TrfRead read = readTrf(text);
    REQUIRE_FALSE(read.error.has_value());
    auto inferred = inferInitialRole(read.tournament);
    REQUIRE(inferred.has_value());
    REQUIRE(inferred->role == Role::First); // player 2 was `b`: the top seed's role is `w`
    REQUIRE(inferred->explanation.find("player 2's role reversed") != std::string::npos);
}

TEST_CASE("No round with roles gives no inferred initial role", "[trf]") {
    const std::string text = "001    1      Alpha One                         2200"
                             "                             0.0    1\n";
    TrfRead read = readTrf(text);
    REQUIRE_FALSE(read.error.has_value());
    REQUIRE_FALSE(inferInitialRole(read.tournament).has_value());
}
