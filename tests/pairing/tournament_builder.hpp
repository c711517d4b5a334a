#pragma once
// Builds small tournaments for tests round by round (games, forfeits, byes and absences) and
// specs of random ones.

#include "pairing/random_tournament.hpp"
#include "pairing/tournament.hpp"

#include <string>

namespace renju::pairing::test {

/// A tournament of `players` players named P1, P2, ... with no results yet.
class TournamentBuilder {
public:
    explicit TournamentBuilder(int players, int totalRounds);

    /// A game in `round` (1-based): `first` leads; result '1' first wins, '=' draw, '0' second
    /// wins, '+' first wins by forfeit, '-' second wins by forfeit.
    TournamentBuilder& game(int round, int first, int second, char result);
    /// An entry without an opponent: PairingBye, HalfPointBye, ZeroPointBye, FullPointBye.
    TournamentBuilder& bye(int round, int player, ResultKind kind);
    /// Sets a player's rating and federation.
    TournamentBuilder& info(int player, int rating, const std::string& federation);

    /// The tournament built so far.
    [[nodiscard]] const Tournament& tournament() const { return m_tournament; }

private:
    RoundEntry& slot(int round, int player);
    Tournament m_tournament;
};

/// A random tournament spec drawn from `seed`: 7 to 7 + extraPlayers - 1 players, few enough
/// rounds that a legal pairing always exists, all played, with sometimes forfeits, absences and
/// requested half-point byes.
RandomTournamentSpec randomSpec(std::uint64_t seed, dutch::Rules rules, int extraPlayers);

} // namespace renju::pairing::test
