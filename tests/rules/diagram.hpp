#pragma once

#include "rules/board.hpp"

#include <string_view>
#include <vector>

namespace renju::rules::test {

/// A board read from an ASCII diagram, with the points the diagram marks.
struct Diagram {
    Board board;
    /// Points written `*` (empty, under test), in reading order (top row first).
    std::vector<Point> marks;
};

/// Reads a diagram: one text row per board row, top row first; `X` Black, `O` White, `.`
/// empty, `*` an empty marked point; spaces are ignored. The diagram's bottom-left character
/// lies on `bottomLeft` (e.g. "a1"), so a diagram may show only part of the board.
Diagram readDiagram(std::string_view text, std::string_view bottomLeft = "a1",
                    int boardSize = kRenjuBoardSize);

} // namespace renju::rules::test
