#pragma once

#include "arbiter/ui/table_actions.hpp"

namespace renju::arbiter::ui {

/// Draws the ruling on a claim that stopped the game (9.6): the words and the buttons Uphold
/// and Reject, in the two rows the Table view keeps for the decision the game waits for.
void drawRulingRow(ViewContext& context, const ShownGame& shown, TableActionFields& fields);

/// Draws, in the two lines of the decision row while no opening step or ruling is due,
/// Black's forbidden moves still claimable (9.8), or what a claim does.
void drawClaimPrompt(const rules::Game& game, bool isOpen);

/// Draws a row with a button for every claim of 9.4-9.8 a player can make under the game's
/// rule set, disabled while the board is closed (a ruling awaited, a result).
void drawClaimButtons(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                      bool isOpen);

/// Draws the claims made with the software's advice and clause, the arbiter's ruling on the
/// last one (entered or changed after the round), and the draw state of clause 10.
void drawClaimsPanel(ViewContext& context, const ShownGame& shown, const rules::Game& game,
                     TableActionFields& fields);

} // namespace renju::arbiter::ui
