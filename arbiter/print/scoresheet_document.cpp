// Blank scoresheets: one for each player of each table (13.1: both players record the game).
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"
#include "rules/opening_protocol.hpp"

namespace renju::arbiter::print {

namespace {

// 90 move boxes in 6 groups of 15 rows: short enough for a Letter page as well as A4 (the
// diagram holds the moves beyond).
constexpr int kMoveGroups = 6;
constexpr int kMoveRows = 15;
constexpr double kBoardWidth = 215;

TableBlock blankMoves() {
    TableBlock table;
    table.look = TableLook::Form;
    for (int group = 0; group < kMoveGroups; ++group) {
        table.groupStarts.push_back(table.columns.size());
        table.columns.push_back({"No.", 0.5, Align::Right});
        table.columns.push_back({"Move", 0.8, Align::Left});
        table.columns.push_back({"Time", 0.8, Align::Left});
    }
    for (int row = 0; row < kMoveRows; ++row) {
        std::vector<std::string> cells;
        for (int group = 0; group < kMoveGroups; ++group) {
            cells.insert(cells.end(), {std::to_string(group * kMoveRows + row + 1), "", ""});
        }
        table.rows.push_back(std::move(cells));
    }
    return table;
}

void addSheet(std::vector<Block>& blocks, const model::EventState& state, int round,
              const app::PairingRow& row, bool isFirst) {
    std::string recorder = isFirst ? row.firstName : row.secondName;
    blocks.push_back(Block{TextBlock{"Scoresheet: round " + std::to_string(round) + ", table " +
                                         std::to_string(row.table),
                                     TextStyle::Heading}});
    FieldsBlock players;
    players.columns = 2;
    players.fields = {{"Black (tentative)", row.firstName},
                      {"White (tentative)", row.secondName},
                      {"Recorded by", recorder},
                      {"Date", ""}};
    blocks.push_back(Block{players});
    FieldsBlock opening;
    opening.columns = 1;
    opening.fields = {{"Time control", state.settings.timeControl},
                      {"Opening rules", rules::formatOpeningRules(state.settings.opening)},
                      {"Opening (moves 1-3)", ""},
                      {"Black after the swap", ""},
                      {"5th-move proposals", ""},
                      {"Move 5 chosen", ""},
                      {"Claims", ""},
                      {"", ""}};
    blocks.push_back(
        Block{ColumnsBlock{{1.0, 1.35},
                           {{Block{BoardBlock{rules::kRenjuBoardSize, {}, {}, kBoardWidth}}},
                            {Block{opening}, Block{ChoicesBlock{"Swap", {"yes", "no"}}}}}}});
    blocks.push_back(Block{blankMoves()});
    blocks.push_back(Block{ChoicesBlock{"Result", {"1-0", "0-1", "0.5-0.5"}}});
    blocks.push_back(Block{SignaturesBlock{{"Black", "White", "Arbiter"}}});
}

} // namespace

Document scoresheetsDocument(const model::EventState& state, int round, int table) {
    auto [subtitle, fileStem] = roundPart("scoresheets", round, table);
    Document document = eventDocument(state, "Scoresheets", subtitle, fileStem);
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        if (table != 0 && row.table != table) {
            continue;
        }
        for (bool isFirst : {true, false}) {
            if (!document.blocks.empty()) {
                document.blocks.push_back(Block{PageBreakBlock{}});
            }
            addSheet(document.blocks, state, round, row, isFirst);
        }
    }
    return document;
}

} // namespace renju::arbiter::print
