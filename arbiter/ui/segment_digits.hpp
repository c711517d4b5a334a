#pragma once

#include <imgui.h>
#include <string>

namespace renju::arbiter::ui {

/// Where the lit segments of a text (digits, ':', '.', '-', ' ') drawn as seven-segment digits
/// lie, from the left of its first cell: what the eye sees. Digits are narrow (0.44 of their
/// height), so that a clock's "2:31:53" can be a quarter of the screen high in half of a 16:10
/// screen's width.
struct SegmentInk {
    float left = 0;
    float right = 0;
};

/// Returns where the ink of `text` drawn `height` pixels high lies: a leading "1" lights only
/// its cell's right-hand segments, so "1:00:00" centred on its cells looks shifted right;
/// centring on the ink puts it where the eye expects it.
SegmentInk segmentInk(const std::string& text, float height);

/// Returns the height of seven-segment digits whose ink makes `text` exactly `width` wide.
float segmentHeightForInkWidth(const std::string& text, float width);

/// Draws `text` as seven-segment digits `height` pixels high with its top-left at `at`.
/// Characters other than digits, ':', '.', '-' and ' ' are skipped.
void drawSegmentText(ImDrawList* draw, const std::string& text, ImVec2 at, float height,
                     ImU32 colour);

} // namespace renju::arbiter::ui
