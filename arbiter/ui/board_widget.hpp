#pragma once

#include "arbiter/ui/view.hpp"
#include "arbiter/ui/view_models/board_model.hpp"

#include <optional>
#include <vector>

namespace renju::arbiter::ui {

/// The referee's overlay: Black's forbidden points and, for one of them, the lines that
/// make it forbidden.
struct BoardOverlay {
    std::vector<ForbiddenMark> marks;
    std::optional<rules::Point> focus;
    std::vector<WitnessSegment> witness;
};

/// What happened on the board this frame.
struct BoardInput {
    std::optional<rules::Point> clicked;
    std::optional<rules::Point> hovered;
};

/// Draws a board of side `side` pixels at the cursor: wood, lines, star points, coordinates
/// (a-o, 1-15; a-s, 1-19 on 19x19), stones with move numbers, the last move ringed, 5th-move
/// proposals, the zone of the next opening stone, and the overlay when given. Records its geometry
/// for scripts.
BoardInput drawBoard(ViewContext& context, const BoardModel& model, const BoardOverlay* overlay,
                     float side);

} // namespace renju::arbiter::ui
