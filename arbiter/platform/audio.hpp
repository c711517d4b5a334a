#pragma once

#include "arbiter/ui/view_models/clock_signals.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace renju::arbiter::platform {

/// The application's sound through SDL2: the tones are synthesised once and queued on an
/// audio device that is paused whenever nothing plays (no wake-ups while idle). Without a
/// device (or with SDL_AUDIODRIVER=dummy) it still works, silently.
class Audio {
public:
    /// Opens the default output device; when that fails, sound is disabled (see isAvailable).
    Audio();
    ~Audio();
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;

    /// Plays a tone now (after what is already playing).
    void play(ui::Tone tone);
    /// Pauses the device once the queue has played out; returns the milliseconds until it
    /// will have, or nothing when nothing plays.
    std::optional<std::int64_t> settle();
    bool isAvailable() const { return m_device != 0; }
    /// Returns how many tones were played (for tests and the log).
    int played() const { return m_played; }

private:
    std::uint32_t m_device = 0;
    int m_sampleRate = 48000;
    std::array<std::vector<float>, 4> m_tones;
    bool m_isPlaying = false;
    int m_played = 0;
};

} // namespace renju::arbiter::platform
