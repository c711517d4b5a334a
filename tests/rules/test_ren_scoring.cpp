// Ren (seed 002), RULES.md "Ren", "Scoring groups": one test per rule, and each worked example
// of the seed that its text describes (the pictures are not in the seed file) as the project
// reads it. Diagrams show the whole 8x8 board, top row (8) first; `*` is the square played.
#include "ren_diagram.hpp"
#include "rules/notation.hpp"
#include "rules/ren/ren_text.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using renju::rules::test::playRen;
using renju::rules::test::readRenDiagram;

namespace {

/// Plays the diagram's mark for `colour` and returns the report.
RenMoveReport playMark(const char* diagram, Stone colour = Stone::Black) {
    auto read = readRenDiagram(diagram, colour);
    REQUIRE(read.marks.size() == 1);
    return playRen(read.position, formatPoint(read.marks[0]));
}

/// Returns the groups as `describeRenGroup` writes them, joined by " + ".
std::string groupsOf(const RenMoveReport& report) {
    std::string text;
    for (const RenGroup& group : report.groups) {
        text += (text.empty() ? "" : " + ") + describeRenGroup(group);
    }
    return text;
}

} // namespace

TEST_CASE("Ren rows: exactly four in a row, horizontal or vertical, scores 1 point",
          "[ren][scoring]") {
    auto horizontal = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . X X X * . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(groupsOf(horizontal) == "row of 4 b5-e5");
    CHECK(horizontal.points == 1);
    auto vertical = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . O . . .
        . . . . O . . .
        . . . . * . . .
        . . . . O . . .
        . . . . . . . .
        . . . . . . . .)",
                             Stone::White);
    CHECK(groupsOf(vertical) == "row of 4 e3-e6");
    CHECK(vertical.points == 1);
}

TEST_CASE("Ren rows: exactly six in a row scores 2 points", "[ren][scoring]") {
    auto six = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        X X * X X X . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(groupsOf(six) == "row of 6 a4-f4");
    CHECK(six.points == 2);
}

TEST_CASE("Ren rows: a five, a seven or longer scores nothing, nor any four inside it",
          "[ren][scoring]") {
    // Seed: "playing at a, black scores no points. five-in-a-row is not a scoring group. Black
    // does not score 1 point for the four-in-a-row included in the five."
    auto five = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . X X * X X . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(five.groups.empty());
    CHECK(five.points == 0);
    auto seven = playMark(R"(
        . . . . . . . .
        . . . X . . . .
        . . . X . . . .
        . . . X . . . .
        . . . X . . . .
        . . . * . . . .
        . . . X . . . .
        . . . X . . . .)");
    CHECK(seven.points == 0);
    auto eight = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        X X X X * X X X
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(eight.points == 0);
}

TEST_CASE("Ren rows: diagonal lines are no scoring group", "[ren][scoring]") {
    auto diagonal = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . X . .
        . . . . X . . .
        . . . X . . . .
        . . * . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(diagonal.groups.empty());
}

TEST_CASE("Ren rows: a row is scored through the stone just placed only", "[ren][scoring]") {
    // The four b7-e7 was there before; the stone on c3 makes nothing and scores nothing.
    auto report = playMark(R"(
        . . . . . . . .
        . X X X X . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . * . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(report.points == 0);
}

TEST_CASE("Ren boxes: a filled 2x2 scores 1 point", "[ren][scoring]") {
    auto box = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . O O . . .
        . . . O * . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)",
                        Stone::White);
    CHECK(groupsOf(box) == "four-box d4-e5");
    CHECK(box.points == 1);
}

TEST_CASE("Ren boxes: a filled 2x3 or 3x2 scores 2 points and no four-box inside it",
          "[ren][scoring]") {
    auto horizontal = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . X X X . . .
        . . X * X . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(groupsOf(horizontal) == "six-box c4-e5");
    CHECK(horizontal.points == 2);
    auto vertical = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . O O . . .
        . . . O O . . .
        . . . * O . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .)",
                             Stone::White);
    CHECK(groupsOf(vertical) == "six-box d4-e6");
    CHECK(vertical.points == 2);
}

TEST_CASE("Ren boxes: a 2x4 made in its middle scores two six-boxes, not the eight-box",
          "[ren][scoring]") {
    // Seed: "b gives white 5 points, 1 for the vertical four and 4 for two vertical six-boxes
    // (1-2-3-b-4-5 and 3-b-4-5-6-7). Eight-box is not a scoring group."
    auto middle = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . O O . . . . .
        . O O . . . . .
        . O * . . . . .
        . O O . . . . .
        . . . . . . . .
        . . . . . . . .)",
                           Stone::White);
    CHECK(groupsOf(middle) == "row of 4 c3-c6 + six-box b3-c5 + six-box b4-c6");
    CHECK(middle.points == 5);
}

TEST_CASE("Ren boxes: a 2x4 made at its end scores its one six-box", "[ren][scoring]") {
    // Seed: "b gives white 3 points, 1 for the vertical four and 2 for the vertical six-box.
    // Eight-box is not a scoring group."
    auto end = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . O * . . . . .
        . O O . . . . .
        . O O . . . . .
        . O O . . . . .
        . . . . . . . .)",
                        Stone::White);
    CHECK(groupsOf(end) == "row of 4 c2-c5 + six-box b3-c5");
    CHECK(end.points == 3);
}

TEST_CASE("Ren boxes: two boxes that overlap but neither contains the other both score",
          "[ren][scoring]") {
    // The 3x2 c4-e5 and the 2x3 d3-e5 share d4-e5; both hold the stone on e4.
    auto overlap = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . X X X . . .
        . . X X * . . .
        . . . X X . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(groupsOf(overlap) == "six-box c4-e5 + six-box d3-e5");
    CHECK(overlap.points == 4);
}

TEST_CASE("Ren boxes: an irregular group scores only its boxes and rows", "[ren][scoring]") {
    // Seed: "a scores 1 for black (a-1-2-3 is a four-box but a-2-3-4-5-6 does not score, as it
    // is neither a four-, nor a six-row."
    auto irregular = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . * X . . . .
        . . X X X . . .
        . . . . X X . .
        . . . . . . . .)");
    CHECK(groupsOf(irregular) == "four-box c3-d4");
    CHECK(irregular.points == 1);
}

TEST_CASE("Ren: one placement scores every group it makes, added up", "[ren][scoring]") {
    // Seed: "by playing at a, black scores 3 points. 2 for the horizontal six-in-a-box and one
    // for the vertical four-in-a-row."
    auto a = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . X X X . . . .
        . X * X . . . .
        . . X . . . . .
        . . X . . . . .
        . . . . . . . .
        . . . . . . . .)");
    CHECK(groupsOf(a) == "row of 4 c3-c6 + six-box b5-d6");
    CHECK(a.points == 3);
    // Seed: "by playing at b, white scores 3 points. A horizontal 4-row, vertical 4-row and a
    // four-in-a-box, for 1 point each."
    auto b = playMark(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        O O O * . . . .
        . . O O . . . .
        . . . O . . . .
        . . . O . . . .)",
                      Stone::White);
    CHECK(groupsOf(b) == "row of 4 a4-d4 + row of 4 d1-d4 + four-box c3-d4");
    CHECK(b.points == 3);
    CHECK(renPointsInWords(b) == "White: row of 4 + row of 4 + four-box = 3 points");
}

TEST_CASE("Ren: a nine-box ends the game at once and no other group of the move scores",
          "[ren][scoring][end]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . X X X X . . .
        . X X * X . . .
        . X X X X . . .
        . . . . . . . .
        . . . . . . . .)");
    read.position.scores = {16, 12};
    auto report = playRen(read.position, "d4");
    CHECK(report.isNineBox);
    REQUIRE(report.groups.size() == 1);
    CHECK(report.groups[0].kind == RenGroupKind::NineBox);
    CHECK(read.position.result == GameResult{Score::BlackWins, ResultReason::NineBox});
}

TEST_CASE("Ren nine-box: a scorer who was ahead adds 10", "[ren][scoring][end]") {
    // Seed: "Black is winning (black:16-white:12) ... black is the winner with a score of
    // 16+10=26 to 12."
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . X X X . . .
        . . X * X . . .
        . . X X X . . .
        . . . . . . . .
        . . . . . . . .)");
    read.position.scores = {16, 12};
    auto report = playRen(read.position, "d4");
    CHECK_FALSE(report.swapsScores);
    CHECK(read.position.scores == std::array<int, 2>{26, 12});
}

TEST_CASE("Ren nine-box: a scorer who was behind swaps the scores, then adds 10",
          "[ren][scoring][end]") {
    // Seed: "Black is losing (black:6-white:9) ... scores are swapped. black is the winner with
    // a score of 9+10=19 to 6."
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . X X X . . .
        . . X X X . . .
        . . X X * . . .
        . . . . . . . .
        . . . . . . . .)");
    read.position.scores = {6, 9};
    auto report = playRen(read.position, "e3");
    CHECK(report.swapsScores);
    CHECK(read.position.scores == std::array<int, 2>{19, 6});
    CHECK(read.position.result.score == Score::BlackWins);
}

TEST_CASE("Ren nine-box: a scorer level with the opponent adds 10 without a swap",
          "[ren][scoring][end]") {
    auto read = readRenDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . O O O . . .
        . . O O O . . .
        . . O * O . . .
        . . . . . . . .
        . . . . . . . .)",
                               Stone::White);
    read.position.scores = {7, 7};
    auto report = playRen(read.position, "d3");
    CHECK_FALSE(report.swapsScores);
    CHECK(read.position.scores == std::array<int, 2>{7, 17});
    CHECK(renPointsInWords(report) == "White: nine-box, White wins (+10)");
}

TEST_CASE("Ren: the squares of a group run from its bottom-left to its top-right square",
          "[ren][scoring]") {
    RenGroup box{RenGroupKind::SixBox, Point{1, 2}, Point{3, 3}, 2};
    CHECK(test::squaresText(squaresOf(box)) == "b3 c3 d3 b4 c4 d4");
    CHECK(describeRenGroup(box) == "six-box b3-d4");
}
