#pragma once

#include <imgui.h>
#include <string>

namespace renju::arbiter::ui {

/// Returns the width of `text` (digits, ':', '.', '-', ' ') drawn as seven-segment digits
/// `height` pixels high: narrow digits (0.46 of their height), so that a clock's "1:31:53"
/// can be a quarter of the screen high in half of a 16:10 screen's width.
float segmentTextWidth(const std::string& text, float height);

/// Returns the height of seven-segment digits that makes `text` exactly `width` wide.
float segmentHeightForWidth(const std::string& text, float width);

/// Draws `text` as seven-segment digits `height` pixels high with its top-left at `at`.
/// Characters other than digits, ':', '.', '-' and ' ' are skipped.
void drawSegmentText(ImDrawList* draw, const std::string& text, ImVec2 at, float height,
                     ImU32 colour);

} // namespace renju::arbiter::ui
