#include "arbiter/ui/ren_board_widget.hpp"

#include "arbiter/ui/theme.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace renju::arbiter::ui {

namespace {

constexpr ImU32 kSquare = IM_COL32(232, 214, 170, 255);
constexpr ImU32 kRui = IM_COL32(245, 130, 0, 255);
constexpr ImU32 kNiban = IM_COL32(30, 100, 220, 255);
constexpr ImU32 kGroup = IM_COL32(0, 150, 70, 255);
constexpr ImU32 kGroupFill = IM_COL32(0, 170, 80, 55);
constexpr ImU32 kCaptured = IM_COL32(210, 30, 20, 255);

/// Where the squares are on the screen: the centre of each square.
struct Squares {
    ImVec2 origin; // the centre of a1
    float cell = 0;
    int size = rules::kRenMaxBoardSize;

    ImVec2 at(rules::Point square) const {
        return ImVec2(origin.x + static_cast<float>(square.col) * cell,
                      origin.y - static_cast<float>(square.row) * cell);
    }
    std::optional<rules::Point> squareAt(ImVec2 position) const {
        int col = static_cast<int>(std::lround((position.x - origin.x) / cell));
        int row = static_cast<int>(std::lround((origin.y - position.y) / cell));
        if (col < 0 || row < 0 || col >= size || row >= size) {
            return std::nullopt;
        }
        return rules::Point{col, row};
    }
};

void drawSquares(ImDrawList* draw, const Squares& g, ImFont* font, ImVec2 min, ImVec2 max) {
    draw->AddRectFilled(min, max, colour::kBoardWood, 6.0f);
    float half = g.cell / 2;
    ImVec2 low(g.origin.x - half, g.at(rules::Point{0, g.size - 1}).y - half);
    ImVec2 high(g.at(rules::Point{g.size - 1, 0}).x + half, g.origin.y + half);
    draw->AddRectFilled(low, high, kSquare);
    for (int i = 0; i <= g.size; ++i) {
        float offset = static_cast<float>(i) * g.cell;
        float thickness = (i == 0 || i == g.size) ? 2.0f : 1.0f;
        draw->AddLine(ImVec2(low.x + offset, low.y), ImVec2(low.x + offset, high.y),
                      colour::kBoardLine, thickness);
        draw->AddLine(ImVec2(low.x, low.y + offset), ImVec2(high.x, low.y + offset),
                      colour::kBoardLine, thickness);
    }
    float labelSize = std::clamp(g.cell * 0.34f, kMinLabelPixels, font->FontSize * 1.2f);
    for (int i = 0; i < g.size; ++i) {
        std::string column(1, static_cast<char>('a' + i));
        std::string row = std::to_string(i + 1);
        ImVec2 columnExtent = font->CalcTextSizeA(labelSize, FLT_MAX, 0, column.c_str());
        ImVec2 rowExtent = font->CalcTextSizeA(labelSize, FLT_MAX, 0, row.c_str());
        ImVec2 bottom = g.at(rules::Point{i, 0});
        draw->AddText(font, labelSize,
                      ImVec2(bottom.x - columnExtent.x / 2, high.y + g.cell * 0.12f),
                      colour::kBoardLine, column.c_str());
        ImVec2 left = g.at(rules::Point{0, i});
        draw->AddText(font, labelSize,
                      ImVec2(low.x - g.cell * 0.12f - rowExtent.x, left.y - rowExtent.y / 2),
                      colour::kBoardLine, row.c_str());
    }
}

/// The last move's groups: each rectangle of squares filled lightly and outlined.
void drawGroups(ImDrawList* draw, const Squares& g, const RenBoardModel& model) {
    float inset = g.cell * 0.08f;
    for (const rules::RenGroup& group : model.lastGroups) {
        ImVec2 low = g.at(rules::Point{group.from.col, group.to.row});
        ImVec2 high = g.at(rules::Point{group.to.col, group.from.row});
        float half = g.cell / 2 - inset;
        ImVec2 a(low.x - half, low.y - half);
        ImVec2 b(high.x + half, high.y + half);
        draw->AddRectFilled(a, b, kGroupFill, g.cell * 0.2f);
        draw->AddRect(a, b, kGroup, g.cell * 0.2f, 0, 3.0f);
    }
}

void drawStones(ImDrawList* draw, const Squares& g, ImFont* font, const RenBoardModel& model) {
    float radius = g.cell * 0.42f;
    for (const RenSquareStone& stone : model.stones) {
        ImVec2 centre = g.at(stone.square);
        bool isBlack = stone.colour == rules::Stone::Black;
        draw->AddCircleFilled(centre, radius, isBlack ? colour::kBlackStone : colour::kWhiteStone,
                              32);
        draw->AddCircle(centre, radius, colour::kStoneEdge, 32, 1.2f);
        std::string number = std::to_string(stone.number);
        float size = std::max(kMinLabelPixels, g.cell * (number.size() > 2 ? 0.34f : 0.42f));
        ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, number.c_str());
        draw->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2),
                      isBlack ? colour::kWhiteStone : colour::kBlackStone, number.c_str());
        if (stone.isRui) {
            draw->AddCircle(centre, radius * 1.12f, kRui, 32, std::max(3.0f, g.cell * 0.07f));
        }
        if (stone.isNiban) { // a blue badge with "n" at the square's top-right corner
            ImVec2 badge(centre.x + g.cell * 0.3f, centre.y - g.cell * 0.3f);
            float badgeRadius = g.cell * 0.15f;
            draw->AddCircleFilled(badge, badgeRadius, kNiban, 16);
            float letter = badgeRadius * 1.7f;
            ImVec2 letterExtent = font->CalcTextSizeA(letter, FLT_MAX, 0, "n");
            draw->AddText(font, letter,
                          ImVec2(badge.x - letterExtent.x / 2, badge.y - letterExtent.y / 2),
                          colour::kWhiteStone, "n");
        }
    }
}

/// The last move: its stone ringed, its niban ringed, its captured squares crossed.
void drawLastMove(ImDrawList* draw, const Squares& g, const RenBoardModel& model) {
    float radius = g.cell * 0.42f;
    if (model.lastMove) {
        draw->AddCircle(g.at(*model.lastMove), radius + 3.0f, colour::kLastMove, 32, 3.0f);
    }
    if (model.lastNiban) {
        draw->AddCircle(g.at(*model.lastNiban), radius + 3.0f, kNiban, 32, 3.0f);
    }
    float arm = g.cell * 0.22f;
    for (rules::Point captured : model.lastCaptures) {
        if (model.lastNiban && *model.lastNiban == captured) {
            continue; // the niban now stands there
        }
        ImVec2 c = g.at(captured);
        draw->AddLine(ImVec2(c.x - arm, c.y - arm), ImVec2(c.x + arm, c.y + arm), kCaptured, 3.0f);
        draw->AddLine(ImVec2(c.x - arm, c.y + arm), ImVec2(c.x + arm, c.y - arm), kCaptured, 3.0f);
    }
}

} // namespace

RenBoardInput drawRenBoard(FrameReport& frame, ImFont* font, const RenBoardModel& model,
                           bool showsGroups, float side) {
    RenBoardInput input;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImVec2 min = ImGui::GetCursorScreenPos();
    ImVec2 max(min.x + side, min.y + side);
    Squares g;
    g.size = model.size;
    float margin = 0.75f; // in squares, for the coordinates
    g.cell = side / (static_cast<float>(model.size) + 2 * margin);
    g.origin = ImVec2(min.x + (margin + 0.5f) * g.cell, max.y - (margin + 0.5f) * g.cell);
    ImGui::InvisibleButton("ren board", ImVec2(side, side));
    if (ImGui::IsItemHovered()) {
        input.hovered = g.squareAt(ImGui::GetIO().MousePos);
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
        input.clicked = g.squareAt(ImGui::GetIO().MousePos);
    }
    drawSquares(draw, g, font, min, max);
    if (showsGroups) {
        drawGroups(draw, g, model);
    }
    drawStones(draw, g, font, model);
    drawLastMove(draw, g, model);
    bool isEmpty =
        input.hovered && std::none_of(model.stones.begin(), model.stones.end(),
                                      [&](const auto& s) { return s.square == *input.hovered; });
    if (isEmpty && !model.isOver) {
        bool isBlack = model.toMove == rules::Stone::Black;
        draw->AddCircleFilled(g.at(*input.hovered), g.cell * 0.4f,
                              isBlack ? IM_COL32(0, 0, 0, 70) : IM_COL32(255, 255, 255, 120), 32);
    }
    frame.board = BoardGeometry{true, g.origin.x, g.origin.y, g.cell, model.size};
    return input;
}

} // namespace renju::arbiter::ui
