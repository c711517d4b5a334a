#pragma once

#include "rules/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::app {

/// The moves of a scoresheet as typed: points and passes in order, or why the text is not a
/// move list (naming the word and its move number).
struct TypedMoves {
    std::vector<rules::Move> moves;
    std::string problem;
};

/// Reads a scoresheet's moves: points ("h8") and passes ("--" or "pass") separated by spaces,
/// commas or new lines; move numbers ("1." or "12.") are skipped. A record pasted whole (SGF,
/// or a line of the plain text format with its tab-separated fields) gives its first game's
/// moves. Points must be on a board of `boardSize`.
TypedMoves readTypedMoves(std::string_view text, int boardSize);

/// Compares a scoresheet with the moves entered live (scoresheet reconciliation, 13.1):
/// returns every difference with its move number ("move 12: the scoresheet has k10, the record
/// k11"), empty when they agree.
std::vector<std::string> compareScoresheet(const std::vector<rules::Move>& entered,
                                           const std::vector<rules::Move>& scoresheet);

} // namespace renju::arbiter::app
