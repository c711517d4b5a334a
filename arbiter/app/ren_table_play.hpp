#pragma once

#include "arbiter/app/table_play.hpp"
#include "arbiter/model/round.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace renju::arbiter::app {

/// Applies a board event to a Ren game at event time `now` (seed 002: a square, `pass`,
/// `resign`, `undo` is a correction, `press`, `flag`): flags fallen on the clock are recorded
/// first (a flag ends a Ren game, which has no claims), a press must be the running seat's
/// (14.3), the running seat follows the colour to move, and the game's end sets the result and
/// stops the clock. Recorded in the game's history when accepted; a refusal changes nothing.
TableStep playRenBoardEvent(model::TableGame& game, const rules::GameEvent& event,
                            std::int64_t now);

/// Returns the result a Ren game's end gives (the score of the game's first player, who is
/// Black), or nothing while it goes on.
std::optional<model::TableResult> resultFromRenGame(const rules::RenGame& game);

/// Returns the points each of the game's own players has scored (first: Black), or {0, 0} for
/// a game that is not Ren.
std::array<int, 2> renPointsInGameOrder(const model::TableGame& game);

} // namespace renju::arbiter::app
