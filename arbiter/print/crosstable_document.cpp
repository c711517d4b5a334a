// The crosstable: rounds for a Swiss (a wall chart), a grid of players for a round robin.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"

namespace renju::arbiter::print {

namespace {

std::string cellText(const app::CrosstableCell& cell) {
    if (cell.isBye) {
        return "bye " + cell.result;
    }
    if (cell.opponent == 0) {
        return "";
    }
    return std::to_string(cell.opponent) + std::string(1, cell.role) + cell.result;
}

TableBlock swissTable(const app::CrosstableSheet& sheet) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.columns = {{"No.", 0.5, Align::Right},
                     {"Name", 3.4, Align::Left},
                     {"Fed", 0.6, Align::Left},
                     {"Rtg", 0.65, Align::Right}};
    for (int round = 1; round <= sheet.afterRound; ++round) {
        table.columns.push_back({"R" + std::to_string(round), 0.85, Align::Centre});
    }
    table.columns.push_back({"Pts", 0.6, Align::Right});
    for (const app::CrosstableLine& line : sheet.lines) {
        std::vector<std::string> row{std::to_string(line.number), line.name, line.federation,
                                     line.rating > 0 ? std::to_string(line.rating) : ""};
        for (const app::CrosstableCell& cell : line.cells) {
            row.push_back(cellText(cell));
        }
        row.push_back(app::formatHalfPoints(line.halfPoints));
        table.rows.push_back(std::move(row));
    }
    return table;
}

TableBlock roundRobinTable(const app::CrosstableSheet& sheet) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.columns = {
        {"No.", 0.5, Align::Right}, {"Name", 3.4, Align::Left}, {"Fed", 0.6, Align::Left}};
    std::size_t players = sheet.lines.size();
    for (std::size_t i = 1; i <= players; ++i) {
        table.columns.push_back({std::to_string(i), 0.6, Align::Centre});
    }
    table.columns.push_back({"Pts", 0.6, Align::Right});
    for (std::size_t i = 0; i < players; ++i) {
        const app::CrosstableLine& line = sheet.lines[i];
        std::vector<std::string> row{std::to_string(line.number), line.name, line.federation};
        std::vector<std::string> results(players);
        for (const app::CrosstableCell& cell : line.cells) {
            if (cell.opponent > 0 && static_cast<std::size_t>(cell.opponent) <= players) {
                std::string& text = results[static_cast<std::size_t>(cell.opponent) - 1];
                text += (text.empty() ? "" : " ") + (cell.result.empty() ? "*" : cell.result);
            }
        }
        row.insert(row.end(), results.begin(), results.end());
        row.push_back(app::formatHalfPoints(line.halfPoints));
        table.rows.push_back(std::move(row));
        table.shadedCells.emplace_back(i, 3 + i);
    }
    return table;
}

} // namespace

Document crosstableDocument(const model::EventState& state, const app::CrosstableSheet& sheet) {
    std::string after = std::to_string(sheet.afterRound);
    Document document =
        eventDocument(state, "Crosstable", "after round " + after, "crosstable-round-" + after);
    bool isRoundRobin = sheet.system != model::PairingSystem::Swiss;
    // Beyond these a portrait page leaves a result cell too narrow for "12w1".
    constexpr int kPortraitRounds = 9;
    constexpr std::size_t kPortraitPlayers = 14;
    document.isLandscape =
        isRoundRobin ? sheet.lines.size() > kPortraitPlayers : sheet.afterRound > kPortraitRounds;
    document.blocks.push_back(Block{isRoundRobin ? roundRobinTable(sheet) : swissTable(sheet)});
    std::string legend =
        isRoundRobin
            ? "Each cell is the result of the player on the line against the player of the "
              "column: 1 win, 0 loss, ½ draw, + and - a forfeit won or lost, * not yet played."
            : "12b1: against no. 12, as the first player (tentative Black; w: second player), "
              "won. 1 win, 0 loss, ½ draw, + and - a forfeit won or lost; bye +, bye = and "
              "bye -: a bye with a win's, a draw's or no points.";
    document.blocks.push_back(
        Block{TextBlock{legend + " Players are numbered in standings order.", TextStyle::Small}});
    return document;
}

} // namespace renju::arbiter::print
