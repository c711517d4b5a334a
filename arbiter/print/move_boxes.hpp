#pragma once

// The blank move boxes of a scoresheet, shared by the game families' scoresheets.

#include "arbiter/print/document.hpp"

#include <vector>

namespace renju::arbiter::print {

/// Returns the move boxes from `first` to `last`: `groups` groups side by side, each of
/// `rows` rows under its own copy of `groupColumns`, numbered down each group in the first
/// column; every other box is left blank, as are the boxes past `last`.
TableBlock moveBoxes(int first, int last, int rows, int groups,
                     const std::vector<TableColumn>& groupColumns);

/// Returns `value` as printed in a list's cell: blank when it is not positive (a player
/// without a rating or a number).
std::string positiveOrBlank(int value);

} // namespace renju::arbiter::print
