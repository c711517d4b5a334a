#pragma once

#include "arbiter/model/event_settings.hpp"
#include "arbiter/model/player.hpp"
#include "arbiter/model/result_code.hpp"
#include "clock/seat.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace renju::arbiter::app {

using model::PlayerId;

struct CreateEvent {
    model::EventSettings settings;
};
/// Replaces the settings; refused for changes that would falsify what was played (the rule
/// set, the opening or the time control once a round has started).
struct EditEvent {
    model::EventSettings settings;
};
/// Registers a player (after round 1 is paired: a late entry, from the next round).
struct AddPlayer {
    model::Player player;
};
/// Registers several players at once (all or none).
struct ImportPlayers {
    std::vector<model::Player> players;
    std::string source;
};
struct EditPlayer {
    PlayerId id;
    model::Player player;
};
/// The player takes no part in rounds not yet paired.
struct WithdrawPlayer {
    PlayerId id;
    std::string reason;
};
struct RequestBye {
    PlayerId id;
    int round = 0;
    model::ByeKind kind = model::ByeKind::Half;
};
struct CancelBye {
    PlayerId id;
    int round = 0;
};
/// These two players must not be paired with each other.
struct ForbidPair {
    PlayerId first;
    PlayerId second;
};
/// Pairs the next round with the engine; the application resolves it into PairRound.
struct PairNextRound {};
/// One board of a pairing: the first player moves first (tentative Black).
struct TablePairing {
    PlayerId first;
    PlayerId second;
    friend bool operator==(const TablePairing&, const TablePairing&) = default;
};
/// A round's pairing as decided (by the engine or by hand), with the checks it breaks.
struct PairRound {
    int round = 0;
    std::vector<TablePairing> tables;
    std::optional<PlayerId> bye;
    bool isFromEngine = false;
    std::vector<std::string> warnings;
};
/// Replaces (or adds) one table of a round not yet started, by hand; on the next round (not
/// yet paired) it starts a hand-made pairing. Seating the player with the pairing-allocated
/// bye takes the bye away.
struct SetTable {
    int round = 0;
    int table = 0;
    PlayerId first;
    PlayerId second;
    std::string reason;
    std::vector<std::string> warnings;
};
/// Gives the pairing-allocated bye of a round not yet started to a player, or takes it away
/// (no player), by hand.
struct SetBye {
    int round = 0;
    std::optional<PlayerId> player;
    std::string reason;
    std::vector<std::string> warnings;
};
struct PublishRound {
    int round = 0;
};
/// Starts the round: every table's clock starts for its first player (14.3).
struct StartRound {
    int round = 0;
};
/// Closes the round: every table has a result; backups are made.
struct FinishRound {
    int round = 0;
};
/// A board event in the replay grammar ("h8", "press", "claim white forbidden", ...).
struct GameAction {
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
};
/// The arbiter's clock actions (14.6, 15); adjustments need a reason.
enum class ClockActionKind { Pause, Resume, AdjustTime, AdjustMoves, SetPeriod, Absent };
struct ClockAction {
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
};
/// Sets (or corrects) a table's result. A result that is there already changes only as a
/// correction: with a reason, and never over a result that came from a ruling (the ruling is
/// changed instead).
struct SetResult {
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
    /// True for a result given by colour (every surface); false as journaled.
    bool isByColour = false;
};
/// Starts the next game of a match at a table once the game before it has its result: the
/// game's clock starts for its first player (14.3) under the match rule's time control.
struct StartGame {
    int round = 0;
    int table = 0;
    int game = 2;
};
/// A game typed in from its scoresheet, at a table whose game was not entered live: every
/// move is checked as if played (a refused one names its number and why), and the whole game
/// is one entry of the table, taken back by `undo` like any other.
struct EnterScoresheet {
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
};
/// Recorded when an event is reopened after an unclean shutdown or a reboot: every running
/// clock is paused at the last recorded instant; the arbiter decides about the gap.
struct RecoverSession {
    std::int64_t gapMilliseconds = 0;
    bool isAfterReboot = false;
};

/// Every change a referee can make to an event.
using Command =
    std::variant<CreateEvent, EditEvent, AddPlayer, ImportPlayers, EditPlayer, WithdrawPlayer,
                 RequestBye, CancelBye, ForbidPair, PairNextRound, PairRound, SetTable,
                 PublishRound, StartRound, FinishRound, GameAction, ClockAction, SetResult,
                 RecoverSession, SetBye, StartGame, EnterScoresheet>;

/// Returns the command's type name as journaled ("player.add", "game", ...).
std::string commandName(const Command& command);

} // namespace renju::arbiter::app
