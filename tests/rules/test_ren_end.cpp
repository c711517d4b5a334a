// Ren (seed 002), RULES.md "Ren", "End" and the refusals: the nine-box, the lead (variant b),
// the full board and two passes, applied in that order; the player with more points wins;
// every move after the end is refused, a pass included; a refused move changes nothing.
#include "ren_diagram.hpp"
#include "rules/notation.hpp"
#include "rules/ren/ren_text.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using renju::rules::test::playRen;
using renju::rules::test::readRenDiagram;

namespace {

// Stones in pairs, each row the opposite of the one above: no row of four, no box, every
// stone beside one of its own colour (no capture). a1 is the last empty square; White moves.
constexpr const char* kLastSquare = R"(
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    . O X X O O X X)";

// As kLastSquare, but White's a1 makes the six-box a1-b3 (2 points).
constexpr const char* kLastSquareScores = R"(
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O X X O O X X
    O O O O X X O O
    . O X X O O X X)";

// As kLastSquare, but White's a1 fills the nine-box a1-c3.
constexpr const char* kLastSquareNineBox = R"(
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O X X O O X X
    X X O O X X O O
    O O O X O O X X
    O O O O X X O O
    . O O X O O X X)";

constexpr const char* kEmpty = R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .)";

// White's d4 makes the four-box c4-d5 (1 point).
constexpr const char* kWhiteFourBox = R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . O O . . . .
    . . O * . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .)";

RenRefusal refusalOf(RenPosition& position, const Move& move) {
    RenPosition before = position;
    RenRefusal refusal = playRenMove(position, move, {}).refusal;
    CHECK(position == before);
    return refusal;
}

} // namespace

TEST_CASE("Ren end: a full board ends the game; more points win", "[ren][end][full-board]") {
    auto read = readRenDiagram(kLastSquare, Stone::White);
    read.position.scores = {1, 4};
    auto report = playRen(read.position, "a1");
    CHECK(report.points == 0);
    CHECK(read.position.board.isFull());
    CHECK(read.position.result == GameResult{Score::WhiteWins, ResultReason::FullBoard});
}

TEST_CASE("Ren end: a full board with equal points is a draw", "[ren][end][full-board]") {
    auto read = readRenDiagram(kLastSquare, Stone::White);
    read.position.scores = {3, 3};
    playRen(read.position, "a1");
    CHECK(read.position.result == GameResult{Score::Draw, ResultReason::FullBoard});
    CHECK(renResultSentence(read.position.result, read.position.scores) ==
          "drawn (the board is full), 3 points each");
}

TEST_CASE("Ren end: two consecutive passes end the game; more points win",
          "[ren][end][double-pass]") {
    auto read = readRenDiagram(kEmpty);
    read.position.scores = {2, 1};
    playRen(read.position, "pass");
    CHECK_FALSE(read.position.result.isOver());
    playRen(read.position, "e5");
    playRen(read.position, "pass");
    CHECK_FALSE(read.position.result.isOver()); // pass, stone, pass: not consecutive
    playRen(read.position, "pass");
    CHECK(read.position.result == GameResult{Score::BlackWins, ResultReason::DoublePass});
}

TEST_CASE("Ren end: two passes with equal points are a draw", "[ren][end][double-pass]") {
    auto read = readRenDiagram(kEmpty);
    playRen(read.position, "pass");
    playRen(read.position, "pass");
    CHECK(read.position.result == GameResult{Score::Draw, ResultReason::DoublePass});
}

TEST_CASE("Ren end: variant b) a lead of 6 points or more wins at once", "[ren][end][lead]") {
    RenVariants lead6{kRenDefaultRuiLimit, 6};
    auto shortOfLead = readRenDiagram(kWhiteFourBox, Stone::White);
    shortOfLead.position.scores = {0, 4};
    playRen(shortOfLead.position, "d4", lead6);
    CHECK_FALSE(shortOfLead.position.result.isOver()); // a lead of 5
    auto enough = readRenDiagram(kWhiteFourBox, Stone::White);
    enough.position.scores = {0, 5};
    playRen(enough.position, "d4", lead6);
    CHECK(enough.position.result == GameResult{Score::WhiteWins, ResultReason::Lead});
    auto without = readRenDiagram(kWhiteFourBox, Stone::White);
    without.position.scores = {0, 5};
    playRen(without.position, "d4"); // no lead rule unless the variant is played
    CHECK_FALSE(without.position.result.isOver());
}

TEST_CASE("Ren end: the lead comes before the full board", "[ren][end][order]") {
    RenVariants lead6{kRenDefaultRuiLimit, 6};
    auto read = readRenDiagram(kLastSquareScores, Stone::White);
    read.position.scores = {0, 5};
    auto report = playRen(read.position, "a1", lead6);
    CHECK(renPointsInWords(report) == "White: six-box = 2 points");
    CHECK(read.position.board.isFull());
    CHECK(read.position.result == GameResult{Score::WhiteWins, ResultReason::Lead});
}

TEST_CASE("Ren end: the nine-box comes before the lead and the full board", "[ren][end][order]") {
    RenVariants lead6{kRenDefaultRuiLimit, 6};
    auto read = readRenDiagram(kLastSquareNineBox, Stone::White);
    read.position.scores = {0, 5};
    auto report = playRen(read.position, "a1", lead6);
    CHECK(report.isNineBox);
    CHECK(read.position.scores == std::array<int, 2>{0, 15});
    CHECK(read.position.result == GameResult{Score::WhiteWins, ResultReason::NineBox});
}

TEST_CASE("Ren end: every move after the end is refused, a pass included", "[ren][end][refused]") {
    auto read = readRenDiagram(kEmpty);
    playRen(read.position, "pass");
    playRen(read.position, "pass");
    CHECK(refusalOf(read.position, Move::at(Point{4, 4})) == RenRefusal::GameOver);
    CHECK(refusalOf(read.position, Move::pass()) == RenRefusal::GameOver);
    CHECK(renRefusalText(RenRefusal::GameOver, read.position, Move::pass(), {}) ==
          "the game is over (0.5-0.5 double-pass)");
}

TEST_CASE("Ren refusals: an occupied square that is not a current rui stone, or off the board",
          "[ren][refused]") {
    auto read = readRenDiagram(kWhiteFourBox, Stone::White);
    CHECK(refusalOf(read.position, Move::at(Point{2, 4})) == RenRefusal::OwnStone);
    read.position.toMove = Stone::Black;
    CHECK(refusalOf(read.position, Move::at(Point{2, 4})) == RenRefusal::NotRui);
    CHECK(refusalOf(read.position, Move::at(Point{8, 0})) == RenRefusal::OffBoard);
    CHECK(renRefusalText(RenRefusal::OffBoard, read.position, Move::at(Point{8, 0}), {}) ==
          "i1 is not on the 8x8 board");
    CHECK(renRefusalText(RenRefusal::NotRui, read.position, Move::at(Point{2, 4}), {}) ==
          "c5 holds a White stone that is not rui (White has no rui stone now)");
}

TEST_CASE("Ren results: the reasons that fit a game of Ren", "[ren][end]") {
    CHECK(renResultProblem(GameResult{Score::BlackWins, ResultReason::NineBox}).empty());
    CHECK(renResultProblem(GameResult{Score::WhiteWins, ResultReason::DoublePass}).empty());
    CHECK(renResultProblem(GameResult{Score::Draw, ResultReason::FullBoard}).empty());
    CHECK(renResultProblem(GameResult{Score::Unfinished, ResultReason::None}).empty());
    CHECK(renResultProblem(GameResult{Score::Draw, ResultReason::Lead}) ==
          "a game of ren cannot end 0.5-0.5 with the reason lead");
    CHECK_FALSE(renResultProblem(GameResult{Score::BlackWins, ResultReason::Five}).empty());
    // A five-in-a-row game never ends by a Ren reason.
    CHECK_FALSE(resultProblem(GameResult{Score::BlackWins, ResultReason::NineBox}).empty());
    CHECK(parseReason("nine-box") == ResultReason::NineBox);
    CHECK(std::string(reasonCode(ResultReason::Lead)) == "lead");
}
