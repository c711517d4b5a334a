#pragma once

#include "pairing/tournament.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace renju::pairing {

/// The tie-breaks of the FIDE Tie-Break Regulations (C.07, 2023 and later) that the program
/// computes, with the short codes of those regulations.
enum class TieBreak : unsigned char {
    Buchholz,               ///< BH (8.1): the sum of the opponents' scores
    BuchholzCut1,           ///< BH-C1 (8.1 with 14.1): without the least significant opponent
    BuchholzCut2,           ///< BH-C2 (14.2): without the two least significant
    BuchholzMedian1,        ///< BH-M1 (14.3): without the least and the most significant
    SonnebornBerger,        ///< SB (9.1), the Berger coefficient of Renju
    ProgressiveScore,       ///< PS (7.5): the sum of the running scores
    DirectEncounter,        ///< DE (6): the results among the tied players
    Wins,                   ///< WIN (7.1): rounds scored as a win, played or not
    GamesWon,               ///< WON (7.2): games won over the board
    GamesAsFirst,           ///< BPG (7.3): games played as tentative Black (the first mover)
    AverageRatingOpponents, ///< ARO (10.1): average rating of the opponents met over the board
    Koya,                   ///< KS (9.2): points against opponents with half the maximum or more
    GamePoints,             ///< GP: the games' points of two-game matches (rounds are matches)
    TotalPoints,            ///< TP: Ren's matches: the points scored in the games (seed 002)
};

/// The short code: "BH", "BH-C1", "BH-C2", "BH-M1", "SB", "PS", "DE", "WIN", "WON", "BPG",
/// "ARO", "KS", "GP", "TP".
const char* tieBreakCode(TieBreak tieBreak);
/// The name for a heading or a help text ("Sonneborn-Berger (Berger coefficient)").
const char* tieBreakName(TieBreak tieBreak);
/// What it counts, in a few words for a printed legend ("the sum of the opponents' points").
const char* tieBreakMeaning(TieBreak tieBreak);
/// Every tie-break, in the order of the enumeration.
const std::vector<TieBreak>& allTieBreaks();

/// An ordered list of tie-breaks, or why the text is not one.
struct TieBreakList {
    std::vector<TieBreak> items;
    std::string error; ///< names the unknown code; empty on success
};

/// Parses codes and preset names separated by commas or spaces, in any letter case. Presets:
/// `renju-bh` (BH, SB, DE) and `renju-median` (BH-M1, BH, SB, PS). A code may appear once.
TieBreakList parseTieBreaks(std::string_view text);
/// Parses a list already split into items (e.g. an event's settings).
TieBreakList parseTieBreaks(const std::vector<std::string>& items);
/// The list used when none is configured: the `renju-bh` preset.
std::vector<TieBreak> defaultTieBreaks();

/// What the computation needs beyond the tournament.
struct TieBreakContext {
    int rounds = 0;            ///< rounds counted (1..rounds); later entries are ignored
    bool isRoundRobin = false; ///< unplayed games against a scheduled opponent stay his games
};

/// One tie-break value: the key orders players (larger is better), the text shows it.
struct TieBreakValue {
    std::int64_t key = 0;
    std::string text;
    friend bool operator==(const TieBreakValue&, const TieBreakValue&) = default;
};

/// A tie-break that depends on the player alone (all but DE), for every player of
/// `tournament.players` in that order. Unplayed rounds follow C.07 article 16: a player's own
/// unplayed rounds count against a dummy opponent with the player's final score (16.4); for
/// the opponents' sake, the voluntarily unplayed rounds after a player's last available round
/// (withdrawal) count as draws (16.3); voluntarily unplayed rounds are the first to be cut
/// (14.6); ratings come from games played over the board only (15.2).
std::vector<TieBreakValue> computeTieBreak(const Tournament& tournament, TieBreak tieBreak,
                                           const TieBreakContext& context);

/// Direct encounter's text for a tied player who met none of the players tied with him.
inline constexpr const char* kNotMet = "n.m.";

/// Direct encounter (article 6) among `group` (indices into `tournament.players`), the players
/// still tied: the points each scored against the others of the group. When all of them met,
/// those points separate them, and players still level are compared again among themselves;
/// when not all met (a Swiss), a player is placed ahead only when his points exceed what any
/// other could have had against the group. Values follow `group`; the text of a player who met
/// none of the others is kNotMet.
std::vector<TieBreakValue> directEncounter(const Tournament& tournament,
                                           const std::vector<int>& group,
                                           const TieBreakContext& context);

/// Writes a value in units of 1/denominator (2 or 4): "12.5", "7.25", "-1.0".
std::string formatFraction(std::int64_t value, int denominator);

} // namespace renju::pairing
