#include "rules/match_rule.hpp"

namespace renju::rules {

namespace {

struct MatchRuleRow {
    MatchRule rule;
    std::string_view name;
    std::string_view title;
};

constexpr std::array<MatchRuleRow, 3> kMatchRuleRows{{
    {MatchRule::GamePoints, "game-points", "two games, colours exchanged: the game points added"},
    {MatchRule::Beginners, "beginners",
     "beginners' handicap match: the beginner Black in both games, handicap clocks"},
    {MatchRule::TotalPoints, "total-points",
     "Ren: two games, colours exchanged: the games' own points added"},
}};

constexpr std::array<MatchRule, 3> kAllMatchRules{MatchRule::GamePoints, MatchRule::Beginners,
                                                  MatchRule::TotalPoints};

const MatchRuleRow& rowOf(MatchRule rule) {
    return kMatchRuleRows[static_cast<std::size_t>(rule)];
}

std::string halfPointsText(int halfPoints) {
    return std::to_string(halfPoints / 2) + (halfPoints % 2 != 0 ? ".5" : "");
}

/// Seed 002 / RULES.md (Ren, end): "the match goes to the higher total of points (equal
/// totals: a drawn match)", whatever the games' own results were.
MatchDecision decideByTotalPoints(MatchDecision decision) {
    if (decision.firstTotalPoints != decision.secondTotalPoints) {
        decision.winner = decision.firstTotalPoints > decision.secondTotalPoints
                              ? MatchWinner::First
                              : MatchWinner::Second;
    }
    decision.reason = "total points " + std::to_string(decision.firstTotalPoints) + "-" +
                      std::to_string(decision.secondTotalPoints);
    return decision;
}

} // namespace

std::optional<MatchRule> parseMatchRule(std::string_view name) {
    for (const MatchRuleRow& row : kMatchRuleRows) {
        if (row.name == name) {
            return row.rule;
        }
    }
    return std::nullopt;
}

std::string_view matchRuleName(MatchRule rule) {
    return rowOf(rule).name;
}

std::string_view matchRuleTitle(MatchRule rule) {
    return rowOf(rule).title;
}

std::span<const MatchRule> allMatchRules() {
    return kAllMatchRules;
}

std::string matchRuleNames() {
    std::string names;
    for (const MatchRuleRow& row : kMatchRuleRows) {
        names += (names.empty() ? "" : ", ") + std::string(row.name);
    }
    return names;
}

bool isRenMatchRule(MatchRule rule) {
    return rule == MatchRule::TotalPoints;
}

bool exchangesFirstPlayer(MatchRule rule) {
    return rule != MatchRule::Beginners;
}

std::string_view matchClockPreset(MatchRule rule, int gameNumber) {
    if (rule == MatchRule::Beginners) {
        // RULES.md, beginners' handicap match: the experienced player has 30 s in game 1 and
        // 15 s in game 2; the beginner 5 minutes a game.
        return gameNumber == 1 ? "handicap-1" : "handicap-2";
    }
    return "";
}

MatchDecision decideMatch(MatchRule rule, const std::array<MatchGameScore, 2>& games) {
    MatchDecision decision;
    for (const MatchGameScore& game : games) {
        decision.firstGamePoints += game.first;
        decision.secondGamePoints += game.second;
        decision.firstTotalPoints += game.firstPoints;
        decision.secondTotalPoints += game.secondPoints;
    }
    if (rule == MatchRule::TotalPoints) {
        return decideByTotalPoints(decision);
    }
    if (rule == MatchRule::Beginners) {
        // RULES.md: the experienced player (listed second) wins the match only by winning both
        // games; any other outcome (a loss or a draw in either game) is the beginner's match.
        bool hasWonBoth = games[0].second == 2 && games[1].second == 2;
        decision.winner = hasWonBoth ? MatchWinner::Second : MatchWinner::First;
        if (hasWonBoth) {
            decision.reason = "the experienced player won both games";
        } else {
            int missed = games[0].second == 2 ? 2 : 1;
            decision.reason = "the experienced player did not win game " + std::to_string(missed);
        }
        return decision;
    }
    if (decision.firstGamePoints != decision.secondGamePoints) {
        decision.winner = decision.firstGamePoints > decision.secondGamePoints
                              ? MatchWinner::First
                              : MatchWinner::Second;
    }
    decision.reason = "game points " + halfPointsText(decision.firstGamePoints) + "-" +
                      halfPointsText(decision.secondGamePoints);
    return decision;
}

} // namespace renju::rules
