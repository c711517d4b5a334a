#pragma once

#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"

namespace renju::arbiter::ui {

/// Draws a table's two clock faces side by side (seat A, the first player, on the left) in
/// the rectangle from `min` to `max`: name and colour, the time as large as fits, period,
/// moves, notes and the flag where `audience` may see it. Asks for a redraw when a shown digit
/// will change. Returns the height of the digits drawn (both faces alike), in pixels.
float drawClockFaces(ViewContext& context, const model::TableGame& table, ImVec2 min, ImVec2 max,
                     Audience audience);

} // namespace renju::arbiter::ui
