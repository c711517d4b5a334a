#pragma once

#include "rules/forbidden.hpp"
#include "rules/rule_set.hpp"

#include <vector>

namespace renju::rules {

// Forbidden moves of either colour under any rule set. Renju's Black goes through the RIF
// checker of forbidden.cpp (its speed is the project's benchmark); every other colour and set
// through SetJudge. The kinds are the same: 6, 44, 433, 33, in that priority.

/// Returns true when `colour` may have forbidden moves under `set`.
inline bool hasForbiddenMoves(RuleSet set, Stone colour) {
    return set.rulesFor(colour).hasForbiddenMoves();
}

/// Returns the forbidden kind of a stone of `colour` on the empty on-board `point` under
/// `set`. Under a set that refuses moves, a stone that stops the opponent's five is not
/// forbidden (the defence exception).
ForbiddenKind forbiddenKind(const Board& board, Point point, RuleSet set, Stone colour);

/// Returns the judgement of a stone of `colour` on the empty on-board `point` under `set`,
/// with its witness lines.
ForbiddenVerdict judgeMove(const Board& board, Point point, RuleSet set, Stone colour);

/// Replaces `out` with every empty point where `colour` may not play under `set`, sorted by
/// column then row; reuses `out`'s capacity.
void findForbiddenPoints(const Board& board, RuleSet set, Stone colour,
                         std::vector<ForbiddenPoint>& out);

/// Returns every empty point where `colour` may not play under `set`, sorted by column then
/// row.
std::vector<ForbiddenPoint> findForbiddenPoints(const Board& board, RuleSet set, Stone colour);

} // namespace renju::rules
