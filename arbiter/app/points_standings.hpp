#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::app {

/// One line of the standings as the GUI shows it.
struct StandingRow {
    /// 1-based; players level on points share a rank (rating and registration only order
    /// the list).
    int rank = 0;
    model::PlayerId id;
    std::string name;
    std::string federation;
    int rating = 0;
    int halfPoints = 0;
    /// Rounds with a result for this player (games, forfeits and byes).
    int rounds = 0;
    /// One value per code of EventSettings::tieBreaks, in that order ("" when not computed).
    std::vector<std::string> tieBreaks;
    bool isWithdrawn = false;
};

/// Returns the standings after every round with results, ordered by points, then rating, then
/// registration. Tie-break values are left empty: this is the stand-in that the tie-break
/// engine replaces (the GUI's Standings view reads only this function).
std::vector<StandingRow> pointsStandings(const model::EventState& state);

} // namespace renju::arbiter::app
