// The standings with the event's tie-break columns.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/move_boxes.hpp"

namespace renju::arbiter::print {

Document standingsDocument(const model::EventState& state, const app::StandingsSheet& sheet) {
    std::string after = std::to_string(sheet.afterRound);
    Document document = eventDocument(
        state, "Standings", "after round " + after + (sheet.isProvisional ? " (provisional)" : ""),
        "standings-round-" + after);
    TableBlock table;
    table.columns = {{"Rk.", 0.7, Align::Right}, {"No.", 0.5, Align::Right},
                     {"Name", 3.6, Align::Left}, {"Fed", 0.6, Align::Left},
                     {"Rtg", 0.7, Align::Right}, {"Pts", 0.6, Align::Right},
                     {"Gms", 0.5, Align::Right}};
    for (const std::string& header : sheet.tieBreakHeaders) {
        table.columns.push_back({header, 0.7, Align::Right});
    }
    std::vector<std::pair<int, bool>> ranks;
    for (const app::StandingsLine& line : sheet.lines) {
        ranks.emplace_back(line.rank, line.sharesRank);
    }
    std::vector<std::string> rankTexts = rankRanges(ranks);
    for (std::size_t i = 0; i < sheet.lines.size(); ++i) {
        const app::StandingsLine& line = sheet.lines[i];
        // A shared rank is printed once, on the first of the players sharing it.
        std::vector<std::string> row{line.sharesRank ? "" : rankTexts[i],
                                     std::to_string(line.pairingNumber),
                                     line.name + (line.isWithdrawn ? " (withdrawn)" : ""),
                                     line.federation,
                                     positiveOrBlank(line.rating),
                                     app::formatHalfPoints(line.halfPoints),
                                     std::to_string(line.gamesPlayed)};
        row.insert(row.end(), line.tieBreaks.begin(), line.tieBreaks.end());
        table.rows.push_back(std::move(row));
    }
    document.blocks.push_back(Block{std::move(table)});
    if (!sheet.note.empty()) {
        document.blocks.push_back(Block{TextBlock{sheet.note, TextStyle::Small}});
    }
    std::vector<LegendEntry> legend{rankEntry(),
                                    pairingNumberEntry(),
                                    federationEntry(),
                                    ratingEntry(),
                                    {"Pts", "points after round " + after},
                                    {"Gms", "games played over the board (a bye or a forfeit is "
                                            "no game)"}};
    std::vector<LegendEntry> tieBreaks = tieBreakLegend(sheet.tieBreakHeaders);
    legend.insert(legend.end(), tieBreaks.begin(), tieBreaks.end());
    for (LegendEntry& entry : unusedTieBreakLegend(sheet.lines)) {
        legend.push_back(std::move(entry));
    }
    document.blocks.push_back(legendBlock(legend));
    document.blocks.push_back(
        Block{SignaturesBlock{{"Chief arbiter" + (state.settings.chiefArbiter.empty()
                                                      ? std::string()
                                                      : " (" + state.settings.chiefArbiter + ")"),
                               "Date"}}});
    return document;
}

} // namespace renju::arbiter::print
