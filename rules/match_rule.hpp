#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace renju::rules {

/// How the two games of a match make the match's result. A match is two games at one table;
/// its players are listed first and second as the pairing lists them (in a beginners' match
/// the first is the beginner). Ren's `total-points` (seed 002: the games' own points added)
/// is a third rule of the Ren family: it needs the games' points, which `MatchGameScore`
/// will then carry beside the half-points.
enum class MatchRule : std::uint8_t {
    GamePoints, ///< the two games' results added (2-0, 1.5-0.5, 1-1): the higher total wins
    Beginners,  ///< RULES.md: the experienced player wins only by winning both games
    /// Ren (seed 002, RULES.md): the two games' own points added; the higher total wins the
    /// match, equal totals draw it.
    TotalPoints,
};

/// Returns the rule named `name` ("game-points", "beginners"), or nothing.
std::optional<MatchRule> parseMatchRule(std::string_view name);
/// Returns the name, as the CLI and event files write it.
std::string_view matchRuleName(MatchRule rule);
/// Returns a one-line description for menus and printouts.
std::string_view matchRuleTitle(MatchRule rule);
/// Returns every rule, in the order of the enumeration.
std::span<const MatchRule> allMatchRules();
/// Returns the names of every rule separated by ", ", for messages.
std::string matchRuleNames();

/// Returns true when the rule belongs to Ren (total-points), whose games score points; the
/// other rules belong to the five-in-a-row sets.
bool isRenMatchRule(MatchRule rule);

/// Returns true when the first player of game 1 moves second in game 2 (colours exchanged);
/// false for a beginners' match, where the beginner is Black in both games.
bool exchangesFirstPlayer(MatchRule rule);

/// Returns the clock preset the rule fixes for game `gameNumber` (1 or 2): `handicap-1` and
/// `handicap-2` for a beginners' match; "" where the event's time control applies.
std::string_view matchClockPreset(MatchRule rule, int gameNumber);

/// One finished game of a match, in half-points (2 a win, 1 a draw) of the match's first and
/// second players as listed at the table (not the game's own order).
struct MatchGameScore {
    int first = 0;
    int second = 0;
    /// Ren: the points each scored in the game (seed 002), for `total-points`.
    int firstPoints = 0;
    int secondPoints = 0;
    friend bool operator==(const MatchGameScore&, const MatchGameScore&) = default;
};

/// Who won a match.
enum class MatchWinner : std::uint8_t { First, Second, Neither };

/// The result of a match of two finished games.
struct MatchDecision {
    MatchWinner winner = MatchWinner::Neither;
    /// The games' half-points added, for each player (the tie-break of standings).
    int firstGamePoints = 0;
    int secondGamePoints = 0;
    /// Ren: the games' own points added (total-points; the tie-break of Ren standings).
    int firstTotalPoints = 0;
    int secondTotalPoints = 0;
    /// Why, in words: "game points 1.5-0.5", "the experienced player won both games".
    std::string reason;
};

/// Returns the result of a match under `rule` from its two finished games.
MatchDecision decideMatch(MatchRule rule, const std::array<MatchGameScore, 2>& games);

} // namespace renju::rules
