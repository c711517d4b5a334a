// The RIF 1996 opening (clauses 11, 12) as the game applies it, step by step.
#include "game_helpers.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using test::play;
using test::startsWith;

TEST_CASE("12.2-4: the tentative Black places moves 1-3", "[rif][12.2]") {
    auto played = play("h8\nh9\nj10");
    const auto& moves = played.game.moves();
    REQUIRE(moves.size() == 3);
    for (const MoveRecord& move : moves) {
        CHECK(move.player == Player::First);
    }
    CHECK(moves[1].colour == Stone::White);
    CHECK(std::string(played.game.openingPattern()->code) == "3D");
}

TEST_CASE("11: move 1 on h8, move 2 next to it, move 3 in the central 5x5", "[rif][11]") {
    CHECK(play("g8").last() == "refused (11): move 1 must be on h8, not g8");
    CHECK(play("h8\nh10").last() ==
          "refused (11): move 2 must be in the central 3x3 (g7-i9), not h10");
    CHECK(play("h8\ni9\nk11").last() ==
          "refused (11): move 3 must be in the central 5x5 (f6-j10), not k11");
    // 5: a move puts a stone on an intersection of the board, a free one.
    CHECK(play("h8\ni9\nh8").last() == "refused (5): h8 is occupied");
    auto refusedThenRight = play("h8\nh10\ng7\nf5\nf6");
    CHECK(refusedThenRight.game.moves().size() == 3); // the refusals changed nothing
    CHECK(std::string(refusedThenRight.game.openingPattern()->code) ==
          "1I"); // g7 f6 = i9 j10 turned
}

TEST_CASE("12.9: no pass within the first three moves", "[rif][12.9]") {
    CHECK(play("pass").last() == "refused (12.9): no pass is allowed within the first three moves");
    CHECK(play("h8\nh9\npass").last() ==
          "refused (12.9): no pass is allowed within the first three moves");
}

TEST_CASE("12.5: the tentative White decides the colours; a swap is recorded", "[rif][12.5]") {
    auto kept = play("h8\nh9\nj10\nnoswap");
    CHECK(kept.game.playerOf(Stone::Black) == Player::First);
    CHECK(kept.game.swapCount() == 0);
    auto swapped = play("h8\nh9\nj10\nswap\nk7");
    CHECK(swapped.game.playerOf(Stone::Black) == Player::Second);
    CHECK(swapped.game.swapCount() == 1);
    CHECK(swapped.game.moves()[3].player == Player::First); // now White plays move 4
    CHECK(startsWith(swapped.lines[3], "swap: the second player changes sides"));
}

TEST_CASE("12.5: nothing but the swap decision is taken after move 3", "[rif][12.5]") {
    auto played = play("h8\nh9\nj10\nk7");
    CHECK(played.last() == "refused (12.5): no stone now: the second player decides whether to "
                           "swap colours (swap or noswap)");
    CHECK(played.game.expectation().action == ExpectedAction::SwapDecision);
    CHECK(played.game.expectation().player == Player::Second);
    CHECK(startsWith(play("h8\nh9\nswap").last(), "refused (11): no swap decision now"));
}

TEST_CASE("12.6-12.7: after move 4 Black proposes two 5th moves and White chooses", "[rif][12.7]") {
    auto played = play("h8\nh9\nj10\nnoswap\nk7\npropose g9\npropose j9");
    Expectation choice = played.game.expectation();
    CHECK(choice.action == ExpectedAction::Choice);
    CHECK(choice.player == Player::Second);
    test::more(played, "choose g9");
    CHECK(played.game.board().at(*parsePoint("g9")) == Stone::Black);
    CHECK(played.game.moves().size() == 5);
    CHECK(played.game.isOpeningOver());
    CHECK(played.game.expectation().action == ExpectedAction::Move);
    CHECK(played.game.expectation().colour == Stone::White);
    CHECK(played.game.proposals() == std::vector<Point>{*parsePoint("g9"), *parsePoint("j9")});
}

TEST_CASE("12.7: proposals that are images under a symmetry of the position are refused",
          "[rif][12.7]") {
    // 1D Kansei (h8 h9 h10) with move 4 on h7: the position is symmetric left-right.
    auto played = play("h8\nh9\nh10\nnoswap\nh7\npropose g8 i8");
    CHECK(played.last() == "refused (12.7): i8 is the image of g8 under the left-right "
                           "reflection of this position: proposals must differ in every respect");
    CHECK(played.game.proposals().empty());
    test::more(played, "propose g8");
    CHECK(startsWith(test::more(played, "propose i8"), "refused (12.7): i8 is the image of g8"));
    CHECK(test::more(played, "propose g8") == "refused (12.7): g8 is already proposed");
    CHECK(startsWith(test::more(played, "propose j8"), "proposals by the first player"));
    CHECK(played.game.proposals().size() == 2);
}

TEST_CASE("12.7: on a position without symmetry any two distinct points may be proposed",
          "[rif][12.7]") {
    auto played = play("h8\nh9\nj10\nnoswap\nk7\npropose g9 j9");
    CHECK(played.game.proposals().size() == 2);
    CHECK(played.game.expectation().action == ExpectedAction::Choice);
}

TEST_CASE("12.7: White may only choose a proposed point; extra proposals are refused",
          "[rif][12.7]") {
    auto played = play("h8\nh9\nj10\nnoswap\nk7\npropose g9 j9 g10");
    CHECK(played.last() == "refused (12.7): 2 more proposal(s) are due, not 3");
    test::more(played, "propose g9 j9");
    CHECK(test::more(played, "choose g10") ==
          "refused (12.7): g10 was not proposed (proposals: g9 j9)");
    CHECK(
        startsWith(test::more(played, "choose j9"), "choice by the second player (White): 5. j9"));
}

TEST_CASE("12.7: Black's clock runs until both proposals are made, White's until move 6",
          "[rif][12.7][clock]") {
    auto played = play("h8\nh9\nj10\nnoswap\nk7\npress\npropose g9\npress");
    CHECK(played.last() == "refused (12.7): Black's time runs until all 5th-move proposals are "
                           "made (12.7)");
    test::more(played, "propose j9");
    CHECK(startsWith(test::more(played, "press"), "press: the first player (Black)"));
    test::more(played, "choose j9");
    CHECK(test::more(played, "press") ==
          "refused (12.7): White's time runs until White has chosen move 5 and played move 6");
    test::more(played, "g7");
    CHECK(startsWith(test::more(played, "press"), "press: the second player (White)"));
    CHECK(test::more(played, "press") ==
          "refused (14.3): the clock was already pressed after the last action");
}

TEST_CASE("12.8: after the opening every empty point may be played", "[rif][12.8]") {
    auto played = play("h8\nh9\nj10\nnoswap\nk7\npropose g9 j9\nchoose j9\na1\no15");
    CHECK(played.game.moves().size() == 7);
    CHECK(played.game.board().at(*parsePoint("o15")) == Stone::Black);
}
