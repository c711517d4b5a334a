#include "arbiter/ui/widgets.hpp"

#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"

#include <imgui_stdlib.h>

namespace renju::arbiter::ui {

namespace {

/// Returns the part of an ImGui label that is shown: the text before `##`.
std::string visibleLabel(const char* label) {
    std::string name(label);
    if (auto hidden = name.find("##"); hidden != std::string::npos) {
        name.resize(hidden);
    }
    return name;
}

/// Records the last item under its visible label, if it has one.
void trackLabelled(FrameReport& frame, const char* label) {
    if (std::string name = visibleLabel(label); !name.empty()) {
        trackLastItem(frame, name);
    }
}

} // namespace

void trackLastItem(FrameReport& frame, const std::string& name) {
    ImVec2 min = ImGui::GetItemRectMin();
    ImVec2 max = ImGui::GetItemRectMax();
    // Visible when both corners are inside the clip rectangle: a script scrolls to it first.
    bool isVisible = ImGui::IsRectVisible(min, ImVec2(min.x + 1, min.y + 1)) &&
                     ImGui::IsRectVisible(ImVec2(max.x - 1, max.y - 1), max);
    frame.targets[name] = ScreenRect{min.x, min.y, max.x, max.y, isVisible};
}

bool trackedButton(FrameReport& frame, const char* label, ImVec2 size) {
    bool isClicked = ImGui::Button(label, size);
    trackLastItem(frame, visibleLabel(label));
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

bool trackedCombo(FrameReport& frame, const char* label, const std::string& preview,
                  ImGuiComboFlags flags, const std::string& name) {
    std::string shown = visibleLabel(label);
    std::string key = name.empty() ? shown : name;
    // Its place is measured before it is drawn: once its list opens, the last item is the
    // list's window. The box, then the label at its right, as ImGui lays them out.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImVec2 min = ImGui::GetCursorScreenPos();
    float boxWidth =
        (flags & ImGuiComboFlags_NoPreview) != 0 ? ImGui::GetFrameHeight() : ImGui::CalcItemWidth();
    float labelWidth =
        shown.empty() ? 0 : style.ItemInnerSpacing.x + ImGui::CalcTextSize(shown.c_str()).x;
    ImVec2 max(min.x + boxWidth + labelWidth, min.y + ImGui::GetFrameHeight());
    bool isVisible = ImGui::IsRectVisible(min, ImVec2(min.x + 1, min.y + 1)) &&
                     ImGui::IsRectVisible(ImVec2(max.x - 1, max.y - 1), max);
    bool isOpen = ImGui::BeginCombo(label, preview.c_str(), flags);
    if (!key.empty()) {
        frame.targets[key] = ScreenRect{min.x, min.y, max.x, max.y, isVisible};
        frame.comboShows[key] = preview;
    }
    if (isOpen) {
        ImVec2 at = ImGui::GetWindowPos();
        ImVec2 size = ImGui::GetWindowSize();
        frame.openCombo = OpenCombo{key, ScreenRect{at.x, at.y, at.x + size.x, at.y + size.y}, {}};
    }
    return isOpen;
}

bool comboOption(FrameReport& frame, const std::string& text, bool isSelected) {
    bool isChosen = ImGui::Selectable(text.c_str(), isSelected);
    if (isSelected) {
        ImGui::SetItemDefaultFocus(); // as ImGui's own Combo does
    }
    std::string shown = visibleLabel(text.c_str());
    // A selectable reaches half the item spacing past its list's sides: it is in view when its
    // whole height is, at its middle.
    ImVec2 min = ImGui::GetItemRectMin();
    ImVec2 max = ImGui::GetItemRectMax();
    float middle = (min.x + max.x) / 2;
    bool isVisible =
        ImGui::IsRectVisible(ImVec2(middle, min.y + 1), ImVec2(middle + 1, min.y + 2)) &&
        ImGui::IsRectVisible(ImVec2(middle, max.y - 2), ImVec2(middle + 1, max.y - 1));
    frame.targets[frame.openCombo.name + " = " + shown] =
        ScreenRect{min.x, min.y, max.x, max.y, isVisible};
    frame.openCombo.options.push_back(shown);
    return isChosen;
}

bool trackedComboOf(FrameReport& frame, const char* label, int& index, const char* const names[],
                    int count) {
    bool isChanged = false;
    if (trackedCombo(frame, label, index >= 0 && index < count ? names[index] : "")) {
        for (int i = 0; i < count; ++i) {
            if (comboOption(frame, names[i], i == index) && i != index) {
                index = i;
                isChanged = true;
            }
        }
        ImGui::EndCombo();
    }
    return isChanged;
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

bool inputText(FrameReport& frame, const char* label, std::string& text, const char* hint,
               ImGuiInputTextFlags flags) {
    bool isChanged = ImGui::InputTextWithHint(label, hint, &text, flags);
    trackLabelled(frame, label);
    return isChanged;
}

bool inputNumber(FrameReport& frame, const char* label, int& value, int step, int fastStep) {
    bool isChanged = ImGui::InputInt(label, &value, step, fastStep);
    trackLabelled(frame, label);
    return isChanged;
}

void heading(ImFont* font, const std::string& text) {
    ImGui::PushFont(font);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopFont();
}

} // namespace renju::arbiter::ui
