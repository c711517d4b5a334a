// The printable Ren set of seed 002: a 10x10 board (8x8 inside it), two score counters, and
// 120 stones to cut out.
#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/ren_documents.hpp"

namespace renju::arbiter::print {

namespace {

constexpr int kBoard = 10;
constexpr int kInnerBoard = 8;
/// The board's width in points: squares of about 13 mm, so that the page holds the board and
/// both counters on A4 and on Letter.
constexpr double kBoardWidth = 410;
constexpr int kCutOutRows = 6;

double squareSize() {
    return kBoardWidth / boardSideInCells(kBoard);
}

/// A player's counter: the tens and the ones, squares as large as the board's.
BoardBlock counter() {
    BoardBlock block;
    block.look = BoardLook::Counter;
    block.size = kBoard;
    block.rows = 2;
    block.rowLabels = {"tens", "ones"};
    block.width = squareSize() * (kBoard + kCounterLabelCells);
    return block;
}

/// Sixty stones of one colour, in squares as large as the board's.
BoardBlock stonesToCut(rules::Stone colour) {
    BoardBlock block;
    block.look = BoardLook::CutOut;
    block.size = kBoard;
    block.rows = kCutOutRows;
    block.width = squareSize() * kBoard;
    for (int row = 0; row < kCutOutRows; ++row) {
        for (int col = 0; col < kBoard; ++col) {
            block.stones.push_back(FigureStone{rules::Point{col, row}, colour, 0});
        }
    }
    return block;
}

} // namespace

Document renBoardDocument() {
    Document document;
    document.eventName = "Ren (seed 002)";
    document.eventDetails = "A game by Aristides Mytaras (2005-2006), free to print and play";
    document.title = "Ren board";
    document.subtitle = "10x10 and 8x8";
    document.fileStem = "ren-board";
    BoardBlock board;
    board.look = BoardLook::Squares;
    board.size = kBoard;
    board.innerSize = kInnerBoard;
    board.width = kBoardWidth;
    document.blocks = {
        Block{TextBlock{"For 10x10 play on every square; for 8x8 only inside the heavy line "
                        "(the outer squares are lighter).",
                        TextStyle::Body}},
        Block{board},
        Block{TextBlock{"Score counters: each player's counter works with two stones, the "
                        "first counting tens and the second ones (36: the first on 3, the "
                        "second on 6). Start the game with both on 0.",
                        TextStyle::Small}},
        Block{TextBlock{"Black", TextStyle::Heading}},
        Block{counter()},
        Block{TextBlock{"White", TextStyle::Heading}},
        Block{counter()},
        Block{PageBreakBlock{}},
        Block{TextBlock{"Stones to cut out: 60 Black and 60 White. Print on thick paper (or "
                        "self-adhesive paper to glue on card) and cut along the grey lines.",
                        TextStyle::Body}},
        Block{stonesToCut(rules::Stone::Black)},
        Block{stonesToCut(rules::Stone::White)},
    };
    return document;
}

} // namespace renju::arbiter::print
