#pragma once

#include "arbiter/ui/view.hpp"

namespace renju::arbiter::ui {

/// Draws the selected table's clock over the whole window for the players, readable from
/// 3 m; the flag shows only where the event uses time referees (14.8).
void drawPlayersClock(ViewContext& context);

} // namespace renju::arbiter::ui
