// TRF as other programs write it: columns counted in characters (UTF-8 names), lichess's blank
// opponents, a round paired but not played, a points column that disagrees with the results,
// TRF-26's 142 and 250 lines, accelerated pairings (XXA) and team lines (013, 310).
#include "pairing/dutch/dutch.hpp"
#include "pairing/standings.hpp"
#include "pairing/trf.hpp"

#include <catch2/catch.hpp>

using namespace renju::pairing;

namespace {

const std::string kUtf8 =
    "012 Ünicode Open\n"
    "001    1      Müller, Jürgen                    1608 TUR    34512345             1.0    1"
    "     2 w 1\n"
    "001    2      Şahin, Öykü                       1555 GER                         0.0    2"
    "     1 b 0\n"
    "001    3      王 濤                               1490 CHN     8601234             1.0    3"
    "  0000 - F\n"
    "\n"
    "XXR 5\n";

const std::string kLichess =
    "XXR 2\n"
    "XXC white1\n"
    "001    1      alpha                                                              1.5     "
    "     2 w 1       - H\n"
    "001    2      beta                                                               1.0     "
    "     1 b 0     3 w 1\n"
    "001    3      gamma                                                              1.0     "
    "       - F     2 b 0\n";

const std::string kPending =
    "XXR 3\n"
    "XXC white1\n"
    "001    1      Alpha One                         2200                             1.0    1"
    "     2 w 1     3 b\n"
    "001    2      Beta Two                          2100                             1.0    3"
    "     1 b 0  0000 - U\n"
    "001    3      Gamma Three                       2000                             1.0    2"
    "  0000 - U     1 w\n";

const std::string kFour =
    "001    1      Alpha                             2400                             0.0\n"
    "001    2      Beta                              2300                             0.0\n"
    "001    3      Gamma                             2200                             0.0\n"
    "001    4      Delta                             2100                             0.0\n";

TrfRead readOk(const std::string& text, const TrfReadOptions& options = {}) {
    TrfRead read = readTrf(text, options);
    INFO((read.error ? read.error->describe() : std::string()));
    REQUIRE_FALSE(read.error.has_value());
    return read;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("TRF columns are characters: a name with umlauts or Han keeps its rating and "
          "federation",
          "[trf][utf8]") {
    const TrfRead read = readOk(kUtf8);
    const Tournament& t = read.tournament;
    CHECK(t.name == "Ünicode Open");
    REQUIRE(t.players.size() == 3);
    CHECK(t.players[0].name == "Müller, Jürgen");
    CHECK(t.players[0].rating == 1608);
    CHECK(t.players[0].federation == "TUR");
    CHECK(t.players[0].fideId == "34512345");
    CHECK(t.players[1].name == "Şahin, Öykü");
    CHECK(t.players[1].rating == 1555);
    CHECK(t.players[1].federation == "GER");
    CHECK(t.players[2].name == "王 濤");
    CHECK(t.players[2].rating == 1490);
    CHECK(t.players[2].federation == "CHN");
    CHECK(t.players[2].rounds[0].result == ResultKind::FullPointBye);
    CHECK(read.notes.empty());
    // Written back column for column, in characters.
    CHECK(writeTrf(t) == kUtf8);
}

TEST_CASE("TRF columns: a byte that is not UTF-8 is one character (a Latin-1 file read raw)",
          "[trf][utf8]") {
    const std::string latin1 = replaced(kUtf8, "Müller, Jürgen", "M\xFCller, J\xFCrgen");
    const TrfRead read = readOk(latin1);
    CHECK(read.tournament.players[0].name == "M\xFCller, J\xFCrgen");
    CHECK(read.tournament.players[0].rating == 1608);
    CHECK(read.tournament.players[0].federation == "TUR");
}

TEST_CASE("TRF: a name longer than its 33 columns is cut at a character when written",
          "[trf][utf8]") {
    Tournament t = readOk(kUtf8).tournament;
    t.players[2].name = std::string(40, 'x') + "濤";
    t.players[1].name = std::string(32, 'y') + "濤濤";
    const std::string written = writeTrf(t);
    const Tournament back = readOk(written).tournament;
    CHECK(back.players[2].name == std::string(33, 'x'));
    CHECK(back.players[1].name == std::string(32, 'y') + "濤");
    CHECK(back.players[1].rating == 1555);
}

TEST_CASE("TRF: lichess's blank opponent is no opponent (absences, byes)", "[trf][lichess]") {
    const TrfRead read = readOk(kLichess);
    const Tournament& t = read.tournament;
    CHECK(t.players[0].rounds[1].opponent.isNone());
    CHECK(t.players[0].rounds[1].result == ResultKind::HalfPointBye);
    CHECK(t.players[2].rounds[0].opponent.isNone());
    CHECK(t.players[2].rounds[0].result == ResultKind::FullPointBye);
    CHECK(read.notes.empty());
    // An absence written "-" with a blank opponent scores no points.
    const TrfRead absent =
        readOk(replaced(replaced(kLichess, "     - H", "     - -"), "1.5     ", "1.0     "));
    CHECK(absent.tournament.players[0].rounds[1].result == ResultKind::ForfeitLoss);
    CHECK(absent.tournament.players[0].rounds[1].opponent.isNone());
    CHECK(absent.notes.empty());
    // A played result still needs an opponent.
    const TrfRead bad = readTrf(replaced(kLichess, "     - H", "     w 1"));
    REQUIRE(bad.error.has_value());
    CHECK(bad.error->describe() ==
          "line 3, column 109: a played game needs an opponent and a role (w or b)");
}

TEST_CASE("TRF: an opponent and a role with a blank result is a round paired, not played",
          "[trf][pending]") {
    const TrfRead read = readOk(kPending);
    const Tournament& t = read.tournament;
    const RoundEntry& alpha = t.players[0].rounds[1];
    CHECK(alpha.isPending);
    CHECK(alpha.opponent == PlayerId{3});
    CHECK(alpha.role == Role::Second);
    CHECK_FALSE(alpha.isPlayed());
    CHECK(alpha.isPaired());
    CHECK(t.scoring.pointsFor(alpha) == 0);
    CHECK(t.pairedRounds() == 2);
    CHECK(firstPendingRound(t) == 2);
    CHECK(read.notes.empty());
    CHECK(writeTrf(t) ==
          kPending.substr(std::string("XXR 3\nXXC white1\n").size()) + "\nXXR 3\nXXC white1\n");
    // The next round waits for the results.
    const auto pairing = dutch::pairNextRound(t, dutch::Rules::Fide2017);
    CHECK(pairing.error == "round 2 is paired but not every result is entered (players 1 and "
                           "3): the next round is paired once they are in");
    // Both sides must say so, with opposite roles.
    const TrfRead oneSided = readTrf(replaced(kPending, "     1 w\n", "     1 w 0\n"));
    REQUIRE(oneSided.error.has_value());
    CHECK(oneSided.error->describe() == "line 3, column 102: round 2 contradicts player 3's entry");
    const TrfRead noRole = readTrf(replaced(kPending, "     3 b\n", "     3\n"));
    REQUIRE(noRole.error.has_value());
    CHECK(noRole.error->describe() ==
          "line 3, column 107: opponent 3 without a role or a result: a round paired but not "
          "played needs the role (w or b)");
}

TEST_CASE("TRF: a points column that disagrees with the results is a warning, and the user "
          "chooses which counts",
          "[trf][points]") {
    const std::string text = replaced(kUtf8, "1.0    3", "2.5    3");
    const TrfRead results = readOk(text);
    REQUIRE(results.notes.size() == 1);
    CHECK(results.notes[0].isWarning());
    CHECK(results.notes[0].describe() ==
          "line 4, column 81: player 3 (王 濤): the points column says 2.5, the results give "
          "1.0; the results count");
    CHECK(results.tournament.players[2].scoreAdjustment == 0);
    StandingsOptions options;
    CHECK(computeStandings(results.tournament, options).rows.front().points == 2);

    const TrfRead file = readOk(text, {TrfPoints::File});
    REQUIRE(file.notes.size() == 1);
    CHECK(file.notes[0].message.find("the points column counts") != std::string::npos);
    CHECK(file.tournament.players[2].scoreAdjustment == 3);
    const Standings standings = computeStandings(file.tournament, options);
    CHECK(standings.rows.front().id == PlayerId{3});
    CHECK(standings.rows.front().points == 5);
}

TEST_CASE("TRF-26: 142 states the number of rounds; XXR wins when both disagree", "[trf][trf26]") {
    const std::string text = replaced(kUtf8, "XXR 5\n", "142 7\n");
    CHECK(readOk(text).tournament.totalRounds == 7);
    const TrfRead both = readOk(text + "XXR 6\n");
    CHECK(both.tournament.totalRounds == 6);
    REQUIRE(both.notes.size() == 1);
    CHECK(both.notes[0].describe() == "line 6, column 1: 142 says 7 rounds, XXR 6: XXR counts");
    CHECK(readTrf(replaced(kUtf8, "XXR 5\n", "142 0\n")).error->describe() ==
          "line 6, column 5: the number of rounds must be positive");
}

TEST_CASE("TRF: accelerated pairings (XXA, TRF-26 250) add virtual points to the pairing score",
          "[trf][acceleration]") {
    const std::string plain = kFour + "\nXXR 3\nXXC white1\n";
    const auto unaccelerated =
        dutch::pairNextRound(readOk(plain).tournament, dutch::Rules::Fide2017);
    REQUIRE(unaccelerated.error.empty());
    CHECK(dutch::formatBoards(unaccelerated.boards) == "2\n1 3\n4 2\n");

    const std::string xxa = plain + "XXA    1  1.0\nXXA    2  1.0\n";
    const TrfRead read = readOk(xxa);
    CHECK(read.tournament.players[0].accelerations == std::vector<HalfPoints>{2});
    CHECK(read.tournament.players[2].accelerations.empty());
    REQUIRE(read.notes.size() == 1);
    CHECK_FALSE(read.notes[0].isWarning());
    CHECK(read.notes[0].describe() ==
          "line 8, column 1: accelerated pairings: the virtual points (XXA, 250) are added to the "
          "scores the rounds they name are paired on, never to the standings");
    const auto accelerated = dutch::pairNextRound(read.tournament, dutch::Rules::Fide2017);
    REQUIRE(accelerated.error.empty());
    CHECK(dutch::formatBoards(accelerated.boards) == "2\n1 2\n3 4\n");
    CHECK(writeTrf(read.tournament) == xxa);

    // The same acceleration as TRF-26 writes it: 1.0 in rounds 1 to 1 for players 1 to 2.
    const TrfRead trf26 = readOk(plain + "250       1.0 001 001 0001 0002\n");
    CHECK(trf26.tournament.players[1].accelerations == std::vector<HalfPoints>{2});
    CHECK(dutch::formatBoards(
              dutch::pairNextRound(trf26.tournament, dutch::Rules::Fide2017).boards) ==
          "2\n1 2\n3 4\n");
    CHECK(readTrf(plain + "XXA    9  1.0\n").error->describe() ==
          "line 8, column 1: the acceleration names player 9, who has no player line (001)");
    CHECK(readTrf(plain + "250       1.0 002 001 0001 0002\n").error->describe() ==
          "line 8, column 15: rounds 2 to 1 are not a range of rounds");
}

TEST_CASE("TRF: the points column may include the acceleration", "[trf][acceleration]") {
    const std::string text = replaced(kFour,
                                      "Alpha                             2400"
                                      "                             0.0",
                                      "Alpha                             2400"
                                      "                             1.0") +
                             "XXR 3\nXXA    1  1.0\n";
    CHECK(readOk(text).notes.size() == 1); // the acceleration note only
}

TEST_CASE("TRF: team lines (013, 310) are read and kept, with a warning that teams are not "
          "paired",
          "[trf][teams]") {
    const std::string text = kUtf8 +
                             "013 Ankara Kale                        1    2\n"
                             "310   2 Beijing                          BEI     1490    0.0    1.0"
                             "   2     3\n";
    const TrfRead read = readOk(text);
    const Tournament& t = read.tournament;
    REQUIRE(t.teams.size() == 2);
    CHECK(t.teams[0].name == "Ankara Kale");
    CHECK(t.teams[0].members == std::vector<PlayerId>{PlayerId{1}, PlayerId{2}});
    CHECK(t.teams[1].name == "Beijing");
    CHECK(t.teams[1].members == std::vector<PlayerId>{PlayerId{3}});
    REQUIRE(read.notes.size() == 1);
    CHECK(read.notes[0].isWarning());
    CHECK(read.notes[0].describe() ==
          "line 7, column 1: 2 team lines (013, 310) are read for the players' teams; this "
          "program pairs and ranks the players as individuals: no team pairing, team standings "
          "or board order");
    CHECK(writeTrf(t) == text);
    CHECK(readTrf(kUtf8 + "013                                    1\n").error->describe() ==
          "line 7, column 5: a team line without the team's name");
}
