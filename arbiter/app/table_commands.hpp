#pragma once

// The commands about one table of a round: board events, the arbiter's clock actions, results,
// the next game of a match, a game typed from its scoresheet. Each kind describes itself (see
// command_kind.hpp).

#include "arbiter/app/command_kind.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/model/result_code.hpp"
#include "clock/seat.hpp"

#include <cstdint>
#include <string>
#include <tuple>

namespace renju::arbiter::app {

/// A board event in the replay grammar ("h8", "press", "claim white forbidden", ...).
struct GameAction {
    static constexpr std::string_view kName = "game";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Referee;

    GameAction() = default;
    /// A board event at a table; `reason` says why the arbiter entered it (a correction).
    GameAction(int roundNumber, int tableNumber, std::string text, std::string why = {},
               int gameNumber = 0)
        : round(roundNumber), table(tableNumber), event(std::move(text)), reason(std::move(why)),
          game(gameNumber) {}

    int round = 0;
    int table = 0;
    std::string event;
    /// Why the arbiter entered it, e.g. the reason for a correction (`undo`); may be empty.
    std::string reason;
    /// The game of a match (1 or 2); 0 for the table's current game (the application journals
    /// the game it chose).
    int game = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &GameAction::round),
                          journal::required("table", &GameAction::table),
                          journal::required("event", &GameAction::event),
                          journal::whenSet("reason", &GameAction::reason),
                          journal::matchGame(&GameAction::game)};
    }
    std::string describe() const {
        return tableText(round, table) + gameText(game) + ": " + event + reasonText(reason);
    }
};

/// The arbiter's clock actions (14.6, 15); adjustments need a reason.
enum class ClockActionKind { Pause, Resume, AdjustTime, AdjustMoves, SetPeriod, Absent };

/// Returns the action as the audit log says it ("adjust time").
constexpr const char* clockActionWords(ClockActionKind kind) {
    switch (kind) {
    case ClockActionKind::Pause:
        return "pause";
    case ClockActionKind::Resume:
        return "resume";
    case ClockActionKind::AdjustTime:
        return "adjust time";
    case ClockActionKind::AdjustMoves:
        return "adjust moves";
    case ClockActionKind::SetPeriod:
        return "set period";
    case ClockActionKind::Absent:
        return "absent";
    }
    return "?";
}

/// An arbiter's action on a table's clock.
struct ClockAction {
    static constexpr std::string_view kName = "clock";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Referee;

    int round = 0;
    int table = 0;
    ClockActionKind kind = ClockActionKind::Pause;
    /// AdjustTime, AdjustMoves, SetPeriod: the seat (A = the first player).
    clock::Seat seat = clock::Seat::A;
    /// Milliseconds (AdjustTime), moves (AdjustMoves) or the period (SetPeriod).
    std::int64_t amount = 0;
    /// Absent: "none", "A", "B" or "both".
    std::string absence;
    std::string reason;
    /// The game of a match whose clock it is (1 or 2); 0 for the table's current game.
    int game = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &ClockAction::round),
                          journal::required("table", &ClockAction::table),
                          journal::required("action", &ClockAction::kind),
                          journal::defaulted("seat", &ClockAction::seat),
                          journal::defaulted("amount", &ClockAction::amount),
                          journal::defaulted("absence", &ClockAction::absence),
                          journal::defaulted("reason", &ClockAction::reason),
                          journal::matchGame(&ClockAction::game)};
    }
    std::string describe() const {
        bool hasSeat = kind == ClockActionKind::AdjustTime ||
                       kind == ClockActionKind::AdjustMoves || kind == ClockActionKind::SetPeriod;
        std::string amountText = kind == ClockActionKind::AdjustTime
                                     ? std::to_string(amount / 1000) + " s"
                                     : std::to_string(amount);
        return tableText(round, table) + gameText(game) + ": clock " + clockActionWords(kind) +
               (hasSeat ? (seat == clock::Seat::A ? " A " : " B ") + amountText : "") +
               (kind == ClockActionKind::Absent ? " " + absence : "") + reasonText(reason);
    }
};

/// Sets (or corrects) a table's result. A result that is there already changes only as a
/// correction: with a reason, and never over a result that came from a ruling (the ruling is
/// changed instead).
struct SetResult {
    static constexpr std::string_view kName = "result";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Referee;

    int round = 0;
    int table = 0;
    /// As journaled: the score of the players as the table lists them. With `isByColour`:
    /// Black's score first, as every surface takes it (app/result_input.hpp); a forfeit by the
    /// tentative colours. The application journals it resolved, by the players as listed.
    model::ResultCode code = model::ResultCode::Draw;
    std::string reason;
    /// Set by the application for the journal: the result this one corrects ("" for none).
    std::string corrects = {};
    /// The game of a match (1 or 2); 0 for the first game without a result (else the last
    /// game). Before the round starts a forfeit is the whole table's.
    int game = 0;
    /// True for a result given by colour (every surface); false as journaled, so it is not one
    /// of the journal fields (an entry reads false).
    bool isByColour = false;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &SetResult::round),
                          journal::required("table", &SetResult::table),
                          journal::required("code", &SetResult::code),
                          journal::defaulted("reason", &SetResult::reason),
                          journal::defaulted("corrects", &SetResult::corrects),
                          journal::matchGame(&SetResult::game)};
    }
    std::string describe() const {
        auto corrected = model::parseResultCode(corrects);
        return "result " + tableText(round, table) + gameText(game) + ": " + scoresText(code) +
               (corrected ? " (corrects " + scoresText(*corrected) + ")" : "") + reasonText(reason);
    }
};

/// Starts the next game of a match at a table once the game before it has its result: the
/// game's clock starts for its first player (14.3) under the match rule's time control.
struct StartGame {
    static constexpr std::string_view kName = "game.start";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Referee;

    int round = 0;
    int table = 0;
    int game = 2;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &StartGame::round),
                          journal::required("table", &StartGame::table),
                          journal::defaulted("game", &StartGame::game)};
    }
    std::string describe() const {
        return tableText(round, table) + ": game " + std::to_string(game) + " started";
    }
};

/// A game typed in from its scoresheet, at a table whose game was not entered live: every
/// move is checked as if played (a refused one names its number and why), and the whole game
/// is one entry of the table, taken back by `undo` like any other.
struct EnterScoresheet {
    static constexpr std::string_view kName = "game.scoresheet";
    static constexpr CommandScope kScope = CommandScope::Table;
    static constexpr Rights kRights = Rights::Referee;

    int round = 0;
    int table = 0;
    /// The moves: "h8 h9 i8 ..." ("--" a pass), numbers like "12." allowed.
    std::string moves;
    /// True when the player listed second had Black.
    bool isSecondBlack = false;
    /// The result by colour, Black's score first ("1-0", "0-1", "0.5-0.5"), or "" for none.
    std::string result;
    std::string reason;
    /// The game of a match (1 or 2; the players still as the table lists them); 0 for the
    /// game in play.
    int game = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("round", &EnterScoresheet::round),
                          journal::required("table", &EnterScoresheet::table),
                          journal::required("moves", &EnterScoresheet::moves),
                          journal::defaulted("secondBlack", &EnterScoresheet::isSecondBlack),
                          journal::defaulted("result", &EnterScoresheet::result),
                          journal::defaulted("reason", &EnterScoresheet::reason),
                          journal::matchGame(&EnterScoresheet::game)};
    }
    std::string describe() const {
        return tableText(round, table) + ": game typed from the scoresheet (" +
               (isSecondBlack ? "the second player Black" : "the first player Black") +
               (result.empty() ? "" : ", result " + result) + ")" + reasonText(reason);
    }
};

} // namespace renju::arbiter::app
