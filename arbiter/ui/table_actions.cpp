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
    if (!trackedButton(context.ui, label)) {
        return false;
    }
    double now = ImGui::GetTime();
    bool isDoubleClick =
        fields.lastStepPress >= 0 && now - fields.lastStepPress < kDoubleClickSeconds;
    fields.lastStepPress = now;
    return !isDoubleClick;
}

void drawOpeningPrompts(ViewContext& context, const model::Round& round, const model::Table& table,
                        TableActionFields& fields) {
    const rules::Game& game = table.game;
    rules::Expectation expected = game.expectation();
    int r = round.number;
    int t = table.number;
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
            emitGameEvent(context, r, t, "swap");
        }
        ImGui::SameLine();
        if (stepButton(context, fields, "Keep colours")) {
            emitGameEvent(context, r, t, "noswap");
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
            emitGameEvent(context, r, t, "declare " + std::to_string(fields.declareCount));
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

void drawPlayActions(ViewContext& context, const model::Round& round, const model::Table& table) {
    int r = round.number;
    int t = table.number;
    const rules::Game& game = table.game;
    // A pass and a draw offer only where the rules allow them: no pass in the first three moves
    // (12.9) nor in the opening's steps, and an offer only together with a move just made (10.2).
    rules::Expectation expected = game.expectation();
    bool isPlay = expected.action == rules::ExpectedAction::Move && expected.moveNumber > 3;
    ImGui::BeginDisabled(!isPlay);
    if (trackedButton(context.ui, "Pass")) {
        emitGameEvent(context, r, t, "pass");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui, "Offer draw")) {
        emitGameEvent(context, r, t, "offer-draw");
    }
    ImGui::EndDisabled();
    if (game.drawOfferBy()) {
        ImGui::SameLine();
        if (trackedButton(context.ui, "Accept draw")) {
            emitGameEvent(context, r, t, "accept");
        }
        ImGui::SameLine();
        if (trackedButton(context.ui, "Refuse draw")) {
            emitGameEvent(context, r, t, "refuse");
        }
    }
    if (trackedButton(context.ui, "Black resigns")) {
        emitGameEvent(context, r, t, "resign black");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui, "White resigns")) {
        emitGameEvent(context, r, t, "resign white");
    }
    for (clock::Seat seat : {clock::Seat::A, clock::Seat::B}) {
        if (seat == clock::Seat::B) {
            ImGui::SameLine();
        }
        std::string label = std::string("Clock press ") + clock::seatLetter(seat);
        if (trackedButton(context.ui, label.c_str())) {
            std::string problem = clockPressProblem(table, seat, context.now);
            if (problem.empty()) {
                emitGameEvent(context, r, t, "press");
            } else {
                context.ui.tell(problem, true, tableOrigin(r, t));
            }
        }
    }
}

void drawCorrection(ViewContext& context, const model::Round& round, const model::Table& table,
                    TableActionFields& fields) {
    std::string last = app::describeLastEntry(table);
    if (last.empty()) {
        colouredText(colour::kMuted, "Nothing to take back at this table.");
        return;
    }
    // The referee sees what the correction will take back before pressing the button.
    ImGui::TextWrapped("Takes back: %s", last.c_str());
    ImGui::SetNextItemWidth(-1);
    inputText("##correction", fields.correctionReason, "reason for the correction");
    trackLastItem(context.ui, "correction reason");
    if (trackedButton(context.ui, "Take back the last action")) {
        if (fields.correctionReason.empty()) {
            context.ui.tell("a correction needs a reason", true,
                            tableOrigin(round.number, table.number));
        } else {
            emitGameEvent(context, round.number, table.number, "undo", fields.correctionReason);
            fields.correctionReason.clear();
        }
    }
}

} // namespace

void emitGameEvent(ViewContext& context, int round, int table, std::string event,
                   std::string reason) {
    context.ui.emit(app::GameAction{round, table, std::move(event), std::move(reason)},
                    tableOrigin(round, table));
}

void drawTableActions(ViewContext& context, const model::Round& round, const model::Table& table,
                      TableActionFields& fields) {
    bool isPlaying = round.status == model::RoundStatus::Started;
    if (!isPlaying) {
        colouredText(colour::kMuted, "The round is not being played: the board is read-only.");
        return;
    }
    drawOpeningPrompts(context, round, table, fields);
    // While a claim awaits the ruling the game is stopped (9.6): nothing to play.
    if (!table.game.result().isOver() && !table.game.isAwaitingRuling()) {
        drawPlayActions(context, round, table);
    }
    bool isOpen = ImGui::CollapsingHeader("Correction");
    trackLastItem(context.ui, "Correction");
    if (isOpen) {
        drawCorrection(context, round, table, fields);
    }
}

} // namespace renju::arbiter::ui
