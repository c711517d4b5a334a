// The event-level checks of a pairing (rematches, forbidden pairs, who may not play), used for
// the engine's pairings and the arbiter's hand-made ones alike.
#include "arbiter/app/pairing_bridge.hpp"

#include <set>

namespace renju::arbiter::app {

namespace {

std::string label(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return "#" + std::to_string(id.value) + (player ? " " + player->name : "");
}

/// Returns the round in which the two played (or were paired) before `round`, or 0.
int previousMeeting(const model::EventState& state, model::PlayerId a, model::PlayerId b,
                    int round) {
    for (const model::Round& played : state.rounds) {
        if (played.number >= round) {
            break;
        }
        for (const model::Table& table : played.tables) {
            if ((table.first == a && table.second == b) ||
                (table.first == b && table.second == a)) {
                return played.number;
            }
        }
    }
    return 0;
}

bool isForbiddenPair(const model::EventState& state, model::PlayerId a, model::PlayerId b) {
    for (const auto& [x, y] : state.forbiddenPairs) {
        if ((x == a && y == b) || (x == b && y == a)) {
            return true;
        }
    }
    return false;
}

/// Why a player should not be in this round's pairing, or "".
std::string absenceOf(const model::EventState& state, model::PlayerId id, int round) {
    const model::Player* player = state.findPlayer(id);
    if (!player) {
        return "";
    }
    if (player->status == model::PlayerStatus::Withdrawn && round > player->withdrawnAfterRound) {
        return label(state, id) + " has withdrawn";
    }
    if (player->firstRound > round) {
        return label(state, id) + " enters from round " + std::to_string(player->firstRound);
    }
    if (const model::ByeRequest* bye = state.findByeRequest(id, round)) {
        return label(state, id) + " asked for a " +
               (bye->kind == model::ByeKind::Half ? "half-point" : "zero-point") + " bye";
    }
    return "";
}

void checkTable(const model::EventState& state, int round, model::PlayerId a, model::PlayerId b,
                std::vector<std::string>& warnings) {
    if (int met = previousMeeting(state, a, b, round)) {
        warnings.push_back("C1: " + label(state, a) + " and " + label(state, b) + " met in round " +
                           std::to_string(met));
    }
    if (isForbiddenPair(state, a, b)) {
        warnings.push_back("forbidden pair: " + label(state, a) + " and " + label(state, b) +
                           " must not be paired");
    }
    for (model::PlayerId id : {a, b}) {
        if (std::string absence = absenceOf(state, id, round); !absence.empty()) {
            warnings.push_back(absence + " but is paired");
        }
    }
}

} // namespace

std::vector<std::string> checkPairing(const model::EventState& state, const PairRound& pairing) {
    std::vector<std::string> warnings;
    std::set<int> paired;
    for (const TablePairing& table : pairing.tables) {
        checkTable(state, pairing.round, table.first, table.second, warnings);
        paired.insert(table.first.value);
        paired.insert(table.second.value);
    }
    // A round robin rests every player of an odd field once per cycle: C2 is a Swiss rule.
    const bool isSwiss = state.settings.system == model::PairingSystem::Swiss;
    if (pairing.bye) {
        paired.insert(pairing.bye->value);
        for (const model::Round& played : state.rounds) {
            if (!isSwiss) {
                break;
            }
            if (played.number < pairing.round && played.pairingBye == pairing.bye) {
                warnings.push_back("C2: " + label(state, *pairing.bye) +
                                   " had the pairing-allocated bye in round " +
                                   std::to_string(played.number));
            }
        }
        if (std::string absence = absenceOf(state, *pairing.bye, pairing.round); !absence.empty()) {
            warnings.push_back(absence + " but gets the pairing-allocated bye");
        }
    }
    for (const model::Player& player : state.players) {
        if (!paired.count(player.id.value) && absenceOf(state, player.id, pairing.round).empty()) {
            warnings.push_back(label(state, player.id) + " is not paired");
        }
    }
    return warnings;
}

std::vector<std::string> checkTableChange(const model::EventState& state, const SetTable& change) {
    std::vector<std::string> warnings;
    checkTable(state, change.round, change.first, change.second, warnings);
    if (const model::Round* round = state.findRound(change.round)) {
        for (const model::Table& table : round->tables) {
            if (table.number == change.table) {
                continue;
            }
            for (model::PlayerId id : {change.first, change.second}) {
                if (table.first == id || table.second == id) {
                    warnings.push_back(label(state, id) + " also sits at table " +
                                       std::to_string(table.number));
                }
            }
        }
        if (round->pairingBye == change.first || round->pairingBye == change.second) {
            warnings.push_back("the player with the pairing-allocated bye is seated");
        }
    }
    return warnings;
}

} // namespace renju::arbiter::app
