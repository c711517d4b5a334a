#pragma once

#include "rules/ren/ren_board.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace renju::rules {

/// The scoring groups of seed 002 ("scoring groups are: ...").
enum class RenGroupKind : std::uint8_t {
    RowOfFour, ///< exactly four in a row, horizontal or vertical: 1 point
    RowOfSix,  ///< exactly six in a row: 2 points
    FourBox,   ///< a filled 2x2 inside no larger filled box: 1 point
    SixBox,    ///< a filled 2x3 or 3x2 inside no filled 3x3: 2 points
    NineBox,   ///< a filled 3x3: the game ends and its scorer wins
};

/// One group a move scored: its kind, the rectangle of squares it covers (a row is a rectangle
/// one square wide) and its points (0 for the nine-box, which ends the game instead).
struct RenGroup {
    RenGroupKind kind = RenGroupKind::RowOfFour;
    /// The bottom-left and top-right squares of the group.
    Point from{};
    Point to{};
    int points = 0;

    friend bool operator==(const RenGroup&, const RenGroup&) = default;
};

/// Returns the squares of a group, row by row from `from`.
std::vector<Point> squaresOf(const RenGroup& group);

/// What a move's stones score (RULES.md, Ren, "Scoring groups").
struct RenScoring {
    /// The groups in a fixed order: rows through the scoring stone (horizontal, vertical), rows
    /// through the niban, then boxes, those around the scoring stone first, larger before
    /// smaller. With a nine-box, only the nine-box.
    std::vector<RenGroup> groups;
    /// The sum of the groups' points (0 with a nine-box).
    int points = 0;
    bool isNineBox = false;
};

/// Returns the groups of `colour` that the stone on `scoringStone` makes, together with the move's
/// niban stone when there is one, on a board that already shows the move's captures and niban:
/// each maximal horizontal or vertical run through either stone that is exactly 4 or 6 long,
/// and each filled 2x2, 2x3, 3x2 or 3x3 containing either stone that no larger such box
/// contains. A filled 3x3 is a nine-box and no other group of the move scores.
RenScoring scoreRenMove(const RenBoard& board, Stone colour, Point scoringStone,
                        std::optional<Point> niban);

} // namespace renju::rules
