// Ren's two-game match result slip (seed 002): one slip per table for both games, each game's
// points by colour and how it ended, both players' totals and the match's result.
#include "arbiter/print/ren_documents.hpp"

namespace renju::arbiter::print {

namespace {

/// One game of the match: who had which colour, the points each scored, how it ended.
std::vector<Block> renGameRows(int game, const std::string& black, const std::string& white) {
    FieldsBlock points;
    points.columns = 2;
    points.fields = {
        {"Black", black}, {"White", white}, {"Black's points", ""}, {"White's points", ""}};
    return {
        Block{TextBlock{"Game " + std::to_string(game), TextStyle::Body}}, Block{points},
        Block{ChoicesBlock{
            "Ended by", {"nine-box", "lead", "two passes", "full board", "resignation", "time"}}}};
}

} // namespace

std::vector<Block> renMatchSlip(int round, const app::PairingRow& row) {
    // RULES.md, Ren: "the first player of game 1 moves second in game 2".
    std::vector<Block> blocks{
        Block{TextBlock{"Match result slip (Ren, total points): round " + std::to_string(round) +
                            ", table " + std::to_string(row.table),
                        TextStyle::Heading}}};
    for (const Block& block : renGameRows(1, row.firstName, row.secondName)) {
        blocks.push_back(block);
    }
    for (const Block& block : renGameRows(2, row.secondName, row.firstName)) {
        blocks.push_back(block);
    }
    FieldsBlock totals;
    totals.columns = 1;
    totals.fields = {{"Total points of " + row.firstName, ""},
                     {"Total points of " + row.secondName, ""}};
    blocks.push_back(Block{totals});
    blocks.push_back(Block{
        ChoicesBlock{"Match (the higher total wins)",
                     {row.firstName + " wins", row.secondName + " wins", "drawn (equal totals)"}}});
    blocks.push_back(Block{SignaturesBlock{{row.firstName, row.secondName, "Arbiter"}}});
    return blocks;
}

} // namespace renju::arbiter::print
