#pragma once

#include "arbiter/model/ids.hpp"
#include "arbiter/model/result_code.hpp"
#include "arbiter/model/table_history.hpp"
#include "clock/game_clock.hpp"
#include "rules/game.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::model {

/// How far a round has come.
enum class RoundStatus { Paired, Published, Started, Finished };

/// Returns "paired", "published", "started" or "finished".
const char* roundStatusName(RoundStatus status);

/// A table's result and why.
struct TableResult {
    ResultCode code = ResultCode::Draw;
    /// The reason: the game's (e.g. "forbidden-33") or the arbiter's words.
    std::string reason;
    /// True when it came from the game record (a claim, a resignation, ...), false when the
    /// arbiter entered it.
    bool isFromGame = false;
};

/// One board of a round: who plays, the game record, the clock and the result. Seat A of the
/// clock is the player listed first (tentative Black), seat B the second.
struct Table {
    int number = 0;
    PlayerId first;
    PlayerId second;
    rules::Game game;
    std::optional<clock::GameClock> clock;
    std::optional<TableResult> result;
    /// When the round started (the clock's start), once it has.
    std::optional<std::int64_t> startedAt;
    /// The result the table had when the round started (a forfeit: no game, no clock).
    std::optional<TableResult> resultAtStart;
    /// What happened at the table since the start, in effect (corrections remove entries).
    std::vector<TableEntry> history;
    /// Every correction made, in order (the journal keeps them too).
    std::vector<TableCorrection> corrections;
    /// Why the arbiter set this pairing by hand (empty for the engine's).
    std::string manualReason;
    /// The pairing checks that this table breaks (reported, never refused).
    std::vector<std::string> warnings;
};

/// One round: its tables, the pairing-allocated bye and its status.
struct Round {
    int number = 0;
    RoundStatus status = RoundStatus::Paired;
    std::vector<Table> tables;
    std::optional<PlayerId> pairingBye;
    /// True when the engine paired it (possibly edited by hand afterwards).
    bool isFromEngine = false;
    std::vector<std::string> warnings;

    /// Returns the table with that number, or nullptr.
    Table* findTable(int number);
    const Table* findTable(int number) const;
};

} // namespace renju::arbiter::model
