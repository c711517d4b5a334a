#include "diagram.hpp"
#include "rules/five.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

TEST_CASE("9.1: an exact five wins for Black; six in a row is not a five", "[five]") {
    auto diagram = test::readDiagram("X X X X * . X", "d8");
    Point point = diagram.marks.at(0);
    CHECK(makesFive(diagram.board, point, Stone::Black));
    diagram.board.place(*parsePoint("i8"), Stone::Black);
    CHECK_FALSE(makesFive(diagram.board, point, Stone::Black)); // would be six
}

TEST_CASE("9.1: White's overline counts as a five", "[five]") {
    auto diagram = test::readDiagram("O O O * O O", "d8");
    Point point = diagram.marks.at(0);
    CHECK(makesFive(diagram.board, point, Stone::White));
    diagram.board.place(point, Stone::White);
    auto five = findFive(diagram.board, Stone::White);
    REQUIRE(five);
    CHECK(five->from == *parsePoint("d8"));
    CHECK(five->to == *parsePoint("i8"));
}

TEST_CASE("Five: findFive sees Black's five in every direction and at the edge", "[five]") {
    for (const char* moves : {"a1 o15 a2 o14 a3 o13 a4 o12 a5", "a1 o15 b2 o14 c3 o13 d4 o12 e5",
                              "k1 a15 l1 b15 m1 c15 n1 d15 o1", "o1 a15 n2 b15 m3 c15 l4 d15 k5"}) {
        CAPTURE(moves);
        Board board = buildPosition(parseMoveList(moves).moves).board;
        auto five = findFive(board, Stone::Black);
        REQUIRE(five);
        CHECK_FALSE(findFive(board, Stone::White));
    }
}

TEST_CASE("Five: Black's six in a row is an overline, not a five", "[five]") {
    auto diagram = test::readDiagram("X X X X X X", "c8");
    CHECK_FALSE(findFive(diagram.board, Stone::Black));
    CHECK(hasBlackOverline(diagram.board));
}
