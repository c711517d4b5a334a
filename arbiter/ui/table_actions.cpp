#include "arbiter/ui/table_actions.hpp"

#include "arbiter/app/table_play.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_signals.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

namespace {

/// A button of an opening step: consecutive steps' buttons can sit under the same spot, so a
/// press within half a second of the previous step's (a double click) is not taken.
bool stepButton(ViewContext& context, TableActionFields& fields, const char* label) {
    constexpr double kDoubleClickSeconds = 0.5;
    if (!trackedButton(context.ui.frame, label)) {
        return false;
    }
    double now = ImGui::GetTime();
    bool isDoubleClick =
        fields.lastStepPress >= 0 && now - fields.lastStepPress < kDoubleClickSeconds;
    fields.lastStepPress = now;
    return !isDoubleClick;
}

void drawOpeningPrompts(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                        TableActionFields& fields) {
    rules::Expectation expected = game.expectation();
    switch (expected.action) {
    case rules::ExpectedAction::SwapDecision:
        colouredText(colour::kAttention, "Swap? The " +
                                             std::string(rules::playerName(expected.player)) +
                                             " decides (" + expected.clause + ").");
        if (expected.mayProposeInstead) {
            colouredText(colour::kAttention,
                         "Or Black proposes 5th moves instead, with no swap (Taraguchi choice 2): "
                         "click them on the board.");
        }
        if (stepButton(context, fields, "Swap colours")) {
            emitGameEvent(context, shown, "swap");
        }
        ImGui::SameLine();
        if (stepButton(context, fields, "Keep colours")) {
            emitGameEvent(context, shown, "noswap");
        }
        break;
    case rules::ExpectedAction::Declare:
        colouredText(colour::kAttention, "Declare the number of 5th-move proposals (1-" +
                                             std::to_string(expected.count) + ", " +
                                             expected.clause + ").");
        ImGui::SetNextItemWidth(120 * context.fonts.scale());
        ImGui::InputInt("##declare", &fields.declareCount);
        ImGui::SameLine();
        if (stepButton(context, fields, "Declare")) {
            emitGameEvent(context, shown, "declare " + std::to_string(fields.declareCount));
        }
        break;
    case rules::ExpectedAction::Proposals:
        colouredText(colour::kAttention, "Click the board to enter Black's 5th-move proposals: " +
                                             std::to_string(expected.count) +
                                             " more (12.7: no two alike).");
        break;
    case rules::ExpectedAction::Choice:
        colouredText(colour::kAttention,
                     "White chooses move 5: click one of the proposals (blue), then move 6.");
        break;
    default:
        break;
    }
}

void drawPlayActions(ViewContext& context, const ShownGame& shown, const rules::Game& game) {
    // A pass and a draw offer only where the rules allow them: no pass in the first three moves
    // (12.9) nor in the opening's steps, and an offer only together with a move just made (10.2).
    rules::Expectation expected = game.expectation();
    bool isPlay = expected.action == rules::ExpectedAction::Move && expected.moveNumber > 3;
    ImGui::BeginDisabled(!isPlay);
    if (trackedButton(context.ui.frame, "Pass")) {
        emitGameEvent(context, shown, "pass");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Offer draw")) {
        emitGameEvent(context, shown, "offer-draw");
    }
    ImGui::EndDisabled();
    if (game.drawOfferBy()) {
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Accept draw")) {
            emitGameEvent(context, shown, "accept");
        }
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Refuse draw")) {
            emitGameEvent(context, shown, "refuse");
        }
    }
    if (trackedButton(context.ui.frame, "Black resigns")) {
        emitGameEvent(context, shown, "resign black");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "White resigns")) {
        emitGameEvent(context, shown, "resign white");
    }
    for (clock::Seat seat : {clock::Seat::A, clock::Seat::B}) {
        if (seat == clock::Seat::B) {
            ImGui::SameLine();
        }
        std::string label = std::string("Clock press ") + clock::seatLetter(seat);
        if (trackedButton(context.ui.frame, label.c_str())) {
            std::string problem = clockPressProblem(shown.table, seat, context.now);
            if (problem.empty()) {
                emitGameEvent(context, shown, "press");
            } else {
                context.ui.messages.tell(problem, true,
                                         tableOrigin(shown.round.number, shown.table.number));
            }
        }
    }
}

void drawCorrection(ViewContext& context, const ShownGame& shown, TableActionFields& fields) {
    const model::TableGame& game = shown.game;
    bool isGameStart = game.history.empty() && shown.number() > 1 && game.hasStarted();
    std::string last = isGameStart ? "the start of game " + std::to_string(shown.number())
                                   : app::describeLastEntry(game);
    if (last.empty()) {
        colouredText(colour::kMuted, "Nothing to take back at this table.");
        return;
    }
    // The referee sees what the correction will take back before pressing the button.
    ImGui::TextWrapped("Takes back: %s", last.c_str());
    ImGui::SetNextItemWidth(-1);
    inputText("##correction", fields.correctionReason, "reason for the correction");
    trackLastItem(context.ui.frame, "correction reason");
    if (trackedButton(context.ui.frame, "Take back the last action")) {
        if (fields.correctionReason.empty()) {
            context.ui.messages.tell("a correction needs a reason", true,
                                     tableOrigin(shown.round.number, shown.table.number));
        } else {
            emitGameEvent(context, shown, "undo", fields.correctionReason);
            fields.correctionReason.clear();
        }
    }
}

} // namespace

void emitGameEvent(ViewContext& context, const ShownGame& shown, std::string event,
                   std::string reason) {
    int round = shown.round.number;
    int table = shown.table.number;
    context.ui.outbox.emit(
        app::GameAction{round, table, std::move(event), std::move(reason), shown.number()},
        tableOrigin(round, table));
}

void drawTableActions(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      TableActionFields& fields) {
    bool isPlaying = shown.round.status == model::RoundStatus::Started;
    if (!isPlaying) {
        colouredText(colour::kMuted, "The round is not being played: the board is read-only.");
        return;
    }
    if (shown.number() - 1 < static_cast<int>(shown.table.currentGameIndex())) {
        colouredText(colour::kMuted, "Game " + std::to_string(shown.number()) +
                                         " is over and the next game has started: this board "
                                         "is read-only.");
        return;
    }
    drawOpeningPrompts(context, shown, game, fields);
    // While a claim awaits the ruling the game is stopped (9.6): nothing to play.
    if (!game.result().isOver() && !game.isAwaitingRuling()) {
        drawPlayActions(context, shown, game);
    }
    bool isOpen = ImGui::CollapsingHeader("Correction");
    trackLastItem(context.ui.frame, "Correction");
    if (isOpen) {
        drawCorrection(context, shown, fields);
    }
}

} // namespace renju::arbiter::ui
