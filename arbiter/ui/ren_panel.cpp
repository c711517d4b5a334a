#include "arbiter/ui/ren_panel.hpp"

#include "arbiter/ui/ren_board_widget.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

/// One score: the name (or the colour) on a line, the points in the clock's digits below,
/// then the colour and whether it is to move.
void drawScore(const Fonts& fonts, const RenBoardModel& model, rules::Stone colour,
               const std::string& name, float width) {
    bool isBlack = colour == rules::Stone::Black;
    bool isToMove = !model.isOver && model.toMove == colour;
    std::string colourWord = isBlack ? "Black" : "White";
    ImGui::BeginGroup();
    float start = ImGui::GetCursorPosX();
    stoneIcon(isBlack);
    ImGui::PushFont(fonts.get(FontRole::Heading));
    fittedText(name.empty() ? colourWord : name,
               std::max(1.0f, width - (ImGui::GetCursorPosX() - start)));
    ImGui::PopFont();
    ImGui::PushFont(fonts.get(FontRole::Clock));
    ImGui::TextColored(isToMove ? colour::kRunning : ImVec4(0, 0, 0, 1), "%d",
                       model.scores[rules::renSide(colour)]);
    ImGui::PopFont();
    fittedText(isToMove ? colour::kRunning : colour::kMuted,
               colourWord + (isToMove ? ", to move" : ""), width);
    ImGui::EndGroup();
}

std::string lastMoveLine(const RenBoardModel& model) {
    if (model.lastMoveText.empty()) {
        return "No move yet.";
    }
    return "Last move: " + model.lastMoveText;
}

} // namespace

void drawRenScores(const Fonts& fonts, const RenBoardModel& model, const RenPanelNames& names) {
    float half = ImGui::GetContentRegionAvail().x / 2;
    float start = ImGui::GetCursorPosX();
    drawScore(fonts, model, rules::Stone::Black, names.black, half - 12);
    ImGui::SameLine(start + half);
    drawScore(fonts, model, rules::Stone::White, names.white, half - 12);
}

std::vector<std::string> drawRenSide(FrameReport& frame, const MessageLog& messages,
                                     const Fonts& fonts, const RenBoardModel& model,
                                     const RenPanelNames& names, std::string& correctionReason) {
    std::vector<std::string> events;
    drawRenScores(fonts, model, names);
    ImGui::Separator();
    // What the game waits for, then the buttons that answer it: near the top, so that they
    // are on the screen whatever the window's height.
    ImGui::PushFont(fonts.get(FontRole::Bold));
    fittedLines(model.isOver ? colour::kGood : ImVec4(0, 0, 0, 1), model.prompt, 2);
    ImGui::PopFont();
    ImGui::BeginDisabled(model.isOver);
    if (trackedButton(frame, "Pass")) {
        events.push_back("pass");
    }
    ImGui::SameLine();
    if (trackedButton(frame, "Black resigns")) {
        events.push_back("resign black");
    }
    ImGui::SameLine();
    if (trackedButton(frame, "White resigns")) {
        events.push_back("resign white");
    }
    ImGui::EndDisabled();
    // A correction needs a reason: typed beside the Undo that uses it.
    if (trackedButton(frame, "Undo")) {
        events.push_back("undo");
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    inputText(frame, "##rencorrection", correctionReason,
              "reason for a correction (then Undo takes back the last entry)");
    trackLastItem(frame, "correction reason");
    ImGui::Separator();
    ImGui::PushFont(fonts.get(FontRole::Heading));
    fittedText(model.pointsInWords.empty() ? " " : model.pointsInWords);
    ImGui::PopFont();
    fittedLines(ImVec4(0, 0, 0, 1), lastMoveLine(model), 3);
    ImVec4 ruiColour = model.isRuiLimitReached
                           ? colour::kError
                           : (model.ruiText.empty() ? colour::kMuted : colour::kAttention);
    fittedLines(ruiColour, model.ruiText.empty() ? "No rui stone now." : model.ruiText, 2);
    // The last message, unless it is the last move already shown above.
    const Message* message = messages.last();
    bool isLastMove = message && !message->isError && message->text == model.lastMoveText;
    messageLine(isLastMove ? nullptr : message);
    ImGui::Separator();
    fittedLines(colour::kMuted,
                "Click the square where the stone was played (a rui stone to replace it). "
                "Orange ring: rui. n: niban. Red ring: the last move; red cross: a stone it "
                "captured; green: the groups it scored.",
                4);
    return events;
}

std::vector<std::string> drawRenGame(FrameReport& frame, const MessageLog& messages,
                                     const Fonts& fonts, const RenBoardModel& model,
                                     const RenPanelNames& names, bool showsGroups,
                                     std::string& correctionReason) {
    ImVec2 available = ImGui::GetContentRegionAvail();
    float sideWidth = std::max(420 * fonts.scale(), available.x * 0.4f);
    float side = std::max(200.0f, std::min(available.y, available.x - sideWidth - 12));
    RenBoardInput input = drawRenBoard(frame, fonts.get(FontRole::Bold), model, showsGroups, side);
    ImGui::SameLine();
    beginPanel("ren side", ImVec2(0, available.y));
    std::vector<std::string> events =
        drawRenSide(frame, messages, fonts, model, names, correctionReason);
    ImGui::EndChild();
    if (input.clicked) {
        events.insert(events.begin(), renClickEvent(model, *input.clicked));
    }
    return events;
}

} // namespace renju::arbiter::ui
