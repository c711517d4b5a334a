#pragma once

#include "clock/seat.hpp"
#include "clock/time_control.hpp"

#include <optional>

namespace renju::clock {

/// When a seat gets its next period's time (RIF 14.1).
enum class PeriodChange : std::uint8_t {
    PerPlayer,   ///< when that seat completes the period's moves
    OnFirstFlag, ///< to both seats, when the first seat's period time runs out
};

/// How running time is charged to a seat.
enum class RunKind : std::uint8_t {
    Turn,    ///< the seat's own turn: a US delay is waited first; Bronstein counts it as used
    Absence, ///< both players absent (RIF 15): charged millisecond for millisecond
};

/// Which part of its control a seat is in.
enum class TimePhase : std::uint8_t { Main, ByoYomi, Canadian };

/// One seat's time at an instant. The functions below move it forward; they never read a
/// clock and do integer arithmetic only, so equal inputs give equal states.
struct SeatTime {
    /// Main time left in the current period (what is left of earlier periods included).
    Milliseconds main{0};
    /// Time left in the current byo-yomi period or Canadian block.
    Milliseconds overtime{0};
    /// 0-based index of the current period in the control (stays on the last when it repeats).
    int periodIndex = 0;
    /// The period shown to people: from 1; each repetition and the overtime count as one more.
    int periodNumber = 1;
    /// Moves completed in the current period (main time).
    int movesInPeriod = 0;
    /// Moves completed since the start (RIF 14.4: a move counts once the clock is pressed).
    int movesCompleted = 0;
    /// Moves due, counted from the start, by the end of the current period (0: none).
    int movesRequired = 0;
    /// Byo-yomi periods left, the current one included.
    int byoYomiPeriodsLeft = 0;
    /// Moves still to make in the current Canadian block.
    int canadianMovesLeft = 0;
    /// US delay still to wait in the current turn.
    Milliseconds delayLeft{0};
    /// Time used in the current turn, for a Bronstein delay.
    Milliseconds turnUsed{0};
    TimePhase phase = TimePhase::Main;
    /// True once the seat's time has run out; its time then stays at zero unless adjusted.
    bool hasFlagFallen = false;

    /// Returns the time a clock shows: main time, or the time left in the overtime period.
    Milliseconds shown() const { return phase == TimePhase::Main ? main : overtime; }

    friend bool operator==(const SeatTime&, const SeatTime&) = default;
};

/// Returns a seat's time before the game: the first period's base (or its overtime when the
/// base is zero).
SeatTime initialSeatTime(const TimeControl& control);

/// Starts a seat's turn: the US delay of its period (main time only) and no time used yet.
void beginTurn(SeatTime& seat, const TimeControl& control);

/// Returns how much running time the seat has before its time is up: its main time (and its
/// whole overtime when the last period leads into it), plus the US delay left in a turn.
/// Returns nothing for a seat whose flag has fallen.
std::optional<Milliseconds> timeToExhaustion(const SeatTime& seat, const TimeControl& control,
                                             RunKind kind);

/// Charges `elapsed` running time to the seat: delay first, then main time, then overtime
/// (byo-yomi periods are used up one by one). `elapsed` is at most timeToExhaustion(); at that
/// point the seat's time shows zero and the caller decides what happens (flag or new period).
/// A seat whose flag has fallen only runs down to zero.
void runSeat(SeatTime& seat, const TimeControl& control, Milliseconds elapsed, RunKind kind);

/// Records a move completed by a press (RIF 14.4): the counters, the period's increment or
/// Bronstein refund, the byo-yomi reset or Canadian count, and (per player) a new period when
/// the period's moves are made. Nothing is given to a seat whose flag has fallen. Returns true
/// when a new period started.
bool completeMove(SeatTime& seat, const TimeControl& control, PeriodChange change);

/// Counts a move made without a press (an arbiter's correction): the counters, the Canadian
/// block and (per player) a new period when the period's moves are made; no time is given.
/// Returns true when a new period started.
bool creditMove(SeatTime& seat, const TimeControl& control, PeriodChange change);

/// Takes back one counted move. Returns false, changing nothing, when the seat has no move to
/// take back in its current period (per player) or Canadian block, or none at all.
bool uncountMove(SeatTime& seat, const TimeControl& control, PeriodChange change);

/// Puts the seat at the start of period `number` (as shown, from 1; the overtime is the one
/// after the last period), with no moves made in it; main time is left as it is, an overtime
/// starts in full. Returns false, changing nothing, when the control has no such period.
bool setPeriodNumber(SeatTime& seat, const TimeControl& control, int number);

/// Moves the seat into its next period: the next base is added to what is left. Returns false
/// (and changes nothing) when the current period is for the rest of the game.
bool enterNextPeriod(SeatTime& seat, const TimeControl& control);

/// Returns true when running out of main time now ends a period with a move count, so that
/// (with PeriodChange::OnFirstFlag) both seats get their next period.
bool isAtPeriodBoundary(const SeatTime& seat, const TimeControl& control);

/// Returns how many moves the seat is short when its time runs out (RIF 9.4): the moves still
/// due in the period or Canadian block; 0 in a period for the rest of the game or byo-yomi.
int movesShortAtExhaustion(const SeatTime& seat, const TimeControl& control, PeriodChange change);

/// Moves a seat whose main time is zero in the last period into its overtime, if it has one.
void enterOvertimeIfDue(SeatTime& seat, const TimeControl& control);

} // namespace renju::clock
