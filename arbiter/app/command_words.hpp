#pragma once

// The words command kinds describe themselves with in the audit log.

#include "arbiter/model/event_state.hpp"
#include "arbiter/model/ids.hpp"
#include "arbiter/model/result_code.hpp"

#include <cstddef>
#include <string>

namespace renju::arbiter::app {

/// "1 table", "2 tables": a count and its noun in the right number (nouns that take an s).
std::string countText(std::size_t count, const std::string& noun);

/// Returns " (why)" for a reason given, "" for none.
std::string reasonText(const std::string& reason);

/// Returns "round 3 table 7".
std::string tableText(int round, int table);

/// Returns " game 2" for a command about game 2 of a match; "" for game 1 (or a table of one
/// game).
std::string gameText(int game);

/// Returns a player as every message names one, "No. 4 Mari Tamm" (app::playerLabel): the
/// number the lists print and the commands take, as it stands in `state` (fixed from the first
/// round on); "no player (id 12)" for an id no player has.
std::string playerText(const model::EventState& state, model::PlayerId player);
/// Returns the player's name alone, or "player #ID" for an id the event does not know.
std::string playerNameText(const model::EventState& state, model::PlayerId player);

/// Returns a player's number alone, "No. 4", where the name follows in other words (a changed
/// registration); as playerText for an id no player has.
std::string playerNumberText(const model::EventState& state, model::PlayerId player);

/// Returns "first player 1, second player 0": a result by player, as the pairing lists them (a
/// bare "1-0" would read as Black's win).
std::string scoresText(model::ResultCode code);

} // namespace renju::arbiter::app
