#include "arbiter/ui/clock_display.hpp"

#include "arbiter/app/command_text.hpp"
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

/// Returns the scale of the huge digits that fits both faces' times in faces of `width` by
/// `height`: both sides show their digits at the same size.
float timeFactor(const ViewContext& context, const TableClockFaces& faces, float width,
                 float height) {
    ImFont* huge = context.font(FontRole::Huge);
    float pad = std::max(8.0f, width * 0.03f);
    float factor = 1.3f;
    for (const ClockFace& face : faces.seats) {
        ImVec2 base = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, shownTime(face).c_str());
        factor = std::min({factor, (width - 4 * pad) / base.x, height * 0.5f / base.y});
    }
    return factor;
}

/// Draws one seat's face in the rectangle from `min` to `max`, its time at `factor`.
void drawFace(const ViewContext& context, const ClockFace& face, ImVec2 min, ImVec2 max,
              float factor) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    float width = max.x - min.x;
    float height = max.y - min.y;
    float pad = std::max(8.0f, width * 0.03f);
    if (face.isRunning) {
        draw->AddRectFilled(min, ImVec2(max.x, min.y + std::max(6.0f, height * 0.02f)),
                            colour::kPlayersRunning);
    }
    // The name with the colour the player holds now.
    ImFont* large = context.font(FontRole::Large);
    float nameSize = std::min(large->FontSize, height * 0.11f);
    float radius = nameSize * 0.36f;
    ImVec2 nameExtent = large->CalcTextSizeA(nameSize, FLT_MAX, 0, face.name.c_str());
    float nameWidth = radius * 2 + pad * 0.5f + nameExtent.x;
    float x = min.x + std::max(pad, (width - nameWidth) / 2);
    float y = min.y + height * 0.06f;
    ImVec2 centre(x + radius, y + nameSize * 0.55f);
    bool isBlack = face.colour == rules::Stone::Black;
    draw->AddCircleFilled(centre, radius, isBlack ? colour::kBlackStone : colour::kWhiteStone);
    draw->AddCircle(centre, radius, IM_COL32(170, 170, 175, 255), 0, 3.0f);
    draw->AddText(large, nameSize, ImVec2(x + radius * 2 + pad * 0.5f, y), colour::kPlayersDigits,
                  face.name.c_str());
    // The time, as large as the face allows.
    ImFont* huge = context.font(FontRole::Huge);
    std::string time = shownTime(face);
    ImVec2 base = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, time.c_str());
    float timeSize = huge->FontSize * factor;
    float timeHeight = base.y * factor;
    float nameBottom = y + nameSize * 1.3f;
    float timeTop = std::max(nameBottom, min.y + (height - timeHeight) * 0.42f);
    float used = centredText(draw, huge, timeSize, min.x, max.x, timeTop, digitColour(face), time);
    // Period, moves, notes and the flag.
    ImFont* heading = context.font(FontRole::Heading);
    float lineSize = std::min(heading->FontSize * 1.25f, height * 0.06f);
    float line = timeTop + used + height * 0.02f;
    // The colour in words too: Black's disc on the dark face reads as a ring.
    std::string detail = std::string(isBlack ? "Black" : "White") + " · " +
                         app::countText(static_cast<std::size_t>(std::max(face.moves, 0)), "move");
    if (!face.period.empty()) {
        detail = face.period + "   " + detail;
    }
    if (!face.toControl.empty()) {
        detail += "   " + face.toControl;
    }
    line += centredText(draw, heading, lineSize, min.x, max.x, line, colour::kPlayersIdle, detail);
    for (const std::string& note : face.notes) {
        line +=
            centredText(draw, heading, lineSize, min.x, max.x, line + 4, colour::kPlayersLow, note);
    }
    if (face.showsFlag) {
        centredText(draw, large, nameSize, min.x, max.x, line + 8, colour::kPlayersFlag,
                    "FLAG FELL");
    }
}

} // namespace

void drawClockFaces(ViewContext& context, const model::Table& table, ImVec2 min, ImVec2 max,
                    Audience audience) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, max, colour::kPlayersBackground, 6.0f);
    TableClockFaces faces = clockFaces(context.state, table, context.now, audience);
    float middle = (min.x + max.x) / 2;
    ImFont* heading = context.font(FontRole::Heading);
    float statusHeight = heading->FontSize * 1.6f;
    ImVec2 faceMax(max.x, max.y - statusHeight);
    float factor = timeFactor(context, faces, middle - min.x, faceMax.y - min.y);
    drawFace(context, faces.seats[0], min, ImVec2(middle, faceMax.y), factor);
    drawFace(context, faces.seats[1], ImVec2(middle, min.y), faceMax, factor);
    draw->AddLine(ImVec2(middle, min.y + 10), ImVec2(middle, faceMax.y - 10), colour::kPlayersIdle,
                  2.0f);
    std::string status = faces.status;
    ImU32 statusColour = faces.isPaused ? colour::kPlayersLow : colour::kPlayersIdle;
    centredText(draw, heading, heading->FontSize, min.x, max.x, faceMax.y + 4, statusColour,
                "clock " + status);
    context.ui.redrawIn(nextClockChange(table, context.now));
}

} // namespace renju::arbiter::ui
