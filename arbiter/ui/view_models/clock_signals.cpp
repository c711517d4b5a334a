#include "arbiter/ui/view_models/clock_signals.hpp"

#include <algorithm>
#include <vector>

namespace renju::arbiter::ui {

namespace {

using clock::Milliseconds;

/// Returns the delay until `left` falls to the highest threshold below it, or nothing.
std::optional<std::int64_t> delayToThreshold(std::int64_t left,
                                             const std::vector<std::int64_t>& thresholds) {
    std::optional<std::int64_t> best;
    for (std::int64_t threshold : thresholds) {
        if (threshold < left && (!best || left - threshold < *best)) {
            best = left - threshold;
        }
    }
    return best;
}

} // namespace

std::optional<Tone> toneForAlert(const clock::Alert& alert, bool usesTimeReferees,
                                 bool isShownClock) {
    switch (alert.kind) {
    case clock::AlertKind::TimeRefereeCall:
        return usesTimeReferees ? std::optional(Tone::TimeRefereeCall) : std::nullopt;
    case clock::AlertKind::Flag:
        return usesTimeReferees ? std::optional(Tone::Flag) : std::nullopt;
    case clock::AlertKind::LowTime:
        return isShownClock ? std::optional(Tone::LowTime) : std::nullopt;
    case clock::AlertKind::ByoYomiCountdown:
        return isShownClock ? std::optional(Tone::ByoYomiSecond) : std::nullopt;
    case clock::AlertKind::RecordingNotRequired:
    case clock::AlertKind::RecordingRequiredAgain:
        break;
    }
    return std::nullopt;
}

std::optional<std::int64_t> nextAlertDelay(const model::Table& atTable, std::int64_t now,
                                           const clock::AlertSettings& settings) {
    const model::TableGame& table = atTable.currentGame();
    if (!table.clock) {
        return std::nullopt;
    }
    clock::ClockState state = table.clock->stateAt(Milliseconds(now));
    if (state.status != clock::ClockStatus::Running) {
        return std::nullopt;
    }
    std::optional<std::int64_t> next;
    for (clock::Seat seat : {clock::Seat::A, clock::Seat::B}) {
        if (state.running != seat && !state.isSharedByAbsence()) {
            continue;
        }
        clock::SeatView view = table.clock->view(seat, Milliseconds(now));
        std::vector<std::int64_t> thresholds{settings.timeRefereeCall.count(),
                                             settings.recordingExemption.count(), 0};
        for (Milliseconds low : settings.lowTime) {
            thresholds.push_back(low.count());
        }
        if (view.phase == clock::TimePhase::ByoYomi) {
            for (int second = 1; second <= settings.byoYomiCountdownFrom + 1; ++second) {
                thresholds.push_back(std::int64_t{second} * 1000);
            }
        }
        auto delay = delayToThreshold(view.remaining.count(), thresholds);
        if (delay && (!next || *delay < *next)) {
            next = delay;
        }
    }
    return next;
}

std::string clockPressProblem(const model::Table& atTable, clock::Seat seat, std::int64_t now) {
    std::string who = std::string("seat ") + clock::seatLetter(seat);
    const model::TableGame& table = atTable.currentGame();
    std::string number = std::to_string(atTable.number);
    if (table.result) {
        bool canStartNext = atTable.isMatch() && &table == &atTable.games.front();
        return "the game at table " + number + " is over" +
               (canStartNext ? ": start game 2 of the match first" : "");
    }
    if (!table.clock) {
        return "14.3: table " + number + " has no clock running";
    }
    clock::ClockState state = table.clock->stateAt(Milliseconds(now));
    switch (state.status) {
    case clock::ClockStatus::NotStarted:
        return "14.3: the clock has not started";
    case clock::ClockStatus::Paused:
        return "14.6: the arbiter has stopped the clock";
    case clock::ClockStatus::Frozen:
        return "9.4: the clock stopped at a flag";
    case clock::ClockStatus::Running:
        break;
    }
    if (state.running != seat && !state.isSharedByAbsence()) {
        return "14.3: " + who +
               "'s time is not running: only the player whose time runs presses the clock";
    }
    return "";
}

} // namespace renju::arbiter::ui
