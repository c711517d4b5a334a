// The pairings of a round: by table, then alphabetically by name.
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/print/documents.hpp"

namespace renju::arbiter::print {

namespace {

std::string federationOf(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return player ? player->federation : "";
}

TableBlock byTable(const model::EventState& state, int round) {
    TableBlock table;
    table.columns = {{"Table", 0.6, Align::Right},  {"Black (first)", 3.2, Align::Left},
                     {"Fed", 0.6, Align::Left},     {"Pts", 0.55, Align::Right},
                     {"", 0.3, Align::Centre},      {"White (second)", 3.2, Align::Left},
                     {"Fed", 0.6, Align::Left},     {"Pts", 0.55, Align::Right},
                     {"Result", 0.9, Align::Centre}};
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        table.rows.push_back({std::to_string(row.table), row.firstName,
                              federationOf(state, row.first),
                              app::formatHalfPoints(row.firstHalfPoints), "-", row.secondName,
                              federationOf(state, row.second),
                              app::formatHalfPoints(row.secondHalfPoints), row.result});
    }
    return table;
}

TableBlock byName(const model::EventState& state, int round) {
    TableBlock table;
    table.columns = {{"Name", 3.2, Align::Left},
                     {"Fed", 0.6, Align::Left},
                     {"Table", 0.6, Align::Right},
                     {"Plays", 0.9, Align::Left},
                     {"Opponent", 3.2, Align::Left}};
    for (const app::NameListEntry& entry : app::nameList(state, round)) {
        table.rows.push_back({entry.name, entry.federation,
                              entry.table > 0 ? std::to_string(entry.table) : "-",
                              entry.table > 0 ? entry.role : entry.note, entry.opponent});
    }
    return table;
}

} // namespace

Document pairingsDocument(const model::EventState& state, int round) {
    std::string number = std::to_string(round);
    Document document =
        eventDocument(state, "Pairings", "round " + number, "pairings-round-" + number);
    document.blocks.push_back(Block{TextBlock{"By table", TextStyle::Heading}});
    document.blocks.push_back(Block{byTable(state, round)});
    std::string byes;
    for (const app::ByeEntry& bye : app::roundByes(state, round)) {
        byes += (byes.empty() ? "Not paired: " : "; ") + bye.name + " (" + bye.kind + ")";
    }
    if (!byes.empty()) {
        document.blocks.push_back(Block{TextBlock{byes, TextStyle::Body}});
    }
    document.blocks.push_back(Block{TextBlock{
        "The first player at each table is tentative Black (12.1) and places the first stones; "
        "the opening may swap the colours. Points are those before the round.",
        TextStyle::Small}});
    document.blocks.push_back(Block{PageBreakBlock{}});
    document.blocks.push_back(Block{TextBlock{"By name", TextStyle::Heading}});
    document.blocks.push_back(Block{byName(state, round)});
    return document;
}

} // namespace renju::arbiter::print
