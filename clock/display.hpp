#pragma once

#include "clock/game_clock.hpp"
#include "clock/seat.hpp"

#include <string>

namespace renju::clock {

/// Writes a time as a clock face shows it: `h:mm:ss` from one hour, `m:ss` from 20 seconds,
/// `m:ss.t` (tenths) below 20 seconds. It always rounds down to the unit shown, so it never
/// shows more time than the player has: 0.09 s left shows `0:00.0`, 59.999 s shows `0:59`.
/// A negative time shows as `0:00.0`.
std::string formatClockTime(Milliseconds remaining);

/// Writes one seat's display: the time, then the byo-yomi periods left (`0:28 (3 periods)`)
/// or the moves left in a Canadian block (`4:31 (12 moves)`), then ` flag` once its flag has
/// fallen.
std::string displayText(const SeatView& view);

} // namespace renju::clock
