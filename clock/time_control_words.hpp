#pragma once

#include "clock/time_control.hpp"

#include <string>

namespace renju::clock {

/// Returns a duration in words for people: "90 min", "2 h", "1 h 30 min", "30 s", "1 min 30 s",
/// "0.5 s".
std::string durationWords(Milliseconds duration);

/// Returns one seat's control in plain words, e.g. "90 min + 30 s per move from move 1",
/// "40 moves in 2 h, then 30 min for the rest of the game", "60 min, then 5 periods of 30 s
/// (byo-yomi)", "hourglass: 3 min each, the time one uses goes to the other".
std::string controlWords(const TimeControl& control);

/// Returns both seats' controls in plain words: one reading when they are equal, otherwise
/// "first player: ...; second player: ..." (time odds).
std::string controlsWords(const ClockControls& controls);

} // namespace renju::clock
