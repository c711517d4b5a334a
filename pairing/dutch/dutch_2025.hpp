#pragma once

#include "pairing/dutch/round_state.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// Where the 2025 engine looks for each bracket's optimum.
enum class BracketMatching : unsigned char {
    Checked,    ///< the bracket alone, each optimum checked against everyone below (the default)
    WholeRound, ///< every player not yet paired at once: slower, the same pairings
};

/// Pairs a round by the 2025 revision of C.04.3 (in force from 2026), bracket by bracket: a
/// maximum-weight matching of the bracket and its next score group whose weights encode the
/// pairs and scores of the current and next bracket, the bye assignee's unplayed games (C9),
/// then the role and float criteria, the exchange preferences following as finer matchings; a
/// cardinality matching checks after every step that everyone not yet paired can still be
/// paired with the bye to a candidate (C4, C5), as the round's matching of all players would.
/// Returns pairs of player indices (partner -1: the bye), or nothing when no legal pairing
/// exists.
/// When `brackets` is given, every bracket paired is recorded there.
std::optional<std::vector<std::pair<int, int>>>
matchDutch2025(const RoundState& state, std::vector<BracketRecord>* brackets = nullptr,
               BracketMatching how = BracketMatching::Checked);

} // namespace renju::pairing::dutch
