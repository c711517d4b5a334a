#pragma once

#include "arbiter/ui/ui_state.hpp"
#include "arbiter/ui/view_models/ren_board_model.hpp"

#include <imgui.h>
#include <optional>

namespace renju::arbiter::ui {

/// What happened on a Ren board this frame: the square clicked, the square under the mouse.
struct RenBoardInput {
    std::optional<rules::Point> clicked;
    std::optional<rules::Point> hovered;
};

/// Draws the board of a Ren game, `side` pixels square, at the cursor: the squares (not
/// intersections) with coordinates, the stones with their move numbers, niban stones marked
/// "n", the current rui stones ringed in orange, the last move ringed in red with its
/// captured squares crossed and its niban ringed, and, while `showsGroups`, the last move's
/// scoring groups outlined. Records its geometry in `ui.frame.board` (the centre of square a1 and
/// the square's size) for scripted clicks.
RenBoardInput drawRenBoard(FrameReport& frame, ImFont* font, const RenBoardModel& model,
                           bool showsGroups, float side);

} // namespace renju::arbiter::ui
