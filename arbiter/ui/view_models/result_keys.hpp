#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/model/result_code.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// Returns the result a key enters in the Round view, for the players as listed (first,
/// second): `1` the first wins, `0` the second wins, `5` or `=` a draw, `+` the first wins by
/// forfeit, `-` the second wins by forfeit, `*` neither played; nothing for other keys.
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

/// Returns the confirmation's question for a result on a game in progress, e.g. "Table 3 is
/// being played (move 14, clock running). Enter Erik Lind 1 – Иван Петров 0 and stop the
/// clock?"
std::string resultQuestion(const model::EventState& state, const model::Table& table,
                           model::ResultCode code, std::int64_t now);

} // namespace renju::arbiter::ui
