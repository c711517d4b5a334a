#pragma once

#include "arbiter/model/event_state.hpp"
#include "pairing/standings.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::app {

/// The standings of an event, ready for a screen, a printout or the command line.
struct EventStandings {
    pairing::Standings standings; ///< rows carry pairing numbers
    /// The registration id of each row's player, in row order.
    std::vector<model::PlayerId> playerIds;
    std::string error; ///< e.g. an unknown tie-break code in the settings
};

/// Ranks the event after round `afterRound` (-1: after its finished rounds) with `tieBreaks`
/// (codes and presets, as pairing::parseTieBreaks reads them); an empty list means the event's
/// settings, and empty settings the default (renju-bh); when the rounds are matches, the games'
/// points (GP) come first unless listed elsewhere. Round robins count the scheduled
/// opponents of unplayed games (pairing::TieBreakContext). In a round not finished, a game
/// without a result counts as not played.
EventStandings eventStandings(const model::EventState& state,
                              const std::vector<std::string>& tieBreaks, int afterRound = -1);

/// Standings as JSON: rounds, tie-break codes and one object per row (rank, shared, number,
/// name, federation, rating, points and the tie-break values by code, as shown).
std::string standingsJson(const pairing::Standings& standings);

} // namespace renju::arbiter::app
