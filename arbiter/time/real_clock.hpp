#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace renju::arbiter {

/// The one place where the application reads real time. Everything else (rules, clock,
/// pairing, the application layer) receives time as an argument, so that tests and scripts
/// can pass synthetic time.
class RealClock {
public:
    /// Returns monotonic time in milliseconds (steady, never goes back, unrelated to the date).
    static std::chrono::milliseconds monotonicNow();
    /// Returns monotonic time in nanoseconds, for benchmarks.
    static std::chrono::nanoseconds monotonicNanoseconds();
    /// Returns wall-clock time as milliseconds since the Unix epoch (for records and logs).
    static std::int64_t wallClockMilliseconds();
    /// Returns an identifier of the current boot (Linux's boot_id): monotonic times of two
    /// processes compare only within one boot.
    static std::string bootId();
};

} // namespace renju::arbiter
