#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>

namespace renju::arbiter::app {

/// Returns a table's result as one game's result is written standing alone: by colour, Black's
/// score first ("1-0" Black won, "0-1", "0.5-0.5"; forfeits "1-0f", "0-1f", "0-0f" with the
/// colours the players held, tentative ones when nothing was played).
std::string blackFirstScore(const model::Table& table, model::ResultCode code);

/// Returns a table's result in words with the winner's name, e.g. "1-0 Black (Erik Lind) wins:
/// five", "0.5-0.5 draw: agreement", "1-0f Erik Lind wins by forfeit (not played)"; "" while the
/// table has no result. Results the arbiter entered say so.
std::string resultSentence(const model::EventState& state, const model::Table& table);

/// Returns both players with their own scores (ownScore), as lists by player write a result:
/// "Erik Lind 1 – Иван Петров 0"; "" while the table has no result.
std::string scoresByPlayer(const model::EventState& state, const model::Table& table,
                           model::ResultCode code);

} // namespace renju::arbiter::app
