// Scoresheets typed in after the round (issue 18): checked as if played, one entry of the
// table, corrected like any other; compared with a record entered live (13.1).
#include "app_fixture.hpp"
#include "arbiter/app/scoresheet.hpp"
#include "arbiter/app/table_play.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using test::mustAccept;

namespace {

const model::Table& tableOf(const Application& application, int table = 1) {
    return application.state().rounds[0].tables[static_cast<std::size_t>(table - 1)];
}

} // namespace

TEST_CASE("Scoresheet: moves read with or without their numbers; bad words named by move",
          "[scoresheet]") {
    TypedMoves typed = readTypedMoves("1. h8 2. h9\n3. i8, -- j10", 15);
    REQUIRE(typed.problem.empty());
    REQUIRE(typed.moves.size() == 5);
    CHECK(typed.moves[3].isPass);
    CHECK(readTypedMoves("h8 h9 z99", 15).problem ==
          "move 3: 'z99' is not a point of the 15x15 board (nor -- for a pass)");
    CHECK(readTypedMoves("s19", 19).problem.empty());
    CHECK(readTypedMoves("  ", 15).problem == "no move on the scoresheet");
    TypedMoves sgf = readTypedMoves("(;GM[4]SZ[15]PB[A]PW[B];B[hh];W[hg];B[ih])", 15);
    REQUIRE(sgf.problem.empty());
    REQUIRE(sgf.moves.size() == 3);
    CHECK(rules::formatMove(sgf.moves[0]) == "h8");
}

TEST_CASE("Scoresheet 13.1: every difference from the record entered live, by move number",
          "[scoresheet]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "i9", "j10", "k11"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    std::vector<std::string> differences =
        compareScoresheet(rules::movesOf(tableOf(application).currentGame().game),
                          readTypedMoves("h8 i9 j11", 15).moves);
    REQUIRE(differences.size() == 2);
    CHECK(differences[0] == "move 3: the scoresheet has j11, the record j10");
    CHECK(differences[1] == "move 4: the record has k11, the scoresheet ends before");
    CHECK(compareScoresheet(rules::movesOf(tableOf(application).currentGame().game),
                            readTypedMoves("h8 i9 j10 k11", 15).moves)
              .empty());
}

TEST_CASE("Scoresheet: a game not entered live is typed in as one entry, checked as played",
          "[scoresheet]") {
    Application application = test::eventWithPlayers(4);
    test::startHandPairedRound(application, 1, 2, 0);
    // Black's move 9 at i8 is a forbidden double-three: flagged, as the live game would.
    CommandOutcome typed = mustAccept(
        application,
        EnterScoresheet{1, 1, "h8 a1 g8 a3 i6 a5 i7 a7 i8", true, "0-1", "not entered live"},
        60000);
    CHECK(typed.message.find("9 moves from the scoresheet; move 9 (i8) is a forbidden "
                             "double-three") != std::string::npos);
    const model::Table& table = tableOf(application);
    REQUIRE(table.result);
    // The second player had Black: White, the first player, won (0-1 by colour).
    CHECK(table.result->code == model::ResultCode::FirstWins);
    CHECK(rules::playerOf(table.currentGame().game, rules::Stone::Black) == rules::Player::Second);
    CHECK(std::get<rules::Game>(table.currentGame().game).moves().size() == 9);
    CHECK(describeLastEntry(table.currentGame()) == "the game typed from the scoresheet (9 moves)");

    CommandOutcome refused =
        application.dispatch(EnterScoresheet{1, 2, "h8 h9 h8", false, "", ""}, 61000);
    CHECK_FALSE(refused.isAccepted);
    CHECK(refused.message == "round 1 table 2: the scoresheet's move 3 (h8): h8 is occupied (5)");
    CHECK(std::get<rules::Game>(tableOf(application, 2).currentGame().game).moves().empty());

    mustAccept(application, GameAction{1, 1, "undo", "typed at the wrong table"}, 62000);
    CHECK(std::get<rules::Game>(tableOf(application).currentGame().game).moves().empty());
    CHECK_FALSE(tableOf(application).result);
}

TEST_CASE("Scoresheet: a table entered live is compared, never overwritten", "[scoresheet]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    mustAccept(application, GameAction{1, 1, "h8"}, 1000);
    CHECK(application.dispatch(EnterScoresheet{1, 1, "h8 h9", false, "", ""}, 2000).message ==
          "round 1 table 1 was entered live: its scoresheet is compared with the record (13.1), "
          "not entered over it");
}
