#pragma once

#include "pairing/dutch/round_state.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// Pairs a round by C.04.3 as approved in 2016/2017, bracket by bracket: in each bracket a
/// maximum-weight matching whose weights encode the quality criteria lexicographically, followed
/// by the transposition and exchange preferences as a sequence of finer matchings. Returns pairs
/// of player indices (partner -1: the pairing-allocated bye), or nothing when no pairing meets
/// the absolute criteria.
/// When `brackets` is given, every bracket paired is recorded there.
std::optional<std::vector<std::pair<int, int>>>
matchDutch2017(const RoundState& state, std::vector<BracketRecord>* brackets = nullptr);

} // namespace renju::pairing::dutch
