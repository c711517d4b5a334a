#pragma once

#include "arbiter/ui/table_actions.hpp"

namespace renju::arbiter::ui {

/// Draws the claims panel: every claim of 9.4-9.8 a player can make, Black's forbidden moves
/// still claimable (9.8), the claims made with the software's advice and clause, the
/// arbiter's ruling on the last one, and the draw state of clause 10.
/// Draws the ruling on a claim that stopped the game (9.6): the words and the buttons Uphold
/// and Reject, in the two rows the Table view keeps for the decision the game waits for.
void drawRulingRow(ViewContext& context, const ShownGame& shown, TableActionFields& fields);

void drawClaimsPanel(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                     TableActionFields& fields);

} // namespace renju::arbiter::ui
