#pragma once

#include "pairing/board.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::pairing {

/// The smallest and largest fields the Berger tables of FIDE C.05 Annex 1 cover.
constexpr int kMinRoundRobinPlayers = 3;
constexpr int kMaxRoundRobinPlayers = 24;

/// A round robin: how many play and whether every pair meets twice.
struct RoundRobinSpec {
    int players = 0;
    /// A second cycle in which every pair meets again with the roles reversed.
    bool isDouble = false;
};

/// The rounds of a round robin by the Berger tables, or why there are none.
struct RoundRobinSchedule {
    /// Each round's boards in table order; for an odd field the player drawn against the dummy
    /// rests and is listed last as a bye (no Second).
    std::vector<std::vector<Board>> rounds;
    std::string error; ///< empty on success
};

/// The number of rounds: players - 1 per cycle for an even field, players for an odd one.
int roundRobinRounds(const RoundRobinSpec& spec);

/// The whole schedule by the Berger tables (C.05 Annex 1): an odd field plays the table of the
/// next even size, its highest number being the dummy. Pairing numbers are the Berger numbers;
/// First is the player the table names first (White in chess, tentative Black in Renju). A
/// double round robin plays the first cycle with its last two rounds exchanged (the Annex's
/// recommendation, so that nobody has the same role three times in a row at the turn) and the
/// second cycle in table order with every role reversed.
RoundRobinSchedule bergerSchedule(const RoundRobinSpec& spec);

/// One round (1-based) of the schedule; empty when the spec or the round is out of range.
std::vector<Board> bergerRound(const RoundRobinSpec& spec, int round);

/// Draws Berger numbers for a field from `seed` so that players of the same federation meet in
/// the first rounds, as far as the table allows (C.05 Annex 2, restricted drawing of lots):
/// larger federations choose first, each taking the free numbers whose mutual games come
/// earliest; the others are drawn into the remaining numbers. `federations[i]` is entrant i's
/// federation ("" = none); returns entrant i's number (1-based). The same seed gives the same
/// draw.
std::vector<int> drawRoundRobinNumbers(const std::vector<std::string>& federations,
                                       std::uint64_t seed);

/// The round (1-based, first cycle) in which Berger numbers a and b meet in a field of
/// `players`, or 0 when either number is out of range.
int bergerMeetingRound(int players, int a, int b);

} // namespace renju::pairing
