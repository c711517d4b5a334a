#pragma once

#include "rules/forbidden.hpp"

#include <functional>

namespace renju::rules {

/// Judges a straight-four point (a cell index) for a three's witness (9.3).
using CompletionJudge = std::function<CompletionStatus(int cell)>;

/// A candidate stone of `own` already on `board` at `cell`, read under the five rule `rule`.
struct PlacedCandidate {
    const Board& board;
    int cell = 0;
    Stone own = Stone::Black;
    FiveRule rule = FiveRule::Exact;
};

/// Fills in the witness of one line through the candidate, for a line of shape `line.shape`:
/// the row of a five or an overline, the stones of the four(s) with their five points, or the
/// three's stones with its straight-four points and their status from `judge`.
void describeLine(const PlacedCandidate& candidate, LineWitness& line,
                  const CompletionJudge& judge);

} // namespace renju::rules
