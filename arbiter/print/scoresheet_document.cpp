// Blank scoresheets: one for each player of each table (13.1: both players record the game),
// each over as many sheets as the longest game needs (every point of the board taken).
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/move_boxes.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "arbiter/print/scoresheet_layout.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::print {

namespace {

/// Whose sheet is being written: the round, the board, the game of a match (0 for a table of
/// one game), the players in the game's order (the first is tentative Black) and who records.
struct SheetContext {
    int round = 0;
    app::PairingRow row;
    int game = 0;
    bool isFirst = true;
};

/// Returns the move boxes from `first` to `last` in kMoveGroups groups of `rows` rows, numbered
/// down each group; boxes past `last` are left without a number.
TableBlock renjuMoveBoxes(int first, int last, int rows) {
    return print::moveBoxes(
        first, last, rows, kScoresheetGroups,
        {{"No.", 0.8, Align::Right}, {"Move", 1.0, Align::Left}, {"Time", 1.1, Align::Left}});
}

std::string sheetHeading(const SheetContext& context, int sheet, int sheets) {
    return "Scoresheet: round " + std::to_string(context.round) + ", table " +
           std::to_string(context.row.table) +
           (context.game > 0 ? ", game " + std::to_string(context.game) : "") + " (sheet " +
           std::to_string(sheet) + " of " + std::to_string(sheets) + ")";
}

/// The time control of the sheet's game: the match rule's preset, or the event's.
std::string controlText(const model::EventSettings& settings, int game) {
    std::string_view preset =
        settings.match ? rules::matchClockPreset(*settings.match, std::max(1, game)) : "";
    return preset.empty() ? settings.timeControl : std::string(preset);
}

FieldsBlock playerFields(const model::EventState& state, const SheetContext& context) {
    const app::PairingRow& row = context.row;
    const model::EventSettings& settings = state.settings;
    std::string size = std::to_string(settings.boardSize);
    FieldsBlock players;
    players.columns = 2;
    players.fields = {{"Black (tentative)", row.firstName},
                      {"White (tentative)", row.secondName},
                      {"Recorded by", context.isFirst ? row.firstName : row.secondName},
                      {"Date", state.settings.gameDate(context.round, row.table, context.game)},
                      {"Rules", std::string(settings.ruleSet.name()) + ", " + size + "x" + size},
                      {"Time control", controlText(settings, context.game)}};
    return players;
}

/// The fields beside the diagram: under renju the opening protocol's steps; the claims.
FieldsBlock openingFields(const model::EventState& state) {
    const model::EventSettings& settings = state.settings;
    FieldsBlock opening;
    opening.columns = 1;
    opening.labelShare = 0.6; // a narrow column: the labels whole, lines still long enough
    if (settings.ruleSet.hasOpeningProtocols()) {
        opening.fields = {{"Opening rules", rules::formatOpeningRules(settings.opening)},
                          {"Opening (moves 1-3)", ""},
                          {"Black after the swap", ""},
                          {"5th-move proposals", ""},
                          {"Move 5 chosen", ""}};
    }
    opening.fields.insert(opening.fields.end(), {{"Claims", ""}, {"", ""}});
    return opening;
}

Block movesLegend(bool hasResult) {
    std::vector<LegendEntry> legend{{"No.", "move number"},
                                    {"Move", "the point played (h8)"},
                                    {"Time", "the time left on the mover's clock after the move"}};
    if (hasResult) {
        legend.push_back({"Result", "by colour, Black's score first (1-0: Black won), whoever "
                                    "was listed first; after a swap the first player is White"});
    }
    return legendBlock(legend);
}

/// The first sheet: the players, the diagram to write the moves on, the opening, the first
/// moves, the result and the signatures.
void addFirstSheet(std::vector<Block>& blocks, const model::EventState& state,
                   const SheetContext& sheet, const ScoresheetPlan& plan) {
    blocks.push_back(Block{TextBlock{sheetHeading(sheet, 1, plan.sheets), TextStyle::Heading}});
    blocks.push_back(Block{playerFields(state, sheet)});
    std::vector<Block> side{Block{openingFields(state)}};
    if (state.settings.ruleSet.hasOpeningProtocols()) {
        side.push_back(Block{ChoicesBlock{"Swap", {"yes", "no"}}});
    }
    double share = scoresheetDiagramShare(plan.boardSize);
    BoardBlock blank;
    blank.size = plan.boardSize;
    blank.width = scoresheetDiagramWidth(plan.boardSize);
    blocks.push_back(Block{ColumnsBlock{{share, 1.0 - share}, {{Block{blank}}, std::move(side)}}});
    blocks.push_back(Block{renjuMoveBoxes(1, plan.firstSheetLast, plan.firstRows)});
    blocks.push_back(
        Block{ChoicesBlock{"Result", {"1-0 Black won", "0-1 White won", "0.5-0.5 draw"}}});
    blocks.push_back(Block{SignaturesBlock{{"Black", "White", "Arbiter"}}});
    blocks.push_back(movesLegend(true));
}

/// A continuation sheet: the players and the table again, and the next moves.
void addContinuationSheet(std::vector<Block>& blocks, const model::EventState& state,
                          const SheetContext& sheet, const ScoresheetPlan& plan, int number) {
    blocks.push_back(Block{PageBreakBlock{}});
    blocks.push_back(
        Block{TextBlock{sheetHeading(sheet, number, plan.sheets), TextStyle::Heading}});
    blocks.push_back(Block{playerFields(state, sheet)});
    int first = plan.firstSheetLast + 1 + (number - 2) * kScoresheetGroups * kScoresheetMoreRows;
    int last = std::min(plan.moves, first + kScoresheetGroups * kScoresheetMoreRows - 1);
    blocks.push_back(Block{renjuMoveBoxes(first, last, kScoresheetMoreRows)});
    blocks.push_back(movesLegend(false));
}

void addSheets(std::vector<Block>& blocks, const model::EventState& state,
               const SheetContext& sheet, const ScoresheetPlan& plan) {
    addFirstSheet(blocks, state, sheet, plan);
    for (int number = 2; number <= plan.sheets; ++number) {
        addContinuationSheet(blocks, state, sheet, plan, number);
    }
}

/// A Ren table's sheet: Black is the game's first player.
RenScoresheet renSheet(const model::EventState& state, const SheetContext& sheet,
                       const model::TableGame& played) {
    return RenScoresheet{sheet.round,
                         sheet.row.table,
                         sheet.game,
                         sheet.row.firstName,
                         sheet.row.secondName,
                         sheet.isFirst,
                         played.rules,
                         controlText(state.settings, sheet.game),
                         state.settings.gameDate(sheet.round, sheet.row.table, sheet.game)};
}

} // namespace

ScoresheetPlan scoresheetPlan(int boardSize) {
    ScoresheetPlan plan;
    plan.boardSize = boardSize;
    plan.moves = boardSize * boardSize;
    // A 19x19 diagram is taller: fewer rows of boxes under it on the first sheet.
    plan.firstRows =
        boardSize > rules::kRenjuBoardSize ? kScoresheetFirstRowsLarge : kScoresheetFirstRows;
    plan.firstSheetLast = std::min(plan.moves, kScoresheetGroups * plan.firstRows);
    int perSheet = kScoresheetGroups * kScoresheetMoreRows;
    plan.sheets = 1 + (plan.moves - plan.firstSheetLast + perSheet - 1) / perSheet;
    return plan;
}

double scoresheetDiagramShare(int boardSize) {
    return boardSize > rules::kRenjuBoardSize ? kScoresheetDiagramShareLarge
                                              : kScoresheetDiagramShare;
}

double scoresheetDiagramWidth(int boardSize) {
    constexpr double kPointsPerMillimetre = 72.0 / 25.4;
    return kScoresheetCellMillimetres * kPointsPerMillimetre * boardSideInCells(boardSize);
}

Document scoresheetsDocument(const model::EventState& state, int round, int table) {
    auto [subtitle, fileStem] = roundPart(state, "scoresheets", round, table);
    Document document = eventDocument(state, "Scoresheets", subtitle, fileStem);
    ScoresheetPlan plan = scoresheetPlan(state.settings.boardSize);
    const model::Round* found = state.findRound(round);
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        const model::Table* paired = found ? found->findTable(row.table) : nullptr;
        if ((table != 0 && row.table != table) || !paired) {
            continue;
        }
        // Each game of a match has its sheets, the players in that game's order (13.1).
        for (std::size_t game = 0; game < paired->games.size(); ++game) {
            app::PairingRow inGame = row;
            const model::TableGame& played = paired->games[game];
            if (played.first != paired->first) {
                std::swap(inGame.firstName, inGame.secondName);
            }
            int number = paired->isMatch() ? static_cast<int>(game) + 1 : 0;
            for (bool isFirst : {true, false}) {
                if (!document.blocks.empty()) {
                    document.blocks.push_back(Block{PageBreakBlock{}});
                }
                SheetContext sheet{round, inGame, number, isFirst};
                std::visit(rules::Overloaded{[&](const rules::Game&) {
                                                 addSheets(document.blocks, state, sheet, plan);
                                             },
                                             [&](const rules::RenGame&) {
                                                 addRenScoresheet(document.blocks,
                                                                  renSheet(state, sheet, played));
                                             }},
                           played.game);
            }
        }
    }
    return document;
}

} // namespace renju::arbiter::print
