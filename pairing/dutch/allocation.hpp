#pragma once

#include "pairing/board.hpp"
#include "pairing/dutch/round_state.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// The board type is shared with the round robin; `dutch::Board` keeps working.
using pairing::Board;

/// A role and the colour allocation rule that decided it ("E.1" to "E.5").
struct RoleChoice {
    Role role;
    const char* rule;
};

/// The role of `player` against `opponent` and the rule that gave it (C.04.3 E.1-E.5).
RoleChoice chooseRole(const PlayerState& player, const PlayerState& opponent, Role initialRole);

/// The role of `player` against `opponent` by the colour allocation rules (C.04.3 E.1-E.5),
/// with E.5 using the rank among the players taking part.
Role allocateRole(const PlayerState& player, const PlayerState& opponent, Role initialRole);

/// The boards for matched pairs of player indices (-1 partner: the bye), roles allocated and in
/// board order: higher score of the pair, then lower score, then the higher player's rank; the
/// bye last.
std::vector<Board> arrangeBoards(const RoundState& state,
                                 const std::vector<std::pair<int, int>>& pairs);

} // namespace renju::pairing::dutch
