// Seven-segment digits drawn with polygons: a clock readable from three metres whose digits
// can be as high as the screen allows, since their width is ours to choose (a font's digits
// are too wide for a quarter of the screen's height in half its width).
#include "arbiter/ui/segment_digits.hpp"

#include <array>
#include <cstdint>
#include <utility>

namespace renju::arbiter::ui {

namespace {

// Narrow enough that "2:00:00" is a quarter of a 16:10 screen's height in half its width with
// a margin of 3% of the width on either side (issue 24).
constexpr float kDigitWidth = 0.44f; // of the height
constexpr float kColonWidth = 0.13f; // the dots' own width and a hair
constexpr float kGap = 0.045f;       // between characters
constexpr float kThickness = 0.105f; // of a segment
constexpr float kDotHalf = kThickness * 0.6f;

/// The segments of each digit, bits a (top) to g (middle): a b c d e f g = 1 2 4 ... 64.
constexpr std::array<std::uint8_t, 10> kDigits = {0x3F, 0x06, 0x5B, 0x4F, 0x66,
                                                  0x6D, 0x7D, 0x07, 0x7F, 0x6F};
constexpr std::uint8_t kMinus = 0x40;

float characterWidth(char c) {
    return c == ':' || c == '.' ? kColonWidth : kDigitWidth;
}

/// Returns where the ink of `c` lies across its cell of width characterWidth(c), as fractions
/// of the height from the cell's left: a seven-segment "1" lights only the right-hand segments,
/// so its ink is the cell's last thickness; the dots sit in the middle of their cell.
std::pair<float, float> inkAcrossCell(char c) {
    if (c == '1') {
        return {kDigitWidth - kThickness, kDigitWidth};
    }
    if (c == ':' || c == '.') {
        return {kColonWidth / 2 - kDotHalf, kColonWidth / 2 + kDotHalf};
    }
    if ((c >= '0' && c <= '9') || c == '-') {
        return {0.0f, kDigitWidth};
    }
    return {0.0f, 0.0f}; // no ink
}

/// A horizontal segment with pointed ends, centred on y, from x0 to x1.
void horizontal(ImDrawList* draw, float x0, float x1, float y, float t, ImU32 colour) {
    ImVec2 points[] = {{x0, y}, {x0 + t / 2, y - t / 2}, {x1 - t / 2, y - t / 2},
                       {x1, y}, {x1 - t / 2, y + t / 2}, {x0 + t / 2, y + t / 2}};
    draw->AddConvexPolyFilled(points, 6, colour);
}

/// A vertical segment with pointed ends, centred on x, from y0 to y1.
void vertical(ImDrawList* draw, float x, float y0, float y1, float t, ImU32 colour) {
    ImVec2 points[] = {{x, y0}, {x + t / 2, y0 + t / 2}, {x + t / 2, y1 - t / 2},
                       {x, y1}, {x - t / 2, y1 - t / 2}, {x - t / 2, y0 + t / 2}};
    draw->AddConvexPolyFilled(points, 6, colour);
}

void drawDigit(ImDrawList* draw, std::uint8_t segments, ImVec2 at, float height, ImU32 colour) {
    float t = kThickness * height;
    float gap = t * 0.08f; // the thin dark line between two segments
    float left = at.x + t / 2;
    float right = at.x + kDigitWidth * height - t / 2;
    float top = at.y + t / 2;
    float middle = at.y + height / 2;
    float bottom = at.y + height - t / 2;
    auto has = [segments](int bit) { return (segments >> bit & 1) != 0; };
    if (has(0)) {
        horizontal(draw, left + gap, right - gap, top, t, colour);
    }
    if (has(1)) {
        vertical(draw, right, top + gap, middle - gap, t, colour);
    }
    if (has(2)) {
        vertical(draw, right, middle + gap, bottom - gap, t, colour);
    }
    if (has(3)) {
        horizontal(draw, left + gap, right - gap, bottom, t, colour);
    }
    if (has(4)) {
        vertical(draw, left, middle + gap, bottom - gap, t, colour);
    }
    if (has(5)) {
        vertical(draw, left, top + gap, middle - gap, t, colour);
    }
    if (has(6)) {
        horizontal(draw, left + gap, right - gap, middle, t, colour);
    }
}

void drawDot(ImDrawList* draw, float centreX, float centreY, float height, ImU32 colour) {
    float half = kDotHalf * height;
    draw->AddRectFilled(ImVec2(centreX - half, centreY - half),
                        ImVec2(centreX + half, centreY + half), colour);
}

} // namespace

SegmentInk segmentInk(const std::string& text, float height) {
    SegmentInk ink{0, 0};
    bool isInked = false;
    float x = 0;
    for (char c : text) {
        auto [from, to] = inkAcrossCell(c);
        if (to > from) {
            ink.left = isInked ? ink.left : x + from * height;
            ink.right = x + to * height;
            isInked = true;
        }
        x += (characterWidth(c) + kGap) * height;
    }
    return ink;
}

float segmentHeightForInkWidth(const std::string& text, float width) {
    SegmentInk perHeight = segmentInk(text, 1.0f);
    float inkWidth = perHeight.right - perHeight.left;
    return inkWidth > 0 ? width / inkWidth : 0.0f;
}

void drawSegmentText(ImDrawList* draw, const std::string& text, ImVec2 at, float height,
                     ImU32 colour) {
    float x = at.x;
    for (char c : text) {
        float width = characterWidth(c) * height;
        if (c >= '0' && c <= '9') {
            drawDigit(draw, kDigits[static_cast<std::size_t>(c - '0')], ImVec2(x, at.y), height,
                      colour);
        } else if (c == '-') {
            drawDigit(draw, kMinus, ImVec2(x, at.y), height, colour);
        } else if (c == ':') {
            drawDot(draw, x + width / 2, at.y + height * 0.3f, height, colour);
            drawDot(draw, x + width / 2, at.y + height * 0.7f, height, colour);
        } else if (c == '.') {
            drawDot(draw, x + width / 2, at.y + height - kDotHalf * height, height, colour);
        }
        x += width + kGap * height;
    }
}

} // namespace renju::arbiter::ui
