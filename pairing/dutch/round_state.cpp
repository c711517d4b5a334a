#include "pairing/dutch/round_state.hpp"

#include "pairing/vector_index.hpp"

#include <algorithm>

namespace renju::pairing::dutch {

namespace {

/// True when a player takes part in the pairing history at all (reference semantics: a player
/// who has only absences so far, including the round to be paired, does not count for ranks).
bool isRegistered(const Player& player, int playedRounds) {
    if (static_cast<int>(player.rounds.size()) <= playedRounds) {
        return true;
    }
    return std::any_of(player.rounds.begin(), player.rounds.end(),
                       [](const RoundEntry& entry) { return entry.isPaired(); });
}

RoundEntry entryAt(const Player& player, int round) {
    if (round < static_cast<int>(player.rounds.size())) {
        return player.rounds[at(round)];
    }
    return RoundEntry{};
}

void computeRoles(PlayerState& state) {
    int first = 0;
    int second = 0;
    int run = 0;
    std::optional<Role> last;
    for (Role role : state.roles) {
        (role == Role::First ? first : second) += 1;
        run = (last == role) ? run + 1 : 1;
        last = role;
    }
    const Role lower = first > second ? Role::Second : Role::First;
    state.imbalance = first > second ? first - second : second - first;
    if (state.imbalance > 1) {
        state.preference = lower;
    } else if (run > 1) {
        state.preference = opposite(*last);
    } else if (state.imbalance > 0) {
        state.preference = lower;
    } else if (run > 0) {
        state.preference = opposite(*last);
    }
    if (run > 1) {
        state.repeated = last;
    }
    state.isStrong = !state.isAbsolute() && state.imbalance > 0;
}

Float floatIn(const Tournament& tournament, const Player& player, int round, Rules rules) {
    const RoundEntry entry = entryAt(player, round);
    const ScoringSystem& scoring = tournament.scoring;
    if (!entry.isPlayed()) {
        // 2017: whoever did not play floated down. 2025: only an unplayed round that scored
        // (a bye or a forfeit win) counts as a downfloat; other unplayed rounds are no float.
        if (rules == Rules::Fide2017 || scoring.pointsFor(entry) > scoring.loss) {
            return Float::Down;
        }
        return Float::None;
    }
    const Player* opponent = tournament.find(entry.opponent);
    if (opponent == nullptr) {
        return Float::None;
    }
    // Accelerated rounds were paired on the scores with that round's virtual points.
    const HalfPoints mine = pointsAfter(tournament, player, round) + accelerationFor(player, round);
    const HalfPoints theirs =
        pointsAfter(tournament, *opponent, round) + accelerationFor(*opponent, round);
    return mine > theirs ? Float::Down : mine < theirs ? Float::Up : Float::None;
}

bool byeEligible(const Tournament& tournament, const Player& player, Rules rules) {
    for (const RoundEntry& entry : player.rounds) {
        if (entry.isPlayed()) {
            continue;
        }
        if (rules == Rules::Fide2026) {
            if (tournament.scoring.pointsFor(entry) >= tournament.scoring.win) {
                return false;
            }
        } else if (entry.isPaired() && (entry.result == ResultKind::PairingBye ||
                                        entry.result == ResultKind::ForfeitWin)) {
            return false;
        }
    }
    return true;
}

PlayerState describe(const Tournament& tournament, const Player& player, int playedRounds,
                     Rules rules) {
    PlayerState state;
    state.id = player.id;
    // The pairing score: the results (or the file's points when they count), and the virtual
    // points of an accelerated round.
    state.score = pointsAfter(tournament, player, playedRounds) + player.scoreAdjustment +
                  accelerationFor(player, playedRounds);
    for (int r = 0; r < playedRounds; ++r) {
        const RoundEntry entry = entryAt(player, r);
        if (entry.isPlayed() && entry.role) {
            state.roles.push_back(*entry.role);
            ++state.playedGames;
        }
    }
    computeRoles(state);
    for (int back = 1; back <= 2 && back <= playedRounds; ++back) {
        state.floats[back - 1] = floatIn(tournament, player, playedRounds - back, rules);
    }
    state.isByeEligible = byeEligible(tournament, player, rules);
    return state;
}

} // namespace

bool RoundState::isCompatible(int a, int b) const {
    if (isForbidden[at(a)][at(b)]) {
        return false;
    }
    const PlayerState& pa = players[at(a)];
    const PlayerState& pb = players[at(b)];
    if (!pa.isAbsolute() || !pb.isAbsolute() || pa.preference != pb.preference) {
        return true;
    }
    // C3: non-topscorers with the same absolute preference do not meet.
    return playedRounds >= totalRounds - 1 && (isTopscorer(a) || isTopscorer(b));
}

bool RoundState::isTopscorer(int player) const {
    // A.7: more than half of the maximum possible score, in tenths as the reference computes.
    const int threshold = playedRounds * std::max(winPoints, drawPoints) * 5 / 2;
    return players[at(player)].score * 5 > threshold;
}

bool isRankedAbove(const PlayerState& a, const PlayerState& b) {
    if (a.score != b.score) {
        return a.score > b.score;
    }
    return a.rank < b.rank;
}

RoundStateBuild buildRoundState(const Tournament& tournament, Rules rules) {
    RoundStateBuild build;
    RoundState& state = build.state;
    state.rules = rules;
    state.playedRounds = tournament.pairedRounds();
    state.totalRounds = tournament.totalRounds;
    state.winPoints = tournament.scoring.win;
    state.drawPoints = tournament.scoring.draw;
    if (state.totalRounds <= 0) {
        build.error = "the total number of rounds is not stated (XXR)";
        return build;
    }
    if (state.playedRounds >= state.totalRounds) {
        build.error = "all " + std::to_string(state.totalRounds) + " rounds are already paired";
        return build;
    }
    if (!tournament.initialRole) {
        build.error = "the initial role of the top seed is not stated (XXC white1 or black1)";
        return build;
    }
    if (const int pending = firstPendingRound(tournament); pending > 0) {
        build.error = "round " + std::to_string(pending) +
                      " is paired but not every result is entered (" +
                      playerList(playersPendingIn(tournament, pending)) +
                      "): the next round is paired once they are in";
        return build;
    }
    state.initialRole = *tournament.initialRole;
    int rank = 0;
    std::vector<int> indexOf(tournament.players.size() + 1, -1);
    for (const Player& player : tournament.players) {
        if (!isRegistered(player, state.playedRounds)) {
            continue;
        }
        const int playerRank = rank++;
        if (static_cast<int>(player.rounds.size()) > state.playedRounds) {
            continue; // not taking part in this round (requested bye or absent)
        }
        PlayerState described = describe(tournament, player, state.playedRounds, rules);
        described.rank = playerRank;
        indexOf[at(player.id.value)] = static_cast<int>(state.players.size());
        state.players.push_back(std::move(described));
    }
    const std::size_t count = state.players.size();
    state.isForbidden.assign(count, std::vector<bool>(count, false));
    for (std::size_t i = 0; i < count; ++i) {
        state.isForbidden[i][i] = true;
        const Player& player = *tournament.find(state.players[i].id);
        for (int r = 0; r < state.playedRounds && r < static_cast<int>(player.rounds.size()); ++r) {
            const RoundEntry& entry = player.rounds[at(r)];
            int other = entry.isPlayed() ? indexOf[at(entry.opponent.value)] : -1;
            if (other >= 0) {
                state.isForbidden[i][at(other)] = true;
                state.isForbidden[at(other)][i] = true;
            }
        }
    }
    for (const auto& group : tournament.forbiddenGroups) {
        for (PlayerId a : group) {
            for (PlayerId b : group) {
                int ia = indexOf[at(a.value)];
                int ib = indexOf[at(b.value)];
                if (ia >= 0 && ib >= 0) {
                    state.isForbidden[at(ia)][at(ib)] = true;
                }
            }
        }
    }
    return build;
}

} // namespace renju::pairing::dutch
