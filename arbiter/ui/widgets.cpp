#include "arbiter/ui/widgets.hpp"

#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"

#include <imgui_stdlib.h>

namespace renju::arbiter::ui {

void trackLastItem(FrameReport& frame, const std::string& name) {
    ImVec2 min = ImGui::GetItemRectMin();
    ImVec2 max = ImGui::GetItemRectMax();
    frame.targets[name] = ScreenRect{min.x, min.y, max.x, max.y};
}

bool trackedButton(FrameReport& frame, const char* label, ImVec2 size) {
    bool isClicked = ImGui::Button(label, size);
    std::string name(label);
    if (auto hidden = name.find("##"); hidden != std::string::npos) {
        name.resize(hidden);
    }
    trackLastItem(frame, name);
    return isClicked;
}

bool flowButton(FrameReport& frame, const char* label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = ImGui::CalcTextSize(label, nullptr, true).x + 2 * style.FramePadding.x;
    float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    float after = ImGui::GetItemRectMax().x + style.ItemSpacing.x;
    if (after + width <= right) {
        ImGui::SameLine();
    }
    return trackedButton(frame, label);
}

void messageLine(const Message* message) {
    if (!message) {
        ImGui::NewLine();
        return;
    }
    fittedText(message->isError ? colour::kError : colour::kMuted,
               (message->isError ? "Refused: " : "") + message->text);
}

void colouredText(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

void stoneIcon(bool isBlack) {
    float size = ImGui::GetTextLineHeight();
    ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImVec2 centre(at.x + size * 0.5f, at.y + size * 0.5f);
    draw->AddCircleFilled(centre, size * 0.42f,
                          isBlack ? colour::kBlackStone : colour::kWhiteStone);
    draw->AddCircle(centre, size * 0.42f, colour::kStoneEdge, 0, 1.0f);
    ImGui::Dummy(ImVec2(size, size));
    ImGui::SameLine();
}

bool inputText(const char* label, std::string& text, const char* hint, ImGuiInputTextFlags flags) {
    return ImGui::InputTextWithHint(label, hint, &text, flags);
}

void heading(ImFont* font, const std::string& text) {
    ImGui::PushFont(font);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopFont();
}

} // namespace renju::arbiter::ui
