#pragma once

// TRF lines beyond the players and the settings: team lines (013, TRF-26's 310) and accelerated
// rounds (XXA, TRF-26's 250). Used by the TRF reader and writer only.

#include "pairing/trf_columns.hpp"

#include <map>
#include <ostream>

namespace renju::pairing::trf {

/// Virtual points given to a range of players for a range of rounds (a `250` line).
struct AccelerationRange {
    HalfPoints points = 0;
    int firstRound = 0;
    int lastRound = 0;
    int firstPlayer = 0;
    int lastPlayer = 0;
};

/// The acceleration lines read, applied once every player line is read: XXA's points by player
/// id, then the `250` ranges in file order.
struct Accelerations {
    std::map<int, std::vector<HalfPoints>> byPlayer;
    std::vector<AccelerationRange> ranges;
};

/// Reads `013 NAME(5-36) NNNN NNNN...` (members from column 37, five columns apart) or
/// `310 TTT NAME(9-40) ...` (members from column 74) into `tournament.teams`.
void readTeamLine(const TrfLine& line, Tournament& tournament);

/// Reads `XXA NNNN PPPP PPPP...`: player NNNN's virtual points for rounds 1, 2, ... (a blank
/// field is none), four columns from column 10, five apart.
void readXxaLine(const TrfLine& line, Accelerations& accelerations);

/// Reads `250 MMMM GGGG RRR RRR PPPP PPPP`: GGGG virtual points (columns 10-13) for rounds RRR to
/// RRR (15-17, 19-21) to every player from PPPP to PPPP (23-26, 28-31).
void read250Line(const TrfLine& line, Accelerations& accelerations);

/// Hands the accelerations to the players; what is wrong when one names no player.
std::optional<std::string> applyAccelerations(const Accelerations& accelerations,
                                              Tournament& tournament);

/// Writes an XXA line for every player with virtual points.
void writeAccelerations(const Tournament& tournament, std::ostream& out);

} // namespace renju::pairing::trf
