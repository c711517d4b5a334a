// Result slips per table, with boxes for the result and for a claim.
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "rules/overloaded.hpp"

namespace renju::arbiter::print {

namespace {

/// The claims a slip offers under `set`: a five and time always, and each forbidden shape
/// White may claim where the set lets Black's forbidden stone stand for a claim (renju).
std::vector<std::string> claimChoices(rules::RuleSet set) {
    std::vector<std::string> choices{"five"};
    const rules::ColourRules& black = set.rulesFor(rules::Stone::Black);
    if (black.sanction == rules::Sanction::Claim) {
        if (black.threes != rules::ThreeRule::Allowed) {
            choices.emplace_back("forbidden 33");
        }
        if (black.forbidsDoubleFour) {
            choices.emplace_back("forbidden 44");
        }
        if (black.forbidsOverline) {
            choices.emplace_back("forbidden 6");
        }
    }
    choices.emplace_back("time");
    return choices;
}

/// The five-in-a-row slips' legend; the forbidden boxes' line only where the slips have them.
Block fiveInARowLegend(rules::RuleSet set) {
    std::vector<LegendEntry> rows{
        {"Result", "by colour, Black's score first (1-0: Black won), whoever was listed first; "
                   "a slip printed before the opening's swap says who ended up with Black"},
        {"f", "not played (forfeit), by the tentative colours: 1-0f the first player wins; "
              "0-0f: neither played"}};
    if (claimChoices(set).size() > 2) {
        rows.emplace_back("33, 44, 6", "a double-three, a double-four, an overline (9.3)");
    }
    rows.emplace_back("Clause", "the clause of the rules the claim cites");
    return legendBlock(rows);
}

/// Who a slip names and how: the game's players as the table lists them for it (the first is
/// tentative Black), and the colours they hold when the slip is printed, once no step of the
/// opening can swap them any more.
struct SlipPlayers {
    std::string first;
    std::string second;
    /// Set once the colours are settled: true when the first player holds Black.
    std::optional<bool> isFirstBlack;
};

/// The players' lines: by the colours they hold when those are settled; before, each player's
/// tentative colour, the swap to tick and lines to write which name ended up with Black, so that
/// a result by colour is credited to the right player.
std::vector<Block> playerBlocks(const SlipPlayers& players) {
    FieldsBlock named;
    named.columns = 2;
    if (players.isFirstBlack) {
        bool isFirstBlack = *players.isFirstBlack;
        named.fields = {{"Black", isFirstBlack ? players.first : players.second},
                        {"White", isFirstBlack ? players.second : players.first}};
        return {Block{named}};
    }
    // Before the opening the labels are long ("Second (tentative White)"): they take more of
    // the line, so that they print whole (at 0.45 they were cut).
    named.labelShare = 0.6;
    named.fields = {{"First (tentative Black)", players.first},
                    {"Second (tentative White)", players.second}};
    FieldsBlock after;
    after.columns = 2;
    after.labelShare = 0.6;
    after.fields = {{"Black after the opening", ""}, {"White after the opening", ""}};
    return {Block{named},
            Block{ChoicesBlock{"Swap",
                               {"no swap: the first is Black", "swapped: the second "
                                                               "is Black"}}},
            Block{after}};
}

/// One game's slip; `game` is 0 for a table of one game, else the match's game.
std::vector<Block> slip(int round, int table, const SlipPlayers& players, int game,
                        rules::RuleSet set) {
    FieldsBlock details;
    details.columns = 3;
    details.fields = {{"Reason", ""}, {"Moves", ""}, {"Time", ""}};
    FieldsBlock claimDetails;
    claimDetails.columns = 3;
    claimDetails.fields = {{"At move", ""}, {"Clause", ""}, {"Point", ""}};
    std::vector<Block> blocks{Block{
        TextBlock{"Result slip: round " + std::to_string(round) + ", table " +
                      std::to_string(table) + (game > 0 ? ", game " + std::to_string(game) : ""),
                  TextStyle::Heading}}};
    for (Block& block : playerBlocks(players)) {
        blocks.push_back(std::move(block));
    }
    blocks.insert(blocks.end(),
                  {Block{ChoicesBlock{
                       "Result (by colour)",
                       {"1-0 Black won", "0-1 White won", "0.5-0.5 draw", "1-0f", "0-1f", "0-0f"}}},
                   Block{details}, Block{ChoicesBlock{"Claim", claimChoices(set)}},
                   Block{claimDetails}, Block{ChoicesBlock{"Ruling", {"upheld", "rejected"}}},
                   Block{SignaturesBlock{{"Black", "White", "Arbiter"}}}});
    return blocks;
}

/// A five-in-a-row table's slips: one per game of a match, the players in that game's order.
void addFiveInARowSlips(Document& document, int round, const app::PairingRow& row,
                        const model::Table& paired) {
    for (std::size_t game = 0; game < paired.games.size(); ++game) {
        const model::TableGame& played = paired.games[game];
        bool isListed = played.first == paired.first;
        SlipPlayers players{isListed ? row.firstName : row.secondName,
                            isListed ? row.secondName : row.firstName, std::nullopt};
        if (app::areColoursSettled(played.game)) {
            players.isFirstBlack =
                rules::colourOf(played.game, rules::Player::First) == rules::Stone::Black;
        }
        int number = paired.isMatch() ? static_cast<int>(game) + 1 : 0;
        document.blocks.push_back(Block{
            ColumnsBlock{{1.0}, {slip(round, row.table, players, number, played.rules.set)}}});
        document.blocks.push_back(Block{RuleBlock{true}});
    }
}

} // namespace

Document slipsDocument(const model::EventState& state, int round, int table) {
    auto [subtitle, fileStem] = roundPart(state, "slips", round, table);
    Document document = eventDocument(state, "Result slips", subtitle, fileStem);
    const model::Round* found = state.findRound(round);
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        const model::Table* paired = found ? found->findTable(row.table) : nullptr;
        if ((table != 0 && row.table != table) || !paired) {
            continue;
        }
        std::visit(rules::Overloaded{[&](const rules::Game&) {
                                         addFiveInARowSlips(document, round, row, *paired);
                                     },
                                     [&](const rules::RenGame&) { // one slip for both games
                                         document.blocks.push_back(Block{
                                             ColumnsBlock{{1.0}, {renMatchSlip(round, row)}}});
                                         document.blocks.push_back(Block{RuleBlock{true}});
                                     }},
                   paired->games.front().game);
    }
    // The legend follows the event's rules: a Ren event has no claims, a set without claimable
    // forbidden moves no forbidden boxes.
    std::visit(rules::Overloaded{[&](const rules::Game& game) {
                                     document.blocks.push_back(
                                         fiveInARowLegend(game.gameRules().set));
                                 },
                                 [&](const rules::RenGame&) {
                                     document.blocks.push_back(legendBlock(
                                         {{"Points", "each player's points on the board when the "
                                                     "game ended (seed 002)"},
                                          {"Match", "the higher total of the two games wins it; "
                                                    "equal totals draw it"}}));
                                 }},
               rules::newGame(state.settings.gameRules()));
    return document;
}

} // namespace renju::arbiter::print
