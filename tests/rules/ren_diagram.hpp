#pragma once

#include "rules/ren/ren_move.hpp"

#include <string_view>
#include <vector>

namespace renju::rules::test {

/// A Ren position read from an ASCII diagram, with the squares the diagram marks.
struct RenDiagram {
    RenPosition position;
    /// Squares written `*` (empty, under test), in reading order (top row first).
    std::vector<Point> marks;
};

/// Reads a Ren diagram of the whole board, top row first: `X` Black, `O` White, `x` and `o`
/// niban stones, `.` empty, `*` an empty marked square; spaces are ignored. The position has
/// `toMove` to move, no rui and no score; the board's size is the number of rows.
RenDiagram readRenDiagram(std::string_view text, Stone toMove = Stone::Black);

/// Plays `square` (or `pass`) and requires it to be accepted; returns its report.
RenMoveReport playRen(RenPosition& position, std::string_view square,
                      const RenVariants& variants = {});

/// Returns the squares as text ("e5 f5"), sorted by row then column, for comparisons.
std::string squaresText(std::vector<Point> squares);

} // namespace renju::rules::test
