#include "rules/set_forbidden.hpp"

#include "rules/set_judge.hpp"

namespace renju::rules {

namespace {

/// Returns true when the RIF checker of forbidden.cpp judges this colour exactly.
bool isRifBlack(RuleSet set, Stone colour) {
    return colour == Stone::Black && set.rulesFor(colour) == kRifBlackRules;
}

} // namespace

ForbiddenKind forbiddenKind(const Board& board, Point point, RuleSet set, Stone colour) {
    if (isRifBlack(set, colour)) {
        return forbiddenKind(board, point);
    }
    if (!hasForbiddenMoves(set, colour)) {
        return ForbiddenKind::None;
    }
    return SetJudge(set, colour).kind(board, point);
}

ForbiddenVerdict judgeMove(const Board& board, Point point, RuleSet set, Stone colour) {
    ForbiddenVerdict verdict = isRifBlack(set, colour)
                                   ? judgeBlackMove(board, point)
                                   : SetJudge(set, colour).verdict(board, point);
    verdict.set = set;
    return verdict;
}

void findForbiddenPoints(const Board& board, RuleSet set, Stone colour,
                         std::vector<ForbiddenPoint>& out) {
    if (isRifBlack(set, colour)) {
        findForbiddenPoints(board, out);
        return;
    }
    SetJudge(set, colour).scan(board, out);
}

std::vector<ForbiddenPoint> findForbiddenPoints(const Board& board, RuleSet set, Stone colour) {
    std::vector<ForbiddenPoint> points;
    findForbiddenPoints(board, set, colour, points);
    return points;
}

} // namespace renju::rules
