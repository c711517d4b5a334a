#pragma once

#include <compare>
#include <optional>
#include <string>
#include <vector>

namespace renju::pairing {

/// A pairing number (starting rank), 1-based as in TRF; 0 means "no player" (a bye).
struct PlayerId {
    int value = 0;
    /// True for the "no player" id.
    [[nodiscard]] bool isNone() const { return value == 0; }
    friend auto operator<=>(const PlayerId&, const PlayerId&) = default;
};

/// Scores in integer half-points (a chess win is 2, a draw 1).
using HalfPoints = int;

/// The role a pairing assigns. In Renju the pairing decides who is *tentative Black*, the first
/// mover of the opening; colour preferences apply to that role. TRF writes First as `w`.
enum class Role : unsigned char { First, Second };

/// The other role.
constexpr Role opposite(Role role) {
    return role == Role::First ? Role::Second : Role::First;
}

/// What happened to a player in one round.
enum class ResultKind : unsigned char {
    Win,          ///< a game played and won (TRF `1`, or `W` unrated)
    Draw,         ///< a game played and drawn (`=`, `D`)
    Loss,         ///< a game played and lost (`0`, `L`)
    ForfeitWin,   ///< paired, opponent did not play (`+`): not a game
    ForfeitLoss,  ///< paired, did not play (`-`): not a game
    PairingBye,   ///< pairing-allocated bye (`U`)
    HalfPointBye, ///< requested half-point bye (`H`)
    FullPointBye, ///< full-point bye outside the pairing (`F`)
    ZeroPointBye, ///< absent, withdrawn or not yet entered (`Z`, or an empty round)
};

/// One round of one player: opponent, role and result.
struct RoundEntry {
    PlayerId opponent;        ///< none for byes
    std::optional<Role> role; ///< the role of a paired game (also kept for forfeits)
    ResultKind result = ResultKind::ZeroPointBye;
    bool isUnrated = false; ///< TRF `W`/`D`/`L` instead of `1`/`=`/`0`
    bool isBlank = false;   ///< an empty TRF round block (written back empty)
    /// Paired (an opponent and a role) but the result not entered yet (a blank TRF result): no
    /// game played, no points; `result` stays ZeroPointBye.
    bool isPending = false;
    /// In an event whose rounds are matches of two games: the points the player scored in the
    /// round's games (the GP tie-break); nothing otherwise (TRF has no such field).
    std::optional<HalfPoints> gamePoints = std::nullopt;
    /// In a Ren event (seed 002): the points the player scored on the board in the round's
    /// games (the TP tie-break); nothing otherwise.
    std::optional<int> totalPoints = std::nullopt;

    /// True when a game was actually played over the board.
    [[nodiscard]] bool isPlayed() const;
    /// True when the player took part in the pairing (an opponent, or the pairing bye).
    [[nodiscard]] bool isPaired() const;
};

/// Points for each kind of result, in half-points. Defaults are the chess 1 / ½ / 0.
struct ScoringSystem {
    HalfPoints win = 2;
    HalfPoints draw = 1;
    HalfPoints loss = 0;
    HalfPoints zeroPointBye = 0;
    HalfPoints forfeitLoss = 0;
    HalfPoints pairingBye = 2;

    /// The points one round entry is worth.
    [[nodiscard]] HalfPoints pointsFor(const RoundEntry& entry) const;
};

/// A registered player with the round history.
struct Player {
    PlayerId id;
    std::string name;
    int rating = 0;
    std::string federation;
    std::string club;
    std::string sex;
    std::string title;
    std::string fideId;
    std::string birthDate;
    HalfPoints declaredPoints = 0; ///< the points column of the file, as read
    int declaredRank = 0;          ///< the rank column of the file, as read
    std::vector<RoundEntry> rounds;
    /// Points added to the results when the file's points column is to count instead of them
    /// (it disagrees with the results): counted by the standings and the pairing; 0 otherwise.
    HalfPoints scoreAdjustment = 0;
    /// Virtual points for the pairing of each round (accelerated pairings, TRF `XXA` or `250`),
    /// by round from round 1: they count in the score that round is paired on, never in the
    /// standings. Empty when not accelerated.
    std::vector<HalfPoints> accelerations;
};

/// A team of a team tournament (TRF `013`, or TRF-26 `310`): its name and its players in board
/// order. The engine pairs and ranks individuals: teams are kept for what the players belong to.
struct Team {
    std::string name;
    std::vector<PlayerId> members;
};

/// A tournament as far as pairing and standings need it.
struct Tournament {
    std::string name;
    std::vector<Player> players; ///< in pairing-number order: players[i].id.value == i + 1
    int totalRounds = 0;         ///< 0 when not stated
    /// The role of the top seed in round 1 (TRF `XXC white1` = First); empty when not stated.
    std::optional<Role> initialRole;
    std::vector<std::vector<PlayerId>> forbiddenGroups; ///< players who must not meet (XXP)
    ScoringSystem scoring;
    std::vector<Team> teams;             ///< the teams of a team tournament; empty otherwise
    std::vector<std::string> otherLines; ///< lines kept verbatim when writing back

    /// The player with this pairing number, or nullptr.
    [[nodiscard]] const Player* find(PlayerId id) const;
    /// The number of rounds with at least one paired entry (the rounds already paired).
    [[nodiscard]] int pairedRounds() const;
};

/// A player's points after the first `rounds` rounds.
HalfPoints pointsAfter(const Tournament& tournament, const Player& player, int rounds);

/// The virtual points a player has for the pairing of round `round` (0-based), 0 when none.
HalfPoints accelerationFor(const Player& player, int round);

/// The first round (1-based) holding a round paired but not played yet (RoundEntry::isPending),
/// or 0 when every paired round has its results.
int firstPendingRound(const Tournament& tournament);

/// The players whose round `round` (1-based) is paired but not played yet.
std::vector<PlayerId> playersPendingIn(const Tournament& tournament, int round);

/// Names players by pairing number: "player 3", "players 3 and 7", "players 1, 3 and 7".
std::string playerList(const std::vector<PlayerId>& ids);

/// Formats half-points as TRF does: "2.5", "10.0".
std::string formatPoints(HalfPoints points);

} // namespace renju::pairing
