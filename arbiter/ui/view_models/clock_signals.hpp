#pragma once

#include "arbiter/model/round.hpp"
#include "clock/alerts.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace renju::arbiter::ui {

/// The tones the application plays.
enum class Tone { TimeRefereeCall, LowTime, ByoYomiSecond, Flag };

/// Returns the tone an alert asks for, or nothing. The time-referee call and the flag sound
/// only when the event uses time referees (14.9; 14.8 otherwise: nobody but the players may
/// point out a flag); low time and byo-yomi seconds sound only for the table whose clock this
/// station shows to the players (`isShownClock`), not for every table in the hall.
std::optional<Tone> toneForAlert(const clock::Alert& alert, bool usesTimeReferees,
                                 bool isShownClock);

/// Returns the milliseconds until the next alert threshold of a table's running clock (5
/// minutes, low-time marks, byo-yomi seconds, the flag), or nothing while it is stopped.
std::optional<std::int64_t> nextAlertDelay(const model::Table& table, std::int64_t now,
                                           const clock::AlertSettings& settings);

/// Returns why a clock-button press by `seat` must not be entered at event time `now`, with
/// the clause ("14.3: ..."), or "" when it may go to the application (which refuses a second
/// press after the same action itself).
std::string clockPressProblem(const model::Table& table, clock::Seat seat, std::int64_t now);

} // namespace renju::arbiter::ui
