#include "clock/time_control_words.hpp"

namespace renju::clock {

namespace {

std::string bonusWords(const Bonus& bonus) {
    std::string amount = durationWords(bonus.amount);
    switch (bonus.kind) {
    case BonusKind::Fischer:
        return " + " + amount + " per move from move 1";
    case BonusKind::Bronstein:
        return " + up to " + amount + " back per move (Bronstein delay)";
    case BonusKind::UsDelay:
        return ", with a " + amount + " delay before each move's time counts (US delay)";
    case BonusKind::None:
        break;
    }
    return "";
}

/// One period in words; `isOnly`: the control's only period, `hasOvertime`: overtime follows.
std::string periodWords(const Period& period, bool isOnly, bool hasOvertime, bool isLast) {
    std::string base = durationWords(period.base);
    std::string text = base;
    if (period.moves > 0) {
        text = std::to_string(period.moves) + (period.moves == 1 ? " move in " : " moves in ") +
               base + (isLast ? ", repeating" : "");
    } else if (!hasOvertime && !isOnly) {
        text += " for the rest of the game";
    } else if (!hasOvertime && period.bonus.kind == BonusKind::None) {
        text += " for the game";
    }
    return text + bonusWords(period.bonus);
}

std::string overtimeWords(const Overtime& overtime) {
    switch (overtime.kind) {
    case OvertimeKind::ByoYomi:
        return std::to_string(overtime.count) +
               (overtime.count == 1 ? " period of " : " periods of ") +
               durationWords(overtime.time) + " (byo-yomi)";
    case OvertimeKind::Canadian:
        return std::to_string(overtime.count) + " moves in " + durationWords(overtime.time) +
               ", repeating (Canadian overtime)";
    case OvertimeKind::None:
        break;
    }
    return "";
}

} // namespace

std::string durationWords(Milliseconds duration) {
    std::int64_t ms = duration.count();
    if (ms % 1000 != 0) {
        std::string text = std::to_string(ms / 1000) + "." + std::to_string(ms % 1000 / 100);
        if (ms % 100 != 0) {
            text += std::to_string(ms % 100 / 10) + (ms % 10 != 0 ? std::to_string(ms % 10) : "");
        }
        return text + " s";
    }
    std::int64_t seconds = ms / 1000;
    std::int64_t hours = seconds / 3600;
    std::int64_t minutes = seconds / 60 % 60;
    seconds %= 60;
    // Under two hours, whole minutes read as arbiters say them ("60 min", "90 min").
    if (hours < 2 && seconds == 0 && (hours > 0 || minutes > 0)) {
        return std::to_string(60 * hours + minutes) + " min";
    }
    std::string text;
    auto add = [&text](std::int64_t value, const char* unit) {
        if (value > 0) {
            text += (text.empty() ? "" : " ") + std::to_string(value) + " " + unit;
        }
    };
    add(hours, "h");
    add(minutes, "min");
    add(seconds, "s");
    return text.empty() ? "0 s" : text;
}

std::string controlWords(const TimeControl& control) {
    if (control.isHourglass && !control.periods.empty()) {
        return "hourglass: " + durationWords(control.periods.front().base) +
               " each, the time one uses goes to the other";
    }
    std::string text;
    for (std::size_t i = 0; i < control.periods.size(); ++i) {
        bool isLast = i + 1 == control.periods.size();
        const Period& period = control.periods[i];
        bool isBaseOnly = isLast && period.moves == 0 && period.base.count() == 0;
        if (isBaseOnly) {
            continue; // overtime alone (0:1x30)
        }
        text += (text.empty() ? "" : ", then ") +
                periodWords(period, control.periods.size() == 1,
                            control.overtime.kind != OvertimeKind::None, isLast);
    }
    if (control.overtime.kind != OvertimeKind::None) {
        text += (text.empty() ? "" : ", then ") + overtimeWords(control.overtime);
    }
    return text;
}

std::string controlsWords(const ClockControls& controls) {
    if (controls.a == controls.b) {
        return controlWords(controls.a);
    }
    return "first player: " + controlWords(controls.a) +
           "; second player: " + controlWords(controls.b);
}

} // namespace renju::clock
