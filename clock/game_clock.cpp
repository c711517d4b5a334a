#include "clock/game_clock.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace renju::clock {

namespace {

Refusal refuse(RefusalKind kind, std::string_view clause, std::string reason) {
    return Refusal{kind, clause, std::move(reason)};
}

std::string seatName(Seat seat) {
    return std::string("seat ") + seatLetter(seat);
}

/// Writes an instant or a duration as seconds with three decimals, e.g. "73.250 s".
std::string secondsText(Milliseconds value) {
    std::int64_t ms = value.count();
    std::string sign = ms < 0 ? "-" : "";
    ms = ms < 0 ? -ms : ms;
    std::string fraction = std::to_string(ms % 1000);
    fraction.insert(0, 3 - fraction.size(), '0');
    return sign + std::to_string(ms / 1000) + "." + fraction + " s";
}

/// Checks that a press or a switch may happen: the clock runs (14.3, 14.6).
std::optional<Refusal> checkRunning(const ClockState& state, const char* action) {
    switch (state.status) {
    case ClockStatus::NotStarted:
        return refuse(RefusalKind::NotStarted, "14.3",
                      std::string("cannot ") + action + ": the clock has not been started");
    case ClockStatus::Paused:
        return refuse(RefusalKind::Paused, "14.6",
                      std::string("cannot ") + action + ": the arbiter has paused the clock");
    case ClockStatus::Frozen:
        return refuse(RefusalKind::Frozen, "9.4",
                      std::string("cannot ") + action + ": the clock stopped when " +
                          seatName(state.flags.falls[0].seat) +
                          "'s flag fell (freeze at zero); the arbiter resumes it");
    case ClockStatus::Running:
        break;
    }
    return std::nullopt;
}

/// Checks that the arbiter may adjust the clock: it is stopped (14.6) and a reason is given.
std::optional<Refusal> checkAdjustable(const ClockState& state, const ClockEvent& event) {
    if (state.status == ClockStatus::Running) {
        return refuse(RefusalKind::Running, "14.6",
                      "the clock runs: pause it before adjusting " + seatName(event.seat));
    }
    if (event.reason.empty()) {
        return refuse(RefusalKind::NoReason, "14.6",
                      "an adjustment of " + seatName(event.seat) + " needs a reason");
    }
    return std::nullopt;
}

void startTurn(ClockState& state, const ClockSetup& setup, Seat seat) {
    state.running = seat;
    beginTurn(state.seat(seat), setup.controls.of(seat));
}

/// A player who presses is present (15): both absent becomes the other absent.
void markPresent(ClockState& state, Seat seat) {
    if (state.absence == Absence::Both) {
        state.absence = otherSeat(seat) == Seat::A ? Absence::A : Absence::B;
    } else if (isAbsent(state.absence, seat)) {
        state.absence = Absence::None;
    }
}

std::optional<Refusal> applyPress(ClockState& state, const ClockSetup& setup,
                                  const ClockEvent& event, bool& startedNewPeriod) {
    if (auto refusal = checkRunning(state, "press")) {
        return refusal;
    }
    if (event.seat != state.running) {
        return refuse(RefusalKind::WrongSeat, "14.3",
                      seatName(event.seat) + " pressed, but " + seatName(state.running) +
                          "'s time runs: a player stops only their own clock");
    }
    startedNewPeriod = completeMove(state.seat(event.seat), setup.controls.of(event.seat),
                                    setup.options.periodChange);
    markPresent(state, event.seat);
    startTurn(state, setup, otherSeat(event.seat));
    return std::nullopt;
}

std::optional<Refusal> applyAdjustTime(ClockState& state, const ClockSetup& setup,
                                       const ClockEvent& event) {
    SeatTime& seat = state.seat(event.seat);
    Milliseconds& shown = seat.phase == TimePhase::Main ? seat.main : seat.overtime;
    Milliseconds result = shown + Milliseconds{event.amount};
    if (result.count() < 0 || result > kMaxControlTime) {
        return refuse(RefusalKind::OutOfRange, "14.6",
                      seatName(event.seat) + " shows " + secondsText(shown) + "; adding " +
                          secondsText(Milliseconds{event.amount}) +
                          " would leave less than zero or more than 1000000 s");
    }
    shown = result;
    enterOvertimeIfDue(seat, setup.controls.of(event.seat));
    return std::nullopt;
}

std::optional<Refusal> applyAdjustMoves(ClockState& state, const ClockSetup& setup,
                                        const ClockEvent& event) {
    if (event.amount < -kMaxControlCount || event.amount > kMaxControlCount) {
        return refuse(RefusalKind::OutOfRange, "14.6", "a move adjustment is -10000 to 10000");
    }
    SeatTime& seat = state.seat(event.seat);
    const TimeControl& control = setup.controls.of(event.seat);
    for (std::int64_t i = 0; i < event.amount; ++i) {
        creditMove(seat, control, setup.options.periodChange);
    }
    for (std::int64_t i = 0; i > event.amount; --i) {
        if (!uncountMove(seat, control, setup.options.periodChange)) {
            return refuse(RefusalKind::OutOfRange, "14.6",
                          "cannot take " + std::to_string(-event.amount) + " moves from " +
                              seatName(event.seat) +
                              ": the count would go below the start of the current period "
                              "(set the period instead) or below zero");
        }
    }
    return std::nullopt;
}

std::optional<Refusal> applyArbiterEvent(ClockState& state, const ClockSetup& setup,
                                         const ClockEvent& event) {
    if (auto refusal = checkAdjustable(state, event)) {
        return refusal;
    }
    switch (event.kind) {
    case ClockEventKind::AdjustTime:
        return applyAdjustTime(state, setup, event);
    case ClockEventKind::AdjustMoves:
        return applyAdjustMoves(state, setup, event);
    default:
        break;
    }
    bool isValid = event.amount >= 1 && event.amount <= kMaxControlCount &&
                   setPeriodNumber(state.seat(event.seat), setup.controls.of(event.seat),
                                   static_cast<int>(event.amount));
    if (!isValid) {
        return refuse(RefusalKind::OutOfRange, "14.1",
                      seatName(event.seat) + "'s time control has no period " +
                          std::to_string(event.amount));
    }
    return std::nullopt;
}

std::optional<Refusal> applyStop(ClockState& state, const ClockEvent& event) {
    if (event.kind == ClockEventKind::Pause) {
        if (state.status != ClockStatus::Running) {
            return refuse(RefusalKind::NotRunning, "14.6",
                          "cannot pause: the clock is not running");
        }
        state.status = ClockStatus::Paused;
        return std::nullopt;
    }
    if (state.status != ClockStatus::Paused && state.status != ClockStatus::Frozen) {
        return refuse(RefusalKind::NotStopped, "14.6",
                      state.status == ClockStatus::NotStarted
                          ? "cannot resume: the clock has not been started"
                          : "cannot resume: the clock is running");
    }
    state.status = ClockStatus::Running;
    return std::nullopt;
}

/// Applies an event to a state already moved to the event's instant.
std::optional<Refusal> applyEvent(ClockState& state, const ClockSetup& setup,
                                  const ClockEvent& event, bool& startedNewPeriod) {
    switch (event.kind) {
    case ClockEventKind::Start:
        if (state.status != ClockStatus::NotStarted) {
            return refuse(RefusalKind::AlreadyStarted, "14.3", "the clock has already started");
        }
        state.status = ClockStatus::Running;
        startTurn(state, setup, event.seat);
        return std::nullopt;
    case ClockEventKind::Press:
        return applyPress(state, setup, event, startedNewPeriod);
    case ClockEventKind::Next:
        if (state.status == ClockStatus::NotStarted) {
            return checkRunning(state, "switch the clock");
        }
        if (event.seat != state.running) {
            startTurn(state, setup, event.seat);
        }
        return std::nullopt;
    case ClockEventKind::Pause:
    case ClockEventKind::Resume:
        return applyStop(state, event);
    case ClockEventKind::AdjustTime:
    case ClockEventKind::AdjustMoves:
    case ClockEventKind::SetPeriod:
        return applyArbiterEvent(state, setup, event);
    case ClockEventKind::SetAbsence:
        state.absence = event.absence;
        return std::nullopt;
    }
    return std::nullopt;
}

int movesToControl(const SeatTime& time, const TimeControl& control, PeriodChange change) {
    switch (time.phase) {
    case TimePhase::Main: {
        const Period& period = control.periodAt(time.periodIndex);
        if (period.moves == 0) {
            return 0;
        }
        if (change == PeriodChange::OnFirstFlag) {
            return std::max(0, time.movesRequired - time.movesCompleted);
        }
        return std::max(0, period.moves - time.movesInPeriod);
    }
    case TimePhase::ByoYomi:
        return 1;
    case TimePhase::Canadian:
        return time.canadianMovesLeft;
    }
    return 0;
}

} // namespace

GameClock::GameClock(ClockSetup setup) : m_setup(std::move(setup)) {
    if (auto problem = findControlsProblem(m_setup.controls)) {
        throw std::invalid_argument("clock controls: " + *problem);
    }
    m_state = initialClockState(m_setup);
}

Outcome GameClock::start(Seat first, Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::Start, now, first, 0, Absence::None, {}});
}

PressOutcome GameClock::press(Seat seat, Milliseconds now) {
    PressOutcome outcome;
    outcome.seat = seat;
    ClockEvent event{ClockEventKind::Press, now, seat, 0, Absence::None, {}};
    outcome.refusal = commit(event, &outcome.startedNewPeriod).refusal;
    if (outcome.isAccepted()) {
        const SeatTime& time = m_state.seat(seat);
        outcome.movesCompleted = time.movesCompleted;
        outcome.remaining = time.shown();
    }
    return outcome;
}

PressOutcome GameClock::press(Milliseconds now) {
    return press(m_state.running, now);
}

Outcome GameClock::setNext(Seat seat, Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::Next, now, seat, 0, Absence::None, {}});
}

Outcome GameClock::pause(Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::Pause, now, Seat::A, 0, Absence::None, {}});
}

Outcome GameClock::resume(Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::Resume, now, Seat::A, 0, Absence::None, {}});
}

Outcome GameClock::adjustTime(Seat seat, Milliseconds delta, std::string reason, Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::AdjustTime, now, seat, delta.count(), Absence::None,
                            std::move(reason)});
}

Outcome GameClock::adjustMoves(Seat seat, int delta, std::string reason, Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::AdjustMoves, now, seat, delta, Absence::None,
                            std::move(reason)});
}

Outcome GameClock::setPeriod(Seat seat, int period, std::string reason, Milliseconds now) {
    return apply(
        ClockEvent{ClockEventKind::SetPeriod, now, seat, period, Absence::None, std::move(reason)});
}

Outcome GameClock::setAbsence(Absence absence, Milliseconds now) {
    return apply(ClockEvent{ClockEventKind::SetAbsence, now, Seat::A, 0, absence, {}});
}

Outcome GameClock::apply(const ClockEvent& event) {
    bool startedNewPeriod = false;
    return commit(event, &startedNewPeriod);
}

std::optional<Refusal> GameClock::tryEvent(const ClockEvent& event, ClockState& next,
                                           bool* startedNewPeriod) const {
    if (event.at < m_state.at) {
        return refuse(RefusalKind::TimeGoesBack, "",
                      "time goes back: " + secondsText(event.at) + " is before the last event at " +
                          secondsText(m_state.at));
    }
    next = m_state;
    advanceTo(next, m_setup, event.at);
    return applyEvent(next, m_setup, event, *startedNewPeriod);
}

Outcome GameClock::commit(const ClockEvent& event, bool* startedNewPeriod) {
    ClockState next;
    if (auto refusal = tryEvent(event, next, startedNewPeriod)) {
        return {std::move(refusal)};
    }
    m_state = next;
    m_events.push_back(event);
    return {};
}

std::optional<Refusal> GameClock::pressRefusal(Milliseconds now) const {
    ClockState next;
    bool startedNewPeriod = false;
    return tryEvent(ClockEvent{ClockEventKind::Press, now, m_state.running, 0, Absence::None, {}},
                    next, &startedNewPeriod);
}

Milliseconds GameClock::remaining(Seat seat, Milliseconds now) const {
    ClockState state = m_state;
    advanceTo(state, m_setup, now);
    return state.seat(seat).shown();
}

ClockState GameClock::stateAt(Milliseconds now) const {
    ClockState state = m_state;
    advanceTo(state, m_setup, now);
    return state;
}

SeatView GameClock::view(Seat seat, Milliseconds now) const {
    return viewOf(stateAt(now), m_setup, seat);
}

ReplayResult GameClock::replay(const ClockSetup& setup, const std::vector<ClockEvent>& events) {
    ReplayResult result{GameClock(setup), std::nullopt, std::nullopt};
    for (std::size_t i = 0; i < events.size(); ++i) {
        Outcome outcome = result.clock.apply(events[i]);
        if (!outcome.isAccepted()) {
            result.refusedIndex = i;
            result.refusal = std::move(outcome.refusal);
            break;
        }
    }
    return result;
}

SeatView viewOf(const ClockState& state, const ClockSetup& setup, Seat seat) {
    const SeatTime& time = state.seat(seat);
    SeatView view;
    view.remaining = std::max(time.shown(), Milliseconds{0});
    view.period = time.periodNumber;
    view.movesCompleted = time.movesCompleted;
    view.movesToControl = movesToControl(time, setup.controls.of(seat), setup.options.periodChange);
    view.phase = time.phase;
    view.byoYomiPeriodsLeft = time.byoYomiPeriodsLeft;
    view.isRunning = state.status == ClockStatus::Running &&
                     (state.running == seat || state.isSharedByAbsence());
    view.isAbsent = isAbsent(state.absence, seat);
    view.hasFlagFallen = time.hasFlagFallen;
    return view;
}

} // namespace renju::clock
