#include "arbiter/time/real_clock.hpp"

#include <fstream>

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

std::string RealClock::bootId() {
    std::ifstream file("/proc/sys/kernel/random/boot_id");
    std::string id;
    std::getline(file, id);
    return id.empty() ? "unknown-boot" : id;
}

} // namespace renju::arbiter
