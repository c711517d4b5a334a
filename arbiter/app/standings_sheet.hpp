#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>
#include <utility>
#include <vector>

namespace renju::arbiter::app {

/// One player's line of printed standings.
struct StandingsLine {
    /// 1-based; players who share every criterion share the rank.
    int rank = 0;
    /// True when the rank is the same as the line above (printed as blank or "=").
    bool sharesRank = false;
    model::PlayerId player;
    int pairingNumber = 0;
    std::string name;
    std::string federation;
    int rating = 0;
    int halfPoints = 0;
    /// The games played over the board in rounds 1..afterRound (no forfeit, no bye).
    int gamesPlayed = 0;
    /// The tie-break values as printed, one per StandingsSheet::tieBreakHeaders.
    std::vector<std::string> tieBreaks;
    bool isWithdrawn = false;
};

/// The standings as the print layer and the GUI show them, after a given round.
struct StandingsSheet {
    /// Results of rounds 1..afterRound count (0: before round 1).
    int afterRound = 0;
    /// True when round `afterRound` is not finished yet (results may still come).
    bool isProvisional = false;
    /// The column headers of the tie-breaks, in the event's order ("BH", "SB", ...).
    std::vector<std::string> tieBreakHeaders;
    /// A sentence under the table when the order is not final (e.g. tie-breaks not computed).
    std::string note;
    std::vector<StandingsLine> lines;
};

/// Returns the round the standings are printed after by default: the last finished round, or
/// the current round when none is finished (0 before any pairing).
int defaultStandingsRound(const model::EventState& state);

/// Returns the standings after round `afterRound`, ordered by points, then the event's
/// tie-breaks (app::eventStandings); players equal on all share the rank.
StandingsSheet standingsSheet(const model::EventState& state, int afterRound);

/// One round of one player in a crosstable.
struct CrosstableCell {
    /// The opponent's pairing number; 0 for none (a bye, or a round the player did not take
    /// part in).
    int opponent = 0;
    /// 'b' when the player was listed first (tentative Black), 'w' second; 0 for none.
    char role = 0;
    /// "1", "0", "½"; "+" / "-" for a forfeit won or lost; "" while the game goes on. Byes:
    /// "+" (pairing bye with a win's points), "=" (half-point bye), "-" (zero-point bye).
    std::string result;
    /// A match's games in the player's own view, in order: each own score ("1 ½"), or in Ren
    /// each game's points, the player's first ("1:0 0:3"); "" for one game.
    std::string games;
    bool isBye = false;
};

/// One player's line of a crosstable.
struct CrosstableLine {
    /// The rank as in the standings (shared ranks too) and the pairing number.
    int rank = 0;
    bool sharesRank = false;
    int number = 0;
    std::string name;
    std::string federation;
    int rating = 0;
    int halfPoints = 0;
    /// One cell per round, rounds 1..CrosstableSheet::rounds.
    std::vector<CrosstableCell> cells;
    /// The tie-break values as printed, one per CrosstableSheet::tieBreakHeaders.
    std::vector<std::string> tieBreaks;
};

/// The crosstable (wall chart): every player's opponents and results round by round, lines in
/// the order of the standings after `afterRound`, with the standings' tie-breaks.
struct CrosstableSheet {
    model::PairingSystem system = model::PairingSystem::Swiss;
    /// True when the rounds are matches of two games (cells show the games too).
    bool isMatches = false;
    /// True when a match is decided by the games' points on the board (total-points, Ren):
    /// the cells show each game's points.
    bool isByPoints = false;
    int afterRound = 0;
    /// As in StandingsSheet.
    std::vector<std::string> tieBreakHeaders;
    std::string note;
    std::vector<CrosstableLine> lines;
};

/// Returns the crosstable of rounds 1..afterRound, in standings order.
CrosstableSheet crosstableSheet(const model::EventState& state, int afterRound);

/// Returns each line's rank as every surface writes it (the GUI, the printouts; the live page
/// writes the same in its script): "3" alone, "3-5" for each of the players sharing ranks 3 to
/// 5. `ranks` holds, in standings order, each line's rank and whether it shares the rank of the
/// line above.
std::vector<std::string> rankRanges(const std::vector<std::pair<int, bool>>& ranks);

/// Returns the rank texts of a sheet's lines (rankRanges).
std::vector<std::string> rankTexts(const StandingsSheet& sheet);

} // namespace renju::arbiter::app
