#pragma once

#include "pairing/dutch/round_state.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// Pairs a round by the 2025 revision of C.04.3 (in force from 2026): one maximum-weight
/// matching over all players whose weights encode, bracket by bracket, the pairs and scores of
/// the current and next bracket, the bye assignee's score and unplayed games (C5, C9), then the
/// role and float criteria; the exchange preferences follow as finer matchings. Returns pairs
/// of player indices (partner -1: the bye), or nothing when no legal pairing exists.
/// When `brackets` is given, every bracket paired is recorded there.
std::optional<std::vector<std::pair<int, int>>>
matchDutch2025(const RoundState& state, std::vector<BracketRecord>* brackets = nullptr);

} // namespace renju::pairing::dutch
