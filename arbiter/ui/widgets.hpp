#pragma once

#include "arbiter/ui/ui_state.hpp"

#include <imgui.h>
#include <string>

namespace renju::arbiter::ui {

/// A button whose place is recorded under its label (the text before `##`), so that a script
/// can click it (`button LABEL`). Returns true when clicked.
bool trackedButton(FrameReport& frame, const char* label, ImVec2 size = ImVec2(0, 0));

/// A trackedButton() placed after the previous item on its line when it fits there, else at
/// the start of the next line: a row of buttons wraps instead of running off the window.
bool flowButton(FrameReport& frame, const char* label);

/// Records the last item's rectangle under `name` for scripts.
void trackLastItem(FrameReport& frame, const std::string& name);

/// Draws a view's message line: always one line (empty without a message), red for a
/// refusal, muted otherwise; a long message is cut with "…" and shown whole on hover, so that
/// nothing below the line moves when a message comes.
void messageLine(const Message* message);

/// Draws text in a colour.
void colouredText(const ImVec4& colour, const std::string& text);

/// Draws a small stone (a filled circle) in line with text.
void stoneIcon(bool isBlack);

/// An input for UTF-8 text held in a std::string, showing `hint` while empty. Its place is
/// recorded under its label (the text before `##`, when there is one), so that a script can
/// fill it (`field LABEL = TEXT`); an input without a visible label is named by its caller.
bool inputText(FrameReport& frame, const char* label, std::string& text, const char* hint = "",
               ImGuiInputTextFlags flags = 0);

/// An input for a whole number (no +/- buttons when `step` is 0), recorded for scripts like
/// inputText().
bool inputNumber(FrameReport& frame, const char* label, int& value, int step = 1,
                 int fastStep = 100);

/// A combo box recorded for scripts under `name` (its visible label when empty; required for a
/// combo without one), with what it shows: `choose NAME = OPTION` opens it and clicks the
/// option. Returns true while its list is open: draw the options with comboOption(), then
/// ImGui::EndCombo().
bool trackedCombo(FrameReport& frame, const char* label, const std::string& preview,
                  ImGuiComboFlags flags = 0, const std::string& name = "");

/// An option of the open trackedCombo(), recorded under "NAME = TEXT". Returns true when chosen.
bool comboOption(FrameReport& frame, const std::string& text, bool isSelected = false);

/// A combo box over `count` fixed names, `index` the chosen one, recorded like trackedCombo().
/// Returns true when another was chosen.
bool trackedComboOf(FrameReport& frame, const char* label, int& index, const char* const names[],
                    int count);

/// Draws a heading in `font`.
void heading(ImFont* font, const std::string& text);

} // namespace renju::arbiter::ui
