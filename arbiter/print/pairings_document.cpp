// The pairings of a round: by board, then alphabetically by name, as arbiters know them from
// Swiss-Manager and Vega: board, pairing numbers, names, ratings, points before the round and
// each player's own score on his side.
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/fit_check.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/move_boxes.hpp"

namespace renju::arbiter::print {

namespace {

/// The first player's cells (No., name, Rtg, Pts) and, mirrored, the second's. The list by
/// board leaves the federation to the list by name: two names keep the room they need.
std::vector<std::string> leftCells(const app::ListedPlayer& player) {
    return {positiveOrBlank(player.number), player.name, positiveOrBlank(player.rating),
            app::formatHalfPoints(player.halfPoints)};
}

std::vector<std::string> rightCells(const app::ListedPlayer& player) {
    return {app::formatHalfPoints(player.halfPoints), positiveOrBlank(player.rating), player.name,
            positiveOrBlank(player.number)};
}

/// The first column of the second player's side in the list by board (his own score).
constexpr std::size_t kSecondPlayerColumn = 6;

/// The share of a result column: one game's "½", or a match's "1 (1, ½)".
double resultShare(bool isMatches) {
    return isMatches ? 1.2 : 0.55;
}

TableBlock byBoard(const app::PairingList& list, bool isMatches) {
    TableBlock table;
    double result = resultShare(isMatches);
    table.columns = {{"Bd", 0.45, Align::Right},          {"No.", 0.5, Align::Right},
                     {"Black (first)", 2.6, Align::Left}, {"Rtg", 0.7, Align::Right},
                     {"Pts", 0.55, Align::Right},         {"Res.", result, Align::Centre},
                     {"Res.", result, Align::Centre},     {"Pts", 0.55, Align::Right},
                     {"Rtg", 0.7, Align::Right},          {"White (second)", 2.6, Align::Left},
                     {"No.", 0.5, Align::Right}};
    for (const app::PairingListRow& row : list.tables) {
        std::vector<std::string> cells{std::to_string(row.table)};
        std::vector<std::string> first = leftCells(row.first);
        std::vector<std::string> second = rightCells(row.second);
        if (row.isSwapped) { // the names under the wrong colour's heading say which they held
            first[1] += " (W)";
            second[2] += " (B)";
        }
        cells.insert(cells.end(), first.begin(), first.end());
        cells.insert(cells.end(), {row.firstScore, row.secondScore});
        cells.insert(cells.end(), second.begin(), second.end());
        table.rows.push_back(std::move(cells));
    }
    for (const app::ByeListRow& bye : list.byes) {
        std::vector<std::string> cells{""};
        for (std::string& cell : leftCells(bye.player)) {
            cells.push_back(std::move(cell));
        }
        cells.insert(cells.end(), {"", "", "", "", bye.kind, ""});
        table.rows.push_back(std::move(cells));
    }
    table.groupStarts = {kSecondPlayerColumn}; // a rule between the two players' sides
    return table;
}

TableBlock byName(const model::EventState& state, int round) {
    TableBlock table;
    table.columns = {{"Name", 2.4, Align::Left},
                     {"No.", 0.5, Align::Right},
                     {"Fed", 0.65, Align::Left},
                     {"Rtg", 0.7, Align::Right},
                     {"Pts", 0.55, Align::Right},
                     {"Bd", 0.45, Align::Right},
                     {"Plays", 0.8, Align::Left},
                     {"Opponent", 2.4, Align::Left},
                     {"No.", 0.5, Align::Right},
                     {"Res.", resultShare(state.settings.match.has_value()), Align::Centre}};
    for (const app::NameListEntry& entry : app::nameList(state, round)) {
        bool isPaired = entry.table > 0;
        table.rows.push_back({entry.name, positiveOrBlank(entry.number), entry.federation,
                              positiveOrBlank(entry.rating),
                              app::formatHalfPoints(entry.halfPoints),
                              isPaired ? std::to_string(entry.table) : "",
                              isPaired ? entry.role : "", isPaired ? entry.opponent : entry.note,
                              positiveOrBlank(entry.opponentNumber), entry.score});
    }
    return table;
}

/// What the pairings say about the event's games: a swap is possible only under an opening
/// protocol; a match's games are scored by the result or by the points on the board.
struct GamesShown {
    bool hasByes = false;
    bool isMatches = false;
    bool canSwap = false;
    bool isByPoints = false;
};

/// The codes of the list by board, or of the list by name (which says "Black" or "White").
std::vector<LegendEntry> pairingsLegend(bool isByName, const GamesShown& games) {
    std::vector<LegendEntry> legend{{"Bd", "board (table) number"}, pairingNumberEntry()};
    if (isByName) {
        legend.push_back(federationEntry());
    }
    legend.insert(legend.end(),
                  {ratingEntry(), {"Pts", "points before the round"}, ownScoreEntry("Res.")});
    if (games.canSwap) {
        legend.push_back(isByName ? LegendEntry{"Plays", "Black: the first player at the board, "
                                                         "tentative Black (12.1); White: the "
                                                         "second; the opening may swap the "
                                                         "colours (White*, Black*: the colours "
                                                         "held after the swap)"}
                                  : LegendEntry{"Black (first)",
                                                "the first player, tentative Black (12.1), "
                                                "places the first stones; the opening may swap "
                                                "the colours"});
        if (!isByName) {
            legend.push_back({"(W), (B)", "after the opening's swap: the first player held "
                                          "White, the second Black"});
        }
    } else {
        legend.push_back(isByName ? LegendEntry{"Plays", "Black: the first player at the board, "
                                                         "who places the first stone; White: "
                                                         "the second"}
                                  : LegendEntry{"Black (first)", "the first player, Black, "
                                                                 "places the first stone"});
    }
    if (games.isByPoints) {
        legend.push_back({"(1:0, 0:3)", "a match of two games: the match's score, then each "
                                        "game's points on the board, the player's first; in "
                                        "game 2 the second player is Black; the higher total "
                                        "wins the match"});
    } else if (games.isMatches) {
        legend.push_back({"(1, ½)", "a match of two games: the match's score, then each game's "
                                    "in brackets; in game 2 the colours are exchanged (in a "
                                    "beginners' match the first player is Black again)"});
    }
    if (games.hasByes) {
        legend.push_back({"bye", "not paired this round (the points it gives in brackets)"});
    }
    return legend;
}

} // namespace

Document pairingsDocument(const model::EventState& state, int round) {
    auto [subtitle, fileStem] = roundPart(state, "pairings", round, 0);
    Document document = eventDocument(state, "Pairings", subtitle, fileStem);
    app::PairingList list = app::pairingList(state, round);
    const model::EventSettings& settings = state.settings;
    GamesShown games{!list.byes.empty(), settings.match.has_value(),
                     settings.ruleSet.hasOpeningProtocols() &&
                         settings.opening.protocol != rules::OpeningProtocol::None,
                     settings.match && rules::isRenMatchRule(*settings.match)};
    document.blocks.push_back(Block{TextBlock{"By board", TextStyle::Heading}});
    document.blocks.push_back(Block{byBoard(list, games.isMatches)});
    document.blocks.push_back(legendBlock(pairingsLegend(false, games)));
    document.blocks.push_back(Block{PageBreakBlock{}});
    document.blocks.push_back(Block{TextBlock{"By name", TextStyle::Heading}});
    document.blocks.push_back(Block{byName(state, round)});
    document.blocks.push_back(legendBlock(pairingsLegend(true, games)));
    // Names too long to stand whole side by side on a portrait page (two 45-character names
    // on a board): the pairings print across the page (A4, the narrower paper, decides).
    document.isLandscape = !cutTexts(document, Paper::A4, 0.8).empty();
    return document;
}

} // namespace renju::arbiter::print
