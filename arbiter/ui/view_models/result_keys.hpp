#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/model/result_code.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// Returns the result a key enters in the Round view, by colour as every surface takes it
/// (app/result_input.hpp): `1` Black wins (1-0), `0` White wins (0-1), `5` or `=` a draw, `+`
/// tentative Black wins by forfeit (1-0f), `-` tentative White (0-1f), `*` neither played;
/// nothing for other keys.
std::optional<model::ResultCode> resultForKey(char32_t key);

/// Returns the key list as the Round view explains it.
std::string resultKeysHelp();

/// Returns why a typed key enters no result: "'x' is not a result key (1, 0, 5 or =, +, -, *)".
std::string notAResultKey(char32_t key);

/// Returns true when a result key on this table would end a game in progress: no result yet,
/// and moves entered or its clock running at `now`. Such a result needs a confirmation.
bool isGameInProgress(const model::Table& table, std::int64_t now);

/// Returns the game a result key enters a result for: the first game of the table without a
/// result (a match's game 1, then game 2), else the last.
const model::TableGame& resultTarget(const model::Table& table);

/// Returns the confirmation's question for a key's result (by colour) on a table that needs
/// one: a game in progress ("Table 3 is being played (move 14, clock running). Enter 1-0 Black
/// (Erik Lind) wins and stop the clock?"), or a result there already, which only a correction
/// with its reason replaces, naming the old and the new result.
std::string resultQuestion(const model::EventState& state, const model::Table& table,
                           model::ResultCode code, std::int64_t now);

/// Returns true when a result key on this table needs the referee's confirmation (and a
/// reason): a game in progress, or a result there already.
bool needsConfirmation(const model::Table& table, std::int64_t now);

} // namespace renju::arbiter::ui
