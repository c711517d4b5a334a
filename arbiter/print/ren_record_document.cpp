// The record sheet of a game of Ren (seed 002): board of squares, moves with their points and
// the running score, the result.
#include "arbiter/print/ren_documents.hpp"

namespace renju::arbiter::print {

namespace {

std::string scoreText(const std::array<int, 2>& scores) {
    return "Black " + std::to_string(scores[0]) + ", White " + std::to_string(scores[1]);
}

std::string resultLine(const app::RenGameSheet& sheet) {
    return sheet.resultCode.empty() ? sheet.resultText : sheet.resultCode + "  " + sheet.resultText;
}

TableBlock moveTable(const app::RenGameSheet& sheet) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.columns = {{"No.", 0.45, Align::Right},    {"Colour", 0.6, Align::Left},
                     {"Square", 0.6, Align::Centre}, {"What it did", 2.1, Align::Left},
                     {"Groups", 1.9, Align::Left},   {"Points", 0.55, Align::Right},
                     {"Score", 0.65, Align::Centre}, {"Clock", 0.8, Align::Right}};
    for (const app::RenSheetMove& move : sheet.moves) {
        table.rows.push_back({std::to_string(move.number), rules::colourName(move.colour),
                              move.move, move.action, move.groups,
                              move.points > 0 ? std::to_string(move.points) : "", move.score,
                              move.clock});
    }
    return table;
}

} // namespace

BoardBlock renBoardBlock(const app::RenGameSheet& sheet, double width) {
    BoardBlock board;
    board.look = BoardLook::Squares;
    board.size = sheet.boardSize;
    board.width = width;
    for (const app::RenSheetStone& stone : sheet.stones) {
        board.stones.push_back(FigureStone{stone.square, stone.colour, stone.number});
        if (stone.isNiban) {
            board.marks.push_back(stone.square);
        }
    }
    return board;
}

std::vector<Block> renRecordBlocks(const app::RenGameSheet& sheet, const std::string& heading,
                                   const std::vector<std::string>& sideNotes) {
    std::vector<Block> blocks;
    blocks.push_back(Block{TextBlock{heading, TextStyle::Heading}});
    std::string size = std::to_string(sheet.boardSize);
    FieldsBlock fields;
    fields.columns = 1;
    fields.fields = {{"Black", sheet.players.black},
                     {"White", sheet.players.white},
                     {"Board", size + "x" + size + " squares"},
                     {"Variants", sheet.variants},
                     {"Moves", std::to_string(sheet.moves.size())},
                     {"Final score", scoreText(sheet.scores)},
                     {"Result", sheet.resultCode.empty()
                                    ? sheet.resultText
                                    : sheet.resultCode + " (" + sheet.resultReason + ")"}};
    std::vector<Block> side{Block{fields},
                            Block{TextBlock{"Each stone shows the move that put it on its "
                                            "square; a ringed stone is a niban.",
                                            TextStyle::Small}}};
    for (const std::string& note : sideNotes) {
        side.push_back(Block{TextBlock{note, TextStyle::Small}});
    }
    blocks.push_back(
        Block{ColumnsBlock{{1.05, 1.0}, {{Block{renBoardBlock(sheet, 0)}}, std::move(side)}}});
    blocks.push_back(Block{moveTable(sheet)});
    for (const std::string& note : sheet.notes) {
        blocks.push_back(Block{TextBlock{note, TextStyle::Body}});
    }
    blocks.push_back(Block{
        TextBlock{"Final score: " + scoreText(sheet.scores) + ". Result: " + resultLine(sheet),
                  TextStyle::Heading}});
    blocks.push_back(Block{
        SignaturesBlock{{app::renPlayerText(rules::Stone::Black, sheet.players),
                         app::renPlayerText(rules::Stone::White, sheet.players), "Arbiter"}}});
    return blocks;
}

Document renRecordDocument(const app::RenGameSheet& sheet, const RenDocumentHeader& header) {
    Document document;
    document.eventName = header.name;
    document.eventDetails = header.details;
    document.title = "Ren game record";
    std::string size = std::to_string(sheet.boardSize);
    document.subtitle = size + "x" + size;
    document.fileStem = "ren-record";
    document.blocks =
        renRecordBlocks(sheet,
                        app::renPlayerText(rules::Stone::Black, sheet.players) + " - " +
                            app::renPlayerText(rules::Stone::White, sheet.players),
                        {});
    return document;
}

} // namespace renju::arbiter::print
