// Game record sheets (one game per page) and the bulletin form (several games per page).
#include "arbiter/print/documents.hpp"
#include "arbiter/print/ren_documents.hpp"
#include "rules/overloaded.hpp"

namespace renju::arbiter::print {

namespace {

/// Move-list groups side by side: the list reads down the first group, then the next.
constexpr std::size_t kMoveGroups = 3;
/// The width of a diagram in the bulletin (two games side by side, two rows per page).
constexpr double kBulletinBoard = 215;

BoardBlock boardOf(const app::FiveInARowSheet& game, int boardSize, double width) {
    BoardBlock board;
    board.size = boardSize;
    board.width = width;
    for (const app::SheetStone& stone : game.stones) {
        board.stones.push_back(FigureStone{stone.point, stone.colour, stone.number});
    }
    board.marks = game.unchosenProposals;
    return board;
}

std::string openingText(const app::FiveInARowSheet& game) {
    return game.openingCode.empty() ? "-" : game.openingCode + " " + game.openingName;
}

std::string resultLine(const app::GameSheet& game) {
    if (game.resultCode.empty()) {
        const auto* five = std::get_if<app::FiveInARowSheet>(&game.play);
        return five && five->isAwaitingRuling ? "a claim awaits the arbiter's ruling"
                                              : "game in progress";
    }
    return game.resultCode + "  " + game.resultText;
}

TableBlock moveTable(const app::FiveInARowSheet& game) {
    TableBlock table;
    table.look = TableLook::Compact;
    table.snakeGroups = kMoveGroups;
    table.columns = {{"No.", 0.55, Align::Right},
                     {"Move", 0.7, Align::Centre},
                     {"Clock", 0.95, Align::Right},
                     {"Note", 1.2, Align::Left}};
    for (const app::SheetMove& move : game.moves) {
        table.rows.push_back({std::to_string(move.number), move.move, move.clock, move.remark});
    }
    return table;
}

std::string claimText(const app::SheetClaim& claim) {
    std::string text = "After move " + std::to_string(claim.afterMove) + ", " + claim.claimant +
                       " claimed " + claim.claim +
                       ". Advice: " + (claim.isUpheldByAdvice ? "uphold" : "refuse") + " (" +
                       claim.clause + "): " + claim.explanation + ".";
    if (!claim.clocks.empty()) {
        text += " Clocks stopped at " + claim.clocks + ".";
    }
    text += claim.ruling.empty() ? " No ruling recorded." : " Ruling: " + claim.ruling + ".";
    return text;
}

/// "table 3" or, for a match, "table 3, game 2".
std::string placeText(const app::GameSheet& game) {
    return "table " + std::to_string(game.table) +
           (game.gameCount > 1 ? ", game " + std::to_string(game.game) : "");
}

/// "renju, 15x15" / "japan-1918, 19x19": the rule set every sheet names.
std::string rulesText(const app::GameSheet& game) {
    std::string size = std::to_string(game.boardSize);
    return game.ruleSet + ", " + size + "x" + size;
}

/// A five-in-a-row game's sheet: the board and the fields side by side, the moves with their
/// clocks, the claims and rulings.
void addFiveInARowSheet(std::vector<Block>& blocks, const app::GameSheet& game,
                        const app::FiveInARowSheet& five) {
    FieldsBlock fields;
    fields.columns = 1;
    fields.fields = {{"Black", game.blackName},
                     {"White", game.whiteName},
                     {"Tentative Black", game.firstName},
                     {"Rules", rulesText(game)},
                     {"Opening rules", five.openingRules},
                     {"Opening", openingText(five)},
                     {"Time control", game.timeControl},
                     {"Moves", std::to_string(five.moves.size())},
                     {"Result", resultLine(game)}};
    std::vector<Block> side{Block{fields}};
    side.push_back(Block{TextBlock{game.ruleSetTitle, TextStyle::Small}});
    if (!game.matchText.empty()) {
        side.push_back(Block{TextBlock{"Match: " + game.matchText, TextStyle::Small}});
    }
    for (const std::string& step : five.openingSteps) {
        side.push_back(Block{TextBlock{step, TextStyle::Small}});
    }
    blocks.push_back(Block{
        ColumnsBlock{{1.05, 1.0}, {{Block{boardOf(five, game.boardSize, 0)}}, std::move(side)}}});
    blocks.push_back(Block{moveTable(five)});
    if (!five.claims.empty()) {
        blocks.push_back(Block{TextBlock{"Claims and rulings", TextStyle::Heading}});
        for (const app::SheetClaim& claim : five.claims) {
            blocks.push_back(Block{TextBlock{claimText(claim), TextStyle::Body}});
        }
    }
    for (const std::string& note : game.arbiterNotes) {
        blocks.push_back(Block{TextBlock{"Arbiter: " + note, TextStyle::Body}});
    }
    blocks.push_back(Block{TextBlock{"Result: " + resultLine(game), TextStyle::Heading}});
    blocks.push_back(Block{SignaturesBlock{
        {"Black (" + game.blackName + ")", "White (" + game.whiteName + ")", "Arbiter"}}});
}

/// A Ren game's sheet (seed 002): squares, every move's points, the running score and clock.
void addRenSheet(std::vector<Block>& blocks, const app::GameSheet& game,
                 const app::RenGameSheet& ren, const std::string& heading) {
    std::vector<std::string> notes{"Time control: " + game.timeControl};
    if (!game.matchText.empty()) {
        notes.push_back("Match: " + game.matchText);
    }
    for (const std::string& note : game.arbiterNotes) {
        notes.push_back("Arbiter: " + note);
    }
    for (Block& block : renRecordBlocks(ren, heading, notes)) {
        blocks.push_back(std::move(block));
    }
}

void addSheet(std::vector<Block>& blocks, const app::GameSheet& game) {
    std::string heading = "Round " + std::to_string(game.round) + ", " + placeText(game) + ": " +
                          game.firstName + " - " + game.secondName;
    std::visit(rules::Overloaded{
                   [&](const app::FiveInARowSheet& five) {
                       blocks.push_back(Block{TextBlock{heading, TextStyle::Heading}});
                       addFiveInARowSheet(blocks, game, five);
                   },
                   [&](const app::RenGameSheet& ren) { addRenSheet(blocks, game, ren, heading); }},
               game.play);
}

/// A five-in-a-row game in the bulletin: every stone numbered, the opening and the passes.
std::vector<Block> fiveInARowCell(const app::GameSheet& game, const app::FiveInARowSheet& five,
                                  Block heading) {
    std::string details = rulesText(game) + ". Opening " + openingText(five) + ". " +
                          std::to_string(five.moves.size()) + " moves. " + resultLine(game) + ".";
    for (const std::string& step : five.openingSteps) {
        details += " " + step + ".";
    }
    std::string passes;
    for (const app::SheetMove& move : five.moves) {
        if (move.move == "--") {
            passes += (passes.empty() ? " Passes: " : ", ") + std::to_string(move.number);
        }
    }
    return {std::move(heading), Block{boardOf(five, game.boardSize, kBulletinBoard)},
            Block{TextBlock{details + (passes.empty() ? "" : passes + "."), TextStyle::Small}}};
}

/// A Ren game in the bulletin (seed 002): the board of squares and the final points.
std::vector<Block> renCell(const app::GameSheet& game, const app::RenGameSheet& ren,
                           Block heading) {
    std::string points = "Points: Black " + std::to_string(ren.scores[0]) + ", White " +
                         std::to_string(ren.scores[1]) + ".";
    return {std::move(heading), Block{renBoardBlock(ren, kBulletinBoard)},
            Block{TextBlock{rulesText(game) + " squares, " + ren.variants + ". " +
                                std::to_string(ren.moves.size()) + " moves. " + points + " " +
                                resultLine(game) + ".",
                            TextStyle::Small}}};
}

/// One game of the bulletin: heading, diagram (every stone numbered), and a few lines.
std::vector<Block> bulletinCell(const app::GameSheet& game) {
    std::string place = placeText(game);
    place[0] = 'T';
    Block heading{
        TextBlock{place + ": " + game.blackName + " (Black) - " + game.whiteName + " (White)",
                  TextStyle::Body}};
    return std::visit(
        rules::Overloaded{
            [&](const app::FiveInARowSheet& five) { return fiveInARowCell(game, five, heading); },
            [&](const app::RenGameSheet& ren) { return renCell(game, ren, heading); }},
        game.play);
}

} // namespace

Document recordDocument(const model::EventState& state, int round,
                        const std::vector<app::GameSheet>& games, bool isBulletin) {
    std::string number = std::to_string(round);
    bool isSingle = !games.empty() && games.front().table == games.back().table;
    std::string subtitle =
        "round " + number + (isSingle ? ", table " + std::to_string(games.front().table) : "");
    std::string stem = (isBulletin ? "bulletin-round-" : "records-round-") + number +
                       (isSingle ? "-table-" + std::to_string(games.front().table) : "");
    Document document =
        eventDocument(state, isBulletin ? "Bulletin" : "Game records", subtitle, stem);
    if (isBulletin) {
        for (std::size_t i = 0; i < games.size(); i += 2) {
            ColumnsBlock pair{{1.0, 1.0}, {bulletinCell(games[i])}};
            pair.columns.push_back(i + 1 < games.size() ? bulletinCell(games[i + 1])
                                                        : std::vector<Block>{});
            document.blocks.push_back(Block{std::move(pair)});
            document.blocks.push_back(Block{RuleBlock{false}});
        }
        return document;
    }
    for (const app::GameSheet& game : games) {
        if (!document.blocks.empty()) {
            document.blocks.push_back(Block{PageBreakBlock{}});
        }
        addSheet(document.blocks, game);
    }
    return document;
}

} // namespace renju::arbiter::print
