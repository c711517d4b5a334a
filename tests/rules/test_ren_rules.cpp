// Ren (seed 002), RULES.md "Ren": rui, the rui limit, capture, nibai, the end and refusals;
// one test per rule with its diagram (the whole 8x8 board, top row first; `x`/`o` are niban
// stones). Scoring groups: test_ren_scoring.cpp.
#include "ren_diagram.hpp"
#include "rules/notation.hpp"
#include "rules/ren/ren_text.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using renju::rules::test::playRen;
using renju::rules::test::readRenDiagram;
using renju::rules::test::squaresText;

namespace {

Point at(const char* square) {
    auto point = parsePoint(square, kRenMaxBoardSize);
    REQUIRE(point);
    return *point;
}

/// Returns why `square` is refused; the position must not change.
RenRefusal refusalOf(RenPosition& position, const char* square, const RenVariants& variants = {}) {
    RenPosition before = position;
    Move move = std::string_view(square) == "pass" ? Move::pass() : Move::at(at(square));
    RenPlay play = playRenMove(position, move, variants);
    CHECK(position == before); // a refused event changes nothing at all
    return play.refusal;
}

// The seed's rui example, step by step: Black's four-box on d4 makes c3 d3 c4 c5 rui; White
// replaces c5 (six-box b5-c7 and the four c5-c8; the five a5-e5 scores nothing), Black
// replaces d5 (the four d3-d6), White replaces d6 (six-box b6-d7): three in succession.
constexpr const char* kRuiExample = R"(
    . . O . . . . .
    . O O O . . . .
    . O O X . . . .
    O O X O O . . .
    . . X * . . . .
    . . X X . . . .
    . . . . . . . .
    . . . . . . . .)";

} // namespace

TEST_CASE("Ren rui: a scoring move makes the mover's stones in the 8 squares around it rui",
          "[ren][rui]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . X . X . . .
        . X X * . . . .
        . . X X O . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    auto report = playRen(read.position, "d5");
    CHECK(report.points == 1); // four-box c4-d5
    // Diagonal neighbours too; not b5 (two squares away), not White's e4, not d5 itself.
    CHECK(squaresText(report.rui) == "c4 d4 c5 c6 e6");
    CHECK(squaresText(read.position.rui) == "c4 d4 c5 c6 e6");
}

TEST_CASE("Ren rui: a move that scores nothing makes no rui", "[ren][rui]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . X . X . . .
        . X X * . . . .
        . . . X O . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    auto report = playRen(read.position, "d5");
    CHECK(report.points == 0);
    CHECK(report.rui.empty());
}

TEST_CASE("Ren rui: on the opponent's next move one rui stone may be replaced",
          "[ren][rui][replacement]") {
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    auto black = playRen(position, "d4");
    CHECK(squaresText(black.rui) == "c3 d3 c4 c5");
    int whiteStones = position.board.count(Stone::White);
    auto white = playRen(position, "c5");
    CHECK(white.kind == RenMoveKind::Replacement);
    CHECK(position.board.at(at("c5")) == Stone::White);
    CHECK(position.board.count(Stone::White) == whiteStones + 1);
    // The replacing stone is the scoring stone: it scores and makes rui in turn.
    CHECK(renPointsInWords(white) == "White: row of 4 + six-box = 3 points");
    CHECK(squaresText(white.rui) == "b5 d5 b6 c6");
    CHECK(white.ruiRun == 1);
}

TEST_CASE("Ren rui: rui expire after the opponent's next move", "[ren][rui]") {
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    playRen(position, "d4");
    playRen(position, "h1"); // White plays elsewhere
    CHECK(position.rui.empty());
    playRen(position, "h8");
    CHECK(refusalOf(position, "c5") == RenRefusal::NotRui);
}

TEST_CASE("Ren rui: rui stones are the opponent's to replace; the mover's own are refused",
          "[ren][rui]") {
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    playRen(position, "d4");
    playRen(position, "h1");
    CHECK(refusalOf(position, "c4") == RenRefusal::OwnStone); // Black's own stone, rui or not
    CHECK(refusalOf(position, "e5") == RenRefusal::NotRui);   // White's, never rui
    Move move = Move::at(at("c4"));
    CHECK(renRefusalText(RenRefusal::OwnStone, position, move, {}) == "c4 holds Black's own stone");
}

TEST_CASE("Ren rui limit: at most 3 replacements in succession over both players",
          "[ren][rui][limit]") {
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    playRen(position, "d4");
    CHECK(playRen(position, "c5").ruiRun == 1);
    auto second = playRen(position, "d5");
    CHECK(renPointsInWords(second) == "Black: row of 4 = 1 point");
    CHECK(second.ruiRun == 2);
    CHECK(squaresText(second.rui) == "c4 d4 d6");
    auto third = playRen(position, "d6");
    CHECK(renPointsInWords(third) == "White: six-box = 2 points");
    CHECK(third.ruiRun == 3);
    CHECK(third.isRuiLimitReached);
    CHECK(squaresText(position.rui) == "c5 e5 c6 c7 d7");
    // The limit is reached: Black's replacement of a current rui stone is refused.
    CHECK(refusalOf(position, "c6") == RenRefusal::RuiLimit);
    CHECK(position.scores == std::array<int, 2>{2, 5});
    // A stone on an empty square restarts the count.
    CHECK(playRen(position, "h1").ruiRun == 0);
    CHECK(position.ruiRun == 0);
}

TEST_CASE("Ren rui limit: variant a) raises the limit to 5", "[ren][rui][limit][variant]") {
    RenVariants five{5, std::nullopt};
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    for (const char* square : {"d4", "c5", "d5", "d6"}) {
        playRen(position, square, five);
    }
    auto fourth = playRen(position, "c6", five);
    CHECK(fourth.kind == RenMoveKind::Replacement);
    CHECK(fourth.ruiRun == 4);
    CHECK_FALSE(fourth.isRuiLimitReached);
}

TEST_CASE("Ren rui limit: a pass restarts the count and lets the rui expire",
          "[ren][rui][limit][pass]") {
    auto read = readRenDiagram(kRuiExample);
    RenPosition& position = read.position;
    for (const char* square : {"d4", "c5", "d5"}) {
        playRen(position, square);
    }
    auto pass = playRen(position, "pass");
    CHECK(pass.ruiRun == 0);
    CHECK(position.ruiRun == 0);
    CHECK(position.rui.empty());
}

TEST_CASE("Ren capture: a single stone left with no free side is captured", "[ren][capture]") {
    // Seed: stone 1 is in atari (White left, right and top); White fills the bottom.
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O X O . . .
        . . . * . . . .
        . . . . . . . .
        . . . . . . . .)",
                               Stone::White);
    auto report = playRen(read.position, "d3");
    CHECK(squaresText(report.captures) == "d4");
    CHECK(read.position.board.at(at("d4")) == Stone::Empty);
    CHECK(read.position.board.count(Stone::Black) == 0);
    CHECK_FALSE(report.niban); // d3 has free sides: no nibai
}

TEST_CASE("Ren capture: the edge of the board counts as a held side", "[ren][capture]") {
    // Seed: stone 2 (Black on both sides and the edge below) and stone 3 (in the corner).
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . * . . . O
        . . X O X . * X)");
    RenPosition& position = read.position;
    CHECK(squaresText(playRen(position, "d2").captures) == "d1");
    CHECK(squaresText(playRen(position, "g1").captures) == "h1");
}

TEST_CASE("Ren capture: a stone with a same-coloured neighbour is never captured",
          "[ren][capture]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . X . . . .
        . . O X O . . .
        . . . * . . . .
        . . . . . . . .
        . . . . . . . .)",
                               Stone::White);
    CHECK(playRen(read.position, "d3").captures.empty());
    CHECK(read.position.board.count(Stone::Black) == 2);
}

TEST_CASE("Ren capture: a stone may be placed with no free side and is not captured then, nor "
          "later",
          "[ren][capture]") {
    // Seed: "black decides to play at the center of the white cross, which is a perfectly legal
    // move".
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O * O . . .
        . . . O . . . .
        . . . . . . . .
        . . . . . . . .)");
    RenPosition& position = read.position;
    auto report = playRen(position, "d4");
    CHECK(report.captures.empty());
    for (const char* square : {"a1", "h8", "b1", "g8", "d6", "c5"}) {
        playRen(position, square);
    }
    CHECK(position.board.at(at("d4")) == Stone::Black);
}

TEST_CASE("Ren capture: only the placed stone's orthogonal neighbours can be captured",
          "[ren][capture]") {
    // b7 has no free side, but the stone on e4 is not next to it.
    auto read = readRenDiagram(R"(
        . O . . . . . .
        O X O . . . . .
        . O . . . . . .
        . . . . . . . .
        . . . . * . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)",
                               Stone::White);
    CHECK(playRen(read.position, "e4").captures.empty());
    CHECK(read.position.board.at(at("b7")) == Stone::Black);
}

TEST_CASE("Ren capture: one placement captures every neighbour it surrounds", "[ren][capture]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . O . O . . .
        . O X * X O . .
        . . O . O . . .
        . . . . . . . .
        . . . . . . . .)",
                               Stone::White);
    auto report = playRen(read.position, "d4");
    CHECK(squaresText(report.captures) == "c4 e4");
    CHECK_FALSE(report.niban); // two captures free two sides: no nibai
    CHECK(read.position.board.count(Stone::Black) == 0);
}

TEST_CASE("Ren capture: a rui replacement never captures", "[ren][capture][replacement]") {
    // Black's four-box c2-d3 makes d3 rui; White replaces it, which would surround d4: d4 stays.
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O X O . . .
        . . X X . . . .
        . . X * . . . .
        . . . . . . . .)");
    RenPosition& position = read.position;
    CHECK(squaresText(playRen(position, "d2").rui) == "c2 c3 d3");
    auto replacement = playRen(position, "d3");
    CHECK(replacement.kind == RenMoveKind::Replacement);
    CHECK(replacement.captures.empty());
    CHECK(position.board.at(at("d4")) == Stone::Black);
}

TEST_CASE("Ren nibai: a capturing stone left in atari puts a niban stone on the captured square",
          "[ren][nibai]") {
    // Black captures d2; d3 is then held by White on three sides, so Black also puts a niban
    // stone on d2. The niban's row b2-e2 scores; the niban is not rui (c2 and e2 are).
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O * O . . .
        . X X O X . . .
        . . . X . . . .)");
    RenPosition& position = read.position;
    int blackStones = position.board.count(Stone::Black);
    auto report = playRen(position, "d3");
    CHECK(squaresText(report.captures) == "d2");
    REQUIRE(report.niban);
    CHECK(formatPoint(*report.niban) == "d2");
    CHECK(position.board.at(at("d2")) == Stone::Black);
    CHECK(position.board.isNiban(at("d2")));
    CHECK(position.board.count(Stone::Black) == blackStones + 2);
    CHECK(position.board.count(Stone::White) == 3);
    CHECK(renPointsInWords(report) == "Black: row of 4 = 1 point");
    CHECK(describeRenGroup(report.groups.at(0)) == "row of 4 b2-e2");
    CHECK(squaresText(report.rui) == "c2 e2");
}

TEST_CASE("Ren nibai: a box through the niban stone scores", "[ren][nibai]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O * O . . .
        . . X O X . . .
        . . X X . . . .)");
    auto report = playRen(read.position, "d3");
    REQUIRE(report.niban);
    CHECK(renPointsInWords(report) == "Black: four-box = 1 point");
    CHECK(describeRenGroup(report.groups.at(0)) == "four-box c1-d2");
}

TEST_CASE("Ren nibai: a niban stone is never rui, on later moves too", "[ren][nibai][rui]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O * O . . .
        . X X O X . . .
        . . . X . . . .)");
    RenPosition& position = read.position;
    playRen(position, "d3");
    playRen(position, "h8");
    auto later = playRen(position, "e1"); // four-box d1-e2 next to the niban on d2
    CHECK(later.points == 1);
    CHECK(squaresText(later.rui) == "d1 e2");
    CHECK(refusalOf(position, "d2") == RenRefusal::NotRui);
    Move move = Move::at(at("d2"));
    CHECK(renRefusalText(RenRefusal::NotRui, position, move, {}) ==
          "d2 holds a Black niban stone, never rui (Black's rui stones now: d1 e2)");
}

TEST_CASE("Ren nibai: no nibai when the capturing stone keeps two free sides", "[ren][nibai]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O . . . .
        . . O * . . . .
        . . X O X . . .
        . . . X . . . .)");
    auto report = playRen(read.position, "d3");
    CHECK(squaresText(report.captures) == "d2");
    CHECK_FALSE(report.niban);
    CHECK(read.position.board.at(at("d2")) == Stone::Empty);
}

TEST_CASE("Ren nibai: the edge counts towards the atari of the capturing stone", "[ren][nibai]") {
    // Black's a2 captures a1 (edge on two sides); a2 then has the edge, White's a3 and b2.
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        O . . . . . . .
        * O . . . . . .
        O X . . . . . .)");
    auto report = playRen(read.position, "a2");
    CHECK(squaresText(report.captures) == "a1");
    REQUIRE(report.niban);
    CHECK(formatPoint(*report.niban) == "a1");
}
