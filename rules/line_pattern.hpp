#pragma once

#include "rules/board.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <cstdint>

namespace renju::rules {

/// What a stone at the centre of a line makes on that line (RIF clause 3), under one five rule
/// (exactly five for Black under renju; five or more makes no overline). Ordered by priority: a
/// line is classified by the first that applies from the bottom of this list upwards.
enum class LineShape : std::uint8_t {
    None,       ///< nothing that matters for 9.2
    Three,      ///< a three: one more stone makes a straight four (not yet checked by 9.3)
    Four,       ///< exactly one four (a straight four counts as one)
    DoubleFour, ///< two fours on this one line (`X.XXX.X`, `XX.XX.XX`)
    Five,       ///< a five as the rule defines it, in an unbroken row
    Overline,   ///< six or more in an unbroken row, under the exact-five rule
};

/// Up to two offsets (-5..+5, never 0) along a line, e.g. the points that complete a four.
struct LineOffsets {
    std::array<int, 2> offsets{};
    int count = 0;
};

/// The eleven cells -5..+5 of a line decoded from a line code; the centre (offset 0) is the
/// candidate stone. Cells decode from the candidate's side: its own stones as Black, the
/// opponent's stones and off-board cells as White (both block its rows).
struct LineWindow {
    std::array<Cell, 11> cells{};

    Cell at(int offset) const { return cells[static_cast<std::size_t>(offset + 5)]; }
    void set(int offset, Cell value) { cells[static_cast<std::size_t>(offset + 5)] = value; }
};

/// Decodes a line code into its window, with a Black stone at the centre.
LineWindow decodeLineCode(std::uint16_t code);

/// Returns the table of shapes indexed by line code (Board::kLineCodeCount entries), for loops
/// that look up many codes; built once on first use.
const LineShape* blackLineShapeTable();

/// Returns the shape of a line code for a Black stone at its centre (table lookup).
inline LineShape blackLineShape(std::uint16_t code) {
    return blackLineShapeTable()[code];
}

/// Returns, for a line of shape Three, the offsets where one more Black stone makes a straight
/// four through the centre (table lookup); empty for other shapes.
LineOffsets blackStraightFourPoints(std::uint16_t code);

/// Returns the offsets where one more Black stone makes an exact five through the centre.
LineOffsets blackFiveCompletions(const LineWindow& window);

/// Returned by blackStraightFourStart() when a stone makes no straight four.
inline constexpr int kNoStraightFour = -99;

/// Returns the first offset of the straight four (four stones through the centre) that one
/// more Black stone at `offset` makes, or kNoStraightFour.
int blackStraightFourStart(LineWindow window, int offset);

/// Returns the table of shapes under `rule`, indexed by line code read from the candidate's
/// side (see LineWindow); `FiveRule::Exact` is blackLineShapeTable(). Built once on first use.
const LineShape* lineShapeTable(FiveRule rule);

/// Returns, for a line of shape Three under `rule`, the offsets where one more stone makes a
/// straight four through the centre; empty for other shapes.
LineOffsets straightFourPoints(std::uint16_t code, FiveRule rule);

/// Returns the offsets where one more stone makes a five under `rule` through the centre.
LineOffsets fiveCompletions(const LineWindow& window, FiveRule rule);

/// Returns the first offset of the straight four that one more stone at `offset` makes under
/// `rule`, or kNoStraightFour.
int straightFourStart(LineWindow window, int offset, FiveRule rule);

/// Returns the unbroken run of Black stones through the centre as offsets [first, last].
std::array<int, 2> blackRunThroughCentre(const LineWindow& window);

} // namespace renju::rules
