#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/model/event_state.hpp"
#include "pairing/dutch/dutch.hpp"
#include "pairing/tournament.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// The edition of the Dutch system the event pairs by (settings: 2017 or 2026).
inline pairing::dutch::Rules dutchRules(const model::EventSettings& settings) {
    return settings.pairingRules == 2026 ? pairing::dutch::Rules::Fide2026
                                         : pairing::dutch::Rules::Fide2017;
}

/// The event as the pairing library sees it before a round, and the way back to players.
struct TournamentView {
    pairing::Tournament tournament;
    /// The registration id of each pairing number (index 0 unused).
    std::vector<model::PlayerId> idOfNumber;
    /// The pairing number of each registration id (index 0 unused).
    std::vector<int> numberOfId;
};

/// Builds the tournament of rounds 1..round-1 with their results, plus the entries of the
/// players who take no part in `round` (requested byes, withdrawn, not yet entered), as TRF
/// would state them. Pairing numbers follow the rating order (EventState::pairingNumbers).
TournamentView toTournament(const model::EventState& state, int round);

/// A pairing proposed by the engine, or why there is none.
struct EnginePairing {
    std::optional<PairRound> pairing;
    std::string error;
};

/// Pairs `round` with the engine of the event's system: the Dutch system (2017 or 2026 rules)
/// for a Swiss, the Berger tables for a round robin.
EnginePairing pairNextRoundWithEngine(const model::EventState& state, int round);

/// Returns what a pairing breaks, each with its rule: rematches (C1), forbidden pairs, players
/// withdrawn, absent or not yet entered, requested byes ignored, players left out, a second
/// pairing-allocated bye (C2). Reported to the arbiter, never refused.
std::vector<std::string> checkPairing(const model::EventState& state, const PairRound& pairing);

/// Returns what one hand-set table breaks, as checkPairing() does for a whole round, plus a
/// player sitting at two tables and the players the change leaves without a seat.
std::vector<std::string> checkTableChange(const model::EventState& state, const SetTable& change);

/// Returns what giving the pairing-allocated bye of `round` to `player` breaks (C2, absence).
std::vector<std::string> checkByeChange(const model::EventState& state, int round,
                                        const std::optional<PlayerId>& player);

/// Returns a round's tables and bye as a pairing (for the checks).
PairRound pairingOf(const model::Round& round);

} // namespace renju::arbiter::app
