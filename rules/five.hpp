#pragma once

#include "rules/board.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <optional>

namespace renju::rules {

/// Returns the length of the unbroken row of `colour` through `point` in `direction`, counting
/// `point` itself as a stone of that colour whether or not it is on the board.
int rowLengthThrough(const Board& board, Point point, Direction direction, Stone colour);

/// Returns true when a row of that length is a five under `rule`.
constexpr bool isFiveLength(int length, FiveRule rule) {
    return rule == FiveRule::Exact ? length == 5 : length >= 5;
}

/// Returns true when a row of that length is a five for `colour` under renju (RIF 3, 9.1):
/// exactly five for Black, five or more for White (White's overline is a five).
constexpr bool isFiveLength(int length, Stone colour) {
    return isFiveLength(length, colour == Stone::Black ? FiveRule::Exact : FiveRule::FiveOrMore);
}

/// Returns true when a stone of `colour` on `point` makes (or, if it is there, is part of) a
/// five for that colour in some direction, under renju.
bool makesFive(const Board& board, Point point, Stone colour);

/// Returns true when a stone of `colour` on `point` makes (or is part of) a five under `rule`.
bool makesFive(const Board& board, Point point, Stone colour, FiveRule rule);

/// A five on the board: its colour and its end points.
struct FiveRow {
    Stone colour = Stone::Empty;
    Point from{};
    Point to{};
};

/// Returns a five of `colour` on the board under renju, if there is one (the lowest by column
/// then row).
std::optional<FiveRow> findFive(const Board& board, Stone colour);

/// Returns a five of `colour` under `rule`, if there is one (the lowest by column then row).
std::optional<FiveRow> findFive(const Board& board, Stone colour, FiveRule rule);

/// Returns true when the Black stones on the board contain an overline (six or more).
bool hasBlackOverline(const Board& board);

/// Returns true when the stones of `colour` on the board contain a row of six or more.
bool hasOverline(const Board& board, Stone colour);

} // namespace renju::rules
