#pragma once

#include "clock/clock_state.hpp"
#include "clock/game_clock.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::cli {

/// Exit statuses of `renju-arbiter clock`; when both happen, the larger wins.
inline constexpr int kClockAllApplied = 0; ///< every line was read and applied
inline constexpr int kClockRefused = 1;    ///< the clock refused some events (e.g. wrong seat)
inline constexpr int kClockBadInput = 2;   ///< a malformed line, time going back, bad options

/// The options of `renju-arbiter clock`.
struct ClockCommandOptions {
    /// Both seats' control (`SPEC`, `SPEC_A|SPEC_B` or a preset name).
    std::string control;
    /// Seat B's control, for time odds; empty when not given.
    std::string controlB;
    bool periodOnFirstFlag = false;
    bool freezeAtZero = false;
};

/// One input line read: nothing (blank or `#` comment), a `show`, or an event for the clock;
/// or what is wrong with it.
struct ClockLine {
    enum class Kind : std::uint8_t { Nothing, Show, Event, PressByRunningSeat };
    Kind kind = Kind::Nothing;
    clock::Milliseconds at{0};
    clock::ClockEvent event;
    /// Empty when the line is well formed.
    std::string error;
};

/// Reads one input line (without the line number): `T start [A|B]`, `T press [A|B]`,
/// `T next A|B`, `T pause`, `T resume`, `T adjust A|B ±SECONDS [reason]`,
/// `T adjust A|B moves ±N [reason]`, `T absent A|B|both`, `T show`; `T` is seconds with up to
/// 3 decimals. Blank lines and lines starting with `#` are nothing.
ClockLine parseClockLine(std::string_view line);

/// Builds the clock setup from the options; on a bad control writes `error: ...` naming the
/// option and the column to `err` and returns nothing.
std::optional<clock::ClockSetup> clockSetupFromOptions(const ClockCommandOptions& options,
                                                       std::ostream& err);

/// Returns the `show` line for `now`: `A <ms> <period> <moves> B <ms> <period> <moves> <flag>`.
std::string formatShowLine(const clock::GameClock& clock, clock::Milliseconds now);

/// Runs a clock over timestamped event lines: one `show` line on `out` per `show`; malformed
/// lines and refused events as `line N: ...` on `err` (processing continues). Returns the exit
/// status (kClockAllApplied, kClockRefused or kClockBadInput).
int runClockEvents(const clock::ClockSetup& setup, std::istream& in, std::ostream& out,
                   std::ostream& err, bool flushEachLine);

/// Runs `renju-arbiter clock`: the options, then the events. Returns the exit status.
int runClockCommand(const ClockCommandOptions& options, std::istream& in, std::ostream& out,
                    std::ostream& err, bool flushEachLine);

} // namespace renju::arbiter::cli
