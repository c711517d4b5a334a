// The crosstable: rounds for a Swiss (a wall chart in standings order), a grid of players for a
// round robin (in pairing-number order); both with the standings' tie-break columns and the
// same numbering as every other list: No. the pairing number, Rk. the rank.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/move_boxes.hpp"
#include "arbiter/print/pdf_blocks.hpp"
#include "arbiter/print/pdf_writer.hpp"

#include <algorithm>

namespace renju::arbiter::print {

namespace {

// The narrowest result cells that still hold their text ("12w1" of a Swiss, "½ ½" of a double
// round robin) in the compact table's font; a table that would make them narrower on a
// portrait page is printed across the page.
constexpr double kLeastSwissCell = 26;
constexpr double kLeastGridCell = 17;
/// The same with a match's games in the cell ("12b1 (1 ½)").
constexpr double kLeastMatchCell = 44;

std::string cellText(const app::CrosstableCell& cell) {
    if (cell.isBye) {
        return "bye " + cell.result;
    }
    if (cell.opponent == 0) {
        return "";
    }
    return std::to_string(cell.opponent) + std::string(1, cell.role) + cell.result +
           (cell.games.empty() ? "" : " (" + cell.games + ")");
}

std::vector<std::string> rankTexts(const app::CrosstableSheet& sheet) {
    std::vector<std::pair<int, bool>> ranks;
    for (const app::CrosstableLine& line : sheet.lines) {
        ranks.emplace_back(line.rank, line.sharesRank);
    }
    return rankRanges(ranks);
}

void addTieBreakColumns(TableBlock& table, const app::CrosstableSheet& sheet) {
    for (const std::string& header : sheet.tieBreakHeaders) {
        // Wider than a round's cell: a long event's Sonneborn-Berger reaches "108.75".
        table.columns.push_back({header, 1.05, Align::Right});
    }
}

TableBlock swissTable(const app::CrosstableSheet& sheet) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.columns = {{"Rk.", 0.6, Align::Right},
                     {"No.", 0.6, Align::Right},
                     {"Name", 3.2, Align::Left},
                     {"Fed", 0.7, Align::Left},
                     {"Rtg", 0.85, Align::Right}};
    double cellShare = sheet.isMatches ? 1.45 : 0.85; // a match's games in the cell
    for (int round = 1; round <= sheet.afterRound; ++round) {
        table.columns.push_back({"R" + std::to_string(round), cellShare, Align::Centre});
    }
    table.columns.push_back({"Pts", 0.7, Align::Right});
    addTieBreakColumns(table, sheet);
    std::vector<std::string> ranks = rankTexts(sheet);
    for (std::size_t i = 0; i < sheet.lines.size(); ++i) {
        const app::CrosstableLine& line = sheet.lines[i];
        std::vector<std::string> row{line.sharesRank ? "" : ranks[i], std::to_string(line.number),
                                     line.name, line.federation, positiveOrBlank(line.rating)};
        for (const app::CrosstableCell& cell : line.cells) {
            row.push_back(cellText(cell));
        }
        row.push_back(app::formatHalfPoints(line.halfPoints));
        row.insert(row.end(), line.tieBreaks.begin(), line.tieBreaks.end());
        table.rows.push_back(std::move(row));
    }
    return table;
}

/// The grid of a round robin: a line and a column per player, both in pairing-number order,
/// so that the shaded diagonal is each player against himself.
TableBlock roundRobinTable(const app::CrosstableSheet& sheet) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.columns = {{"No.", 0.6, Align::Right},
                     {"Name", 3.2, Align::Left},
                     {"Fed", 0.7, Align::Left},
                     {"Rtg", 0.85, Align::Right}};
    std::vector<std::size_t> order(sheet.lines.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::sort(order.begin(), order.end(), [&sheet](std::size_t a, std::size_t b) {
        return sheet.lines[a].number < sheet.lines[b].number;
    });
    std::size_t players = sheet.lines.size();
    constexpr std::size_t kFirstResult = 4;
    for (std::size_t i = 1; i <= players; ++i) {
        table.columns.push_back({std::to_string(i), sheet.isMatches ? 1.2 : 0.6, Align::Centre});
    }
    table.columns.push_back({"Pts", 0.7, Align::Right});
    table.columns.push_back({"Rk.", 0.6, Align::Right});
    addTieBreakColumns(table, sheet);
    std::vector<std::string> ranks = rankTexts(sheet);
    for (std::size_t index : order) {
        const app::CrosstableLine& line = sheet.lines[index];
        std::vector<std::string> row{std::to_string(line.number), line.name, line.federation,
                                     positiveOrBlank(line.rating)};
        std::vector<std::string> results(players);
        for (const app::CrosstableCell& cell : line.cells) {
            if (cell.opponent > 0 && static_cast<std::size_t>(cell.opponent) <= players) {
                std::string& text = results[static_cast<std::size_t>(cell.opponent) - 1];
                text += (text.empty() ? "" : " ") + (cell.result.empty() ? "*" : cell.result) +
                        (cell.games.empty() ? "" : " (" + cell.games + ")");
            }
        }
        row.insert(row.end(), results.begin(), results.end());
        row.push_back(app::formatHalfPoints(line.halfPoints));
        row.push_back(ranks[index]);
        row.insert(row.end(), line.tieBreaks.begin(), line.tieBreaks.end());
        if (line.number >= 1 && static_cast<std::size_t>(line.number) <= players) {
            table.shadedCells.emplace_back(
                table.rows.size(), kFirstResult + static_cast<std::size_t>(line.number) - 1);
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

/// Returns true when column `column` of the table is at least `least` points wide on a
/// portrait page (A4, the narrower of the two papers).
bool fitsPortrait(const TableBlock& table, std::size_t column, double least) {
    PageFrame frame = pageFrame(Paper::A4);
    std::vector<double> edges = columnEdges(table, 0, frame.width);
    return column + 1 >= edges.size() || edges[column + 1] - edges[column] >= least;
}

std::vector<LegendEntry> crosstableLegend(const app::CrosstableSheet& sheet, bool isRoundRobin) {
    std::vector<LegendEntry> legend{rankEntry(), pairingNumberEntry(), federationEntry(),
                                    ratingEntry()};
    if (isRoundRobin) {
        legend.push_back({"1, 2, ...", "the result against the player of that No.: 1 won, ½ "
                                       "drawn, 0 lost, + won by forfeit, - lost by forfeit (not "
                                       "played), * not played yet; two results in a cell for "
                                       "two games"});
    } else {
        legend.push_back({"R1, R2, ...", "the rounds; 12b1: against No. 12 as the first player "
                                         "(b: tentative Black; w: second player), scored 1; 1 "
                                         "won, ½ drawn, 0 lost, + won by forfeit, - lost by "
                                         "forfeit (not played)"});
        legend.push_back({"bye +, bye =, bye -", "not paired, with a win's, a draw's or no "
                                                 "points"});
    }
    if (sheet.isByPoints) {
        legend.push_back({"(1:0 0:3)", "a round is a match of two games: the match's score, then "
                                       "each game's points on the board, the player's first; "
                                       "the higher total wins the match, equal totals draw it"});
    } else if (sheet.isMatches) {
        legend.push_back({"(1 ½)", "a round is a match of two games: the match's score, then "
                                   "each game's in brackets"});
    }
    legend.push_back({"Pts", "points after round " + std::to_string(sheet.afterRound)});
    std::vector<LegendEntry> tieBreaks = tieBreakLegend(sheet.tieBreakHeaders);
    legend.insert(legend.end(), tieBreaks.begin(), tieBreaks.end());
    for (LegendEntry& entry : unusedTieBreakLegend(sheet.lines)) {
        legend.push_back(std::move(entry));
    }
    return legend;
}

} // namespace

Document crosstableDocument(const model::EventState& state, const app::CrosstableSheet& sheet) {
    std::string after = std::to_string(sheet.afterRound);
    Document document =
        eventDocument(state, "Crosstable", "after round " + after, "crosstable-round-" + after);
    bool isRoundRobin = sheet.system != model::PairingSystem::Swiss;
    TableBlock table = isRoundRobin ? roundRobinTable(sheet) : swissTable(sheet);
    // The first result column: after No., Name, Fed, Rtg (and Rk. in a Swiss).
    double leastCell =
        sheet.isMatches ? kLeastMatchCell : (isRoundRobin ? kLeastGridCell : kLeastSwissCell);
    document.isLandscape = !fitsPortrait(table, isRoundRobin ? 4 : 5, leastCell);
    document.blocks.push_back(Block{std::move(table)});
    if (!sheet.note.empty()) {
        document.blocks.push_back(Block{TextBlock{sheet.note, TextStyle::Small}});
    }
    document.blocks.push_back(legendBlock(crosstableLegend(sheet, isRoundRobin)));
    return document;
}

} // namespace renju::arbiter::print
