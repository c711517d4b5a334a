#pragma once

#include "arbiter/app/application.hpp"
#include "arbiter/model/event_state.hpp"
#include "clock/clock_state.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::app {

/// Sets up the games of a table under the event's settings: one game, or a match's two (game
/// 2's first player is the table's second unless the rule keeps the beginner first), each under
/// the event's rule set, board and opening, none of them started.
void prepareGames(model::Table& table, const model::EventSettings& settings);

/// Returns the clock controls of game `gameNumber` (1-based): the match rule's preset
/// (`handicap-1`, `handicap-2`) or the event's time control; nothing with `problem` set when
/// the text cannot be read.
std::optional<clock::ClockControls> gameControls(const model::EventSettings& settings,
                                                 int gameNumber, std::string& problem);

/// Returns the 1-based number of `game` at `table`.
int gameNumber(const model::Table& table, const model::TableGame& game);

/// Returns the game a board event or a clock action is about: game `number`, or for 0 the
/// table's current game; nothing with `refusal` set when there is no such game or it has not
/// started.
model::TableGame* playedGame(model::Table& table, int number, std::string& refusal);

/// Returns the game a result is entered for: game `number`, or for 0 the first game without a
/// result (else the last); nothing with `refusal` set when there is no such game.
model::TableGame* resultGame(model::Table& table, int number, std::string& refusal);

/// Adds to an outcome at a match's table what the match now stands at: the match's result
/// once both games have one, or that game 2 can start once game 1 has ended.
void addMatchNote(CommandOutcome& outcome, const model::EventState& state,
                  const model::Table& table, bool hasGameChanged);

} // namespace renju::arbiter::app
