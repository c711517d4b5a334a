#pragma once

#include "rules/forbidden.hpp"

#include <functional>

namespace renju::rules {

/// Judges a straight-four point (a cell index) for a three's witness (9.3).
using CompletionJudge = std::function<CompletionStatus(int cell)>;

/// Fills in the witness of one line through a candidate stone of `own` that is already on
/// `board` at `cell`, for a line of shape `line.shape` under `rule`: the row of a five or an
/// overline, the stones of the four(s) with their five points, or the three's stones with its
/// straight-four points and their status from `judge`.
void describeLine(const Board& board, int cell, Stone own, FiveRule rule, LineWitness& line,
                  const CompletionJudge& judge);

} // namespace renju::rules
