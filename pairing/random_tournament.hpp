#pragma once

#include "pairing/dutch/round_state.hpp"
#include "pairing/seeded_random.hpp"
#include "pairing/tournament.hpp"

#include <cstdint>
#include <string>

namespace renju::pairing {

/// How to generate a tournament: size, rounds already played, and how often each event happens.
struct RandomTournamentSpec {
    int players = 20;
    int totalRounds = 7;
    int playedRounds = 3;
    std::uint64_t seed = 1;
    int drawPercent = 20;
    int forfeitPercent = 0; ///< of games, one side does not come
    int absencePercent = 0; ///< per player and round: a zero-point bye instead of a pairing
    int halfByePercent = 0; ///< per player and round: a requested half-point bye
    ScoringSystem scoring;
    dutch::Rules rules = dutch::Rules::Fide2017;
};

/// A generated tournament, or why generation stopped (a round that could not be paired).
struct RandomTournament {
    Tournament tournament;
    std::string error;
};

/// Simulates a Swiss tournament: ratings fall with the pairing number, every round is paired by
/// the Dutch system and results are drawn from a generator seeded with `spec.seed` (the stronger
/// player wins more often). The same spec always gives the same tournament.
RandomTournament generateTournament(const RandomTournamentSpec& spec);

} // namespace renju::pairing
