#include "clock/clock_state.hpp"

#include <algorithm>

namespace renju::clock {

namespace {

RunKind runKindOf(const ClockState& state) {
    return state.isSharedByAbsence() ? RunKind::Absence : RunKind::Turn;
}

/// Returns the running time until the first running seat's time is up, if any is.
std::optional<Milliseconds> nextExhaustion(const ClockState& state, const ClockSetup& setup) {
    Seat running = state.running;
    RunKind kind = runKindOf(state);
    auto first = timeToExhaustion(state.seat(running), setup.controls.of(running), kind);
    if (state.isSharedByAbsence()) {
        Seat waiting = otherSeat(running);
        auto second = timeToExhaustion(state.seat(waiting), setup.controls.of(waiting), kind);
        if (second && (!first || *second < *first)) {
            return second;
        }
    }
    return first;
}

/// Runs the clock for `elapsed` without passing any seat's exhaustion.
void runFor(ClockState& state, const ClockSetup& setup, Milliseconds elapsed) {
    Seat running = state.running;
    Seat waiting = otherSeat(running);
    SeatTime& runner = state.seat(running);
    if (state.isSharedByAbsence()) {
        // RIF 15: one clock runs and its time counts for both; nobody's time is "used" by the
        // other, so an hourglass moves nothing.
        runSeat(runner, setup.controls.of(running), elapsed, RunKind::Absence);
        runSeat(state.seat(waiting), setup.controls.of(waiting), elapsed, RunKind::Absence);
        return;
    }
    Milliseconds before = runner.shown();
    runSeat(runner, setup.controls.of(running), elapsed, RunKind::Turn);
    if (setup.controls.of(running).isHourglass) {
        state.seat(waiting).main += before - runner.shown();
    }
}

void dropFlag(ClockState& state, const ClockSetup& setup, Seat seat, int movesShort) {
    SeatTime& time = state.seat(seat);
    time.hasFlagFallen = true;
    FlagOrder& flags = state.flags;
    flags.falls[static_cast<std::size_t>(flags.count)] =
        FlagFall{seat, state.at, time.periodNumber, movesShort};
    flags.count += 1;
    if (setup.options.freezeAtZero) {
        state.status = ClockStatus::Frozen;
    }
}

/// Decides what a seat's time reaching zero means: a flag (RIF 9.4), or (on the first flag)
/// the next period for both seats, the flag falling too when the seat is short of moves.
void onExhausted(ClockState& state, const ClockSetup& setup, Seat seat) {
    SeatTime& time = state.seat(seat);
    const TimeControl& control = setup.controls.of(seat);
    PeriodChange change = setup.options.periodChange;
    int movesShort = movesShortAtExhaustion(time, control, change);
    if (change != PeriodChange::OnFirstFlag || !isAtPeriodBoundary(time, control)) {
        dropFlag(state, setup, seat, movesShort);
        return;
    }
    if (movesShort > 0) {
        dropFlag(state, setup, seat, movesShort);
    }
    for (Seat each : {Seat::A, Seat::B}) {
        if (!state.seat(each).hasFlagFallen) {
            enterNextPeriod(state.seat(each), setup.controls.of(each));
        }
    }
}

/// Settles every running seat whose time is up now, the running seat first (so it is first in
/// the flag order when both reach zero in the same millisecond). A freeze does not stop the
/// second: its time reached zero at the same instant.
void handleExhaustions(ClockState& state, const ClockSetup& setup) {
    RunKind kind = runKindOf(state);
    Seat order[] = {state.running, otherSeat(state.running)};
    int runningSeats = state.isSharedByAbsence() ? 2 : 1;
    for (int i = 0; i < runningSeats; ++i) {
        Seat seat = order[i];
        auto left = timeToExhaustion(state.seat(seat), setup.controls.of(seat), kind);
        if (left && left->count() == 0) {
            onExhausted(state, setup, seat);
        }
    }
}

} // namespace

bool FlagOrder::hasFallen(Seat seat) const {
    return of(seat) != nullptr;
}

const FlagFall* FlagOrder::of(Seat seat) const {
    for (int i = 0; i < count; ++i) {
        if (falls[static_cast<std::size_t>(i)].seat == seat) {
            return &falls[static_cast<std::size_t>(i)];
        }
    }
    return nullptr;
}

std::string FlagOrder::text() const {
    if (count == 0) {
        return "-";
    }
    std::string text;
    for (int i = 0; i < count; ++i) {
        text += seatLetter(falls[static_cast<std::size_t>(i)].seat);
    }
    return text;
}

ClockState initialClockState(const ClockSetup& setup) {
    ClockState state;
    state.seat(Seat::A) = initialSeatTime(setup.controls.a);
    state.seat(Seat::B) = initialSeatTime(setup.controls.b);
    return state;
}

void advanceTo(ClockState& state, const ClockSetup& setup, Milliseconds now) {
    // Each pass either reaches `now` or settles one seat's time reaching zero: a flag, or a new
    // period that the seat cannot use up again in the same turn without falling. So the loop
    // ends after a few passes.
    while (state.status == ClockStatus::Running) {
        Milliseconds left = std::max(now - state.at, Milliseconds{0});
        auto exhaustion = nextExhaustion(state, setup);
        if (!exhaustion || *exhaustion > left) {
            runFor(state, setup, left);
            break;
        }
        runFor(state, setup, *exhaustion);
        state.at += *exhaustion;
        handleExhaustions(state, setup);
    }
    state.at = std::max(state.at, now);
}

} // namespace renju::clock
