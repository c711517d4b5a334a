#pragma once

#include "pairing/tournament.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// The edition of the FIDE Dutch system (C.04.3).
enum class Rules : unsigned char {
    Fide2017, ///< as approved in 2016 with the 2017 additions
    Fide2026, ///< the 2025 revision, in force from 2026
};

/// How a player floated in an earlier round (C.04.3 A.4).
enum class Float : unsigned char { Down, Up, None };

/// What the Dutch system needs to know about one player who is to be paired.
struct PlayerState {
    PlayerId id;
    int rank = 0;         ///< 0-based pairing rank among the players taking part (E.5, order)
    HalfPoints score = 0; ///< points after the played rounds
    int imbalance = 0;    ///< |games as First - games as Second|
    std::optional<Role> preference; ///< the preferred role, if any (A.6)
    std::optional<Role> repeated;   ///< the role of the last two games when they were the same
    bool isStrong = false;          ///< a strong, not absolute, preference
    std::vector<Role> roles;        ///< the roles of played games, oldest first
    Float floats[2] = {Float::None, Float::None}; ///< last round, the round before
    bool isByeEligible = true;                    ///< may receive the pairing-allocated bye (C2)
    int playedGames = 0;                          ///< games played over the board

    /// True when the role difference alone makes the preference absolute (|difference| > 1).
    [[nodiscard]] bool hasAbsoluteImbalance() const { return imbalance > 1; }
    /// True for an absolute role preference.
    [[nodiscard]] bool isAbsolute() const { return hasAbsoluteImbalance() || repeated.has_value(); }
};

/// The round to be paired, derived from a tournament: who takes part and their histories.
struct RoundState {
    Rules rules = Rules::Fide2017;
    int playedRounds = 0;
    int totalRounds = 0;
    HalfPoints winPoints = 2;
    HalfPoints drawPoints = 1;
    Role initialRole = Role::First;
    std::vector<PlayerState> players;           ///< players to be paired, in pairing-number order
    std::vector<std::vector<bool>> isForbidden; ///< by player index: met before or XXP

    /// True when a and b (indices) may meet without breaking an absolute criterion (C1, C3).
    [[nodiscard]] bool isCompatible(int a, int b) const;
    /// True when the player's score makes him a topscorer in the last round (A.7).
    [[nodiscard]] bool isTopscorer(int player) const;
};

/// One pairing bracket as an engine paired it (state indices), kept to explain the pairing.
struct BracketRecord {
    std::vector<int> moved;     ///< moved-down players, in bracket order
    std::vector<int> residents; ///< the resident score group, in bracket order
    bool isCollapsed = false;   ///< paired with everyone below (2017: C4, C7; 2025: C4 completion)
    std::vector<std::pair<int, int>> pairs; ///< the pairs made in this bracket
};

/// The result of building a round state: the state, or why the tournament cannot be paired.
struct RoundStateBuild {
    RoundState state;
    std::string error;
};

/// Builds the state of the round after the last paired round of `tournament`.
RoundStateBuild buildRoundState(const Tournament& tournament, Rules rules);

/// True when a the higher-placed of the two by score, then by pairing rank (A.2 order).
bool isRankedAbove(const PlayerState& a, const PlayerState& b);

} // namespace renju::pairing::dutch
