#include "arbiter/ui/view_models/ren_board_model.hpp"

#include "rules/notation.hpp"
#include "rules/ren/ren_text.hpp"

#include <map>

namespace renju::arbiter::ui {

namespace {

std::string squaresText(const std::vector<rules::Point>& squares) {
    std::string text;
    for (rules::Point square : squares) {
        text += (text.empty() ? "" : " ") + rules::formatPoint(square);
    }
    return text;
}

std::string ruiText(const RenBoardModel& model, const rules::RenPosition& position) {
    std::string mover = rules::colourName(model.toMove);
    std::string count = std::to_string(model.ruiRun) + " of " + std::to_string(model.ruiLimit);
    if (model.isOver) {
        return "";
    }
    if (model.isRuiLimitReached) {
        return "the rui limit is reached (" + count + " replacements in succession): " + mover +
               " plays on an empty square or passes";
    }
    if (position.rui.empty()) {
        return model.ruiRun > 0 ? "replacements in succession: " + count : "";
    }
    return "rui: " + squaresText(position.rui) + ": " + mover +
           " may replace one (replacements in succession: " + count + ")";
}

} // namespace

RenBoardModel renBoardModel(const rules::RenGame& game) {
    const rules::RenPosition& position = game.position();
    RenBoardModel model;
    model.size = position.board.size();
    std::map<rules::Point, int> numbers = game.stoneNumbers();
    for (const auto& [square, number] : numbers) {
        model.stones.push_back(RenSquareStone{square, position.board.at(square), number,
                                              position.board.isNiban(square),
                                              position.isRui(square)});
    }
    model.scores = position.scores;
    model.toMove = position.toMove;
    model.ruiRun = position.ruiRun;
    model.ruiLimit = game.variants().ruiLimit;
    model.isRuiLimitReached = position.ruiRun >= model.ruiLimit;
    model.isOver = position.result.isOver();
    if (!game.moves().empty()) {
        const rules::RenMoveReport& last = game.moves().back();
        if (last.kind != rules::RenMoveKind::Pass) {
            model.lastMove = last.square;
        }
        model.lastGroups = last.groups;
        model.lastCaptures = last.captures;
        model.lastNiban = last.niban;
        model.pointsInWords = rules::renPointsInWords(last);
        model.lastMoveText = rules::describeRenMove(last, game.variants());
    }
    model.ruiText = ruiText(model, position);
    model.prompt =
        model.isOver
            ? "the game is over: " + rules::renResultSentence(position.result, position.scores)
            : std::string(rules::colourName(model.toMove)) + " to move: a square or pass";
    return model;
}

std::string renClickEvent(const RenBoardModel& model, rules::Point square) {
    bool isOnBoard =
        square.col >= 0 && square.row >= 0 && square.col < model.size && square.row < model.size;
    return isOnBoard ? rules::formatPoint(square) : "";
}

} // namespace renju::arbiter::ui
