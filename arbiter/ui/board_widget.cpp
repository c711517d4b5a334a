#include "arbiter/ui/board_widget.hpp"

#include "arbiter/ui/theme.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

namespace {

/// Where intersections are on the screen.
struct Grid {
    ImVec2 origin; // the centre of a1
    float cell = 0;
    int size = 15;

    ImVec2 at(rules::Point point) const {
        return ImVec2(origin.x + static_cast<float>(point.col) * cell,
                      origin.y - static_cast<float>(point.row) * cell);
    }
    std::optional<rules::Point> pointAt(ImVec2 position) const {
        int col = static_cast<int>(std::lround((position.x - origin.x) / cell));
        int row = static_cast<int>(std::lround((origin.y - position.y) / cell));
        if (col < 0 || row < 0 || col >= size || row >= size) {
            return std::nullopt;
        }
        return rules::Point{col, row};
    }
};

/// Returns the star points of a board: the centre and the four points 3 lines in from the
/// corners on 15x15; the nine of the Go board on 19x19 (d4, j4, p4, ... j10 ... p16).
std::vector<rules::Point> starPoints(int size) {
    int centre = size / 2;
    int near = 3;
    int far = size - 4;
    if (size == 19) {
        return {{near, near},  {centre, near}, {far, near},   {near, centre}, {centre, centre},
                {far, centre}, {near, far},    {centre, far}, {far, far}};
    }
    return {{near, near}, {far, near}, {centre, centre}, {near, far}, {far, far}};
}

void drawGrid(ImDrawList* draw, const Grid& grid, ImFont* font, ImVec2 min, ImVec2 max) {
    draw->AddRectFilled(min, max, colour::kBoardWood, 6.0f);
    float last = static_cast<float>(grid.size - 1) * grid.cell;
    for (int i = 0; i < grid.size; ++i) {
        float offset = static_cast<float>(i) * grid.cell;
        float thickness = (i == 0 || i == grid.size - 1) ? 2.0f : 1.0f;
        draw->AddLine(ImVec2(grid.origin.x + offset, grid.origin.y),
                      ImVec2(grid.origin.x + offset, grid.origin.y - last), colour::kBoardLine,
                      thickness);
        draw->AddLine(ImVec2(grid.origin.x, grid.origin.y - offset),
                      ImVec2(grid.origin.x + last, grid.origin.y - offset), colour::kBoardLine,
                      thickness);
    }
    for (rules::Point star : starPoints(grid.size)) {
        draw->AddCircleFilled(grid.at(star), grid.cell * 0.1f, colour::kBoardLine);
    }
    float labelSize = std::clamp(grid.cell * 0.42f, kMinLabelPixels, font->FontSize * 1.2f);
    for (int i = 0; i < grid.size; ++i) {
        std::string column(1, static_cast<char>('a' + i));
        std::string row = std::to_string(i + 1);
        ImVec2 columnExtent = font->CalcTextSizeA(labelSize, FLT_MAX, 0, column.c_str());
        ImVec2 rowExtent = font->CalcTextSizeA(labelSize, FLT_MAX, 0, row.c_str());
        ImVec2 bottom = grid.at(rules::Point{i, 0});
        draw->AddText(font, labelSize,
                      ImVec2(bottom.x - columnExtent.x / 2, bottom.y + grid.cell * 0.42f),
                      colour::kBoardLine, column.c_str());
        ImVec2 left = grid.at(rules::Point{0, i});
        draw->AddText(font, labelSize,
                      ImVec2(left.x - grid.cell * 0.45f - rowExtent.x, left.y - rowExtent.y / 2),
                      colour::kBoardLine, row.c_str());
    }
}

void drawZone(ImDrawList* draw, const Grid& grid, int zone) {
    if (zone < 0) {
        return;
    }
    int centre = grid.size / 2; // h8 on 15x15, j10 on 19x19 (as rules::isInZone counts)
    ImVec2 low = grid.at(rules::Point{centre - zone, centre - zone});
    ImVec2 high = grid.at(rules::Point{centre + zone, centre + zone});
    float half = grid.cell * 0.5f;
    draw->AddRectFilled(ImVec2(low.x - half, high.y - half), ImVec2(high.x + half, low.y + half),
                        colour::kZone, 4.0f);
}

/// Draws each stone's number; with `onDisc`, on a disc of the stone's colour first, so that
/// lines drawn across the stones since leave the number readable.
void drawStoneNumbers(ImDrawList* draw, const Grid& grid, ImFont* font, const BoardModel& model,
                      bool onDisc) {
    float numberSize = std::max(kMinLabelPixels, grid.cell * 0.46f);
    for (const BoardStone& stone : model.stones) {
        ImVec2 centre = grid.at(stone.point);
        bool isBlack = stone.colour == rules::Stone::Black;
        std::string number = std::to_string(stone.number);
        float size = number.size() > 2 ? std::max(kMinLabelPixels, numberSize * 0.8f) : numberSize;
        ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, number.c_str());
        if (onDisc) {
            draw->AddCircleFilled(centre, std::max(extent.x, extent.y) * 0.62f,
                                  isBlack ? colour::kBlackStone : colour::kWhiteStone, 24);
        }
        draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2),
                      isBlack ? colour::kWhiteStone : colour::kBlackStone, number.c_str());
    }
}

void drawStones(ImDrawList* draw, const Grid& grid, ImFont* font, const BoardModel& model) {
    float radius = grid.cell * 0.47f;
    float numberSize = std::max(kMinLabelPixels, grid.cell * 0.46f);
    for (const BoardStone& stone : model.stones) {
        ImVec2 centre = grid.at(stone.point);
        bool isBlack = stone.colour == rules::Stone::Black;
        draw->AddCircleFilled(centre, radius, isBlack ? colour::kBlackStone : colour::kWhiteStone,
                              32);
        draw->AddCircle(centre, radius, colour::kStoneEdge, 32, 1.2f);
    }
    drawStoneNumbers(draw, grid, font, model, false);
    if (model.lastMove) {
        draw->AddCircle(grid.at(*model.lastMove), radius + 2.0f, colour::kLastMove, 32, 3.0f);
    }
    for (std::size_t i = 0; i < model.proposals.size(); ++i) {
        ImVec2 centre = grid.at(model.proposals[i]);
        draw->AddCircleFilled(centre, radius, IM_COL32(20, 20, 20, 90), 32);
        draw->AddCircle(centre, radius, colour::kProposal, 32, 2.5f);
        std::string label = "5" + std::string(1, static_cast<char>('a' + i));
        ImVec2 extent = font->CalcTextSizeA(numberSize, FLT_MAX, 0, label.c_str());
        draw->AddText(font, numberSize, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2),
                      colour::kWhiteStone, label.c_str());
    }
}

/// Draws the lines that make the focused point forbidden, over the stones they run through:
/// a line that counts thick and bright, one that 9.3 discounts thin and grey, and the points
/// that complete each line as filled dots.
void drawWitness(ImDrawList* draw, const Grid& grid, const BoardOverlay& overlay) {
    for (const WitnessSegment& segment : overlay.witness) {
        ImU32 tint = segment.counts ? colour::kWitness : colour::kWitnessDiscounted;
        draw->AddLine(grid.at(segment.from), grid.at(segment.to), tint,
                      segment.counts ? grid.cell * 0.18f : grid.cell * 0.08f);
        for (rules::Point key : segment.keyPoints) {
            draw->AddCircleFilled(grid.at(key), grid.cell * 0.16f, tint, 16);
            draw->AddCircle(grid.at(key), grid.cell * 0.16f, colour::kStoneEdge, 16, 1.5f);
        }
    }
}

/// Frames the stones the last claim is about (the five, or the forbidden stone claimed).
void drawClaimMarks(ImDrawList* draw, const Grid& grid, const BoardModel& model) {
    float half = grid.cell * 0.5f;
    for (rules::Point point : model.claimMarks) {
        ImVec2 c = grid.at(point);
        draw->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
                      colour::kClaimMark, 3.0f, 0, 4.0f);
    }
}

/// Draws a red cross on every forbidden point (over everything else).
void drawForbiddenMarks(ImDrawList* draw, const Grid& grid, const BoardOverlay& overlay) {
    float arm = grid.cell * 0.24f;
    for (const ForbiddenMark& mark : overlay.marks) {
        ImVec2 c = grid.at(mark.point);
        bool isFocus = overlay.focus && *overlay.focus == mark.point;
        float width = isFocus ? 4.0f : 3.0f;
        draw->AddLine(ImVec2(c.x - arm, c.y - arm), ImVec2(c.x + arm, c.y + arm),
                      colour::kForbidden, width);
        draw->AddLine(ImVec2(c.x - arm, c.y + arm), ImVec2(c.x + arm, c.y - arm),
                      colour::kForbidden, width);
    }
}

} // namespace

BoardInput drawBoard(ViewContext& context, const BoardModel& model, const BoardOverlay* overlay,
                     float side) {
    BoardInput input;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImVec2 min = ImGui::GetCursorScreenPos();
    ImVec2 max(min.x + side, min.y + side);
    Grid grid;
    grid.size = model.size;
    float margin = 1.0f; // in cells, for the coordinates
    grid.cell = side / (static_cast<float>(model.size - 1) + 2 * margin);
    grid.origin = ImVec2(min.x + margin * grid.cell, max.y - margin * grid.cell);
    ImGui::InvisibleButton("board", ImVec2(side, side));
    bool isHovered = ImGui::IsItemHovered();
    if (isHovered) {
        input.hovered = grid.pointAt(ImGui::GetIO().MousePos);
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
        input.clicked = grid.pointAt(ImGui::GetIO().MousePos);
    }
    ImFont* font = context.font(FontRole::Bold);
    drawGrid(draw, grid, font, min, max);
    drawZone(draw, grid, model.zone);
    drawStones(draw, grid, font, model);
    drawClaimMarks(draw, grid, model);
    if (overlay && !overlay->witness.empty()) {
        drawWitness(draw, grid, *overlay); // over the stones: the lines run through them
        drawStoneNumbers(draw, grid, font, model, true); // and the numbers over the lines
    }
    bool isEmpty = input.hovered &&
                   std::none_of(model.stones.begin(), model.stones.end(),
                                [&](const BoardStone& s) { return s.point == *input.hovered; });
    if (isEmpty && !model.isOver) {
        bool isBlack = model.expectation.colour == rules::Stone::Black;
        draw->AddCircleFilled(grid.at(*input.hovered), grid.cell * 0.45f,
                              isBlack ? IM_COL32(0, 0, 0, 70) : IM_COL32(255, 255, 255, 120), 32);
    }
    if (overlay) {
        drawForbiddenMarks(draw, grid, *overlay);
    }
    context.ui.frame.board =
        BoardGeometry{true, grid.origin.x, grid.origin.y, grid.cell, model.size};
    return input;
}

} // namespace renju::arbiter::ui
