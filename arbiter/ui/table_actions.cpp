#include "arbiter/ui/table_actions.hpp"

#include "arbiter/app/result_text.hpp"
#include "arbiter/app/table_play.hpp"
#include "arbiter/ui/claims_panel.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_signals.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

bool takesStepPress(TableActionFields& fields) {
    constexpr double kDoubleClickSeconds = 0.5;
    double now = ImGui::GetTime();
    bool isDoubleClick =
        fields.lastStepPress >= 0 && now - fields.lastStepPress < kDoubleClickSeconds;
    fields.lastStepPress = now;
    return !isDoubleClick;
}

namespace {

/// The player of `game` who holds `colour` now, by name.
std::string nameWith(const model::EventState& state, const model::TableGame& game,
                     rules::Stone colour) {
    bool isFirst = rules::colourOf(game.game, rules::Player::First) == colour;
    return state.playerName(isFirst ? game.first : game.second, "?");
}

/// A button of an opening step: consecutive steps' buttons can sit under the same spot, so a
/// press within half a second of the previous step's (a double click) is not taken.
bool stepButton(ViewContext& context, TableActionFields& fields, const char* label) {
    return trackedButton(context.ui.frame, label) && takesStepPress(fields);
}

/// The opening step's prompt and controls, in rows of fixed height: two lines of prompt and
/// one row of controls, empty when no step waits, so that nothing under them moves when a step
/// comes or goes and no step's button gives way to another kind of button.
void drawOpeningRow(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                    TableActionFields& fields, bool isOpen) {
    rules::Expectation expected = game.expectation();
    std::string prompt;
    switch (expected.action) {
    case rules::ExpectedAction::SwapDecision:
        prompt = "Swap? The " + std::string(rules::playerName(expected.player)) + " decides (" +
                 expected.clause + ")." +
                 (expected.mayProposeInstead
                      ? " Or Black proposes 5th moves instead, with no swap (Taraguchi choice "
                        "2): click them on the board."
                      : "");
        break;
    case rules::ExpectedAction::Declare:
        prompt = "Declare the number of 5th-move proposals (1-" + std::to_string(expected.count) +
                 ", " + expected.clause + ").";
        break;
    case rules::ExpectedAction::Proposals:
        prompt = "Click the board to enter Black's 5th-move proposals: " +
                 std::to_string(expected.count) + " more (12.7: no two alike).";
        break;
    case rules::ExpectedAction::Choice:
        prompt = "White chooses move 5: click one of the proposals (blue), then move 6.";
        break;
    default:
        break;
    }
    fittedLines(colour::kAttention, prompt.empty() ? " " : prompt, 2);
    bool isSwap = isOpen && expected.action == rules::ExpectedAction::SwapDecision;
    bool isDeclare = isOpen && expected.action == rules::ExpectedAction::Declare;
    ImGui::BeginDisabled(!isSwap);
    if (stepButton(context, fields, "Swap colours")) {
        emitGameEvent(context, shown, "swap");
    }
    ImGui::SameLine();
    if (stepButton(context, fields, "Keep colours")) {
        emitGameEvent(context, shown, "noswap");
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!isDeclare);
    ImGui::SetNextItemWidth(100 * context.fonts.scale());
    ImGui::InputInt("##declare", &fields.declareCount);
    ImGui::SameLine();
    if (stepButton(context, fields, "Declare")) {
        emitGameEvent(context, shown, "declare " + std::to_string(fields.declareCount));
    }
    ImGui::EndDisabled();
}

/// A button whose game-ending event waits for the referee's confirmation in a dialog.
void endingButton(ViewContext& context, TableActionFields& fields, const char* label,
                  const char* event, std::string question) {
    if (trackedButton(context.ui.frame, label)) {
        fields.confirming = TableActionFields::Ending{event, std::move(question)};
    }
}

/// The play actions, in rows that are always there (disabled where they do not apply now): a
/// pass and a draw offer, the reply to an offer, the resignations, the clock presses.
void drawPlayRows(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                  TableActionFields& fields, bool isOpen) {
    // A pass and a draw offer only where the rules allow them: no pass in the first three moves
    // (12.9) nor in the opening's steps, and an offer only together with a move just made (10.2).
    rules::Expectation expected = game.expectation();
    bool isPlay =
        isOpen && expected.action == rules::ExpectedAction::Move && expected.moveNumber > 3;
    ImGui::BeginDisabled(!isPlay);
    if (trackedButton(context.ui.frame, "Pass")) {
        emitGameEvent(context, shown, "pass");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Offer draw")) {
        emitGameEvent(context, shown, "offer-draw");
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!isOpen || !game.drawOfferBy());
    endingButton(context, fields, "Accept draw", "accept", drawQuestion(context.state, shown.game));
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Refuse draw")) {
        emitGameEvent(context, shown, "refuse");
    }
    ImGui::EndDisabled();
    ImGui::BeginDisabled(!isOpen);
    endingButton(context, fields, "Black resigns…", "resign black",
                 resignationQuestion(context.state, shown.game, rules::Stone::Black));
    ImGui::SameLine();
    endingButton(context, fields, "White resigns…", "resign white",
                 resignationQuestion(context.state, shown.game, rules::Stone::White));
    for (clock::Seat seat : {clock::Seat::A, clock::Seat::B}) {
        ImGui::SameLine();
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
    ImGui::EndDisabled();
}

/// The dialog that confirms a game-ending action (a resignation, a draw agreed): its buttons
/// are the dialog's, never where the action's button was.
void drawEndingDialog(ViewContext& context, const ShownGame& shown, TableActionFields& fields) {
    if (!fields.confirming) {
        return;
    }
    const char* title = "End the game?";
    if (!ImGui::IsPopupOpen(title)) {
        ImGui::OpenPopup(title);
    }
    float width = std::min(560 * context.fonts.scale(), ImGui::GetIO().DisplaySize.x * 0.8f);
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoResize)) {
        return;
    }
    ImGui::TextWrapped("%s", fields.confirming->question.c_str());
    bool isConfirmed = trackedButton(context.ui.frame, "Confirm: end the game");
    ImGui::SameLine();
    bool isCancelled = trackedButton(context.ui.frame, "Cancel##ending") ||
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (isConfirmed) {
        emitGameEvent(context, shown, fields.confirming->event);
    }
    if (isConfirmed || isCancelled) {
        fields.confirming.reset();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
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
    inputText(context.ui.frame, "##correction", fields.correctionReason,
              "reason for the correction");
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

std::string resignationQuestion(const model::EventState& state, const model::TableGame& game,
                                rules::Stone resigning) {
    bool isFirstWinning = rules::colourOf(game.game, rules::Player::First) != resigning;
    model::TableResult result{
        isFirstWinning ? model::ResultCode::FirstWins : model::ResultCode::SecondWins, "", true};
    return std::string(rules::colourName(resigning)) + " resigns: the game ends " +
           app::resultWords(state, game, result) + " (9.5).";
}

std::string drawQuestion(const model::EventState& state, const model::TableGame& game) {
    return "The draw offer is accepted: " + nameWith(state, game, rules::Stone::Black) +
           " (Black) and " + nameWith(state, game, rules::Stone::White) +
           " (White) draw, 0.5-0.5 by agreement (10.2).";
}

void emitGameEvent(ViewContext& context, const ShownGame& shown, std::string event,
                   std::string reason) {
    int round = shown.round.number;
    int table = shown.table.number;
    context.ui.outbox.emit(
        app::GameAction{round, table, std::move(event), std::move(reason), shown.number()},
        tableOrigin(round, table));
}

std::string closedReason(const ViewContext& context, const ShownGame& shown,
                         const rules::Game& game) {
    if (shown.round.status != model::RoundStatus::Started) {
        return "The round is not being played: the board is read-only.";
    }
    if (shown.number() - 1 < static_cast<int>(shown.table.currentGameIndex())) {
        return "Game " + std::to_string(shown.number()) +
               " is over and the next game has started: this board is read-only.";
    }
    if (shown.game.result) {
        // A result the arbiter entered (the Round view) ends the game as much as the board's.
        return "The game has its result: " + app::resultSentence(context.state, shown.game) +
               ". It changes only as a correction, with its reason.";
    }
    if (game.isAwaitingRuling()) {
        return "A claim awaits your ruling (9.6): play is stopped until you rule below.";
    }
    return "";
}

void confirmEnding(ViewContext& context, const ShownGame& shown, TableActionFields& fields,
                   const std::string& event) {
    if (event == "resign black" || event == "resign white") {
        rules::Stone resigning =
            event == "resign black" ? rules::Stone::Black : rules::Stone::White;
        fields.confirming = TableActionFields::Ending{
            event, resignationQuestion(context.state, shown.game, resigning)};
    }
    drawEndingDialog(context, shown, fields);
}

bool isOpeningStep(rules::ExpectedAction action) {
    switch (action) {
    case rules::ExpectedAction::SwapDecision:
    case rules::ExpectedAction::Declare:
    case rules::ExpectedAction::Proposals:
    case rules::ExpectedAction::Choice:
        return true;
    default:
        return false;
    }
}

void drawTableActions(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      TableActionFields& fields) {
    std::string closed = closedReason(context, shown, game);
    bool isOpen = closed.empty() && !game.result().isOver();
    fittedText(colour::kMuted, closed.empty() ? " " : closed, ImGui::GetContentRegionAvail().x);
    // The decision the game waits for, in the same two rows: the ruling on a claim that stopped
    // it, or the opening's step.
    bool isRulingDue = shown.round.status == model::RoundStatus::Started &&
                       game.isAwaitingRuling() && !shown.game.result;
    auto decision = isRulingDue ? TableActionFields::Decision::Ruling
                    : isOpeningStep(game.expectation().action)
                        ? TableActionFields::Decision::OpeningStep
                        : TableActionFields::Decision::Claims;
    if (decision != fields.decision) {
        // A new kind of decision is due: its row (at the top) comes into sight.
        fields.decision = decision;
        ImGui::SetScrollY(0.0f);
        context.ui.frame.redrawIn(0);
    }
    if (isRulingDue) {
        drawRulingRow(context, shown, fields);
    } else if (decision == TableActionFields::Decision::OpeningStep) {
        drawOpeningRow(context, shown, game, fields, isOpen);
    } else {
        drawClaimPrompt(game, isOpen);
        ImGui::Dummy(ImVec2(1, ImGui::GetFrameHeight())); // where a step's or a ruling's go
    }
    // The claims in a row of their own, never replaced by another kind of button.
    drawClaimButtons(context, shown, game, isOpen);
    drawPlayRows(context, shown, game, fields, isOpen);
    drawEndingDialog(context, shown, fields);
}

void drawCorrectionSection(ViewContext& context, const ShownGame& shown,
                           TableActionFields& fields) {
    bool isCorrectionShown = ImGui::CollapsingHeader("Correction");
    trackLastItem(context.ui.frame, "Correction");
    if (ImGui::IsItemToggledOpen()) {
        fields.revealsCorrection = true;
    }
    if (isCorrectionShown) {
        drawCorrection(context, shown, fields);
        if (fields.revealsCorrection) {
            // The form sits under the claims: bring all of it into sight where it was opened.
            ImGui::SetScrollHereY(1.0f);
            fields.revealsCorrection = false;
            context.ui.frame.redrawIn(0); // the scroll shows in the next frame
        }
    }
}

} // namespace renju::arbiter::ui
