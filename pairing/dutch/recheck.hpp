#pragma once

#include "pairing/board.hpp"
#include "pairing/dutch/round_state.hpp"
#include "pairing/tournament.hpp"

#include <string>
#include <vector>

namespace renju::pairing::dutch {

/// The tournament as it stood before `round` (1-based) was paired: the earlier rounds, and of
/// round `round` only the entries of players who took no part in its pairing (requested byes,
/// absences), as a file cut before that round states them.
Tournament tournamentBefore(const Tournament& tournament, int round);

/// The boards a tournament holds for `round` (1-based): every game or forfeit once, the player
/// in the First role first (a forfeit without roles: the smaller number first), then the
/// pairing-allocated bye; sorted by the first player.
std::vector<Board> boardsOfRound(const Tournament& tournament, int round);

/// One round re-paired: what the tournament holds and what the engine gives.
struct RoundComparison {
    int round = 0;
    std::vector<Board> held;   ///< the boards that differ, as the tournament holds them
    std::vector<Board> engine; ///< the boards that differ, as the engine pairs them
    int boards = 0;            ///< the boards of the round
    std::string error;         ///< the engine could not pair the round
};

/// Re-pairs every paired round of the tournament from the rounds before it and returns the
/// rounds whose pairing (pairs and roles; a forfeit without roles: the pair) differs.
std::vector<RoundComparison> recheckRounds(const Tournament& tournament, Rules rules);

/// "1-4 7-2 3-0": boards as FIRST-SECOND, a bye as P-0.
std::string formatBoardList(const std::vector<Board>& boards);

} // namespace renju::pairing::dutch
