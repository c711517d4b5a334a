#pragma once

#include "arbiter/ui/view.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The form of the one-step match on a new event file.
struct QuickMatchFields {
    std::string first;
    std::string second;
    /// 0: a beginners' handicap match; 1: a game-points match (renju, rapid).
    int kind = 0;
};

/// Draws "A single match": two names and the kind of match, and a button that sets up the
/// whole event at once (app::quickMatchCommands: the event, both players, the round paired,
/// published and started) and opens the Table view on game 1.
void drawQuickMatch(ViewContext& context, QuickMatchFields& fields);

} // namespace renju::arbiter::ui
