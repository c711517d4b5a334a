// The event-level checks of a pairing (rematches, forbidden pairs, who may not play), used for
// the engine's pairings and the arbiter's hand-made ones alike.
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "pairing/round_check.hpp"

#include <algorithm>
#include <set>

namespace renju::arbiter::app {

namespace {

std::string label(const model::EventState& state, model::PlayerId id) {
    return playerLabel(state, id);
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

/// Why `player` should not get the pairing-allocated bye of `round` (taking no part in it).
std::vector<std::string> byeAbsence(const model::EventState& state, int round, PlayerId player) {
    if (std::string absence = absenceOf(state, player, round); !absence.empty()) {
        return {absence + " but gets the pairing-allocated bye"};
    }
    return {};
}

/// The round a change leaves: the round's tables and bye (none before it is paired), with table
/// `table` (1-based; one past the end adds it) set to `set`, or the bye set to `bye`.
PairRound roundAfter(const model::EventState& state, int round, int table,
                     const std::optional<TablePairing>& set,
                     const std::optional<std::optional<PlayerId>>& bye) {
    PairRound after;
    after.round = round;
    if (const model::Round* existing = state.findRound(round)) {
        after = pairingOf(*existing);
    }
    if (set) {
        std::size_t index = static_cast<std::size_t>(table - 1);
        if (index < after.tables.size()) {
            after.tables[index] = *set;
        } else {
            after.tables.push_back(*set);
        }
        if (after.bye == set->first || after.bye == set->second) {
            after.bye.reset();
        }
    }
    if (bye) {
        after.bye = *bye;
    }
    return after;
}

/// C2 and C3 of the event's edition of the Dutch system, from the engine's own check of the
/// proposed round; only the breaches that involve one of `only` when it is not empty. A round
/// robin has neither.
std::vector<std::string> criteriaWarnings(const model::EventState& state, const PairRound& pairing,
                                          const std::vector<PlayerId>& only) {
    if (state.settings.system != model::PairingSystem::Swiss) {
        return {};
    }
    TournamentView view = toTournament(state, pairing.round);
    auto numberOf = [&](PlayerId id) {
        return pairing::PlayerId{view.numberOfId[static_cast<std::size_t>(id.value)]};
    };
    std::vector<pairing::Board> boards;
    for (const TablePairing& table : pairing.tables) {
        boards.push_back({numberOf(table.first), numberOf(table.second)});
    }
    if (pairing.bye) {
        boards.push_back({numberOf(*pairing.bye), pairing::PlayerId{}});
    }
    pairing::dutch::Rules rules = dutchRules(state.settings);
    auto appLabel = [&](pairing::PlayerId number) {
        return label(state, view.idOfNumber[static_cast<std::size_t>(number.value)]);
    };
    std::vector<std::string> warnings;
    for (const pairing::Violation& violation :
         pairing::checkRound(view.tournament, boards, rules, appLabel)) {
        if (violation.rule != "C2" && violation.rule != "C3") {
            continue; // rematches, forbidden pairs and the roster are checked here already
        }
        bool isRelevant = only.empty();
        for (pairing::PlayerId number : violation.players) {
            PlayerId id = view.idOfNumber[static_cast<std::size_t>(number.value)];
            isRelevant = isRelevant || std::find(only.begin(), only.end(), id) != only.end();
        }
        if (isRelevant) {
            warnings.push_back(violation.text);
        }
    }
    return warnings;
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
    if (pairing.bye) {
        paired.insert(pairing.bye->value);
        std::vector<std::string> bye = byeAbsence(state, pairing.round, *pairing.bye);
        warnings.insert(warnings.end(), bye.begin(), bye.end());
    }
    for (const model::Player& player : state.players) {
        if (!paired.count(player.id.value) && absenceOf(state, player.id, pairing.round).empty()) {
            warnings.push_back(label(state, player.id) + " is not paired");
        }
    }
    std::vector<std::string> criteria = criteriaWarnings(state, pairing, {});
    warnings.insert(warnings.end(), criteria.begin(), criteria.end());
    return warnings;
}

std::vector<std::string> checkByeChange(const model::EventState& state, int round,
                                        const std::optional<PlayerId>& player) {
    if (!player) {
        return {};
    }
    std::vector<std::string> warnings = byeAbsence(state, round, *player);
    std::vector<std::string> criteria =
        criteriaWarnings(state, roundAfter(state, round, 0, std::nullopt, player), {*player});
    warnings.insert(warnings.end(), criteria.begin(), criteria.end());
    return warnings;
}

std::vector<std::string> checkTableChange(const model::EventState& state, const SetTable& change) {
    std::vector<std::string> warnings;
    checkTable(state, change.round, change.first, change.second, warnings);
    PairRound after = roundAfter(state, change.round, change.table,
                                 TablePairing{change.first, change.second}, std::nullopt);
    std::vector<std::string> criteria =
        criteriaWarnings(state, after, {change.first, change.second});
    warnings.insert(warnings.end(), criteria.begin(), criteria.end());
    const model::Round* round = state.findRound(change.round);
    if (!round) {
        return warnings;
    }
    auto isSeatedElsewhere = [&](model::PlayerId id) {
        for (const model::Table& table : round->tables) {
            if (table.number != change.table && (table.first == id || table.second == id)) {
                return true;
            }
        }
        return round->pairingBye == id;
    };
    for (const model::Table& table : round->tables) {
        if (table.number == change.table) {
            for (model::PlayerId id : {table.first, table.second}) {
                if (id != change.first && id != change.second && !isSeatedElsewhere(id)) {
                    warnings.push_back(label(state, id) + " loses the seat at table " +
                                       std::to_string(table.number) + " and is not paired");
                }
            }
            continue;
        }
        for (model::PlayerId id : {change.first, change.second}) {
            if (table.first == id || table.second == id) {
                warnings.push_back(label(state, id) + " also sits at table " +
                                   std::to_string(table.number));
            }
        }
    }
    return warnings;
}

PairRound pairingOf(const model::Round& round) {
    PairRound pairing;
    pairing.round = round.number;
    pairing.bye = round.pairingBye;
    pairing.isFromEngine = round.isFromEngine;
    for (const model::Table& table : round.tables) {
        pairing.tables.push_back(TablePairing{table.first, table.second});
    }
    return pairing;
}

} // namespace renju::arbiter::app
