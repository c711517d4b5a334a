#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/records/game_record.hpp"
#include "arbiter/records/record_formats.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// An event's games as records, and the tables left out.
struct EventRecords {
    std::vector<records::GameRecord> games;
    /// "round 2 table 4: not played (forfeit)".
    std::vector<std::string> leftOut;
};

/// Returns the games of round `round` (0: every round) as records, by table: the players by the
/// colour they held at the end (after the swaps), the event, round and start date, the rule set
/// and its opening rule (renju.net's name, e.g. "Soosorv-8"), the moves, the unchosen 5th-move
/// proposals, the claims and rulings as comments, and the result by colour (Black's score
/// first). Tables with no game played (forfeits, no move) are left out. `table` (not 0) takes
/// only that table of the round. With `format`, a game that format cannot hold (a game of Ren
/// in anything but text) is left out with the reason.
EventRecords eventRecords(const model::EventState& state, int round, int table = 0,
                          std::optional<records::RecordFormat> format = std::nullopt);

/// Returns the record formats that hold a game of `game`'s family: every format (game lists
/// included) for five-in-a-row, the text format alone for Ren (squares are no game of renju.net,
/// RenLib, Gomocup or SGF's five-in-a-row).
std::vector<records::RecordFormat> recordFormatsFor(const rules::AnyGame& game);

} // namespace renju::arbiter::app
