// Overrides: a proposed round is checked against the absolute criteria (C1-C3, forbidden pairs)
// and the roster, every breach reported with its rule; the engine's own pairings break none.
#include "pairing/dutch/dutch.hpp"
#include "pairing/dutch/recheck.hpp"
#include "pairing/round_check.hpp"
#include "pairing/trf.hpp"
#include "tournament_builder.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace renju::pairing;
using renju::pairing::test::TournamentBuilder;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> texts(const std::vector<Violation>& violations) {
    std::vector<std::string> result;
    for (const Violation& v : violations) {
        result.push_back(v.text);
    }
    return result;
}

std::vector<std::string> check(const Tournament& t, std::vector<Board> boards,
                               dutch::Rules rules = dutch::Rules::Fide2017) {
    return texts(checkRound(t, boards, rules));
}

Board board(int first, int second) {
    return Board{PlayerId{first}, PlayerId{second}};
}

// Six players, two rounds: P1 and P5 had Black twice (absolute: White), P4 and P6 White twice
// (absolute: Black). After round 2: P1 1.5, P5 1.5, the others 1 or less.
Tournament twoRounds(int totalRounds) {
    return TournamentBuilder(6, totalRounds)
        .game(1, 1, 2, '1')
        .game(1, 3, 4, '0')
        .game(1, 5, 6, '=')
        .game(2, 1, 3, '=')
        .game(2, 5, 4, '1')
        .game(2, 2, 6, '=')
        .tournament();
}

} // namespace

TEST_CASE("C1: players who met are reported, with the round", "[round-check]") {
    CHECK(check(twoRounds(5), {board(2, 1), board(4, 3), board(6, 5)}) ==
          std::vector<std::string>{"C1: #2 P2 and #1 P1 played each other in round 1",
                                   "C1: #4 P4 and #3 P3 played each other in round 1",
                                   "C1: #6 P6 and #5 P5 played each other in round 1"});
    // The roles swapped: each absolute preference broken is reported as well.
    CHECK(check(twoRounds(5), {board(1, 2), board(4, 3), board(5, 6)}) ==
          std::vector<std::string>{
              "C1: #1 P1 and #2 P2 played each other in round 1",
              "C3: #1 P1 must have White (role difference 2, Black in the last two games) but "
              "gets Black",
              "C1: #4 P4 and #3 P3 played each other in round 1",
              "C1: #5 P5 and #6 P6 played each other in round 1",
              "C3: #5 P5 must have White (role difference 2, Black in the last two games) but "
              "gets Black",
              "C3: #6 P6 must have Black (role difference 2, White in the last two games) but "
              "gets White"});
}

TEST_CASE("C3: two non-topscorers with the same absolute preference; roles swapped",
          "[round-check]") {
    CHECK(check(twoRounds(5), {board(1, 5), board(4, 6), board(2, 3)}) ==
          std::vector<std::string>{
              "C3: #1 P1 and #5 P5 must both have White (role difference 2, Black in the last two "
              "games; role difference 2, Black in the last two games)",
              "C3: #4 P4 and #6 P6 must both have Black (role difference 2, White in the last two "
              "games; role difference 2, White in the last two games)"});
    // Pairs that meet the absolute preferences, with the roles they need, break nothing.
    CHECK(check(twoRounds(5), {board(4, 1), board(6, 3), board(2, 5)}).empty());
}

TEST_CASE("C3: topscorers are exempt in the last round", "[round-check]") {
    // With 3 rounds, round 3 is the last: P1 and P5 (1.5 of 2) are topscorers.
    CHECK(check(twoRounds(3), {board(1, 5), board(4, 6), board(2, 3)}) ==
          std::vector<std::string>{"C3: #4 P4 and #6 P6 must both have Black (role difference 2, "
                                   "White in the last two games; role difference 2, White in "
                                   "the last two games)"});
}

TEST_CASE("C2: no second pairing-allocated bye, none after a forfeit win", "[round-check]") {
    const Tournament t = TournamentBuilder(5, 4)
                             .game(1, 1, 2, '1')
                             .game(1, 3, 4, '+')
                             .bye(1, 5, ResultKind::PairingBye)
                             .tournament();
    CHECK(check(t, {board(1, 3), board(2, 4), board(5, 0)}) ==
          std::vector<std::string>{
              "C2: #5 P5 gets the pairing-allocated bye but had the pairing-allocated bye in "
              "round 1"});
    CHECK(check(t, {board(1, 5), board(2, 4), board(3, 0)}) ==
          std::vector<std::string>{
              "C2: #3 P3 gets the pairing-allocated bye but won by forfeit in round 1"});
    CHECK(check(t, {board(1, 5), board(2, 4), board(3, 0)}, dutch::Rules::Fide2026) ==
          std::vector<std::string>{"C2: #3 P3 gets the pairing-allocated bye but scored a win "
                                   "without playing in round 1"});
}

TEST_CASE("Forbidden pairs and the roster are reported, nothing is refused", "[round-check]") {
    TournamentBuilder builder(5, 4);
    builder.game(1, 1, 2, '1').game(1, 3, 4, '=').bye(1, 5, ResultKind::PairingBye);
    builder.bye(2, 4, ResultKind::HalfPointBye);
    Tournament t = builder.tournament();
    t.forbiddenGroups.push_back({PlayerId{1}, PlayerId{3}});
    CHECK(check(t, {board(1, 3), board(4, 5), board(5, 9)}) ==
          std::vector<std::string>{"roster: #4 P4 is paired but asked for a half-point bye",
                                   "roster: #5 P5 is on two boards",
                                   "roster: there is no player #9", "roster: #2 P2 is not paired",
                                   "XXP: #1 P1 and #3 P3 must not be paired"});
}

TEST_CASE("The engine's pairings of the development set break no absolute criterion",
          "[round-check]") {
    const fs::path cases = fs::path(RENJU_TEST_DATA_DIR) / "swiss" / "cases";
    int checked = 0;
    for (const auto& entry : fs::directory_iterator(cases)) {
        std::ifstream file(entry.path() / "input.trf");
        const TrfRead read = readTrf(file);
        REQUIRE_FALSE(read.error);
        for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
            const dutch::DutchPairing pairing = dutch::pairNextRound(read.tournament, rules);
            REQUIRE(pairing.error.empty());
            INFO(entry.path().string());
            CHECK(texts(checkRound(read.tournament, pairing.boards, rules)).empty());
            ++checked;
        }
    }
    CHECK(checked == 100);
}

TEST_CASE("Re-pairing every round: the full tournaments agree, a swapped game is found",
          "[round-check][recheck]") {
    const fs::path data = fs::path(RENJU_TEST_DATA_DIR);
    for (const auto& entry : fs::directory_iterator(data / "swiss" / "full")) {
        std::ifstream file(entry.path() / "tournament.trf");
        const TrfRead read = readTrf(file);
        REQUIRE_FALSE(read.error);
        INFO(entry.path().string());
        CHECK(dutch::recheckRounds(read.tournament, dutch::Rules::Fide2017).empty());
    }
    std::ifstream file(data / "pairing-cli" / "f01-round5-swapped.trf");
    const TrfRead read = readTrf(file);
    REQUIRE_FALSE(read.error);
    const auto differing = dutch::recheckRounds(read.tournament, dutch::Rules::Fide2017);
    REQUIRE(differing.size() == 2);
    CHECK(differing[0].round == 5);
    CHECK(dutch::formatBoardList(differing[0].held) == "1-5");
    CHECK(dutch::formatBoardList(differing[0].engine) == "5-1");
    // Before round 5 the file holds rounds 1-4 only.
    CHECK(dutch::tournamentBefore(read.tournament, 5).pairedRounds() == 4);
    CHECK(dutch::boardsOfRound(read.tournament, 1).size() == 6);
}

TEST_CASE("A file written without XXR and XXC, with CR line ends, is checked as the engine pairs",
          "[round-check][recheck]") {
    std::ifstream file(fs::path(RENJU_TEST_DATA_DIR) / "pairing-cli" / "f01-cr-no-xxr-xxc.trf",
                       std::ios::binary);
    const TrfRead read = readTrf(file);
    REQUIRE_FALSE(read.error);
    REQUIRE(read.tournament.pairedRounds() == 7);
    const dutch::RecheckSetup setup = dutch::prepareRecheck(read.tournament);
    REQUIRE(setup.error.empty());
    CHECK(setup.tournament.totalRounds == 7);
    CHECK(setup.tournament.initialRole == Role::Second); // player 1 is `b` in round 1
    REQUIRE(setup.notes.size() == 2);
    CHECK(setup.notes[0].find("XXR is absent") == 0);
    CHECK(setup.notes[1].find("XXC is absent") == 0);
    CHECK(dutch::recheckRounds(setup.tournament, dutch::Rules::Fide2017).empty());
}

TEST_CASE("A file that holds no round, or fewer rounds than it holds in XXR, cannot be checked",
          "[round-check][recheck]") {
    std::ifstream file(fs::path(RENJU_TEST_DATA_DIR) / "pairing-cli" / "players-only-cr.trf",
                       std::ios::binary);
    const TrfRead read = readTrf(file);
    REQUIRE_FALSE(read.error);
    CHECK(dutch::prepareRecheck(read.tournament).error.find("no paired round") !=
          std::string::npos);
    std::ifstream full(fs::path(RENJU_TEST_DATA_DIR) / "swiss" / "full" / "f01-n012-7rounds" /
                       "tournament.trf");
    TrfRead seven = readTrf(full);
    REQUIRE_FALSE(seven.error);
    seven.tournament.totalRounds = 5;
    CHECK(dutch::prepareRecheck(seven.tournament).error ==
          "XXR says 5 rounds but the file holds 7");
}

TEST_CASE("A round the engine cannot pair is reported as not checked, never as differing",
          "[round-check][recheck]") {
    std::ifstream full(fs::path(RENJU_TEST_DATA_DIR) / "swiss" / "full" / "f01-n012-7rounds" /
                       "tournament.trf");
    TrfRead read = readTrf(full);
    REQUIRE_FALSE(read.error);
    // Without the total of rounds and the initial role (not prepared) the engine pairs no round.
    read.tournament.totalRounds = 0;
    read.tournament.initialRole.reset();
    const auto reported = dutch::recheckRounds(read.tournament, dutch::Rules::Fide2017);
    REQUIRE_FALSE(reported.empty());
    for (const dutch::RoundComparison& round : reported) {
        CHECK_FALSE(round.error.empty());
        CHECK(round.held.empty());
    }
}
