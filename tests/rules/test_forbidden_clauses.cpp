// One test per clause of 9.2/9.3 and per tricky case. Diagrams show part of the board; the
// string after each diagram is the point of its bottom-left character. `*` is the point judged.
#include "diagram.hpp"
#include "rules/five.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

ForbiddenKind kindAtMark(const test::Diagram& diagram) {
    return forbiddenKind(diagram.board, diagram.marks.at(0));
}

Point at(const char* text) {
    return *parsePoint(text);
}

} // namespace

TEST_CASE("9.2 a: an overline is forbidden", "[forbidden][9.2a]") {
    auto diagram = test::readDiagram("X X X * X X", "d8");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::Overline);
    const LineWitness& row = verdict.lines[0];
    CHECK(row.shape == LineShape::Overline);
    CHECK(row.stoneCount == 6);
}

TEST_CASE("9.2 a: an overline of seven, split by the move, is forbidden", "[forbidden][9.2a]") {
    auto diagram = test::readDiagram("X X X * X X X", "c8");
    CHECK(kindAtMark(diagram) == ForbiddenKind::Overline);
}

TEST_CASE("9.2 b: a double-four in two lines is forbidden", "[forbidden][9.2b]") {
    auto diagram = test::readDiagram(R"(
        . . . . . .
        . X X X * .
        . . . . X .
        . . . . X .
        . . . . X .
        . . . . O .
    )",
                                     "d4");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::DoubleFour);
    CHECK(verdict.fourCount == 2);
}

TEST_CASE("9.2 b: two fours on one line, X.XXX.X, are a double-four", "[forbidden][9.2b]") {
    auto diagram = test::readDiagram("X . X * X . X", "c8");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::DoubleFour);
    const LineWitness& row = verdict.lines[0];
    CHECK(row.shape == LineShape::DoubleFour);
    REQUIRE(row.keyPointCount == 2);
    CHECK(row.keyPoints[0] == at("d8"));
    CHECK(row.keyPoints[1] == at("h8"));
}

TEST_CASE("9.2 b: two fours on one line, XX.XX.XX, are a double-four", "[forbidden][9.2b]") {
    auto diagram = test::readDiagram("X X . X * . X X", "c8");
    CHECK(kindAtMark(diagram) == ForbiddenKind::DoubleFour);
}

TEST_CASE("Clause 3: a straight four is one four, not two", "[forbidden][clause3]") {
    // .XXXX. made by the move, plus one more four elsewhere would be needed for 9.2 b.
    auto diagram = test::readDiagram(". X X * X .", "d8");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::None);
    CHECK(verdict.fourCount == 1);
}

TEST_CASE("9.2 c: a double-three is forbidden", "[forbidden][9.2c]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . X X * .
        . . . . . X .
        . . . . . X .
        . . . . . . .
    )",
                                     "c5");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::DoubleThree);
    CHECK(verdict.threeCount == 2);
    CHECK(verdict.realThreeCount == 2);
}

TEST_CASE("9.2 c: a split three (X.XX) counts as a three", "[forbidden][9.2c]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . X . X * . .
        . . . . . . . .
        . . . . . X . .
        . . . . . X . .
        . . . . . . . .
    )",
                                     "c3");
    CHECK(kindAtMark(diagram) == ForbiddenKind::DoubleThree);
}

TEST_CASE("9.2: a five beats an overline in another line", "[forbidden][five-priority]") {
    auto diagram = test::readDiagram(R"(
        . . . . X .
        . . . . X .
        . . . . X .
        X X X X * .
        . . . . X .
        . . . . X .
        . . . . . .
    )",
                                     "c5");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.makesFive);
    CHECK(verdict.kind == ForbiddenKind::None);
}

TEST_CASE("9.2: a five beats a double-four", "[forbidden][five-priority]") {
    auto diagram = test::readDiagram(R"(
        . . . . . .
        X X X X * .
        . . . X X .
        . . X . X .
        . X . . X .
        . . . . . .
    )",
                                     "c4");
    CHECK(kindAtMark(diagram) == ForbiddenKind::None);
}

TEST_CASE("9.2: a five beats a double-three", "[forbidden][five-priority]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . .
        . . . . . . .
        X X X X * . .
        . . . X . X .
        . . X . . . X
        . . . . . . .
    )",
                                     "c5");
    CHECK(kindAtMark(diagram) == ForbiddenKind::None);
}

TEST_CASE("9.2: a four-three is allowed", "[forbidden][four-three]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . .
        . . . . . . .
        O X X X * . .
        . . . . X . .
        . . . . X . .
        . . . . . . .
        . . . . . . .
    )",
                                     "d4");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::None);
    CHECK(verdict.fourCount == 1);
    CHECK(verdict.threeCount == 1);
}

TEST_CASE("9.2 c: a four-three-three is forbidden", "[forbidden][9.2c]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . O X X X * . .
        . . . . X X . .
        . . . X . X . .
        . . . . . . . .
        . . . . . . . .
    )",
                                     "c4");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, diagram.marks.at(0));
    CHECK(verdict.kind == ForbiddenKind::DoubleThree);
    CHECK(verdict.fourCount == 1);
    CHECK(verdict.realThreeCount == 2);
}

TEST_CASE("9.2 b: a double-four with a three is a double-four", "[forbidden][9.2b]") {
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . O X X X * . .
        . . . . X X . .
        . . . X . X . .
        . . . . . X . .
        . . . . . O . .
    )",
                                     "c2");
    CHECK(kindAtMark(diagram) == ForbiddenKind::DoubleFour);
}

TEST_CASE("9.3 a: a three whose straight-four point is an overline is not real",
          "[forbidden][9.3a]") {
    // Row 8: e8 . g8 * is a split three whose only straight-four point f8 would be an overline
    // (f6..f11). Column h: h8 h9 h10 is a real three. One real three: allowed.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . X . . . . . .
        . X . X . . . .
        . X . X . . . .
        X . X * . . . .
        . X . . . . . .
        . X . . . . . .
        . . . . . . . .
    )",
                                     "e5");
    REQUIRE(diagram.marks.at(0) == at("h8"));
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, at("h8"));
    CHECK(verdict.threeCount == 2);
    CHECK(verdict.realThreeCount == 1);
    CHECK(verdict.kind == ForbiddenKind::None);
    const LineWitness& row = verdict.lines[0];
    REQUIRE(row.shape == LineShape::Three);
    REQUIRE(row.keyPointCount == 1);
    CHECK(row.keyPoints[0] == at("f8"));
    CHECK(row.keyStatus[0] == CompletionStatus::Overline);
}

TEST_CASE("9.3 a: a three whose straight-four point is a double-four is not real",
          "[forbidden][9.3a]") {
    // As above, but f9 f10 f11 make f8 a second four instead of an overline.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . X . . . . . .
        . X . X . . . .
        . X . X . . . .
        X . X * . . . .
        . . . . . . . .
    )",
                                     "e7");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, at("h8"));
    CHECK(verdict.kind == ForbiddenKind::None);
    CHECK(verdict.realThreeCount == 1);
    CHECK(verdict.lines[0].keyStatus[0] == CompletionStatus::DoubleFour);
}

TEST_CASE("9.3 a: a three with one illegal and one legal straight-four point is real",
          "[forbidden][9.3a]") {
    // Row 8: . f8 g8 * . is a three with points e8 and i8; e8 is an overline (e5..e7, e9, e10),
    // i8 is legal. With the column-h three this is a forbidden double-three.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        X . . X . . . .
        X . . X . . . .
        . X X * . . . .
        X . . . . . . .
        X . . . . . . .
        X . . . . . . .
        . . . . . . . .
    )",
                                     "e4");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, at("h8"));
    CHECK(verdict.kind == ForbiddenKind::DoubleThree);
    const LineWitness& row = verdict.lines[0];
    REQUIRE(row.keyPointCount == 2);
    CHECK(row.keyStatus[0] == CompletionStatus::Overline);
    CHECK(row.keyStatus[1] == CompletionStatus::Legal);
}

TEST_CASE("9.3 b: a three whose straight-four point is a forbidden double-three is not real",
          "[forbidden][9.3b]") {
    // Row 8: e8 . g8 * is a split three whose only straight-four point is f8. On the board
    // with h8, f8 makes a four (e8-h8) and two real threes (f8 f9 f10; d10 e9 f8): a forbidden
    // four-three-three. So only the column-h three is real, and h8 is allowed.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . . . . . .
        . X . X . X . .
        . . X X . X . .
        . . X . X * . .
        . . . . . . . .
        . . . . . . . .
    )",
                                     "c6");
    REQUIRE(diagram.marks.at(0) == at("h8"));
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, at("h8"));
    CHECK(verdict.threeCount == 2);
    CHECK(verdict.realThreeCount == 1);
    CHECK(verdict.kind == ForbiddenKind::None);
    REQUIRE(verdict.lines[0].keyPointCount == 1);
    CHECK(verdict.lines[0].keyPoints[0] == at("f8"));
    CHECK(verdict.lines[0].keyStatus[0] == CompletionStatus::DoubleThree);

    // The reason, checked on its own: with h8 on the board, f8 is a forbidden double-three.
    Board withCandidate = diagram.board;
    withCandidate.place(at("h8"), Stone::Black);
    CHECK(forbiddenKind(withCandidate, at("f8")) == ForbiddenKind::DoubleThree);
    CHECK(judgeCompletion(withCandidate, at("f8")) == CompletionStatus::DoubleThree);
}

TEST_CASE("9.3 b: three levels of recursion decide a double-three", "[forbidden][9.3b]") {
    // From the development set (DH0701): a two-level check misses j10 and k9.
    auto parsed = parseMoveList("h8 g8 h7 e10 h9 c8 j11 f9 i8 f7 i7 d7 j8 e8 i9 f11 l8 e9 g10 f8");
    Board board = buildPosition(parsed.moves).board;
    std::vector<ForbiddenPoint> expected{{at("j9"), ForbiddenKind::DoubleThree},
                                         {at("j10"), ForbiddenKind::DoubleThree},
                                         {at("k9"), ForbiddenKind::DoubleThree}};
    CHECK(findForbiddenPoints(board) == expected);
}

TEST_CASE("Clause 3: a straight-four point that also makes a five does not make a three real",
          "[forbidden][clause3]") {
    // Row 8: e8 . g8 * with its only straight-four point f8; but f8 also completes the five
    // f4..f8, so (THREE: "without at the same time a five") the row is no real three.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . X . . . .
        . . . X . . . .
        X . X * . . . .
        . X . . . . . .
        . X . . . . . .
        . X . . . . . .
        . X . . . . . .
        . . . . . . . .
    )",
                                     "e3");
    ForbiddenVerdict verdict = judgeBlackMove(diagram.board, at("h8"));
    CHECK(verdict.kind == ForbiddenKind::None);
    CHECK(verdict.realThreeCount == 1);
    CHECK(verdict.lines[0].keyStatus[0] == CompletionStatus::MakesFive);
}

TEST_CASE("Clause 3: threes against the board edge cannot become straight fours",
          "[forbidden][edge]") {
    // a1 b1 * and * c2 c3: each would need a point beyond the edge to be a straight four.
    auto atEdge = test::readDiagram(R"(
        . . X
        . . X
        X X *
    )",
                                    "a1");
    CHECK(kindAtMark(atEdge) == ForbiddenKind::None);
    CHECK(judgeBlackMove(atEdge.board, atEdge.marks[0]).threeCount == 0);

    // One line further in, both are threes: a forbidden double-three.
    auto offEdge = test::readDiagram(R"(
        . . . X
        . . . X
        . X X *
        . . . .
    )",
                                     "a1");
    CHECK(kindAtMark(offEdge) == ForbiddenKind::DoubleThree);
}

TEST_CASE("Clause 3: a row blocked by White on one side is no three", "[forbidden][clause3]") {
    auto diagram = test::readDiagram(R"(
        . . . . . .
        . . . . X .
        . . . . X .
        . O X X * .
        . . . . . .
    )",
                                     "d6");
    CHECK(kindAtMark(diagram) == ForbiddenKind::None);
}

TEST_CASE("Rule 4 (seeds 003/004): White has no forbidden moves", "[forbidden][white]") {
    // White's double-three, double-four and overline shapes create no forbidden point: only
    // Black's moves are ever judged, and White's overline is a five.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . . O . . .
        . . . . O . . .
        . O O O * O O .
        . . . . O . . .
        . . . . . . . .
    )",
                                     "c5");
    CHECK(findForbiddenPoints(diagram.board).empty());
    Point point = diagram.marks.at(0);
    CHECK(makesFive(diagram.board, point, Stone::White)); // d7..i7: six, a five for White
    diagram.board.place(point, Stone::White);
    CHECK(findForbiddenPoints(diagram.board).empty());
}

TEST_CASE("9.2: the scan lists points by column then row with one kind each", "[forbidden][scan]") {
    // Every point of a small cluster is judged; kinds follow 6 > 44 > 33.
    auto diagram = test::readDiagram(R"(
        . X X X . X X
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        X . X . X . X
    )",
                                     "c5");
    auto points = findForbiddenPoints(diagram.board);
    REQUIRE(points.size() == 2);
    CHECK(points[0] == ForbiddenPoint{at("f5"), ForbiddenKind::DoubleFour});
    CHECK(points[1] == ForbiddenPoint{at("g11"), ForbiddenKind::Overline});
}
