#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>

namespace renju::arbiter::app {

/// Returns a game's result as one game's result is written standing alone: by colour, Black's
/// score first ("1-0" Black won, "0-1", "0.5-0.5"; forfeits "1-0f", "0-1f", "0-0f" with the
/// colours the players held, tentative ones when nothing was played). `code` is written for the
/// game's own first and second players.
std::string blackFirstScore(const model::TableGame& game, model::ResultCode code);

/// Returns a game's result in words with the winner's name, e.g. "1-0 Black (Erik Lind) wins:
/// five", "0.5-0.5 draw: agreement", "1-0f Erik Lind wins by forfeit (not played)"; "" while the
/// game has no result. Results the arbiter entered say so.
std::string resultSentence(const model::EventState& state, const model::TableGame& game);

/// Returns `result` (for the game's own players) in words as resultSentence() writes a game's:
/// for a result about to be entered.
std::string resultWords(const model::EventState& state, const model::TableGame& game,
                        const model::TableResult& result);

/// Returns a table's result in words: its game's (resultSentence), or a match's, e.g. "Anna
/// Ivanova wins the match (the experienced player did not win game 1)" or "match drawn (game
/// points 1-1)"; "" while the table has no result.
std::string tableResultSentence(const model::EventState& state, const model::Table& table);

/// Returns both players with their own scores (ownScore), as lists by player write a result:
/// "Erik Lind 1 – Иван Петров 0". `code` is written for `first` and then `second`.
std::string scoresByPlayer(const model::EventState& state, model::PlayerId first,
                           model::PlayerId second, model::ResultCode code);

/// Returns "game 2: " for a game of a match, "" for a table of one game: the prefix of what is
/// said about one game.
std::string gameLabel(const model::Table& table, const model::TableGame& game);

} // namespace renju::arbiter::app
