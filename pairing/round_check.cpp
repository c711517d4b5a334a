#include "pairing/round_check.hpp"

#include "pairing/vector_index.hpp"

#include <algorithm>
#include <map>

namespace renju::pairing {

namespace {

/// What a check needs to know about the round being proposed.
struct CheckContext {
    const Tournament& tournament;
    const dutch::RoundState& state;
    std::map<int, int> indexOf; ///< pairing number -> state index, for players taking part
    std::vector<Violation> found;
    std::function<std::string(PlayerId)> labeler;

    void report(std::string rule, std::vector<PlayerId> players, std::string text) {
        found.push_back({std::move(rule), std::move(players), std::move(text)});
    }
    std::string label(PlayerId id) const {
        return labeler ? labeler(id) : playerLabel(tournament, id);
    }
    int round() const { return state.playedRounds + 1; }
    bool isLastRound() const { return state.playedRounds >= state.totalRounds - 1; }
};

/// The round (1-based) in which the two played each other, or 0.
int previousGame(const Tournament& tournament, PlayerId a, PlayerId b, int playedRounds) {
    const Player* player = tournament.find(a);
    for (int r = 0; player && r < playedRounds && r < static_cast<int>(player->rounds.size());
         ++r) {
        const RoundEntry& entry = player->rounds[at(r)];
        if (entry.isPlayed() && entry.opponent == b) {
            return r + 1;
        }
    }
    return 0;
}

bool isForbiddenPair(const Tournament& tournament, PlayerId a, PlayerId b) {
    return std::any_of(tournament.forbiddenGroups.begin(), tournament.forbiddenGroups.end(),
                       [&](const std::vector<PlayerId>& group) {
                           return std::count(group.begin(), group.end(), a) > 0 &&
                                  std::count(group.begin(), group.end(), b) > 0;
                       });
}

/// Why a player's preference is absolute (A.6 a).
std::string absoluteReason(const dutch::PlayerState& p) {
    std::string reason;
    if (p.hasAbsoluteImbalance()) {
        reason = "role difference " + std::to_string(p.imbalance);
    }
    if (p.repeated) {
        reason += (reason.empty() ? "" : ", ") + std::string(roleWord(*p.repeated)) +
                  " in the last two games";
    }
    return reason;
}

/// The round and reason that make a player ineligible for the bye (C2).
std::string byeIneligibility(const Tournament& tournament, const Player& player,
                             dutch::Rules rules) {
    for (std::size_t r = 0; r < player.rounds.size(); ++r) {
        const RoundEntry& entry = player.rounds[r];
        const std::string round = " in round " + std::to_string(r + 1);
        if (entry.isPlayed()) {
            continue;
        }
        if (rules == dutch::Rules::Fide2026 &&
            tournament.scoring.pointsFor(entry) >= tournament.scoring.win) {
            return "scored a win without playing" + round;
        }
        if (rules == dutch::Rules::Fide2017 && entry.result == ResultKind::PairingBye) {
            return "had the pairing-allocated bye" + round;
        }
        if (rules == dutch::Rules::Fide2017 && entry.result == ResultKind::ForfeitWin) {
            return "won by forfeit" + round;
        }
    }
    return "may not receive it";
}

/// C3 for one pair of players taking part, with the roles the proposal gives.
void checkRoles(CheckContext& c, int a, int b) {
    const dutch::PlayerState& pa = c.state.players[at(a)];
    const dutch::PlayerState& pb = c.state.players[at(b)];
    const auto isExempt = [&](int i) { return c.isLastRound() && c.state.isTopscorer(i); };
    if (pa.isAbsolute() && pb.isAbsolute() && pa.preference == pb.preference && !isExempt(a) &&
        !isExempt(b)) {
        c.report("C3", {pa.id, pb.id},
                 "C3: " + c.label(pa.id) + " and " + c.label(pb.id) + " must both have " +
                     roleWord(*pa.preference) + " (" + absoluteReason(pa) + "; " +
                     absoluteReason(pb) + ")");
        return;
    }
    // The first of the pair leads: a has the First role.
    for (auto [index, role] : {std::pair{a, Role::First}, std::pair{b, Role::Second}}) {
        const dutch::PlayerState& p = c.state.players[at(index)];
        if (p.isAbsolute() && p.preference != role && !isExempt(index)) {
            c.report("C3", {p.id},
                     "C3: " + c.label(p.id) + " must have " + roleWord(*p.preference) + " (" +
                         absoluteReason(p) + ") but gets " + roleWord(role));
        }
    }
}

void checkPair(CheckContext& c, const Board& board) {
    const PlayerId a = board.first;
    const PlayerId b = board.second;
    if (int round = previousGame(c.tournament, a, b, c.state.playedRounds)) {
        c.report("C1", {a, b},
                 "C1: " + c.label(a) + " and " + c.label(b) + " played each other in round " +
                     std::to_string(round));
    }
    if (isForbiddenPair(c.tournament, a, b)) {
        c.report("XXP", {a, b},
                 "XXP: " + c.label(a) + " and " + c.label(b) + " must not be paired");
    }
    auto ia = c.indexOf.find(a.value);
    auto ib = c.indexOf.find(b.value);
    if (ia != c.indexOf.end() && ib != c.indexOf.end()) {
        checkRoles(c, ia->second, ib->second);
    }
}

void checkBye(CheckContext& c, PlayerId id, int& byes) {
    if (++byes == 2) {
        c.report("roster", {id}, "roster: more than one pairing-allocated bye");
    }
    auto found = c.indexOf.find(id.value);
    if (found != c.indexOf.end() && !c.state.players[at(found->second)].isByeEligible) {
        const Player& player = *c.tournament.find(id);
        c.report("C2", {id},
                 "C2: " + c.label(id) + " gets the pairing-allocated bye but " +
                     byeIneligibility(c.tournament, player, c.state.rules));
    }
}

/// Why a registered player takes no part in the round.
std::string absenceText(const Tournament& tournament, PlayerId id, int playedRounds) {
    const Player& player = *tournament.find(id);
    if (static_cast<int>(player.rounds.size()) <= playedRounds) {
        return "takes no part in this round";
    }
    switch (player.rounds[at(playedRounds)].result) {
    case ResultKind::HalfPointBye:
        return "asked for a half-point bye";
    case ResultKind::FullPointBye:
        return "has a full-point bye";
    default:
        return "is absent, withdrawn or not yet entered";
    }
}

/// Every player on the boards exists, is paired once and takes part in the round.
void checkRoster(CheckContext& c, const std::vector<Board>& boards) {
    std::map<int, int> seen;
    for (const Board& board : boards) {
        for (PlayerId id : {board.first, board.second}) {
            if (id.isNone()) {
                continue;
            }
            if (c.tournament.find(id) == nullptr) {
                c.report("roster", {id}, "roster: there is no player #" + std::to_string(id.value));
                continue;
            }
            if (++seen[id.value] == 2) {
                c.report("roster", {id}, "roster: " + c.label(id) + " is on two boards");
            }
            if (c.indexOf.count(id.value) == 0) {
                c.report("roster", {id},
                         "roster: " + c.label(id) + " is paired but " +
                             absenceText(c.tournament, id, c.state.playedRounds));
            }
        }
    }
    for (const dutch::PlayerState& p : c.state.players) {
        if (seen.count(p.id.value) == 0) {
            c.report("roster", {p.id}, "roster: " + c.label(p.id) + " is not paired");
        }
    }
}

} // namespace

std::string playerLabel(const Tournament& tournament, PlayerId id) {
    const Player* player = tournament.find(id);
    std::string label = "#" + std::to_string(id.value);
    return player && !player->name.empty() ? label + " " + player->name : label;
}

const char* roleWord(Role role) {
    return role == Role::First ? "Black" : "White";
}

std::vector<Violation> checkRound(const Tournament& tournament, const std::vector<Board>& boards,
                                  dutch::Rules rules,
                                  const std::function<std::string(PlayerId)>& label) {
    // The check needs the history, not what pairing needs on top: a round past the stated
    // total (an extra round by hand) and a missing initial role are no reason to stop.
    Tournament copy = tournament;
    copy.totalRounds = std::max(copy.totalRounds, copy.pairedRounds() + 1);
    copy.initialRole = copy.initialRole.value_or(Role::First);
    const dutch::RoundStateBuild build = dutch::buildRoundState(copy, rules);
    if (!build.error.empty()) {
        return {Violation{"roster", {}, "roster: " + build.error}};
    }
    CheckContext c{copy, build.state, {}, {}, label};
    for (std::size_t i = 0; i < build.state.players.size(); ++i) {
        c.indexOf[build.state.players[i].id.value] = static_cast<int>(i);
    }
    checkRoster(c, boards);
    int byes = 0;
    for (const Board& board : boards) {
        if (copy.find(board.first) == nullptr ||
            (!board.isBye() && copy.find(board.second) == nullptr)) {
            continue;
        }
        if (board.isBye()) {
            checkBye(c, board.first, byes);
        } else {
            checkPair(c, board);
        }
    }
    return c.found;
}

} // namespace renju::pairing
