#pragma once

#include "arbiter/ui/view.hpp"

#include <string>

namespace renju::arbiter::ui {

/// The form fields of the Table view's action panels.
struct TableActionFields {
    int declareCount = 2;
    std::string correctionReason;
    std::string rulingText;
    /// When an opening step's button was last pressed (ImGui time, s): the next step's button
    /// may appear under the same spot, so a double click must not press both.
    double lastStepPress = -1.0;
};

/// Draws the opening prompts (swap, declare N, proposals, choice), the play actions (pass,
/// draw offer and reply, resignation, the clock press) and the correction of the last
/// action with its reason, for the selected table; emits game actions.
void drawTableActions(ViewContext& context, const model::Round& round, const model::Table& table,
                      TableActionFields& fields);

/// Emits a board event for a table (the outcome is shown under the board).
void emitGameEvent(ViewContext& context, int round, int table, std::string event,
                   std::string reason = "");

} // namespace renju::arbiter::ui
