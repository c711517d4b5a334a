#include "diagram.hpp"
#include "rules/board.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

/// Recomputes a line code from the cells, the slow way, to check the incremental updates.
std::uint16_t lineCodeFromCells(const Board& board, int cell, Direction direction) {
    int code = 0;
    for (int offset : {-5, -4, -3, -2, -1, 1, 2, 3, 4, 5}) {
        Cell value = board.cell(cell + offset * Board::cellStep(direction));
        int digit = value == Cell::Empty ? 0 : (value == Cell::Black ? 1 : 2);
        code += digit * lineCodeWeight(offset);
    }
    return static_cast<std::uint16_t>(code);
}

bool codesMatchCells(const Board& board) {
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            int cell = Board::cellIndex(Point{col, row});
            for (Direction direction : kDirections) {
                if (board.lineCode(cell, direction) != lineCodeFromCells(board, cell, direction)) {
                    return false;
                }
            }
        }
    }
    return true;
}

} // namespace

TEST_CASE("Board: a new board of each size is empty and knows its edges", "[board]") {
    for (int size : {8, 10, 15, 19}) {
        Board board(size);
        CHECK(board.size() == size);
        CHECK(board.stoneCount() == 0);
        CHECK(board.contains(Point{size - 1, size - 1}));
        CHECK_FALSE(board.contains(Point{size, 0}));
        CHECK_FALSE(board.contains(Point{0, -1}));
        CHECK(board.cell(Board::cellIndex(Point{size, 0})) == Cell::Wall);
        CHECK(codesMatchCells(board));
    }
}

TEST_CASE("Board: place and remove keep stones and line codes consistent", "[board]") {
    Board board;
    board.place(Point{7, 7}, Stone::Black);
    board.place(Point{8, 8}, Stone::White);
    board.place(Point{0, 0}, Stone::Black);
    board.place(Point{14, 14}, Stone::White);
    CHECK(board.at(Point{7, 7}) == Stone::Black);
    CHECK(board.at(Point{8, 8}) == Stone::White);
    CHECK(board.stoneCount() == 4);
    CHECK(codesMatchCells(board));

    board.remove(Point{7, 7});
    board.remove(Point{14, 14});
    CHECK(board.at(Point{7, 7}) == Stone::Empty);
    CHECK(board.stoneCount() == 2);
    CHECK(codesMatchCells(board));
}

TEST_CASE("Board: line codes stay exact over a long game with removals", "[board]") {
    Board board;
    std::vector<Point> played;
    unsigned state = 12345;
    for (int i = 0; i < 400; ++i) {
        state = state * 1103515245U + 12345U;
        Point point{static_cast<int>((state >> 8U) % 15U), static_cast<int>((state >> 16U) % 15U)};
        if (board.at(point) == Stone::Empty) {
            board.place(point, i % 2 == 0 ? Stone::Black : Stone::White);
            played.push_back(point);
        } else if (!played.empty() && i % 3 == 0) {
            board.remove(played.back());
            played.pop_back();
        }
    }
    CHECK(board.stoneCount() == static_cast<int>(played.size()));
    CHECK(codesMatchCells(board));
}

TEST_CASE("Board: a diagram places stones from its bottom-left point", "[board]") {
    auto diagram = test::readDiagram(R"(
        X . O
        . * .
    )",
                                     "g7");
    CHECK(diagram.board.at(*parsePoint("g8")) == Stone::Black);
    CHECK(diagram.board.at(*parsePoint("i8")) == Stone::White);
    REQUIRE(diagram.marks.size() == 1);
    CHECK(diagram.marks[0] == *parsePoint("h7"));
}
