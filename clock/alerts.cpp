#include "clock/alerts.hpp"

#include "clock/display.hpp"

#include <utility>

namespace renju::clock {

SeatAlertState alertStateOf(const SeatView& view, const AlertSettings& settings) {
    SeatAlertState state;
    state.isTimeRefereeDue = view.remaining <= settings.timeRefereeCall;
    state.needNotRecord = view.remaining <= settings.recordingExemption;
    for (Milliseconds threshold : settings.lowTime) {
        if (view.remaining <= threshold) {
            state.lowTimeLevel += 1;
        }
    }
    Milliseconds countdownFrom{std::int64_t{settings.byoYomiCountdownFrom} * 1000};
    if (view.phase == TimePhase::ByoYomi && !view.hasFlagFallen &&
        view.remaining <= countdownFrom) {
        state.byoYomiCountdown = static_cast<int>(view.remaining.count() / 1000);
    }
    state.hasFlagFallen = view.hasFlagFallen;
    state.period = view.period;
    return state;
}

std::string_view alertClause(AlertKind kind) {
    switch (kind) {
    case AlertKind::TimeRefereeCall:
        return "14.9";
    case AlertKind::RecordingNotRequired:
    case AlertKind::RecordingRequiredAgain:
        return "13.2";
    case AlertKind::Flag:
        return "9.4";
    case AlertKind::LowTime:
    case AlertKind::ByoYomiCountdown:
        break;
    }
    return "";
}

std::string describeAlert(const Alert& alert) {
    std::string text = std::string("seat ") + seatLetter(alert.seat) + ": ";
    switch (alert.kind) {
    case AlertKind::TimeRefereeCall:
        text += "5 minutes or less left: call a time referee";
        break;
    case AlertKind::RecordingNotRequired:
        text += "5 minutes or less left: need not record the moves";
        break;
    case AlertKind::RecordingRequiredAgain:
        text += "more than 5 minutes again: complete the record";
        break;
    case AlertKind::LowTime:
        text += formatClockTime(Milliseconds{alert.value}) + " left";
        break;
    case AlertKind::ByoYomiCountdown:
        text += std::to_string(alert.value) + " s left in the byo-yomi period";
        break;
    case AlertKind::Flag:
        text += "flag fell";
        break;
    }
    std::string_view clause = alertClause(alert.kind);
    if (!clause.empty()) {
        text += " (" + std::string(clause) + ")";
    }
    return text;
}

AlertMonitor::AlertMonitor(AlertSettings settings) : m_settings(std::move(settings)) {}

std::vector<Alert> AlertMonitor::update(const GameClock& clock, Milliseconds now) {
    ClockState state = clock.stateAt(now);
    return update({viewOf(state, clock.setup(), Seat::A), viewOf(state, clock.setup(), Seat::B)},
                  now);
}

std::vector<Alert> AlertMonitor::update(const std::array<SeatView, 2>& views, Milliseconds now) {
    std::vector<Alert> alerts;
    updateSeat(Seat::A, views[0], now, alerts);
    updateSeat(Seat::B, views[1], now, alerts);
    return alerts;
}

void AlertMonitor::updateSeat(Seat seat, const SeatView& view, Milliseconds now,
                              std::vector<Alert>& out) {
    std::size_t index = seatIndex(seat);
    SeatAlertState last = m_last[index];
    SeatAlertState current = alertStateOf(view, m_settings);
    // Byo-yomi periods are short and repeat: the referee called for the main time stays, so
    // byo-yomi brings a call only when none was made before (e.g. no main time at all).
    bool isByoYomi = view.phase == TimePhase::ByoYomi;
    bool wasCalled = isByoYomi ? m_refereeCalledInPeriod[index] != 0
                               : m_refereeCalledInPeriod[index] == current.period;
    if (current.isTimeRefereeDue && !wasCalled) {
        m_refereeCalledInPeriod[index] = current.period;
        out.push_back({AlertKind::TimeRefereeCall, seat, now, 0});
    }
    if (current.needNotRecord != last.needNotRecord) {
        out.push_back({current.needNotRecord ? AlertKind::RecordingNotRequired
                                             : AlertKind::RecordingRequiredAgain,
                       seat, now, 0});
    }
    if (current.lowTimeLevel > last.lowTimeLevel && !current.hasFlagFallen) {
        Milliseconds threshold =
            m_settings.lowTime[static_cast<std::size_t>(current.lowTimeLevel - 1)];
        out.push_back({AlertKind::LowTime, seat, now, threshold.count()});
    }
    if (current.byoYomiCountdown && current.byoYomiCountdown != last.byoYomiCountdown) {
        out.push_back({AlertKind::ByoYomiCountdown, seat, now, *current.byoYomiCountdown});
    }
    if (current.hasFlagFallen && !last.hasFlagFallen) {
        out.push_back({AlertKind::Flag, seat, now, 0});
    }
    m_last[index] = current;
}

} // namespace renju::clock
