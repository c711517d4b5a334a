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

/// A tournament made ready for the check: missing settings filled from the file, saying how.
struct RecheckSetup {
    Tournament tournament;          ///< with the total of rounds and the initial role set
    std::vector<std::string> notes; ///< what was inferred, one sentence each
    std::string error;              ///< not empty when nothing can be checked, and why
};

/// Fills what a file written by another program may leave out: without XXR the file's rounds are
/// taken as the whole tournament (the last round held is checked as the last round); without
/// XXC the initial role is inferred from the rounds (inferInitialRole). A file with no paired
/// round, or whose XXR is below the rounds it holds, cannot be checked.
RecheckSetup prepareRecheck(const Tournament& tournament);

/// One round re-paired: what the tournament holds and what the engine gives.
struct RoundComparison {
    int round = 0;
    std::vector<Board> held;   ///< the boards that differ, as the tournament holds them
    std::vector<Board> engine; ///< the boards that differ, as the engine pairs them
    int boards = 0;            ///< the boards of the round
    /// Not empty when the round cannot be checked: why (the engine cannot pair it from the
    /// rounds before it); such a round is never reported as differing.
    std::string error;
};

/// Re-pairs every paired round of the tournament from the rounds before it and returns the
/// rounds whose pairing (pairs and roles; a forfeit without roles: the pair) differs, and the
/// rounds that cannot be checked (with `error` set).
std::vector<RoundComparison> recheckRounds(const Tournament& tournament, Rules rules);

/// "1-4 7-2 3-0": boards as FIRST-SECOND, a bye as P-0.
std::string formatBoardList(const std::vector<Board>& boards);

} // namespace renju::pairing::dutch
