#pragma once

#include "arbiter/model/round.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// What one entry did at a table: accepted (with what happened) or refused (with why; nothing
/// changed), and what the caller must tell the hall.
struct TableStep {
    bool isAccepted = false;
    std::string text;
    /// The game ended with this entry: the table has its result (sound, refresh).
    bool hasGameEnded = false;
    /// A claim was made: the referee is called.
    bool isClaim = false;
    std::vector<std::string> warnings;
};

/// Applies a board event at event time `now` (the replay grammar's events): flags fallen on the
/// clock are recorded first (9.4, 10.4), a press must be the running seat's (14.3), a claim
/// stops the clocks (9.6), the running seat follows the player who must act (12.7), and the
/// game's end sets the result and stops the clock. Recorded in the table's history when
/// accepted. The table must have been started.
/// Returns true while the table's clock runs at event time `now`.
bool isRunning(const model::TableGame& table, std::int64_t now);

TableStep playBoardEvent(model::TableGame& table, const rules::GameEvent& event, std::int64_t now);

/// Applies one of the arbiter's clock actions (pause, resume, adjustments, absence) and records
/// it in the history when accepted.
TableStep playClockEvent(model::TableGame& table, const clock::ClockEvent& event);

/// Sets the arbiter's result (stopping a running clock) and records it in the history.
TableStep playArbiterResult(model::TableGame& table, const model::ArbiterResult& result,
                            std::int64_t now);

/// Replaces the table's game by a game typed from its scoresheet (no opening protocol; Black as
/// the sheet says), each move checked as if played: a refused move refuses the whole entry,
/// naming its number. The sheet's result, when given, becomes the table's result (from the
/// scoresheet); the clock stops. Recorded in the history when accepted.
TableStep playTypedGame(model::TableGame& table, const model::TypedGame& typed, std::int64_t now);

/// Takes back the table's last entry in effect: the game and its clock become exactly what
/// they would be had it never happened (the table is replayed from its start without it). The
/// correction is kept in `table.corrections`. Refused when there is nothing to take back.
TableStep takeBackLastEntry(model::TableGame& table, const std::string& reason, std::int64_t now);

/// Starts a game: its clock under `setup`, started for the game's first player at `now` (14.3);
/// its history starts empty.
void startGame(model::TableGame& game, const clock::ClockSetup& setup, std::int64_t now);

/// Takes back the start of a game that has no entry yet (game 2 of a match started by
/// mistake): the game is as before its start; the correction is kept in `game.corrections`.
TableStep takeBackGameStart(model::TableGame& game, const std::string& reason, std::int64_t now);

/// Rebuilds a table from its start and `history` (every entry applied again at its instant).
/// Returns the index of the first entry that is no longer accepted (the entries from it on are
/// dropped), or nothing when every entry applied as before.
std::optional<std::size_t> replayTable(model::TableGame& table,
                                       const std::vector<model::TableEntry>& history);

/// Describes the table's last entry in effect as the arbiter will see it taken back, e.g.
/// "White's press at 1:29:50 (after move 4)", from the table's present state (the clock
/// reading, the colours); "" when the history is empty.
std::string describeLastEntry(const model::TableGame& table);

} // namespace renju::arbiter::app
