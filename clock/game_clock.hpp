#pragma once

#include "clock/clock_state.hpp"
#include "clock/seat.hpp"
#include "clock/seat_time.hpp"
#include "clock/time_control.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::clock {

/// What an event asks of the clock.
enum class ClockEventKind : std::uint8_t {
    Start,       ///< start the clock; `seat` acts first (RIF 14.3)
    Press,       ///< `seat` presses after acting: a move for time control (RIF 14.4)
    Next,        ///< `seat` acts next: the clock switches without counting a move (RIF 12.7)
    Pause,       ///< the arbiter stops the clock (RIF 14.6)
    Resume,      ///< the arbiter restarts it
    AdjustTime,  ///< `amount` milliseconds added to (or taken from) `seat`'s shown time
    AdjustMoves, ///< `amount` moves added to (or taken from) `seat`'s count
    SetPeriod,   ///< `seat` is put in period `amount` (numbered as shown, from 1)
    SetAbsence,  ///< who is absent from now on (RIF 15)
};

/// One entry of the clock's event list. The list alone rebuilds the clock (GameClock::replay).
struct ClockEvent {
    ClockEventKind kind = ClockEventKind::Start;
    Milliseconds at{0};
    Seat seat = Seat::A;
    std::int64_t amount = 0;
    Absence absence = Absence::None;
    /// Why the arbiter adjusted the clock; required for AdjustTime, AdjustMoves and SetPeriod.
    std::string reason;
    friend bool operator==(const ClockEvent&, const ClockEvent&) = default;
};

/// Why the clock refused an event.
enum class RefusalKind : std::uint8_t {
    TimeGoesBack,   ///< the event is earlier than the previous one
    NotStarted,     ///< the clock has not been started
    AlreadyStarted, ///< a second start
    WrongSeat,      ///< a press by the seat whose time does not run
    Paused,         ///< a press or switch needs a running clock
    Frozen,         ///< the clock stopped by itself at a flag (freeze at zero)
    NotRunning,     ///< a pause of a clock that is not running
    NotStopped,     ///< a resume of a clock that is not stopped
    Running,        ///< an adjustment while the clock runs
    NoReason,       ///< an adjustment without a reason
    OutOfRange,     ///< an adjustment that would leave a negative or impossible value
};

/// A refused event: what kind, the clause that says so (empty when no rule is involved, as for
/// time going back), and a sentence for the arbiter.
struct Refusal {
    RefusalKind kind = RefusalKind::NotStarted;
    std::string_view clause;
    std::string reason;
};

/// The answer to an event: accepted, or refused with the reason. Nothing changes on refusal.
struct Outcome {
    std::optional<Refusal> refusal;
    /// Returns true when the event was accepted and recorded.
    bool isAccepted() const { return !refusal.has_value(); }
};

/// The answer to a press: accepted with what it did, or refused with the reason.
struct PressOutcome {
    std::optional<Refusal> refusal;
    /// The seat that pressed (for a press by "whoever runs", the seat that was running).
    Seat seat = Seat::A;
    /// Moves that seat has completed, this one included.
    int movesCompleted = 0;
    /// True when the press completed the period's moves and a new period began (per player).
    bool startedNewPeriod = false;
    /// The pressing seat's shown time after the press (increment or refund included).
    Milliseconds remaining{0};
    /// Returns true when the press was accepted and recorded.
    bool isAccepted() const { return !refusal.has_value(); }
};

/// What a display and an arbiter need to know about one seat at an instant.
struct SeatView {
    /// Main time left, or the time left in the current overtime period; never negative.
    Milliseconds remaining{0};
    /// From 1; each new period, a repetition of the last and the overtime count one more.
    int period = 1;
    int movesCompleted = 0;
    /// Moves still due before the current period or Canadian block ends (0 when none are).
    int movesToControl = 0;
    TimePhase phase = TimePhase::Main;
    int byoYomiPeriodsLeft = 0;
    bool isRunning = false;
    bool isAbsent = false;
    bool hasFlagFallen = false;
};

/// The result of rebuilding a clock from an event list: the clock, and the first event that
/// was refused (the events after it are not applied), if any.
struct ReplayResult;

/// The two-seat game clock. Every change is an event, recorded when accepted; remaining time
/// is computed from the recorded instants, never by adding up deltas, so it cannot drift.
/// Instants passed in must not go back; a query about an instant before the last event reads
/// as that event's instant.
class GameClock {
public:
    /// Builds a clock that has not started. Throws std::invalid_argument when the controls
    /// cannot run (findControlsProblem); parse them from text to get a readable error instead.
    explicit GameClock(ClockSetup setup);

    /// Returns the controls and options.
    const ClockSetup& setup() const { return m_setup; }

    /// Starts the clock: `first` (the player who must act first, tentative Black) runs (14.3).
    Outcome start(Seat first, Milliseconds now);
    /// A press by `seat` after acting: accepted only when `seat`'s time runs (14.3); counts a
    /// move (14.4) and starts the other seat's time.
    PressOutcome press(Seat seat, Milliseconds now);
    /// A press by whichever seat's time runs.
    PressOutcome press(Milliseconds now);
    /// Says that `seat` acts next (e.g. 12.7): its time runs from now; no move is counted and
    /// nothing is added to the seat that stopped. Allowed while paused (it runs on resume).
    Outcome setNext(Seat seat, Milliseconds now);
    /// Stops the clock for an interruption not caused by the players (14.6).
    Outcome pause(Milliseconds now);
    /// Restarts a paused clock, or one frozen at a flag.
    Outcome resume(Milliseconds now);
    /// Adds `delta` (may be negative) to `seat`'s shown time while the clock is stopped; the
    /// result must not be negative. A fallen flag stays fallen.
    Outcome adjustTime(Seat seat, Milliseconds delta, std::string reason, Milliseconds now);
    /// Adds `delta` moves to `seat`'s count while the clock is stopped; completing a period's
    /// moves starts the next period as a press would, without increment. Taking away more
    /// moves than the current period or Canadian block holds is refused.
    Outcome adjustMoves(Seat seat, int delta, std::string reason, Milliseconds now);
    /// Puts `seat` in period `period` (as shown, from 1; overtime is the last) while the clock
    /// is stopped, with no moves made in it; the time is left as it is.
    Outcome setPeriod(Seat seat, int period, std::string reason, Milliseconds now);
    /// Records who is absent from now on (15); a press marks the presser present. While both
    /// are absent the running clock counts for both.
    Outcome setAbsence(Absence absence, Milliseconds now);
    /// Applies one event: the single path every change takes.
    Outcome apply(const ClockEvent& event);
    /// Returns why a press by the running seat at `now` would be refused, or nothing; changes
    /// nothing (the same checks as press()).
    std::optional<Refusal> pressRefusal(Milliseconds now) const;

    /// Returns `seat`'s shown time at `now` (never negative). O(1).
    Milliseconds remaining(Seat seat, Milliseconds now) const;
    /// Returns the whole state at `now`. O(1).
    ClockState stateAt(Milliseconds now) const;
    /// Returns what to show for `seat` at `now`.
    SeatView view(Seat seat, Milliseconds now) const;
    /// Returns the flags fallen by `now`, in order.
    FlagOrder flags(Milliseconds now) const { return stateAt(now).flags; }
    /// Returns the accepted events, in order.
    const std::vector<ClockEvent>& events() const { return m_events; }
    /// Returns the instant of the last accepted event (0 before any).
    Milliseconds lastEventAt() const { return m_state.at; }

    /// Rebuilds a clock by applying `events` in order to a new clock with `setup`.
    static ReplayResult replay(const ClockSetup& setup, const std::vector<ClockEvent>& events);

private:
    /// Applies an event; tells a press whether it started a new period.
    Outcome commit(const ClockEvent& event, bool* startedNewPeriod);
    /// Computes the state after `event` into `next`, or returns why it is refused.
    std::optional<Refusal> tryEvent(const ClockEvent& event, ClockState& next,
                                    bool* startedNewPeriod) const;

    ClockSetup m_setup;
    ClockState m_state;
    std::vector<ClockEvent> m_events;
};

struct ReplayResult {
    GameClock clock;
    /// Index of the first refused event and its refusal, when one was refused.
    std::optional<std::size_t> refusedIndex;
    std::optional<Refusal> refusal;
};

/// Returns the view of `seat` in `state`.
SeatView viewOf(const ClockState& state, const ClockSetup& setup, Seat seat);

} // namespace renju::clock
