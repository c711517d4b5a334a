#pragma once

#include "clock/seat.hpp"
#include "clock/seat_time.hpp"
#include "clock/time_control.hpp"

#include <array>
#include <string>

namespace renju::clock {

/// How the clock behaves beyond the time controls.
struct ClockOptions {
    /// When a seat gets its next period: per player (default) or to both on the first flag.
    PeriodChange periodChange = PeriodChange::PerPlayer;
    /// When true, the whole clock stops the instant a flag falls; the arbiter resumes it.
    bool freezeAtZero = false;
    friend bool operator==(const ClockOptions&, const ClockOptions&) = default;
};

/// Everything a clock needs before the game: both seats' controls and the options.
struct ClockSetup {
    ClockControls controls;
    ClockOptions options;
    friend bool operator==(const ClockSetup&, const ClockSetup&) = default;
};

/// Whether the clock runs.
enum class ClockStatus : std::uint8_t {
    NotStarted, ///< before `start` (RIF 14.3)
    Running,    ///< one seat's time runs (both seats' when both players are absent, RIF 15)
    Paused,     ///< stopped by the arbiter (RIF 14.6)
    Frozen,     ///< stopped by itself when a flag fell (ClockOptions::freezeAtZero)
};

/// A flag fall: the seat, the instant its time reached zero, the period it was in and the
/// moves it was short of the period's or block's requirement (RIF 9.4; 0 when the time for the
/// rest of the game or the last byo-yomi period ran out).
struct FlagFall {
    Seat seat = Seat::A;
    Milliseconds at{0};
    int period = 1;
    int movesShort = 0;
    friend bool operator==(const FlagFall&, const FlagFall&) = default;
};

/// The flags that have fallen, in the order they fell; each seat's at most once.
struct FlagOrder {
    std::array<FlagFall, 2> falls{};
    int count = 0;

    /// Returns true when `seat`'s flag has fallen.
    bool hasFallen(Seat seat) const;
    /// Returns true when both flags have fallen: a draw (RIF 10.4) once stated.
    bool areBothDown() const { return count == 2; }
    /// Returns the fall of `seat`'s flag, or nullptr.
    const FlagFall* of(Seat seat) const;
    /// Returns "-", "A", "B", "AB" or "BA": the seats in the order their flags fell.
    std::string text() const;
    friend bool operator==(const FlagOrder&, const FlagOrder&) = default;
};

/// The whole clock at one instant: a small value, copied to answer queries about later
/// instants without changing the clock.
struct ClockState {
    std::array<SeatTime, 2> seats{};
    /// The instant this state describes.
    Milliseconds at{0};
    ClockStatus status = ClockStatus::NotStarted;
    /// The seat whose time runs (or will run on resume); meaningful once started.
    Seat running = Seat::A;
    Absence absence = Absence::None;
    FlagOrder flags;

    /// Returns the time of `seat`.
    const SeatTime& seat(Seat seat) const { return seats[seatIndex(seat)]; }
    /// Returns the time of `seat`, for changing it.
    SeatTime& seat(Seat seat) { return seats[seatIndex(seat)]; }
    /// Returns true when both players are absent and one running clock counts for both (15).
    bool isSharedByAbsence() const { return absence == Absence::Both; }
    friend bool operator==(const ClockState&, const ClockState&) = default;
};

/// Returns the state before the game: each seat at the start of its control, not started.
ClockState initialClockState(const ClockSetup& setup);

/// Moves `state` forward to `now` (an instant not before `state.at`; an earlier one changes
/// nothing): charges the running time to the running seat (to both while both players are
/// absent), adds hourglass time to the waiting seat, enters overtime, drops flags at the exact
/// millisecond a time reaches zero, adds periods on the first flag, and freezes if asked.
/// Takes a bounded number of steps whatever the distance: O(1).
void advanceTo(ClockState& state, const ClockSetup& setup, Milliseconds now);

} // namespace renju::clock
