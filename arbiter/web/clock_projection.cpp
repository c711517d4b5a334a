#include "arbiter/web/clock_projection.hpp"

#include <algorithm>

namespace renju::arbiter::web {

namespace {

/// The 13.2 threshold ("need not record" from five minutes left): its note appears there.
constexpr std::int64_t kRecordingThreshold = 5 * 60 * 1000;

std::int64_t remainingAt(const clock::GameClock& clock, clock::Seat seat, std::int64_t at) {
    return clock.remaining(seat, clock::Milliseconds(at)).count();
}

} // namespace

SeatProjection projectSeat(const clock::GameClock& clock, clock::Seat seat, std::int64_t at) {
    SeatProjection projection;
    projection.at = at;
    projection.remaining = remainingAt(clock, seat, at);
    const std::int64_t next = remainingAt(clock, seat, at + 1);
    projection.rate =
        static_cast<int>(std::clamp<std::int64_t>(next - projection.remaining, -1, 1));
    auto isOnLine = [&](std::int64_t step) {
        return remainingAt(clock, seat, at + step) == projection.remaining + projection.rate * step;
    };
    // Lines end at a kink (delay over, new period) or a floor (zero): past either, the time
    // never returns to the line, so the set of steps on it is an interval starting at 0.
    std::int64_t good = 0;
    std::int64_t bad = kProjectionHorizon + 1;
    if (isOnLine(kProjectionHorizon)) {
        good = kProjectionHorizon;
    } else {
        while (bad - good > 1) {
            std::int64_t middle = good + (bad - good) / 2;
            (isOnLine(middle) ? good : bad) = middle;
        }
    }
    std::int64_t until = at + good;
    if (projection.rate < 0 && projection.remaining > kRecordingThreshold) {
        until = std::min(until, at + projection.remaining - kRecordingThreshold);
    }
    projection.until = until;
    return projection;
}

} // namespace renju::arbiter::web
