#pragma once

#include "pairing/dutch/allocation.hpp"
#include "pairing/dutch/round_state.hpp"
#include "pairing/tournament.hpp"

#include <string>
#include <vector>

namespace renju::pairing::dutch {

/// The next round of a tournament by the FIDE Dutch system, or why it cannot be paired.
struct DutchPairing {
    std::vector<Board> boards; ///< in board order, the pairing-allocated bye last
    std::string error;         ///< empty on success
};

/// Pairs the round after the last paired round of `tournament` under `rules`.
DutchPairing pairNextRound(const Tournament& tournament, Rules rules);

/// Writes boards in the reference format: the number of boards, then `FIRST SECOND` per board
/// (pairing numbers), the bye as `P 0`; one line each, newline-terminated.
std::string formatBoards(const std::vector<Board>& boards);

} // namespace renju::pairing::dutch
