#include "arbiter/platform/audio.hpp"

#include "arbiter/logging.hpp"
#include "arbiter/platform/tone_synth.hpp"

#include <SDL.h>
#include <spdlog/spdlog.h>

namespace renju::arbiter::platform {

Audio::Audio() {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        subsystemLogger("gui")->warn("no sound: {}", SDL_GetError());
        return;
    }
    SDL_AudioSpec wanted{};
    wanted.freq = m_sampleRate;
    wanted.format = AUDIO_F32SYS;
    wanted.channels = 1;
    wanted.samples = 1024;
    SDL_AudioSpec obtained{};
    m_device = SDL_OpenAudioDevice(nullptr, 0, &wanted, &obtained, 0);
    if (m_device == 0) {
        subsystemLogger("gui")->warn("no sound device: {}", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    for (ui::Tone tone :
         {ui::Tone::TimeRefereeCall, ui::Tone::LowTime, ui::Tone::ByoYomiSecond, ui::Tone::Flag}) {
        m_tones[static_cast<std::size_t>(tone)] = synthesizeTone(tone, m_sampleRate);
    }
    subsystemLogger("gui")->info("sound through SDL's {} driver", SDL_GetCurrentAudioDriver());
}

Audio::~Audio() {
    if (m_device != 0) {
        SDL_CloseAudioDevice(m_device);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void Audio::play(ui::Tone tone) {
    ++m_played;
    if (m_device == 0) {
        return;
    }
    const std::vector<float>& samples = m_tones[static_cast<std::size_t>(tone)];
    SDL_QueueAudio(m_device, samples.data(), static_cast<Uint32>(samples.size() * sizeof(float)));
    SDL_PauseAudioDevice(m_device, 0);
    m_isPlaying = true;
}

std::optional<std::int64_t> Audio::settle() {
    if (m_device == 0 || !m_isPlaying) {
        return std::nullopt;
    }
    Uint32 queued = SDL_GetQueuedAudioSize(m_device);
    if (queued == 0) {
        SDL_PauseAudioDevice(m_device, 1);
        m_isPlaying = false;
        return std::nullopt;
    }
    auto samples = static_cast<std::int64_t>(queued / sizeof(float));
    return samples * 1000 / m_sampleRate + 20; // a little after the device has played it out
}

} // namespace renju::arbiter::platform
