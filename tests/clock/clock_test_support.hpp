#pragma once

#include "clock/game_clock.hpp"
#include "clock/time_control_text.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <string_view>

namespace renju::clock::test {

using namespace std::chrono_literals;

/// Returns the controls written in `spec` (the text form); fails the test when it is wrong.
inline ClockControls controlsFrom(std::string_view spec) {
    ClockControlsParse parsed = parseClockControls(spec);
    INFO("spec " << spec << ": " << (parsed.error ? parsed.error->message : ""));
    REQUIRE(parsed.controls.has_value());
    return *parsed.controls;
}

/// Returns a clock, not started, for the controls written in `spec`.
inline GameClock clockFor(std::string_view spec, ClockOptions options = {}) {
    return GameClock(ClockSetup{controlsFrom(spec), options});
}

/// Returns milliseconds as a plain number, for readable comparisons.
inline std::int64_t ms(Milliseconds value) {
    return value.count();
}

} // namespace renju::clock::test
