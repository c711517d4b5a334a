#pragma once

#include "rules/game_event.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/rule_set.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::rules {

/// One event of a game script with the line it came from.
struct ScriptLine {
    int lineNumber = 0;
    GameEvent event;
    /// The line as written, comment removed.
    std::string text;
};

/// A problem in a game script, with its 1-based line number.
struct ScriptError {
    int lineNumber = 0;
    std::string message;
};

/// A game script read from text: header, events, and every error found.
struct GameScript {
    /// The rule set, board and opening the header names (defaults: renju, the set's board,
    /// `rif` under renju and `none` under the other sets).
    GameRules rules;
    std::vector<ScriptLine> lines;
    std::vector<ScriptError> errors;
};

/// Reads a game script: one event per line, `#` starts a comment, blank lines are skipped.
/// Header lines before the first event, each at most once: `rules SET` (default renju; under
/// ren with its variants: `rules ren [rui-limit=N] [lead=N]`), `board N` (default the set's) and
/// `opening NAME [OPTIONS]` (default rif under renju, none under the other sets, which play no
/// other). Points are read on the header's board. Events: a point (`h8`), `pass`, `swap`, `noswap`,
/// `declare N`, `propose P...`, `choose P`, `press`, `flag black|white [MOVES-SHORT]`, `claim
/// black|white five|forbidden [P]|time`, `offer-draw`, `accept`, `refuse`, `resign black|white`,
/// `undo`, `ruling uphold|reject [TEXT]`, `override RESULT REASON [TEXT]`.
GameScript parseGameScript(std::string_view text);

/// An event read from one line, or why the line is not an event.
struct EventParse {
    std::optional<GameEvent> event;
    std::string error;
};

/// Parses one event line of the script grammar (no header lines, no comments); points are read
/// on a board of `boardSize`.
EventParse parseGameEvent(std::string_view line, int boardSize = kRenjuBoardSize);

} // namespace renju::rules
