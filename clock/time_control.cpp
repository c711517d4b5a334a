#include "clock/time_control.hpp"

#include <algorithm>

namespace renju::clock {

namespace {

bool isWithinLimit(Milliseconds value) {
    return value.count() >= 0 && value <= kMaxControlTime;
}

std::string periodName(std::size_t index) {
    return "period " + std::to_string(index + 1);
}

std::optional<std::string> findPeriodProblem(const TimeControl& control, std::size_t index) {
    const Period& period = control.periods[index];
    bool isLast = index + 1 == control.periods.size();
    if (!isWithinLimit(period.base)) {
        return periodName(index) + ": the base time must be 0 to 1000000 s";
    }
    bool mayBeEmpty = isLast && control.overtime.kind != OvertimeKind::None;
    if (period.base.count() == 0 && !mayBeEmpty) {
        return periodName(index) + ": the base time must be positive";
    }
    if (period.moves < 0 || period.moves > kMaxControlCount) {
        return periodName(index) + ": the move count must be 0 to 10000";
    }
    if (period.moves == 0 && !isLast) {
        return periodName(index) + " is for the rest of the game, but more periods follow";
    }
    if (period.bonus.kind == BonusKind::None
            ? period.bonus.amount.count() != 0
            : period.bonus.amount.count() <= 0 || !isWithinLimit(period.bonus.amount)) {
        return periodName(index) + ": an increment or delay must be 0.001 to 1000000 s";
    }
    return std::nullopt;
}

std::optional<std::string> findOvertimeProblem(const TimeControl& control) {
    const Overtime& overtime = control.overtime;
    if (overtime.kind == OvertimeKind::None) {
        return std::nullopt;
    }
    if (control.periods.back().moves != 0) {
        return std::string("overtime follows only a period for the rest of the game");
    }
    if (overtime.count < 1 || overtime.count > kMaxControlCount) {
        return std::string(overtime.kind == OvertimeKind::ByoYomi
                               ? "byo-yomi needs 1 to 10000 periods"
                               : "Canadian overtime needs 1 to 10000 moves per block");
    }
    if (overtime.time.count() <= 0 || !isWithinLimit(overtime.time)) {
        return std::string("an overtime period must last 0.001 to 1000000 s");
    }
    return std::nullopt;
}

} // namespace

const Period& TimeControl::periodAt(int index) const {
    if (index < 0) {
        return periods.front();
    }
    return periods[static_cast<std::size_t>(std::min(index, lastPeriodIndex()))];
}

TimeControl TimeControl::suddenDeath(Milliseconds base, Bonus bonus) {
    TimeControl control;
    control.periods.push_back(Period{base, 0, bonus});
    return control;
}

TimeControl TimeControl::hourglass(Milliseconds base) {
    TimeControl control = suddenDeath(base);
    control.isHourglass = true;
    return control;
}

std::optional<std::string> findControlProblem(const TimeControl& control) {
    if (control.periods.empty()) {
        return std::string("a time control needs at least one period");
    }
    if (control.isHourglass) {
        const Period& period = control.periods.front();
        if (control.periods.size() != 1 || period.moves != 0 ||
            period.bonus.kind != BonusKind::None || control.overtime.kind != OvertimeKind::None) {
            return std::string("an hourglass has one period and no increment, delay or overtime");
        }
    }
    for (std::size_t i = 0; i < control.periods.size(); ++i) {
        if (auto problem = findPeriodProblem(control, i)) {
            return problem;
        }
    }
    return findOvertimeProblem(control);
}

std::optional<std::string> findControlsProblem(const ClockControls& controls) {
    for (Seat seat : {Seat::A, Seat::B}) {
        if (auto problem = findControlProblem(controls.of(seat))) {
            return std::string("seat ") + seatLetter(seat) + ": " + *problem;
        }
    }
    if (controls.a.isHourglass != controls.b.isHourglass) {
        return std::string("an hourglass needs both seats on an hourglass");
    }
    return std::nullopt;
}

} // namespace renju::clock
