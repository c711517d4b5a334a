#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::app {

/// Returns every player's half-points from the rounds before `round` (all rounds for 0),
/// indexed by registration id (index 0 unused). One pass over the rounds.
std::vector<int> halfPointsBefore(const model::EventState& state, int round);

/// Returns half-points as "2.5", "3", "0.5".
std::string formatHalfPoints(int halfPoints);

/// Returns a player as every message names one: "No. 7 Mari Tamm", the number the lists print
/// and every command takes; "no player (id 12)" for an id no player has.
std::string playerLabel(const model::EventState& state, model::PlayerId id);

/// One board of a round as a pairing list shows it.
struct PairingRow {
    int table = 0;
    model::PlayerId first;
    model::PlayerId second;
    std::string firstName;
    std::string secondName;
    int firstHalfPoints = 0;
    int secondHalfPoints = 0;
    /// The result by colour, Black's score first ("1-0" Black won), or "" while the game goes
    /// on; the lists show each player's own score instead (firstScore, secondScore).
    std::string result;
    std::string reason;
    /// Each player's own score (ownScore: 1, ½, 0, +, -), "" while the game goes on.
    std::string firstScore;
    std::string secondScore;
    /// True while a claim at the table awaits the arbiter's ruling (no result yet, 9.6).
    bool isAwaitingRuling = false;
};

/// Returns the tables of a round in board order, with names and scores before the round.
std::vector<PairingRow> pairingRows(const model::EventState& state, int round);

/// Returns a round's pairing as text (tables, then the bye and the requested byes).
std::string pairingsText(const model::EventState& state, int round);

/// Returns a round's pairing as JSON.
std::string pairingsJson(const model::EventState& state, int round);

} // namespace renju::arbiter::app
