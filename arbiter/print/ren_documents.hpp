#pragma once

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/ren_sheet.hpp"
#include "arbiter/print/document.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::print {

/// What every page of a Ren document printed outside an event shows at its top: a name and a
/// line of details (the event's, once Ren games are played in events).
struct RenDocumentHeader {
    std::string name = "Ren";
    std::string details;
};

/// A Ren record sheet (seed 002): the final board with move numbers (niban stones ringed), the
/// players, board and variants, every move with what it did, the groups it scored, its points
/// and the running score, the notes, the final score and result, and lines to sign.
Document renRecordDocument(const app::RenGameSheet& sheet, const RenDocumentHeader& header);

/// The blocks of a Ren record sheet under `heading`, for a page of its own or a page of an
/// event's game records; `sideNotes` go beside the board under the fields (the match, say).
std::vector<Block> renRecordBlocks(const app::RenGameSheet& sheet, const std::string& heading,
                                   const std::vector<std::string>& sideNotes);

/// The final board of a Ren game: squares, each stone with its move number, niban stones
/// ringed; `width` in points (0: the width given, at most 360).
BoardBlock renBoardBlock(const app::RenGameSheet& sheet, double width);

/// The printable Ren set the seed describes: page 1 the 10x10 board (the 8x8 board inside it
/// outlined, its outer squares lighter) and both players' score counters (a stone for the
/// tens and one for the ones); page 2 the 120 stones to cut out, 60 of each colour.
Document renBoardDocument();

/// Whose Ren scoresheet is printed: the table, the game of the match, the players (Black is
/// the game's first player), who records, the rules and the game's time control.
struct RenScoresheet {
    int round = 0;
    int table = 0;
    int game = 0;
    std::string black;
    std::string white;
    bool isBlackRecording = true;
    rules::GameRules rules;
    std::string timeControl;
    /// The game's date (its round's, or the day a postponed game is played); "" when unknown.
    std::string date;
};

/// Adds a Ren game's blank scoresheet for one player (seed 002): the board of squares to write
/// the move numbers on, the final points and how the game ended, move boxes with the square,
/// the points scored, the running score and the clock, the legend; continuation sheets after.
void addRenScoresheet(std::vector<Block>& blocks, const RenScoresheet& sheet);

/// The two-game match result slip of a Ren event's table (seed 002): for each game who had
/// Black (the first player of game 1 moves second in game 2), the points each scored and how
/// the game ended; both players' totals; the match (the higher total wins, equal totals draw);
/// lines to sign. Blocks for one slip of `slipsDocument`.
std::vector<Block> renMatchSlip(int round, const app::PairingRow& row);

} // namespace renju::arbiter::print
