// Game clock speed on one core: press + remaining pairs per second (the target is at least
// 1,000,000 per second) for each kind of control, and remaining() alone. Games of 300 presses
// at deterministic pseudo-random intervals; a new clock per game. Prints figures only.
#include "arbiter/time/real_clock.hpp"
#include "clock/game_clock.hpp"
#include "clock/time_control_text.hpp"

#include <cstdint>
#include <cstdio>

using namespace renju;
using arbiter::RealClock;
using clock::Milliseconds;
using clock::Seat;

namespace {

constexpr int kGames = 3'000;
constexpr int kPressesPerGame = 300;

double secondsSince(std::chrono::nanoseconds start) {
    return static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e9;
}

/// Returns the next think time in milliseconds (1 ms to 60 s) from a fixed linear sequence.
std::int64_t nextThinkTime(std::uint64_t& state) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::int64_t>((state >> 33) % 60'000) + 1;
}

clock::ClockSetup setupFor(const char* spec) {
    return clock::ClockSetup{*clock::parseClockControls(spec).controls, {}};
}

/// Plays the games; returns press + remaining pairs per second.
double pairsPerSecond(const clock::ClockSetup& setup, std::int64_t& sink) {
    std::uint64_t random = 2026;
    auto start = RealClock::monotonicNanoseconds();
    for (int game = 0; game < kGames; ++game) {
        clock::GameClock gameClock(setup);
        gameClock.start(Seat::A, Milliseconds{0});
        Milliseconds now{0};
        for (int press = 0; press < kPressesPerGame; ++press) {
            now += Milliseconds{nextThinkTime(random)};
            clock::PressOutcome outcome = gameClock.press(now);
            sink +=
                gameClock.remaining(clock::otherSeat(outcome.seat), now + Milliseconds{1}).count();
        }
    }
    return kGames * static_cast<double>(kPressesPerGame) / secondsSince(start);
}

double remainingPerSecond(const clock::ClockSetup& setup, std::int64_t& sink) {
    clock::GameClock gameClock(setup);
    gameClock.start(Seat::A, Milliseconds{0});
    constexpr int kQueries = 5'000'000;
    auto start = RealClock::monotonicNanoseconds();
    for (int i = 0; i < kQueries; ++i) {
        sink += gameClock.remaining(Seat::A, Milliseconds{i}).count();
    }
    return kQueries / secondsSince(start);
}

} // namespace

int main() {
    std::int64_t sink = 0;
    std::printf("game clock, one core (%d games of %d presses per control):\n", kGames,
                kPressesPerGame);
    for (const char* spec : {"5400+30", "40/7200:20/3600:1800", "3600+10b", "3600+5d", "3600:5x30",
                             "7200:c30/1800", "*5400", "300|30"}) {
        clock::ClockSetup setup = setupFor(spec);
        std::printf("  %-22s %12.0f press+remaining/s\n", spec, pairsPerSecond(setup, sink));
    }
    std::printf("  remaining() alone, 5400+30: %.0f queries/s\n",
                remainingPerSecond(setupFor("5400+30"), sink));
    std::printf("(checksum %lld)\n", static_cast<long long>(sink));
    return 0;
}
