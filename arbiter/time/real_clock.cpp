#include "arbiter/time/real_clock.hpp"

namespace renju::arbiter {

std::chrono::milliseconds RealClock::monotonicNow() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(monotonicNanoseconds());
}

std::chrono::nanoseconds RealClock::monotonicNanoseconds() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
        std::chrono::steady_clock::now().time_since_epoch());
}

std::int64_t RealClock::wallClockMilliseconds() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace renju::arbiter
