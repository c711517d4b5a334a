#pragma once

#include "arbiter/app/ren_sheet.hpp"
#include "arbiter/model/event_state.hpp"
#include "rules/board.hpp"
#include "rules/point.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace renju::arbiter::app {

/// A stone on the final board with its move number.
struct SheetStone {
    rules::Point point;
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
};

/// One move of the record: the point (or "--" for a pass), the colour, and the mover's clock
/// after pressing (empty when there was no press).
struct SheetMove {
    int number = 0;
    std::string move;
    rules::Stone colour = rules::Stone::Black;
    std::string clock;
    /// "forbidden 33", "five", ... as the rules judged the stone when it was played.
    std::string remark;
};

/// A claim, the software's advice with its clause, and the arbiter's ruling.
struct SheetClaim {
    /// The number of moves on the board when the claim was made.
    int afterMove = 0;
    /// "White (Иван Петров)".
    std::string claimant;
    /// "five", "forbidden i9", "time".
    std::string claim;
    std::string clause;
    bool isUpheldByAdvice = false;
    std::string explanation;
    /// "upheld", "rejected: TEXT", "awaited" while the arbiter has not ruled on a claim that
    /// stopped the game, or "" when no ruling was needed or none was given (older events).
    std::string ruling;
    /// "Black 1:02:03, White 0:59:10" when the clocks were read (9.6).
    std::string clocks;
};

/// What a five-in-a-row game's record shows besides the players and the result: the opening,
/// the stones with their numbers, every move with the clock after its press, the claims.
struct FiveInARowSheet {
    std::string openingRules;
    /// "2I", "Kyogetsu"; empty when the game did not reach move 3 or is not a RIF opening.
    std::string openingCode;
    std::string openingName;
    /// The swaps, declarations, proposals and the choice, in order, as sentences.
    std::vector<std::string> openingSteps;
    /// 5th-move proposals that were not chosen (marked on the diagram).
    std::vector<rules::Point> unchosenProposals;
    std::vector<SheetStone> stones;
    std::vector<SheetMove> moves;
    std::vector<SheetClaim> claims;
    /// True while the last claim awaits the arbiter's ruling (play is stopped, 9.6).
    bool isAwaitingRuling = false;
};

/// Everything a printed game record shows about one game at a table: what every family has
/// (the table, the players, the rules, the result, the arbiter's notes) and the family's own
/// record, which every surface reads by a visit.
struct GameSheet {
    int round = 0;
    int table = 0;
    /// The game at the table (1, or 2 in a match) and how many games the table plays.
    int game = 1;
    int gameCount = 1;
    int boardSize = rules::kRenjuBoardSize;
    /// The rule set's name ("renju", "japan-1918", "ren") and its description.
    std::string ruleSet;
    std::string ruleSetTitle;
    /// For a match: "game 2 of a match (beginners): Anna wins the match (...)"; "" otherwise.
    std::string matchText;
    /// The players of this game in its order: the first moves first (tentative Black).
    std::string firstName;
    std::string secondName;
    /// The players holding Black and White at the end (after the swaps).
    std::string blackName;
    std::string whiteName;
    /// The game's own record: a five-in-a-row game's, or a Ren game's (squares, every move's
    /// points and the running score).
    std::variant<FiveInARowSheet, RenGameSheet> play;
    /// Arbiter's decisions outside claims (overrides, results entered by hand, corrections).
    std::vector<std::string> arbiterNotes;
    /// "1-0" by colour, Black's score first ("1-0" Black won), "" while the game goes on.
    std::string resultCode;
    /// "Black (Mari Tamm) wins: five", "draw: agreement", "not played: forfeit".
    std::string resultText;
    std::string timeControl;
};

/// Returns the record sheet of game `gameNumber` (1, or 2 in a match) at a table, or nothing
/// when the round, the table or the game does not exist.
std::optional<GameSheet> gameSheet(const model::EventState& state, int round, int table,
                                   int gameNumber = 1);

/// Returns the record sheets of a table: its game, or a match's games that have begun (game 2
/// once it has started or has a result).
std::vector<GameSheet> tableSheets(const model::EventState& state, int round, int table);

} // namespace renju::arbiter::app
