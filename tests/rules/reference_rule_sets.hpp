#pragma once

#include "rules/board.hpp"
#include "rules/forbidden.hpp"
#include "rules/rule_set.hpp"

namespace renju::rules::test {

/// A deliberately plain, independent reading of RULES.md's rule sets for cross-checking
/// SetJudge: a 2-D grid walked cell by cell, fours counted by their five points, threes by
/// their straight-four points, the 9.3 recursion with the set's own allowances, four-three-three
/// and the defence exception, no tables and no line codes. Slow; for tests only.
ForbiddenKind referenceSetKind(const Board& board, Point point, RuleSet set, Stone colour);

} // namespace renju::rules::test
