// Direct encounter (C.07 article 6) among players still tied.
#include "pairing/score_sheet.hpp"

#include <algorithm>

namespace renju::pairing {

namespace {

/// What one tied player did against the others of the group.
struct Encounters {
    int member = 0;        ///< sheet index
    HalfPoints points = 0; ///< scored against the group
    HalfPoints most = 0;   ///< what he could have had, a win against every one not met
    bool hasMetAll = false;
    bool hasMetNone = false;
};

std::vector<Encounters> encounters(const ScoreSheet& sheet, const std::vector<int>& group) {
    std::vector<Encounters> result;
    for (int member : group) {
        Encounters e;
        e.member = member;
        std::vector<int> met;
        for (int r = 0; r < sheet.rounds(); ++r) {
            const RoundEntry& entry = sheet.entry(member, r);
            const int opponent = sheet.indexOf(entry.opponent);
            // A round robin's scheduled games count even when forfeited; a Swiss counts games
            // played over the board.
            const bool counts = entry.isPlayed() || (sheet.isRoundRobin() && opponent >= 0);
            if (counts && std::find(group.begin(), group.end(), opponent) != group.end()) {
                e.points += sheet.points(entry);
                if (std::find(met.begin(), met.end(), opponent) == met.end()) {
                    met.push_back(opponent);
                }
            }
        }
        const int unmet = static_cast<int>(group.size()) - 1 - static_cast<int>(met.size());
        e.hasMetAll = unmet == 0;
        e.hasMetNone = met.empty();
        e.most = e.points + unmet * sheet.winPoints();
        result.push_back(e);
    }
    return result;
}

/// The group split into tiers, best first.
std::vector<std::vector<int>> tiers(const ScoreSheet& sheet, const std::vector<int>& group) {
    std::vector<Encounters> list = encounters(sheet, group);
    std::stable_sort(list.begin(), list.end(), [](const Encounters& a, const Encounters& b) {
        return a.points != b.points ? a.points > b.points : a.most > b.most;
    });
    const bool hasEveryoneMet =
        std::all_of(list.begin(), list.end(), [](const Encounters& e) { return e.hasMetAll; });
    std::vector<std::vector<int>> result;
    const auto refine = [&](const std::vector<int>& tied) {
        if (tied.size() > 1 && tied.size() < group.size()) {
            for (std::vector<int>& tier : tiers(sheet, tied)) {
                result.push_back(std::move(tier)); // 6: compared again among themselves
            }
        } else {
            result.push_back(tied);
        }
    };
    std::size_t next = 0;
    if (hasEveryoneMet) {
        while (next < list.size()) {
            std::vector<int> tied;
            const HalfPoints points = list[next].points;
            while (next < list.size() && list[next].points == points) {
                tied.push_back(list[next++].member);
            }
            refine(tied);
        }
        return result;
    }
    // Not everyone met: the leader goes ahead only if no other could have caught him.
    while (next + 1 < list.size()) {
        HalfPoints othersMost = 0;
        for (std::size_t k = next + 1; k < list.size(); ++k) {
            othersMost = std::max(othersMost, list[k].most);
        }
        if (list[next].points <= othersMost) {
            break;
        }
        result.push_back({list[next++].member});
    }
    std::vector<int> rest;
    for (; next < list.size(); ++next) {
        rest.push_back(list[next].member);
    }
    refine(rest);
    return result;
}

} // namespace

std::vector<TieBreakValue> directEncounter(const ScoreSheet& sheet, const std::vector<int>& group) {
    std::vector<TieBreakValue> values(group.size(), TieBreakValue{0, "-"});
    if (group.size() < 2) {
        return values;
    }
    const std::vector<Encounters> list = encounters(sheet, group);
    const std::vector<std::vector<int>> split = tiers(sheet, group);
    for (std::size_t k = 0; k < group.size(); ++k) {
        std::size_t tier = 0;
        while (std::find(split[tier].begin(), split[tier].end(), group[k]) == split[tier].end()) {
            ++tier;
        }
        values[k].key = static_cast<std::int64_t>(split.size() - tier);
        // "0.0" would read as two lost games: a player who met none of the others says so.
        values[k].text = list[k].hasMetNone ? kNotMet : formatFraction(list[k].points, 2);
    }
    return values;
}

std::vector<TieBreakValue> directEncounter(const Tournament& tournament,
                                           const std::vector<int>& group,
                                           const TieBreakContext& context) {
    return directEncounter(ScoreSheet(tournament, context), group);
}

} // namespace renju::pairing
