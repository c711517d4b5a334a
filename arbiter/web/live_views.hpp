#pragma once

#include "arbiter/model/event_state.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace renju::arbiter::web {

/// What a board is doing, as the live page says it.
enum class BoardState {
    Waiting,       ///< the round is paired or published, not started
    Playing,       ///< the game goes on
    ClaimAwaiting, ///< the last claim waits for the arbiter's ruling (never shown as a result)
    Finished,      ///< the table has its result
};

/// Returns "waiting", "playing", "claim" or "finished".
const char* boardStateName(BoardState state);

/// Returns the state of a table of a round: a claim awaiting a ruling outranks a result the
/// game's advice gave, but not one the arbiter entered.
BoardState boardStateOf(const model::Round& round, const model::Table& table);

/// A table's result written by colour, as it stands alone: Black's score first, and the
/// winner's name ("1-0 Black (Erik Lind) wins", "½-½ draw", "0-1f White (Anna Ivanova) wins by
/// forfeit", "0-0f not played"); empty while the table has no result.
struct ColourResult {
    /// "1-0", "0-1", "½-½", "1-0f", "0-1f", "0-0f".
    std::string code;
    std::string text;
    /// The reason: the game's ("five", "forbidden-33") or the arbiter's words.
    std::string reason;
};

/// Returns the result of `table` by colour (the colours the game ended with).
ColourResult colourResult(const model::EventState& state, const model::Table& table);

/// Returns the event's header every page shows: name, venue, dates, the rounds with their
/// status and the round being played (the last paired).
nlohmann::json eventJson(const model::EventState& state);

/// Returns the pairings of a round, by table (each player's own score beside the name) and
/// by name (who finds their table), with the byes; null for a round not paired.
nlohmann::json pairingsJson(const model::EventState& state, int round);

/// Returns the standings after the last finished round (or the round being played,
/// provisional) with the event's tie-breaks, as app::standingsSheet computes them.
nlohmann::json standingsJson(const model::EventState& state);

/// Returns the crosstable in standings order, as app::crosstableSheet computes it.
nlohmann::json crosstableJson(const model::EventState& state);

/// Returns one round's results: the pairings with each player's own score and each table's
/// result by colour; null for a round not paired.
nlohmann::json roundJson(const model::EventState& state, int round);

/// Returns every board of `round` at event time `now`: players and colours, the stones for a
/// small diagram, the last move, both clocks (with their projection) and the state. `validUntil`
/// is lowered to the first event time at which a clock's projection must be asked again.
nlohmann::json overviewJson(const model::EventState& state, int round, std::int64_t now,
                            std::int64_t& validUntil);

/// Returns one board as the overview shows it (one element of overviewJson's "boards"), so that
/// an overview open in a browser fetches only the boards a command changed; null for a table
/// that does not exist.
nlohmann::json boardJson(const model::EventState& state, int round, int table, std::int64_t now,
                         std::int64_t& validUntil);

/// Returns one board of a round at event time `now`: the stones with move numbers, the last
/// move, the 5th-move proposals, the opening, the move list with the clocks, both clocks, the
/// state, and for a finished game the whole record as the printed sheet shows it (claims with
/// the advice and the ruling, remarks on moves). While the game goes on, nothing that only the
/// arbiter may say is shown: no forbidden points, no remark on a forbidden stone (White must
/// claim it, 9.8), no advice on a claim awaiting the ruling, no fallen flag unless the event has
/// time referees (14.8). Null for a table that does not exist.
nlohmann::json tableJson(const model::EventState& state, int round, int table, std::int64_t now,
                         std::int64_t& validUntil);

} // namespace renju::arbiter::web
