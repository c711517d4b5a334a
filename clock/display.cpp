#include "clock/display.hpp"

#include <algorithm>

namespace renju::clock {

namespace {

std::string twoDigits(std::int64_t value) {
    return (value < 10 ? "0" : "") + std::to_string(value);
}

std::string counted(int count, const char* singular, const char* plural) {
    return " (" + std::to_string(count) + " " + (count == 1 ? singular : plural) + ")";
}

} // namespace

std::string formatClockTime(Milliseconds remaining) {
    std::int64_t ms = std::max<std::int64_t>(remaining.count(), 0);
    std::int64_t seconds = ms / 1000;
    if (seconds >= 3600) {
        return std::to_string(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" +
               twoDigits(seconds % 60);
    }
    std::string text = std::to_string(seconds / 60) + ":" + twoDigits(seconds % 60);
    if (seconds < 20) {
        text += "." + std::to_string(ms % 1000 / 100);
    }
    return text;
}

std::string displayText(const SeatView& view) {
    std::string text = formatClockTime(view.remaining);
    if (view.phase == TimePhase::ByoYomi) {
        text += counted(view.byoYomiPeriodsLeft, "period", "periods");
    } else if (view.phase == TimePhase::Canadian) {
        text += counted(view.movesToControl, "move", "moves");
    }
    if (view.hasFlagFallen) {
        text += " flag";
    }
    return text;
}

} // namespace renju::clock
