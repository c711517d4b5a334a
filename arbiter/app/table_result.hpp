#pragma once

#include "arbiter/model/round.hpp"

#include <optional>

namespace renju::arbiter::app {

/// Returns the result the game's end gives (the score of the game's first player), or nothing
/// while the game goes on, while a claim awaits the arbiter's ruling, or when it is void.
std::optional<model::TableResult> resultFromGame(const rules::AnyGame& game);

/// Returns `code` (written for the game's own first and second players) in the table's listed
/// order: the same for game 1, the scores exchanged for a game whose first player is the
/// table's second (game 2 of a match with colours exchanged).
model::ResultCode inTableOrder(const model::Table& table, const model::TableGame& game,
                               model::ResultCode code);

/// Returns `code` written in the table's listed order as the score of `game`'s own players.
model::ResultCode inGameOrder(const model::Table& table, const model::TableGame& game,
                              model::ResultCode code);

/// The half-points each listed player scored over a table's games.
struct GamePoints {
    int first = 0;
    int second = 0;
};

/// Returns the game points of a table whose games all have results (a match's tie-break), or
/// nothing while a game has none.
std::optional<GamePoints> tableGamePoints(const model::Table& table);

/// Returns the points a table's listed players scored on the board over its games (Ren), once
/// every game has a result (the TP tie-break); nothing in a family that scores no points, or
/// before.
std::optional<GamePoints> tableBoardPoints(const model::Table& table);

/// Sets `table.result` from its games: one game's result as it is; a match's by its rule once
/// both games have results (a match won counts as a win, two forfeits as a forfeit), and
/// nothing before.
void settleTableResult(model::Table& table);

} // namespace renju::arbiter::app
