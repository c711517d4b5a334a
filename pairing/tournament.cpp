#include "pairing/tournament.hpp"

#include <algorithm>

namespace renju::pairing {

bool RoundEntry::isPlayed() const {
    return !opponent.isNone() &&
           (result == ResultKind::Win || result == ResultKind::Draw || result == ResultKind::Loss);
}

bool RoundEntry::isPaired() const {
    return !opponent.isNone() || result == ResultKind::PairingBye ||
           result == ResultKind::ForfeitWin;
}

HalfPoints ScoringSystem::pointsFor(const RoundEntry& entry) const {
    if (entry.isPending) {
        return 0;
    }
    switch (entry.result) {
    case ResultKind::Win:
        return win;
    case ResultKind::Draw:
    case ResultKind::HalfPointBye:
        return draw;
    case ResultKind::Loss:
        return loss;
    case ResultKind::ForfeitWin:
        return entry.opponent.isNone() ? pairingBye : win;
    case ResultKind::ForfeitLoss:
        return entry.opponent.isNone() ? zeroPointBye : forfeitLoss;
    case ResultKind::PairingBye:
        return pairingBye;
    case ResultKind::FullPointBye:
        return win;
    case ResultKind::ZeroPointBye:
        return zeroPointBye;
    }
    return 0;
}

const Player* Tournament::find(PlayerId id) const {
    if (id.value < 1 || static_cast<std::size_t>(id.value) > players.size()) {
        return nullptr;
    }
    return &players[static_cast<std::size_t>(id.value - 1)];
}

int Tournament::pairedRounds() const {
    int rounds = 0;
    for (const Player& player : players) {
        const int count = static_cast<int>(player.rounds.size());
        for (int r = 0; r < count; ++r) {
            const bool paired = player.rounds[static_cast<std::size_t>(r)].isPaired();
            rounds = std::max(rounds, paired ? r + 1 : r);
        }
    }
    return rounds;
}

HalfPoints pointsAfter(const Tournament& tournament, const Player& player, int rounds) {
    HalfPoints total = 0;
    const int count = std::min(rounds, static_cast<int>(player.rounds.size()));
    for (int r = 0; r < count; ++r) {
        total += tournament.scoring.pointsFor(player.rounds[static_cast<std::size_t>(r)]);
    }
    return total;
}

HalfPoints accelerationFor(const Player& player, int round) {
    return round >= 0 && round < static_cast<int>(player.accelerations.size())
               ? player.accelerations[static_cast<std::size_t>(round)]
               : 0;
}

int firstPendingRound(const Tournament& tournament) {
    int first = 0;
    for (const Player& player : tournament.players) {
        for (std::size_t r = 0; r < player.rounds.size(); ++r) {
            if (player.rounds[r].isPending && (first == 0 || static_cast<int>(r) + 1 < first)) {
                first = static_cast<int>(r) + 1;
            }
        }
    }
    return first;
}

std::vector<PlayerId> playersPendingIn(const Tournament& tournament, int round) {
    std::vector<PlayerId> ids;
    for (const Player& player : tournament.players) {
        if (round >= 1 && static_cast<int>(player.rounds.size()) >= round &&
            player.rounds[static_cast<std::size_t>(round - 1)].isPending) {
            ids.push_back(player.id);
        }
    }
    return ids;
}

std::string playerList(const std::vector<PlayerId>& ids) {
    std::string text = ids.size() == 1 ? "player " : "players ";
    for (std::size_t i = 0; i < ids.size(); ++i) {
        text += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + std::to_string(ids[i].value);
    }
    return text;
}

std::string formatPoints(HalfPoints points) {
    std::string result = std::to_string(points / 2);
    result += points % 2 != 0 ? ".5" : ".0";
    return result;
}

} // namespace renju::pairing
