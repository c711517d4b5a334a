// The standings with the event's tie-break columns.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"

namespace renju::arbiter::print {

namespace {

/// Returns the rank as printed: "3" alone, "3-5" on the first line of players sharing it, ""
/// on the others.
std::string rankText(const std::vector<app::StandingsLine>& lines, std::size_t index) {
    if (lines[index].sharesRank) {
        return "";
    }
    std::size_t last = index;
    while (last + 1 < lines.size() && lines[last + 1].sharesRank) {
        ++last;
    }
    std::string rank = std::to_string(lines[index].rank);
    return last == index
               ? rank
               : rank + "-" + std::to_string(lines[index].rank + static_cast<int>(last - index));
}

} // namespace

Document standingsDocument(const model::EventState& state, const app::StandingsSheet& sheet) {
    std::string after = std::to_string(sheet.afterRound);
    Document document = eventDocument(
        state, "Standings", "after round " + after + (sheet.isProvisional ? " (provisional)" : ""),
        "standings-round-" + after);
    TableBlock table;
    table.columns = {{"Rank", 0.7, Align::Right},   {"No.", 0.5, Align::Right},
                     {"Name", 4.0, Align::Left},    {"Fed", 0.6, Align::Left},
                     {"Rating", 0.8, Align::Right}, {"Pts", 0.6, Align::Right}};
    for (const std::string& header : sheet.tieBreakHeaders) {
        table.columns.push_back({header, 0.7, Align::Right});
    }
    for (std::size_t i = 0; i < sheet.lines.size(); ++i) {
        const app::StandingsLine& line = sheet.lines[i];
        std::vector<std::string> row{rankText(sheet.lines, i),
                                     std::to_string(line.pairingNumber),
                                     line.name + (line.isWithdrawn ? " (withdrawn)" : ""),
                                     line.federation,
                                     line.rating > 0 ? std::to_string(line.rating) : "",
                                     app::formatHalfPoints(line.halfPoints)};
        row.insert(row.end(), line.tieBreaks.begin(), line.tieBreaks.end());
        table.rows.push_back(std::move(row));
    }
    document.blocks.push_back(Block{std::move(table)});
    std::string legend = "No.: pairing number.";
    if (!sheet.tieBreakHeaders.empty()) {
        legend += " Tie-breaks in order: ";
        for (std::size_t i = 0; i < sheet.tieBreakHeaders.size(); ++i) {
            legend += (i > 0 ? ", " : "") + sheet.tieBreakHeaders[i];
        }
        legend += ".";
    }
    if (!sheet.note.empty()) {
        legend += " " + sheet.note;
    }
    document.blocks.push_back(Block{TextBlock{legend, TextStyle::Small}});
    document.blocks.push_back(
        Block{SignaturesBlock{{"Chief arbiter" + (state.settings.chiefArbiter.empty()
                                                      ? std::string()
                                                      : " (" + state.settings.chiefArbiter + ")"),
                               "Date"}}});
    return document;
}

} // namespace renju::arbiter::print
