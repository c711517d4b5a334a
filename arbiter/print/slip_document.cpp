// Result slips per table, with boxes for the result and for a claim.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"
#include "arbiter/print/legend.hpp"
#include "arbiter/print/ren_documents.hpp"

namespace renju::arbiter::print {

namespace {

/// One game's slip; `game` is 0 for a table of one game, else the match's game.
std::vector<Block> slip(int round, const app::PairingRow& row, int game) {
    FieldsBlock players;
    players.columns = 2;
    players.fields = {{"Black (first)", row.firstName}, {"White (second)", row.secondName}};
    FieldsBlock details;
    details.columns = 3;
    details.fields = {{"Reason", ""}, {"Moves", ""}, {"Time", ""}};
    FieldsBlock claimDetails;
    claimDetails.columns = 3;
    claimDetails.fields = {{"At move", ""}, {"Clause", ""}, {"Point", ""}};
    return {
        Block{TextBlock{"Result slip: round " + std::to_string(round) + ", table " +
                            std::to_string(row.table) +
                            (game > 0 ? ", game " + std::to_string(game) : ""),
                        TextStyle::Heading}},
        Block{players},
        Block{ChoicesBlock{
            "Result", {"1-0 Black won", "0-1 White won", "0.5-0.5 draw", "1-0f", "0-1f", "0-0f"}}},
        Block{details},
        Block{
            ChoicesBlock{"Claim", {"five", "forbidden 33", "forbidden 44", "forbidden 6", "time"}}},
        Block{claimDetails},
        Block{ChoicesBlock{"Ruling", {"upheld", "rejected"}}},
        Block{SignaturesBlock{{"Black", "White", "Arbiter"}}}};
}

} // namespace

Document slipsDocument(const model::EventState& state, int round, int table) {
    auto [subtitle, fileStem] = roundPart("slips", round, table);
    Document document = eventDocument(state, "Result slips", subtitle, fileStem);
    const model::Round* found = state.findRound(round);
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        const model::Table* paired = found ? found->findTable(row.table) : nullptr;
        if ((table != 0 && row.table != table) || !paired) {
            continue;
        }
        if (paired->games.front().ren) { // Ren: one slip for the match's two games
            document.blocks.push_back(Block{ColumnsBlock{{1.0}, {renMatchSlip(round, row)}}});
            document.blocks.push_back(Block{RuleBlock{true}});
            continue;
        }
        // A match has a slip for each game, the players in that game's order.
        for (std::size_t game = 0; game < paired->games.size(); ++game) {
            app::PairingRow inGame = row;
            if (paired->games[game].first != paired->first) {
                std::swap(inGame.firstName, inGame.secondName);
            }
            int number = paired->isMatch() ? static_cast<int>(game) + 1 : 0;
            document.blocks.push_back(Block{ColumnsBlock{{1.0}, {slip(round, inGame, number)}}});
            document.blocks.push_back(Block{RuleBlock{true}});
        }
    }
    if (state.settings.ruleSet.family() == rules::GameFamily::Ren) {
        document.blocks.push_back(legendBlock(
            {{"Points", "each player's points on the board when the game ended (seed 002)"},
             {"Match", "the higher total of the two games wins it; equal totals draw it"}}));
        return document;
    }
    document.blocks.push_back(legendBlock(
        {{"Result", "by colour, Black's score first (1-0: Black won), whoever was listed first: "
                    "after a swap the first player is White"},
         {"f", "not played (forfeit), the first player counted as Black; 0-0f: neither played"},
         {"33, 44, 6", "a double-three, a double-four, an overline (9.3)"},
         {"Clause", "the clause of the rules the claim cites"}}));
    return document;
}

} // namespace renju::arbiter::print
