#pragma once

#include "clock/game_clock.hpp"
#include "clock/seat.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::clock {

/// When alerts are due. Times compare with the shown time (main time, or the current overtime
/// period's time).
struct AlertSettings {
    /// RIF 14.9: a time referee is called when this much is left.
    Milliseconds timeRefereeCall{300'000};
    /// RIF 13.2: with this much or less left, a player need not record the moves.
    Milliseconds recordingExemption{300'000};
    /// Low-time warnings, longest first.
    std::vector<Milliseconds> lowTime{Milliseconds{60'000}, Milliseconds{30'000},
                                      Milliseconds{10'000}};
    /// Byo-yomi seconds are counted aloud from this many seconds left in a period.
    int byoYomiCountdownFrom = 10;
};

/// The alert-worthy facts about one seat at an instant: levels, not events.
struct SeatAlertState {
    /// RIF 14.9: at most the time-referee threshold is left.
    bool isTimeRefereeDue = false;
    /// RIF 13.2: the player need not record the moves while this holds.
    bool needNotRecord = false;
    /// How many low-time thresholds the shown time is at or below (0: none).
    int lowTimeLevel = 0;
    /// In byo-yomi, within the countdown: whole seconds left in the period (rounded down).
    std::optional<int> byoYomiCountdown;
    bool hasFlagFallen = false;
    int period = 1;
};

/// Returns the alert levels of a seat's view.
SeatAlertState alertStateOf(const SeatView& view, const AlertSettings& settings);

/// What an alert announces.
enum class AlertKind : std::uint8_t {
    TimeRefereeCall,        ///< 14.9: call a time referee (once per seat and period)
    RecordingNotRequired,   ///< 13.2: the player may stop recording
    RecordingRequiredAgain, ///< 13.2: time is back above the threshold; complete the record
    LowTime,                ///< a low-time threshold is reached; `value` is it, in ms
    ByoYomiCountdown,       ///< `value` whole seconds left in the byo-yomi period
    Flag,                   ///< the seat's flag fell (9.4)
};

/// One alert, as data: a display turns it into a sound or a message.
struct Alert {
    AlertKind kind = AlertKind::Flag;
    Seat seat = Seat::A;
    /// The instant of the update that noticed it.
    Milliseconds at{0};
    std::int64_t value = 0;
    friend bool operator==(const Alert&, const Alert&) = default;
};

/// Returns the clause an alert kind follows ("14.9", "13.2", "9.4"), or "" for warnings.
std::string_view alertClause(AlertKind kind);

/// Returns a sentence for the arbiter, e.g. "seat A: 5 minutes left: call a time referee
/// (14.9)".
std::string describeAlert(const Alert& alert);

/// Turns a clock seen at successive instants into alerts: a display updates it as often as it
/// draws, and each alert comes out once, when its level is first reached (the first update
/// compares with a seat that has no alert at all).
class AlertMonitor {
public:
    /// Makes a monitor with the given thresholds.
    explicit AlertMonitor(AlertSettings settings = {});

    /// Returns the alerts that became due since the last update, seat A first.
    std::vector<Alert> update(const GameClock& clock, Milliseconds now);
    /// The same from both seats' views (index by seatIndex).
    std::vector<Alert> update(const std::array<SeatView, 2>& views, Milliseconds now);

private:
    void updateSeat(Seat seat, const SeatView& view, Milliseconds now, std::vector<Alert>& out);

    AlertSettings m_settings;
    std::array<SeatAlertState, 2> m_last{};
    /// The period in which each seat's time referee was last called (0: never).
    std::array<int, 2> m_refereeCalledInPeriod{};
};

} // namespace renju::clock
