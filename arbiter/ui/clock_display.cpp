#include "arbiter/ui/clock_display.hpp"

#include "arbiter/app/command_text.hpp"
#include "arbiter/ui/segment_digits.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

/// Draws `text` centred horizontally between `left` and `right` at height `y`; returns the
/// height used.
float centredText(ImDrawList* draw, ImFont* font, float size, float left, float right, float y,
                  ImU32 colour, const std::string& text) {
    ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
    draw->AddText(font, size, ImVec2(left + (right - left - extent.x) / 2, y), colour,
                  text.c_str());
    return extent.y;
}

ImU32 digitColour(const ClockFace& face) {
    if (face.showsFlag) {
        return colour::kPlayersFlag;
    }
    if (!face.isRunning) {
        return colour::kPlayersIdle;
    }
    return face.isLow ? colour::kPlayersLow : colour::kPlayersDigits;
}

std::string shownTime(const ClockFace& face) {
    return face.time.empty() ? "-:--" : face.time;
}

float facePad(float width) {
    return std::max(8.0f, width * 0.02f);
}

/// The clear space between a time's ink and the edges of its face, the window's edge and the
/// gap between the halves alike: 3% of the width of both faces (issue 24).
float timeMargin(float bothFacesWidth) {
    return std::max(8.0f, bothFacesWidth * 0.03f);
}

/// Returns the height of the digits that fits both faces' times in faces of `width` by
/// `height` within `margin` of either side: both sides show their digits at the same size, as
/// large as the margins allow.
float digitHeight(const TableClockFaces& faces, float width, float height, float margin) {
    float digits = height * 0.55f;
    for (const ClockFace& face : faces.seats) {
        digits = std::min(digits, segmentHeightForInkWidth(shownTime(face), width - 2 * margin));
    }
    return digits;
}

/// Draws a stone as it lies on a board: on a square of the board's wood, so that Black's stone
/// reads as a filled black disc on the dark face, never as a ring.
void drawStone(ImDrawList* draw, ImVec2 centre, float radius, bool isBlack) {
    float half = radius * 1.3f;
    draw->AddRectFilled(ImVec2(centre.x - half, centre.y - half),
                        ImVec2(centre.x + half, centre.y + half), colour::kBoardWood,
                        radius * 0.25f);
    draw->AddCircleFilled(centre, radius, isBlack ? colour::kBlackStone : colour::kWhiteStone);
    draw->AddCircle(centre, radius, colour::kStoneEdge, 0, std::max(1.0f, radius * 0.06f));
}

/// Draws the name with the stone of the colour its player holds now, cut with "…" when it does
/// not fit the face; returns the bottom of the line.
float drawName(const ViewContext& context, const ClockFace& face, ImVec2 min, float width,
               float size) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImFont* large = context.font(FontRole::Large);
    float pad = facePad(width);
    float radius = size * 0.38f;
    float stoneWidth = radius * 2.6f + pad * 0.6f;
    std::string name = elideToWidth(large, size, face.name, width - 2 * pad - stoneWidth);
    ImVec2 extent = large->CalcTextSizeA(size, FLT_MAX, 0, name.c_str());
    float x = min.x + std::max(pad, (width - stoneWidth - extent.x) / 2);
    float y = min.y + pad;
    drawStone(draw, ImVec2(x + radius * 1.3f, y + size * 0.55f), radius,
              face.colour == rules::Stone::Black);
    draw->AddText(large, size, ImVec2(x + stoneWidth, y), colour::kPlayersDigits, name.c_str());
    return y + size * 1.3f;
}

/// The space between the two faces: they must never seem to touch (issue 24).
float faceGap(float width) {
    return std::max(24.0f, width * 0.025f);
}

/// Draws one seat's face in the rectangle from `min` to `max`, its digits `digits` high, and
/// records where the face and its digits went in `seat`'s entries of `layout`.
void drawFace(const ViewContext& context, const ClockFace& face, Audience audience, ImVec2 min,
              ImVec2 max, float digits, PlayersClockLayout& layout, std::size_t seat) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    float width = max.x - min.x;
    float height = max.y - min.y;
    // The running side's whole half lights up with a bright border; the idle half stays dark.
    ImU32 background = face.isRunning ? colour::kPlayersRunningFace : colour::kPlayersBackground;
    draw->AddRectFilled(min, max, background, 8.0f);
    if (face.isRunning) {
        draw->AddRect(min, max, colour::kPlayersRunning, 8.0f, 0, std::max(6.0f, width * 0.012f));
    }
    layout.faces[seat] = ScreenRect{min.x, min.y, max.x, max.y};
    layout.faceBackground[seat] = background;
    layout.digitColour[seat] = digitColour(face);
    ImFont* large = context.font(FontRole::Large);
    float nameSize = std::min(large->FontSize, height * 0.11f);
    float nameBottom = drawName(context, face, min, width, nameSize);
    // The time, as large as the face allows.
    std::string time = shownTime(face);
    float timeTop = std::max(nameBottom + height * 0.02f, min.y + (height - digits) * 0.42f);
    // Centred on the lit segments, not on the cells: a leading "1" lights only its cell's right.
    SegmentInk ink = segmentInk(time, digits);
    float timeLeft = min.x + (width - (ink.left + ink.right)) / 2;
    drawSegmentText(draw, time, ImVec2(timeLeft, timeTop), digits, digitColour(face));
    layout.digits[seat] =
        ScreenRect{timeLeft + ink.left, timeTop, timeLeft + ink.right, timeTop + digits};
    // The colour in words, the period, the moves, the notes and the flag.
    ImFont* heading = context.font(FontRole::Heading);
    float lineSize = std::min(heading->FontSize * 1.25f, height * 0.06f);
    float line = timeTop + digits + height * 0.03f;
    std::string detail = faceDetail(face, audience);
    float textWidth = width - 2 * facePad(width);
    line += centredText(draw, heading, lineSize, min.x, max.x, line, colour::kPlayersText,
                        elideToWidth(heading, lineSize, detail, textWidth));
    for (const std::string& note : face.notes) {
        line += centredText(draw, heading, lineSize, min.x, max.x, line + 4, colour::kPlayersLow,
                            elideToWidth(heading, lineSize, note, textWidth));
    }
    if (face.showsFlag) {
        centredText(draw, large, nameSize, min.x, max.x, line + 8, colour::kPlayersFlag,
                    "FLAG FELL");
    }
}

} // namespace

float drawClockFaces(ViewContext& context, const model::TableGame& table, ImVec2 min, ImVec2 max,
                     Audience audience) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, max, colour::kPlayersBackground, 6.0f);
    TableClockFaces faces = clockFaces(context.state, table, context.now, audience);
    float middle = (min.x + max.x) / 2;
    ImFont* heading = context.font(FontRole::Heading);
    float statusHeight = heading->FontSize * 1.6f;
    ImVec2 faceMax(max.x, max.y - statusHeight);
    float gap = faceGap(max.x - min.x);
    float digits =
        digitHeight(faces, middle - gap / 2 - min.x, faceMax.y - min.y, timeMargin(max.x - min.x));
    PlayersClockLayout& layout = context.ui.frame.playersClock;
    drawFace(context, faces.seats[0], audience, min, ImVec2(middle - gap / 2, faceMax.y), digits,
             layout, 0);
    drawFace(context, faces.seats[1], audience, ImVec2(middle + gap / 2, min.y), faceMax, digits,
             layout, 1);
    ImU32 statusColour = faces.isPaused ? colour::kPlayersLow : colour::kPlayersText;
    std::string status = elideToWidth(heading, heading->FontSize, "clock " + faces.status,
                                      max.x - min.x - 2 * facePad(max.x - min.x));
    centredText(draw, heading, heading->FontSize, min.x, max.x, faceMax.y + 4, statusColour,
                status);
    context.ui.frame.redrawIn(nextClockChange(table, context.now));
    return digits;
}

} // namespace renju::arbiter::ui
