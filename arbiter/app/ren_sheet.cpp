#include "arbiter/app/ren_sheet.hpp"

#include "rules/notation.hpp"
#include "rules/ren/ren_text.hpp"

namespace renju::arbiter::app {

namespace {

std::string squaresText(const std::vector<rules::Point>& squares) {
    std::string text;
    for (rules::Point square : squares) {
        text += (text.empty() ? "" : " ") + rules::formatPoint(square);
    }
    return text;
}

std::string actionOf(const rules::RenMoveReport& report, const rules::RenVariants& variants) {
    std::string action;
    auto add = [&](const std::string& part) { action += (action.empty() ? "" : "; ") + part; };
    if (report.kind == rules::RenMoveKind::Replacement) {
        add("replaces rui (" + std::to_string(report.ruiRun) + " of " +
            std::to_string(variants.ruiLimit) + ")");
    }
    if (!report.captures.empty()) {
        add("captures " + squaresText(report.captures));
    }
    if (report.niban) {
        add("nibai: niban " + rules::formatPoint(*report.niban));
    }
    return action;
}

std::string groupsOf(const rules::RenMoveReport& report) {
    if (report.isNineBox) {
        return report.swapsScores ? "nine-box (scores swapped)" : "nine-box";
    }
    std::string text;
    for (const rules::RenGroup& group : report.groups) {
        text += (text.empty() ? "" : " + ") + std::string(rules::renGroupName(group.kind));
    }
    return text;
}

std::string variantsText(const rules::RenVariants& variants) {
    return "rui limit " + std::to_string(variants.ruiLimit) + ", " +
           (variants.lead ? "lead " + std::to_string(*variants.lead) : "no lead rule");
}

std::string resultTextOf(const rules::GameResult& result, const std::array<int, 2>& scores,
                         const RenSheetPlayers& players) {
    if (!result.isOver()) {
        return "game in progress";
    }
    std::string reason = rules::reasonCode(result.reason);
    if (result.score == rules::Score::Draw) {
        return "draw: " + reason + ", " + std::to_string(scores[0]) + " points each";
    }
    rules::Stone winner =
        result.score == rules::Score::BlackWins ? rules::Stone::Black : rules::Stone::White;
    int points = scores[rules::renSide(winner)];
    return renPlayerText(winner, players) + " wins: " + reason + ", " + std::to_string(points) +
           (points == 1 ? " point to " : " points to ") +
           std::to_string(scores[rules::renSide(rules::opponent(winner))]);
}

/// Resignations and flags, with the number of moves played before them; the corrections.
std::vector<std::string> notesOf(const rules::RenGame& game) {
    std::vector<std::string> notes;
    int moves = 0;
    for (const rules::GameEvent& event : game.effectiveEvents()) {
        std::string after = " after move " + std::to_string(moves);
        if (std::holds_alternative<rules::StoneEvent>(event) ||
            std::holds_alternative<rules::PassEvent>(event)) {
            ++moves;
        } else if (const auto* resign = std::get_if<rules::ResignEvent>(&event)) {
            notes.push_back(std::string(rules::colourName(resign->colour)) + " resigned" + after);
        } else if (const auto* flag = std::get_if<rules::FlagEvent>(&event)) {
            notes.push_back(std::string(rules::colourName(flag->colour)) + "'s time ran out" +
                            after);
        }
    }
    std::size_t undos = game.record().size() - game.effectiveEvents().size();
    if (undos > 0) {
        undos /= 2; // each undo removed one event and is itself in the record
        notes.push_back(std::to_string(undos) + (undos == 1 ? " correction" : " corrections") +
                        " (undo) recorded");
    }
    return notes;
}

} // namespace

std::string renPlayerText(rules::Stone colour, const RenSheetPlayers& players) {
    const std::string& name = colour == rules::Stone::Black ? players.black : players.white;
    std::string text = rules::colourName(colour);
    return name.empty() ? text : text + " (" + name + ")";
}

RenGameSheet renGameSheet(const rules::RenGame& game, const RenSheetPlayers& players) {
    const rules::RenPosition& position = game.position();
    RenGameSheet sheet;
    sheet.boardSize = position.board.size();
    sheet.variants = variantsText(game.variants());
    sheet.players = players;
    for (const auto& [square, number] : game.stoneNumbers()) {
        sheet.stones.push_back(RenSheetStone{square, position.board.at(square), number,
                                             position.board.isNiban(square)});
    }
    for (const rules::RenMoveReport& report : game.moves()) {
        RenSheetMove move;
        move.number = report.number;
        move.colour = report.colour;
        move.move =
            report.kind == rules::RenMoveKind::Pass ? "--" : rules::formatPoint(report.square);
        move.action = actionOf(report, game.variants());
        move.groups = groupsOf(report);
        move.points = report.points;
        move.score =
            std::to_string(report.scoresAfter[0]) + "-" + std::to_string(report.scoresAfter[1]);
        sheet.moves.push_back(std::move(move));
    }
    sheet.scores = position.scores;
    if (position.result.isOver()) {
        sheet.resultCode = rules::scoreCode(position.result.score);
        sheet.resultReason = rules::reasonCode(position.result.reason);
    }
    sheet.resultText = resultTextOf(position.result, position.scores, players);
    sheet.notes = notesOf(game);
    return sheet;
}

} // namespace renju::arbiter::app
