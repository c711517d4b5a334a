#pragma once

#include "arbiter/model/result_code.hpp"
#include "arbiter/model/round.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::app {

// A result as every surface takes it from a referee (the command line, `batch`, the Round
// view's keys and the Table view): by colour, Black's score first, as renju.net and every
// printout write it. "1-0" is Black's win whoever was listed first and whatever the opening
// swapped; a game not played is read by the tentative colours ("1-0f": the first listed,
// tentative Black, wins by forfeit). The application turns it into the players as listed.

/// Reads a result given by colour: the codes 1-0, 0-1, 0.5-0.5 (also ½-½ and 1/2-1/2), 1-0f,
/// 0-1f, 0-0f, or the words black, white, draw, white-absent (1-0f), black-absent (0-1f),
/// both-absent (0-0f), in any case. Returns the code with Black as "first"; nothing, with
/// `problem` naming the text and what is accepted, for anything else.
std::optional<model::ResultCode> parseResultByColour(std::string_view text, std::string& problem);

/// Returns what parseResultByColour() accepts, for help texts and refusals.
std::string resultByColourHelp();

/// Returns `code`, given by colour (Black's score first; a forfeit by the tentative colours),
/// as the score of `game`'s own first and second players, with the colours they hold now.
model::ResultCode byColourInGameOrder(const model::TableGame& game, model::ResultCode code);

} // namespace renju::arbiter::app
