// Result slips per table, with boxes for the result and for a claim.
#include "arbiter/app/event_views.hpp"
#include "arbiter/print/documents.hpp"

namespace renju::arbiter::print {

namespace {

std::vector<Block> slip(int round, const app::PairingRow& row) {
    FieldsBlock players;
    players.columns = 2;
    players.fields = {{"Black (first)", row.firstName}, {"White (second)", row.secondName}};
    FieldsBlock details;
    details.columns = 3;
    details.fields = {{"Reason", ""}, {"Moves", ""}, {"Time", ""}};
    FieldsBlock claimDetails;
    claimDetails.columns = 3;
    claimDetails.fields = {{"At move", ""}, {"Clause", ""}, {"Point", ""}};
    return {Block{TextBlock{"Result slip: round " + std::to_string(round) + ", table " +
                                std::to_string(row.table),
                            TextStyle::Heading}},
            Block{players},
            Block{ChoicesBlock{"Result", {"1-0", "0-1", "0.5-0.5", "1-0f", "0-1f", "0-0f"}}},
            Block{details},
            Block{ChoicesBlock{"Claim",
                               {"five", "forbidden 33", "forbidden 44", "forbidden 6", "time"}}},
            Block{claimDetails},
            Block{ChoicesBlock{"Ruling", {"upheld", "rejected"}}},
            Block{SignaturesBlock{{"Black", "White", "Arbiter"}}}};
}

} // namespace

Document slipsDocument(const model::EventState& state, int round, int table) {
    auto [subtitle, fileStem] = roundPart("slips", round, table);
    Document document = eventDocument(state, "Result slips", subtitle, fileStem);
    for (const app::PairingRow& row : app::pairingRows(state, round)) {
        if (table != 0 && row.table != table) {
            continue;
        }
        document.blocks.push_back(Block{ColumnsBlock{{1.0}, {slip(round, row)}}});
        document.blocks.push_back(Block{RuleBlock{true}});
    }
    document.blocks.push_back(Block{TextBlock{
        "Results are written as the first player's score, then the second's (the codes of "
        "`renju-arbiter result`); f: not played (forfeit).",
        TextStyle::Small}});
    return document;
}

} // namespace renju::arbiter::print
