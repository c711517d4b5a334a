#include "pairing/dutch/explain.hpp"

#include "pairing/dutch/allocation.hpp"
#include "pairing/dutch/dutch_2017.hpp"
#include "pairing/dutch/dutch_2025.hpp"
#include "pairing/dutch/edge_weight.hpp"
#include "pairing/round_check.hpp"
#include "pairing/text_columns.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <map>

namespace renju::pairing::dutch {

namespace {

std::string scoreText(HalfPoints score) {
    return formatPoints(score);
}

const char* floatWord(Float f) {
    return f == Float::Down ? "down" : f == Float::Up ? "up" : "none";
}

char floatLetter(Float f) {
    return f == Float::Down ? 'D' : f == Float::Up ? 'U' : '-';
}

PreferenceStrength strengthOf(const PlayerState& p) {
    if (!p.preference) {
        return PreferenceStrength::None;
    }
    if (p.isAbsolute()) {
        return PreferenceStrength::Absolute;
    }
    return p.isStrong ? PreferenceStrength::Strong : PreferenceStrength::Mild;
}

/// The criteria numbers of the role and float criteria in each edition.
struct CriteriaCodes {
    const char* topscorerImbalance;
    const char* topscorerRepeat;
    const char* preferences;
    const char* strong;
    const char* floats;
};

CriteriaCodes codesFor(Rules rules) {
    if (rules == Rules::Fide2017) {
        return {"C10", "C11", "C12", "C13", "C14-C17"};
    }
    return {"C12", "C13", "C14", "C15", "C16-C19"};
}

/// Everything the reasons of one pairing need.
struct Explainer {
    const Tournament& tournament;
    const RoundState& state;
    const std::vector<BracketRecord>& brackets;
    std::map<int, int> indexOf;

    const PlayerState& player(int i) const { return state.players[at(i)]; }
    std::string label(int i) const { return playerLabel(tournament, player(i).id); }
    std::string labelWithScore(int i) const {
        return label(i) + " (" + scoreText(player(i).score) + ")";
    }
    int index(PlayerId id) const { return indexOf.at(id.value); }

    std::vector<std::string> explainBye(int i) const;
    std::vector<std::string> explainPair(int first, int second) const;
    std::string bracketLine(std::size_t k) const;
    std::string floatLine(int higher, int lower) const;
    std::string historyLine(int i, Float now) const;
    std::string preferenceLine(int first, int second) const;
    std::string qualityLine(int higher, int lower) const;
    std::string ruledOutLine(int higher, int partner, const BracketRecord& bracket) const;
    std::string incompatibility(int a, int b) const;
};

std::string Explainer::bracketLine(std::size_t k) const {
    const BracketRecord& b = brackets[k];
    const int anyone = b.residents.empty() ? b.moved.front() : b.residents.front();
    std::string line = "bracket " + std::to_string(k + 1) + " of " +
                       std::to_string(brackets.size()) + ": score group " +
                       scoreText(player(anyone).score) + " with " +
                       std::to_string(b.residents.size()) + " resident player(s)";
    if (!b.moved.empty()) {
        line += "; moved down into it:";
        for (int m : b.moved) {
            line += " " + labelWithScore(m);
        }
    }
    if (b.isCollapsed) {
        line += "; paired together with everyone below so that the round can be completed";
    }
    return line;
}

std::string Explainer::floatLine(int higher, int lower) const {
    const PlayerState& h = player(higher);
    const PlayerState& l = player(lower);
    if (h.score == l.score) {
        return "same score (" + scoreText(h.score) + "): nobody floats";
    }
    return label(higher) + " floats down from " + scoreText(h.score) + " to meet " + label(lower) +
           " (" + scoreText(l.score) + "), who floats up";
}

std::string Explainer::historyLine(int i, Float now) const {
    const PlayerState& p = player(i);
    const int round = state.playedRounds;
    std::string line;
    for (int back = 0; back < 2 && back < round; ++back) {
        if (p.floats[back] != Float::None) {
            line += (line.empty() ? "" : ", ") + std::string("floated ") +
                    floatWord(p.floats[back]) + " in round " + std::to_string(round - back);
        }
    }
    if (line.empty()) {
        return "";
    }
    line = label(i) + " " + line;
    if (now != Float::None && (p.floats[0] == now || p.floats[1] == now)) {
        line += std::string("; floats ") + floatWord(now) + " again (" +
                codesFor(state.rules).floats + " avoid this when the bracket allows)";
    }
    return line;
}

std::string Explainer::preferenceLine(int first, int second) const {
    const auto describe = [&](int i) {
        const PlayerState& p = player(i);
        if (!p.preference) {
            return label(i) + " has no role preference";
        }
        return label(i) + " prefers " + roleWord(*p.preference) + " (" +
               strengthName(strengthOf(p)) + ")";
    };
    const RoleChoice choice = chooseRole(player(std::min(first, second)),
                                         player(std::max(first, second)), state.initialRole);
    std::string why;
    const std::string rule = choice.rule;
    if (rule == "E.1") {
        why = player(first).preference && player(second).preference
                  ? "both preferences are granted"
                  : "the only preference is granted";
    } else if (rule == "E.2") {
        why = "the stronger preference is granted";
    } else if (rule == "E.3") {
        why = "roles alternate from the last round in which they had different roles";
    } else if (rule == "E.4") {
        why = "the higher-ranked player's preference is granted";
    } else {
        why = "no preference decides: the higher-ranked player's rank and the initial role do";
    }
    return describe(first) + "; " + describe(second) + ". Roles by " + rule + ": " + label(first) +
           " Black, " + label(second) + " White (" + why + ")";
}

std::string Explainer::qualityLine(int higher, int lower) const {
    const RoleCriteria met = roleCriteria(player(lower), player(higher));
    const CriteriaCodes codes = codesFor(state.rules);
    std::string broken;
    const auto add = [&](bool isMet, const char* code, const char* what) {
        if (!isMet) {
            broken += (broken.empty() ? "" : ", ") + std::string(code) + " (" + what + ")";
        }
    };
    add(met.noTopscorerImbalance, codes.topscorerImbalance, "a topscorer's role difference");
    add(met.noTopscorerRepeat, codes.topscorerRepeat, "a topscorer's third role in a row");
    add(met.preferencesMet, codes.preferences, "both want the same role");
    add(met.strongMet, codes.strong, "a strong preference is not granted");
    if (broken.empty()) {
        return "";
    }
    return "this pair does not meet " + broken +
           ": the bracket had no better pairing under the criteria ranked above";
}

std::string Explainer::incompatibility(int a, int b) const {
    const PlayerState& pa = player(a);
    const PlayerState& pb = player(b);
    for (int r = 0; r < state.playedRounds; ++r) {
        const Player& p = *tournament.find(pa.id);
        if (r < static_cast<int>(p.rounds.size()) && p.rounds[at(r)].isPlayed() &&
            p.rounds[at(r)].opponent == pb.id) {
            return "C1, played in round " + std::to_string(r + 1);
        }
    }
    if (pa.isAbsolute() && pb.isAbsolute() && pa.preference == pb.preference) {
        return std::string("C3, both must have ") + roleWord(*pa.preference);
    }
    return "XXP, a forbidden pair";
}

std::string Explainer::ruledOutLine(int higher, int partner, const BracketRecord& b) const {
    std::vector<int> members = b.moved;
    members.insert(members.end(), b.residents.begin(), b.residents.end());
    std::string list;
    int shown = 0;
    for (int c : members) {
        if (c == higher || c == partner || state.isCompatible(higher, c)) {
            continue;
        }
        if (++shown > 6) {
            list += ", ...";
            break;
        }
        list += (list.empty() ? "" : ", ") + label(c) + " (" + incompatibility(higher, c) + ")";
    }
    if (list.empty()) {
        return "";
    }
    return "ruled out for " + label(higher) + " in this bracket: " + list;
}

std::vector<std::string> Explainer::explainPair(int first, int second) const {
    const int higher = isRankedAbove(player(first), player(second)) ? first : second;
    const int lower = higher == first ? second : first;
    std::vector<std::string> lines;
    std::size_t k = 0;
    while (k < brackets.size() &&
           std::none_of(brackets[k].pairs.begin(), brackets[k].pairs.end(), [&](auto pair) {
               return (pair.first == first && pair.second == second) ||
                      (pair.first == second && pair.second == first);
           })) {
        ++k;
    }
    if (k < brackets.size()) {
        lines.push_back(bracketLine(k));
    }
    lines.push_back(floatLine(higher, lower));
    const bool floats = player(higher).score != player(lower).score;
    for (auto [i, now] : {std::pair{higher, floats ? Float::Down : Float::None},
                          std::pair{lower, floats ? Float::Up : Float::None}}) {
        if (std::string line = historyLine(i, now); !line.empty()) {
            lines.push_back(line);
        }
    }
    lines.push_back(preferenceLine(first, second));
    for (const std::string& line :
         {qualityLine(higher, lower),
          k < brackets.size() ? ruledOutLine(higher, lower, brackets[k]) : std::string()}) {
        if (!line.empty()) {
            lines.push_back(line);
        }
    }
    return lines;
}

std::vector<std::string> Explainer::explainBye(int i) const {
    std::vector<std::string> lines;
    lines.push_back(label(i) + " (" + scoreText(player(i).score) +
                    ") receives the pairing-allocated bye: it goes to a player who may have it "
                    "(C2) in the lowest score group that still lets the round be completed");
    std::string barred;
    for (std::size_t j = 0; j < state.players.size(); ++j) {
        const PlayerState& p = state.players[j];
        if (!p.isByeEligible && p.score <= player(i).score) {
            barred += (barred.empty() ? "" : ", ") + label(static_cast<int>(j));
        }
    }
    if (!barred.empty()) {
        lines.push_back("C2: may not receive the bye: " + barred);
    }
    return lines;
}

} // namespace

const char* strengthName(PreferenceStrength strength) {
    switch (strength) {
    case PreferenceStrength::Mild:
        return "mild";
    case PreferenceStrength::Strong:
        return "strong";
    case PreferenceStrength::Absolute:
        return "absolute";
    case PreferenceStrength::None:
        break;
    }
    return "none";
}

RoundChecklist roundChecklist(const Tournament& tournament, Rules rules) {
    RoundChecklist checklist;
    const RoundStateBuild build = buildRoundState(tournament, rules);
    if (!build.error.empty()) {
        checklist.error = build.error;
        return checklist;
    }
    const RoundState& state = build.state;
    checklist.round = state.playedRounds + 1;
    checklist.isLastRound = state.playedRounds >= state.totalRounds - 1;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        const PlayerState& p = state.players[i];
        PlayerChecklist item;
        item.id = p.id;
        item.score = p.score;
        for (Role role : p.roles) {
            item.roleDifference += role == Role::First ? 1 : -1;
            item.roleHistory += role == Role::First ? 'B' : 'W';
        }
        item.preference = p.preference;
        item.strength = strengthOf(p);
        item.floats[0] = p.floats[0];
        item.floats[1] = p.floats[1];
        item.isByeEligible = p.isByeEligible;
        item.isTopscorer = checklist.isLastRound && state.isTopscorer(static_cast<int>(i));
        checklist.players.push_back(item);
    }
    return checklist;
}

std::string formatChecklist(const Tournament& tournament, const RoundChecklist& checklist) {
    if (!checklist.error.empty()) {
        return "no checklist: " + checklist.error + "\n";
    }
    std::string out = "Round " + std::to_string(checklist.round) +
                      (checklist.isLastRound ? " (the last round: topscorers marked *)" : "") +
                      "\n   No  Score  Diff  Games         Prefers            Floats  Bye  Name\n";
    for (const PlayerChecklist& p : checklist.players) {
        const std::string prefers =
            p.preference ? std::string(roleWord(*p.preference)) + " " + strengthName(p.strength)
                         : "-";
        const std::string floats = {floatLetter(p.floats[0]), floatLetter(p.floats[1])};
        const std::string difference =
            (p.roleDifference >= 0 ? "+" : "") + std::to_string(p.roleDifference);
        // Columns are padded, never cut: a long role history widens its row instead.
        out += padLeft(std::to_string(p.id.value), 5) + (p.isTopscorer ? "*" : " ") + " " +
               padLeft(scoreText(p.score), 5) + "  " + padLeft(difference, 4) + "  " +
               padRight(p.roleHistory.empty() ? "-" : p.roleHistory, 12) + "  " +
               padRight(prefers, 17) + "  " + padRight(floats, 6) + "  " +
               padRight(p.isByeEligible ? "yes" : "no", 3) + "  ";
        const Player* player = tournament.find(p.id);
        out += (player ? player->name : std::string()) + "\n";
    }
    return out;
}

PairingExplanation explainPairing(const Tournament& tournament, Rules rules) {
    PairingExplanation explanation;
    const RoundStateBuild build = buildRoundState(tournament, rules);
    if (!build.error.empty()) {
        explanation.error = build.error;
        return explanation;
    }
    std::vector<BracketRecord> brackets;
    const auto pairs = rules == Rules::Fide2017 ? matchDutch2017(build.state, &brackets)
                                                : matchDutch2025(build.state, &brackets);
    if (build.state.players.empty() || !pairs) {
        explanation.error = "no pairing of round " + std::to_string(build.state.playedRounds + 1) +
                            " satisfies the absolute criteria (C1-C3)";
        return explanation;
    }
    Explainer explainer{tournament, build.state, brackets, {}};
    for (std::size_t i = 0; i < build.state.players.size(); ++i) {
        explainer.indexOf[build.state.players[i].id.value] = static_cast<int>(i);
    }
    explanation.boards = arrangeBoards(build.state, *pairs);
    for (const Board& board : explanation.boards) {
        explanation.reasons.push_back(board.isBye()
                                          ? explainer.explainBye(explainer.index(board.first))
                                          : explainer.explainPair(explainer.index(board.first),
                                                                  explainer.index(board.second)));
    }
    return explanation;
}

} // namespace renju::pairing::dutch
