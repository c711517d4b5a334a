#pragma once

#include "arbiter/model/result_code.hpp"
#include "clock/game_clock.hpp"
#include "rules/game_event.hpp"
#include "rules/notation.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace renju::arbiter::model {

/// A result the arbiter entered at a table (not the game's own end).
struct ArbiterResult {
    ResultCode code = ResultCode::Draw;
    std::string reason;
};

/// A game typed in from its scoresheet after it was played: its moves, who had Black, and the
/// result the sheet gives (if any).
struct TypedGame {
    std::vector<rules::Move> moves;
    rules::Player black = rules::Player::First;
    std::optional<ResultCode> result;
    std::string reason;
};

/// One thing that happened at a table while its round was played, at an instant of the event's
/// timeline: a board event (a stone, a press, a claim, a ruling...), an arbiter's clock action,
/// a result entered by the arbiter, or a whole game typed from its scoresheet. A table keeps its
/// entries in effect, so that a correction can take the last one back by replaying the table
/// without it: the game and its clock are then exactly as if it had never happened.
struct TableEntry {
    std::int64_t at = 0;
    std::variant<rules::GameEvent, clock::ClockEvent, ArbiterResult, TypedGame> event;
    /// True for a board event that found the game already ended by the clock's flags (10.4;
    /// in Ren, the first flag): the end is recorded with it, the event itself not applied.
    bool isEndByFlags = false;
};

/// A correction made at a table: what it took back, when, and why.
struct TableCorrection {
    std::int64_t at = 0;
    /// The entry taken back, described for the arbiter ("White's press at 1:30:20, move 4").
    std::string undone;
    std::string reason;
};

} // namespace renju::arbiter::model
