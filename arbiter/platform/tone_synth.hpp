#pragma once

#include "arbiter/ui/view_models/clock_signals.hpp"

#include <vector>

namespace renju::arbiter::platform {

/// Returns a tone as mono float samples in [-1, 1] at `sampleRate`: the time-referee call is
/// a falling two-note chime, low time a short beep, a byo-yomi second a tick, the flag three
/// low pulses. Every note fades in and out over 5 ms so that it does not click.
std::vector<float> synthesizeTone(ui::Tone tone, int sampleRate);

} // namespace renju::arbiter::platform
