#pragma once

#include "arbiter/model/round.hpp"

#include <optional>

namespace renju::arbiter::app {

/// Returns the table result the game's end gives (the first player's score), or nothing while
/// the game goes on, while a claim awaits the arbiter's ruling, or when it is void.
std::optional<model::TableResult> resultFromGame(const rules::Game& game);

} // namespace renju::arbiter::app
