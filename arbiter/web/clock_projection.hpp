#pragma once

#include "clock/game_clock.hpp"

#include <cstdint>

namespace renju::arbiter::web {

/// How a browser counts one seat's shown time down (or up) by itself between two updates:
/// the time at `at`, how it changes per millisecond of event time (-1 while it runs down, +1
/// for an hourglass's waiting seat, 0 while it stands), and the event time `until` which that
/// holds. Past `until` (a new period, byo-yomi, the end of a US delay, a flag, the five-minute
/// mark of 13.2) the browser asks the server again, so it never shows a time the referee's
/// clock does not.
struct SeatProjection {
    std::int64_t at = 0;
    std::int64_t remaining = 0;
    int rate = 0;
    std::int64_t until = 0;
};

/// The longest a projection is trusted without asking again (ms of event time).
inline constexpr std::int64_t kProjectionHorizon = 10 * 60 * 1000;

/// Returns `seat`'s projection at event time `at`. The clock's time is piecewise linear with
/// slope -1, 0 or +1, so the slope is read over one millisecond and `until` is the last
/// instant (within kProjectionHorizon) at which the time still lies on that line, found by
/// bisection on the clock's own arithmetic (every query is O(1)).
SeatProjection projectSeat(const clock::GameClock& clock, clock::Seat seat, std::int64_t at);

} // namespace renju::arbiter::web
