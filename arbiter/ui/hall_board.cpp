#include "arbiter/ui/hall_board.hpp"

#include "arbiter/ui/theme.hpp"

namespace renju::arbiter::ui {

void drawHallBoard(ImDrawList* draw, const HallBoard& board, ImVec2 min, float side) {
    ImVec2 max(min.x + side, min.y + side);
    draw->AddRectFilled(min, max, colour::kBoardWood);
    float n = static_cast<float>(board.size);
    // Intersections: the lines run through the centres of `size` cells; squares: the lines
    // are the cells' edges. Either way a point's centre is half a cell in.
    float cell = side / n;
    auto centre = [&](rules::Point point) {
        return ImVec2(min.x + (static_cast<float>(point.col) + 0.5f) * cell,
                      max.y - (static_cast<float>(point.row) + 0.5f) * cell);
    };
    for (int i = 0; i <= board.size; ++i) {
        float offset =
            board.isSquares ? static_cast<float>(i) * cell : (static_cast<float>(i) + 0.5f) * cell;
        if (!board.isSquares && i == board.size) {
            break;
        }
        float from = board.isSquares ? 0 : 0.5f * cell;
        float to = board.isSquares ? side : side - 0.5f * cell;
        draw->AddLine(ImVec2(min.x + offset, min.y + from), ImVec2(min.x + offset, min.y + to),
                      colour::kBoardLine);
        draw->AddLine(ImVec2(min.x + from, min.y + offset), ImVec2(min.x + to, min.y + offset),
                      colour::kBoardLine);
    }
    float radius = cell * 0.46f;
    for (const HallStone& stone : board.stones) {
        bool isBlack = stone.colour == rules::Stone::Black;
        draw->AddCircleFilled(centre(stone.point), radius,
                              isBlack ? colour::kBlackStone : colour::kWhiteStone, 16);
        draw->AddCircle(centre(stone.point), radius, colour::kStoneEdge, 16, 1.0f);
    }
    if (board.lastMove) {
        // A ring larger than the stone, so it shows on either colour even on a small board.
        draw->AddCircle(centre(*board.lastMove), radius + 2.0f, colour::kLastMove, 16, 3.0f);
    }
}

} // namespace renju::arbiter::ui
