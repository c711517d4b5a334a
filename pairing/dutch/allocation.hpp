#pragma once

#include "pairing/dutch/round_state.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// One board of a round: First moves first (tentative Black; TRF `w`). A pairing-allocated bye
/// has no Second.
struct Board {
    PlayerId first;
    PlayerId second;
    /// True for the pairing-allocated bye.
    [[nodiscard]] bool isBye() const { return second.isNone(); }
};

/// The role of `player` against `opponent` by the colour allocation rules (C.04.3 E.1-E.5),
/// with E.5 using the rank among the players taking part.
Role allocateRole(const PlayerState& player, const PlayerState& opponent, Role initialRole);

/// The boards for matched pairs of player indices (-1 partner: the bye), roles allocated and in
/// board order: higher score of the pair, then lower score, then the higher player's rank; the
/// bye last.
std::vector<Board> arrangeBoards(const RoundState& state,
                                 const std::vector<std::pair<int, int>>& pairs);

} // namespace renju::pairing::dutch
