#include "arbiter/platform/tone_synth.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace renju::arbiter::platform {

namespace {

struct Note {
    double frequency = 0; ///< Hz; 0 is a rest
    double seconds = 0;
};

constexpr double kLevel = 0.3;
constexpr double kFade = 0.005;

void appendNote(std::vector<float>& out, const Note& note, int sampleRate) {
    auto count = static_cast<std::size_t>(note.seconds * sampleRate);
    double fadeSamples = kFade * sampleRate;
    for (std::size_t i = 0; i < count; ++i) {
        double t = static_cast<double>(i) / sampleRate;
        double fromEnd = static_cast<double>(count - i);
        double envelope =
            std::min({1.0, static_cast<double>(i) / fadeSamples, fromEnd / fadeSamples});
        double value = note.frequency > 0
                           ? kLevel * envelope * std::sin(2 * std::numbers::pi * note.frequency * t)
                           : 0.0;
        out.push_back(static_cast<float>(value));
    }
}

std::vector<Note> notesOf(ui::Tone tone) {
    switch (tone) {
    case ui::Tone::TimeRefereeCall:
        return {{880, 0.25}, {0, 0.05}, {660, 0.35}};
    case ui::Tone::LowTime:
        return {{1000, 0.12}};
    case ui::Tone::ByoYomiSecond:
        return {{1500, 0.06}};
    case ui::Tone::Flag:
        return {{440, 0.3}, {0, 0.1}, {440, 0.3}, {0, 0.1}, {330, 0.6}};
    }
    return {};
}

} // namespace

std::vector<float> synthesizeTone(ui::Tone tone, int sampleRate) {
    std::vector<float> samples;
    for (const Note& note : notesOf(tone)) {
        appendNote(samples, note, sampleRate);
    }
    return samples;
}

} // namespace renju::arbiter::platform
