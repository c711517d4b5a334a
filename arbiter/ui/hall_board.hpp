#pragma once

#include "arbiter/ui/view_models/hall_cells.hpp"

#include <imgui.h>

namespace renju::arbiter::ui {

/// Draws a table's small board for the hall, `side` pixels square at `min`: the wood, the lines
/// (five in a row) or the squares (Ren), the stones without numbers and the last move ringed.
/// The Table view's board widgets draw numbers and coordinates no smaller than 11 px and record
/// their geometry for scripts: at a hall cell's size that is unreadable, hence this drawing.
void drawHallBoard(ImDrawList* draw, const HallBoard& board, ImVec2 min, float side);

} // namespace renju::arbiter::ui
