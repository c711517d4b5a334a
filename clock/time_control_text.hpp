#pragma once

#include "clock/seat.hpp"
#include "clock/time_control.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace renju::clock {

/// Where a text is wrong: the column (from 1, counted in the whole text) and what is wrong.
struct TextError {
    int column = 0;
    std::string message;
};

/// One seat's control read from text, or the first error in it.
struct TimeControlParse {
    std::optional<TimeControl> control;
    std::optional<TextError> error;
};

/// Both seats' controls read from text, or the first error in it.
struct ClockControlsParse {
    std::optional<ClockControls> controls;
    std::optional<TextError> error;
};

/// Parses seconds with up to three decimals ("5400", "1.5", "0.125") into milliseconds, at most
/// 1,000,000 s. Returns nothing for anything else (signs, spaces, more decimals, empty text).
std::optional<Milliseconds> parseSeconds(std::string_view text);

/// Writes milliseconds as seconds, with only the decimals needed: "5400", "1.5", "0.125".
std::string formatSeconds(Milliseconds value);

/// Parses one seat's control: the PGN TimeControl syntax and its extension, or the name of a
/// one-seat preset. Fields are separated by ':'
///   `[MOVES/]SECONDS[+BONUS]`  a period: MOVES moves (none: the rest of the game) in SECONDS;
///                              `+30` a Fischer increment, `+5b` a Bronstein delay, `+5d` a US
///                              (simple) delay;
///   `COUNTxSECONDS`            Japanese byo-yomi, COUNT periods of SECONDS (last field only);
///   `cMOVES/SECONDS`           Canadian overtime, MOVES moves in SECONDS, repeating (last);
///   `*SECONDS`                 an hourglass (the only field).
/// A period with a move count may not be followed by overtime and repeats when it is last.
/// `?` and `-` (PGN's unknown and untimed) are refused: a clock needs a control.
TimeControlParse parseTimeControl(std::string_view text);

/// Parses both seats' controls: `SPEC` for both, `SPEC_A|SPEC_B` for time odds, or the name of
/// a preset. Errors name the column in the whole text.
ClockControlsParse parseClockControls(std::string_view text);

/// Writes one seat's control in the syntax parseTimeControl reads (round trip).
std::string formatTimeControl(const TimeControl& control);

/// Writes both seats' controls: one spec when they are equal, `A|B` otherwise.
std::string formatClockControls(const ClockControls& controls);

/// A named control that referees run.
struct Preset {
    std::string_view name;
    /// The control in the text form (two seats for time odds).
    std::string_view text;
    std::string_view description;
};

/// Returns the presets, in the order a menu lists them.
std::span<const Preset> timeControlPresets();

/// Returns the preset named `name`, or nullptr.
const Preset* findPreset(std::string_view name);

} // namespace renju::clock
