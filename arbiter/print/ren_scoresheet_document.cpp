// The blank scoresheet of a Ren game (seed 002): the board of squares to write the moves on,
// and for every move its square, the points it scored, the running score and the clock; the
// final points and how the game ended. No opening, no claims (Ren has neither).
#include "arbiter/print/legend.hpp"
#include "arbiter/print/move_boxes.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "rules/ren/ren_variants.hpp"

#include <algorithm>

namespace renju::arbiter::print {

namespace {

/// A square of the blank board: room for a three-digit move number written by hand.
constexpr double kSquareMillimetres = 9.0;
constexpr double kPointsPerMillimetre = 72.0 / 25.4;
/// Groups of move boxes (No., Square, +, Score, Time) side by side, and their rows under the
/// board on the first sheet and on each continuation sheet.
constexpr int kGroups = 4;
constexpr int kFirstRows = 9;
constexpr int kMoreRows = 30;

TableBlock renMoveBoxes(int first, int last, int rows) {
    return print::moveBoxes(first, last, rows, kGroups,
                            {{"No.", 0.7, Align::Right},
                             {"Square", 0.9, Align::Left},
                             {"+", 0.5, Align::Left},
                             {"Score", 0.9, Align::Left},
                             {"Time", 1.0, Align::Left}});
}

std::string heading(const RenScoresheet& sheet, int number, int sheets) {
    return "Ren scoresheet: round " + std::to_string(sheet.round) + ", table " +
           std::to_string(sheet.table) +
           (sheet.game > 0 ? ", game " + std::to_string(sheet.game) : "") + " (sheet " +
           std::to_string(number) + " of " + std::to_string(sheets) + ")";
}

FieldsBlock playerFields(const RenScoresheet& sheet) {
    std::string size = std::to_string(sheet.rules.boardSize);
    FieldsBlock players;
    players.columns = 2;
    // In Ren the game's first player is Black (seed 002); colours never change.
    players.fields = {
        {"Black", sheet.black},
        {"White", sheet.white},
        {"Recorded by", sheet.isBlackRecording ? sheet.black : sheet.white},
        {"Date", sheet.date},
        {"Rules", "ren, " + size + "x" + size + " squares"},
        {"Variants", "rui limit " + std::to_string(sheet.rules.ren.ruiLimit) +
                         (sheet.rules.ren.lead ? ", lead " + std::to_string(*sheet.rules.ren.lead)
                                               : ", no lead rule")},
        {"Time control", sheet.timeControl}};
    return players;
}

Block legend() {
    return legendBlock(
        {{"No.", "move number"},
         {"Square", "the square played (e5), a rui stone replaced (R e5), a pass (--)"},
         {"+", "the points the move scored"},
         {"Score", "Black's points - White's points after the move"},
         {"Time", "the time left on the mover's clock after the move"}});
}

/// The most moves a sheet plans for: every square taken, and as many again for replacements
/// and passes; continuation sheets past the first.
int plannedMoves(int boardSize) {
    return boardSize * boardSize * 3 / 2;
}

} // namespace

void addRenScoresheet(std::vector<Block>& blocks, const RenScoresheet& sheet) {
    int moves = plannedMoves(sheet.rules.boardSize);
    int firstLast = std::min(moves, kGroups * kFirstRows);
    int perSheet = kGroups * kMoreRows;
    int sheets = 1 + (moves - firstLast + perSheet - 1) / perSheet;
    blocks.push_back(Block{TextBlock{heading(sheet, 1, sheets), TextStyle::Heading}});
    blocks.push_back(Block{playerFields(sheet)});
    BoardBlock blank;
    blank.look = BoardLook::Squares;
    blank.size = sheet.rules.boardSize;
    blank.width = kSquareMillimetres * kPointsPerMillimetre * (sheet.rules.boardSize + 2.1);
    FieldsBlock end;
    end.columns = 1;
    end.labelShare = 0.55;
    end.fields = {{"Black's points", ""}, {"White's points", ""}, {"Ended after move", ""}};
    std::vector<Block> side{Block{end}, Block{ChoicesBlock{"How it ended",
                                                           {"nine-box", "lead", "two passes",
                                                            "full board", "resignation", "time"}}}};
    blocks.push_back(Block{ColumnsBlock{{0.55, 0.45}, {{Block{blank}}, std::move(side)}}});
    blocks.push_back(Block{renMoveBoxes(1, firstLast, kFirstRows)});
    blocks.push_back(Block{SignaturesBlock{{"Black", "White", "Arbiter"}}});
    blocks.push_back(legend());
    for (int number = 2; number <= sheets; ++number) {
        blocks.push_back(Block{PageBreakBlock{}});
        blocks.push_back(Block{TextBlock{heading(sheet, number, sheets), TextStyle::Heading}});
        blocks.push_back(Block{playerFields(sheet)});
        int first = firstLast + 1 + (number - 2) * perSheet;
        int last = std::min(moves, first + perSheet - 1);
        blocks.push_back(Block{renMoveBoxes(first, last, kMoreRows)});
        blocks.push_back(legend());
    }
}

} // namespace renju::arbiter::print
