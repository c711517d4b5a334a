#pragma once

#include "rules/board.hpp"
#include "rules/forbidden.hpp"

#include <string>

namespace renju::rules {

/// Returns the rule-by-rule reasoning for a Black stone on the empty on-board `point` under
/// renju: each line's shape with its stones, every straight-four point of every three and why
/// it is or is not a legal move, and the verdict with its clause. Straight-four points that
/// are forbidden double-threes are explained in turn, nested, down to `maxDepth` levels.
std::string explainBlackMove(const Board& board, Point point, int maxDepth = 4);

/// Returns the same reasoning for a stone of `colour` under `set` (the set's fives, shapes,
/// allowances and defence exception); under renju for Black it is explainBlackMove().
std::string explainMove(const Board& board, Point point, RuleSet set, Stone colour,
                        int maxDepth = 4);

/// Returns a line shape as the explanations name it: "three", "four", "two fours", "five"...
const char* lineShapeName(LineShape shape);

/// Returns one line naming the verdict and its clause, e.g. "forbidden double-three (9.2 c)";
/// under the other sets the set and what it does, e.g. "forbidden double-three (japan-1912:
/// loses at once)".
std::string summarizeVerdict(const ForbiddenVerdict& verdict);

/// Returns the clause or set that forbids `kind` under `set`: RIF's clause under renju
/// ("9.2 c"), else the set's name ("japan-1918").
std::string forbiddingRule(ForbiddenKind kind, RuleSet set);

} // namespace renju::rules
