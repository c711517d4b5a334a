#pragma once

#include "arbiter/model/ids.hpp"
#include "arbiter/model/result_code.hpp"
#include "arbiter/model/table_history.hpp"
#include "clock/game_clock.hpp"
#include "rules/game_families.hpp"
#include "rules/match_rule.hpp"

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

/// One game at a table: its players in this game's order (the first moves first: seat A of its
/// clock, tentative Black), the game record, the clock, the result and what happened since the
/// game started.
struct TableGame {
    PlayerId first;
    PlayerId second;
    /// The rules the game starts under (the event's); a correction replays from them.
    rules::GameRules rules;
    /// The game as played, of the family its rules belong to: surfaces read it by a visit.
    rules::AnyGame game;
    std::optional<clock::GameClock> clock;
    /// The game's result, as the score of this game's first player and then its second's.
    std::optional<TableResult> result;
    /// When the game started (its clock's start), once it has.
    std::optional<std::int64_t> startedAt;
    /// The result the game had when it started (a forfeit: no game, no clock).
    std::optional<TableResult> resultAtStart;
    /// What happened at the table since the start, in effect (corrections remove entries).
    std::vector<TableEntry> history;
    /// Every correction made, in order (the journal keeps them too).
    std::vector<TableCorrection> corrections;

    /// Returns true once the game has started (its clock, or its result at the start).
    bool hasStarted() const { return startedAt.has_value(); }
};

/// One board of a round: who plays, the games played there (one, or the two of a match) and
/// the table's result. The first player is listed first (tentative Black in game 1; in a
/// beginners' match the beginner).
struct Table {
    int number = 0;
    PlayerId first;
    PlayerId second;
    /// One game, or two for a match (game 2's first player is `second`, except in a beginners'
    /// match, where the beginner moves first in both).
    std::vector<TableGame> games = std::vector<TableGame>(1);
    /// The match rule when the table plays a match of two games.
    std::optional<rules::MatchRule> match;
    /// The table's result as pairing and standings count it, in the players' listed order: the
    /// game's result, or the match's (a match won is a win) once both games have results.
    std::optional<TableResult> result;
    /// Why the arbiter set this pairing by hand (empty for the engine's).
    std::string manualReason;
    /// The pairing checks that this table breaks (reported, never refused).
    std::vector<std::string> warnings;

    /// Returns true when the table plays a match of two games.
    bool isMatch() const { return match.has_value(); }
    /// Returns the game in play or last played: game 2 once it has started (or has a result
    /// the arbiter entered), else game 1.
    const TableGame& currentGame() const { return games[currentGameIndex()]; }
    TableGame& currentGame() { return games[currentGameIndex()]; }
    /// Returns the 0-based index of currentGame().
    std::size_t currentGameIndex() const;
    /// Returns game `number` (1-based), or nullptr.
    const TableGame* findGame(int number) const;
    TableGame* findGame(int number);
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
