#include "clock/seat_time.hpp"

#include <algorithm>

namespace renju::clock {

namespace {

bool canEnterOvertimePhase(const SeatTime& seat, const TimeControl& control) {
    return seat.phase == TimePhase::Main && seat.periodIndex == control.lastPeriodIndex() &&
           control.overtime.kind != OvertimeKind::None;
}

void startOvertimePhase(SeatTime& seat, const TimeControl& control) {
    const Overtime& overtime = control.overtime;
    seat.main = Milliseconds{0};
    seat.overtime = overtime.time;
    seat.periodNumber += 1;
    if (overtime.kind == OvertimeKind::ByoYomi) {
        seat.phase = TimePhase::ByoYomi;
        seat.byoYomiPeriodsLeft = overtime.count;
    } else {
        seat.phase = TimePhase::Canadian;
        seat.canadianMovesLeft = overtime.count;
    }
}

Milliseconds freshOvertimeTotal(const Overtime& overtime) {
    if (overtime.kind == OvertimeKind::ByoYomi) {
        return overtime.time * overtime.count;
    }
    return overtime.time;
}

/// Charges `elapsed` (at most what is left) to the current byo-yomi period or Canadian block.
void runOvertimePhase(SeatTime& seat, const Overtime& overtime, Milliseconds elapsed) {
    if (elapsed < seat.overtime || seat.phase == TimePhase::Canadian) {
        seat.overtime -= std::min(elapsed, seat.overtime);
        return;
    }
    // Byo-yomi: a period that runs out is used up and the next starts in full.
    Milliseconds rest = elapsed - seat.overtime;
    auto usedUp = 1 + static_cast<int>(rest / overtime.time);
    seat.byoYomiPeriodsLeft -= usedUp;
    if (seat.byoYomiPeriodsLeft <= 0) {
        seat.byoYomiPeriodsLeft = 0;
        seat.overtime = Milliseconds{0};
        return;
    }
    seat.overtime = overtime.time - rest % overtime.time;
}

} // namespace

SeatTime initialSeatTime(const TimeControl& control) {
    SeatTime seat;
    seat.main = control.periods.front().base;
    seat.movesRequired = control.periods.front().moves;
    enterOvertimeIfDue(seat, control);
    return seat;
}

void beginTurn(SeatTime& seat, const TimeControl& control) {
    const Bonus& bonus = control.periodAt(seat.periodIndex).bonus;
    bool hasDelay = seat.phase == TimePhase::Main && bonus.kind == BonusKind::UsDelay;
    seat.delayLeft = hasDelay ? bonus.amount : Milliseconds{0};
    seat.turnUsed = Milliseconds{0};
}

std::optional<Milliseconds> timeToExhaustion(const SeatTime& seat, const TimeControl& control,
                                             RunKind kind) {
    if (seat.hasFlagFallen) {
        return std::nullopt;
    }
    Milliseconds wait = kind == RunKind::Turn ? seat.delayLeft : Milliseconds{0};
    switch (seat.phase) {
    case TimePhase::Main:
        if (canEnterOvertimePhase(seat, control)) {
            return wait + seat.main + freshOvertimeTotal(control.overtime);
        }
        return wait + seat.main;
    case TimePhase::ByoYomi:
        return wait + seat.overtime + control.overtime.time * (seat.byoYomiPeriodsLeft - 1);
    case TimePhase::Canadian:
        return wait + seat.overtime;
    }
    return std::nullopt;
}

void runSeat(SeatTime& seat, const TimeControl& control, Milliseconds elapsed, RunKind kind) {
    if (seat.hasFlagFallen) {
        Milliseconds& shown = seat.phase == TimePhase::Main ? seat.main : seat.overtime;
        shown -= std::min(elapsed, shown);
        return;
    }
    if (kind == RunKind::Turn) {
        seat.turnUsed += elapsed;
        Milliseconds waited = std::min(elapsed, seat.delayLeft);
        seat.delayLeft -= waited;
        elapsed -= waited;
    }
    if (seat.phase == TimePhase::Main) {
        if (elapsed < seat.main || !canEnterOvertimePhase(seat, control)) {
            seat.main -= std::min(elapsed, seat.main);
            return;
        }
        elapsed -= seat.main;
        startOvertimePhase(seat, control);
    }
    runOvertimePhase(seat, control.overtime, elapsed);
}

namespace {

/// Counts one move; with `givesTime`, also the period's increment or refund and the byo-yomi
/// reset that a real press brings.
bool countMove(SeatTime& seat, const TimeControl& control, PeriodChange change, bool givesTime) {
    seat.movesCompleted += 1;
    if (seat.hasFlagFallen) {
        return false;
    }
    switch (seat.phase) {
    case TimePhase::Main: {
        const Period& period = control.periodAt(seat.periodIndex);
        if (givesTime && period.bonus.kind == BonusKind::Fischer) {
            seat.main += period.bonus.amount;
        } else if (givesTime && period.bonus.kind == BonusKind::Bronstein) {
            // Bronstein: gives back what the move used, never more than the delay.
            seat.main += std::min(seat.turnUsed, period.bonus.amount);
        }
        seat.movesInPeriod += 1;
        if (change == PeriodChange::PerPlayer && period.moves > 0 &&
            seat.movesInPeriod >= period.moves) {
            return enterNextPeriod(seat, control);
        }
        return false;
    }
    case TimePhase::ByoYomi:
        if (givesTime) {
            seat.overtime = control.overtime.time;
        }
        return false;
    case TimePhase::Canadian:
        seat.canadianMovesLeft -= 1;
        if (seat.canadianMovesLeft <= 0) {
            seat.canadianMovesLeft = control.overtime.count;
            seat.overtime = control.overtime.time;
        }
        return false;
    }
    return false;
}

} // namespace

bool completeMove(SeatTime& seat, const TimeControl& control, PeriodChange change) {
    return countMove(seat, control, change, true);
}

bool creditMove(SeatTime& seat, const TimeControl& control, PeriodChange change) {
    return countMove(seat, control, change, false);
}

bool uncountMove(SeatTime& seat, const TimeControl& control, PeriodChange change) {
    if (seat.movesCompleted == 0) {
        return false;
    }
    if (!seat.hasFlagFallen) {
        if (seat.phase == TimePhase::Main && seat.movesInPeriod > 0) {
            seat.movesInPeriod -= 1;
        } else if (seat.phase == TimePhase::Main && change == PeriodChange::PerPlayer) {
            return false;
        } else if (seat.phase == TimePhase::Canadian) {
            if (seat.canadianMovesLeft >= control.overtime.count) {
                return false;
            }
            seat.canadianMovesLeft += 1;
        }
    }
    seat.movesCompleted -= 1;
    return true;
}

bool setPeriodNumber(SeatTime& seat, const TimeControl& control, int number) {
    int mainPeriods = control.lastPeriodIndex() + 1;
    bool repeats = control.periods.back().moves > 0;
    bool isOvertime = control.overtime.kind != OvertimeKind::None && number == mainPeriods + 1;
    if (number < 1 || number > kMaxControlCount ||
        (number > mainPeriods && !repeats && !isOvertime)) {
        return false;
    }
    int required = 0;
    int periodsDone = isOvertime ? mainPeriods : number;
    for (int i = 0; i < periodsDone; ++i) {
        required += control.periodAt(i).moves;
    }
    seat.periodNumber = number;
    seat.periodIndex = std::min(number - 1, control.lastPeriodIndex());
    seat.movesInPeriod = 0;
    seat.movesRequired = required;
    seat.phase = TimePhase::Main;
    seat.overtime = Milliseconds{0};
    seat.byoYomiPeriodsLeft = 0;
    seat.canadianMovesLeft = 0;
    if (isOvertime) {
        seat.periodNumber = number - 1; // enterOvertime counts the overtime as one more period
        startOvertimePhase(seat, control);
    }
    return true;
}

bool enterNextPeriod(SeatTime& seat, const TimeControl& control) {
    if (seat.phase != TimePhase::Main || control.periodAt(seat.periodIndex).moves == 0) {
        return false;
    }
    int next = seat.periodIndex + 1;
    const Period& period = control.periodAt(next);
    seat.main += period.base;
    seat.periodIndex = std::min(next, control.lastPeriodIndex());
    seat.periodNumber += 1;
    seat.movesInPeriod = 0;
    seat.movesRequired += period.moves;
    return true;
}

bool isAtPeriodBoundary(const SeatTime& seat, const TimeControl& control) {
    return seat.phase == TimePhase::Main && control.periodAt(seat.periodIndex).moves > 0;
}

int movesShortAtExhaustion(const SeatTime& seat, const TimeControl& control, PeriodChange change) {
    switch (seat.phase) {
    case TimePhase::Main: {
        const Period& period = control.periodAt(seat.periodIndex);
        if (period.moves == 0) {
            return 0;
        }
        if (change == PeriodChange::OnFirstFlag) {
            return std::max(0, seat.movesRequired - seat.movesCompleted);
        }
        return std::max(0, period.moves - seat.movesInPeriod);
    }
    case TimePhase::ByoYomi:
        return 0;
    case TimePhase::Canadian:
        return seat.canadianMovesLeft;
    }
    return 0;
}

void enterOvertimeIfDue(SeatTime& seat, const TimeControl& control) {
    if (!seat.hasFlagFallen && seat.main.count() == 0 && canEnterOvertimePhase(seat, control)) {
        startOvertimePhase(seat, control);
    }
}

} // namespace renju::clock
