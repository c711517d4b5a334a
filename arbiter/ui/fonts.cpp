#include "arbiter/ui/fonts.hpp"

#include "arbiter/ui/view_models/utf8_text.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace renju::arbiter::ui {

const char* const kInterfaceText =
    "·—–…•●○◆▶◀▲▼✓✗×←→↑↓⚑⏸″′°±≤≥½ "
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

namespace {

// Latin Extended-A and -B, IPA (some names use it), Greek and Coptic, Cyrillic and its
// Supplement, Latin Extended Additional (Vietnamese), general punctuation. Zero-terminated.
constexpr ImWchar kScriptRanges[] = {
    0x0020, 0x00FF, 0x0100, 0x024F, 0x0250, 0x02FF, 0x0370, 0x03FF,
    0x0400, 0x052F, 0x1E00, 0x1EFF, 0x2000, 0x206F, 0,
};
constexpr ImWchar kBasicLatin[] = {0x0020, 0x007E, 0};
constexpr ImWchar kDigitRanges[] = {0x0020, 0x0020, 0x002D, 0x003A, 0};
// Noto's ideographs look smaller than DejaVu's letters at the same pixel size.
constexpr float kCjkEnlargement = 1.15f;
constexpr float kSizes[] = {17.0f, 17.0f, 24.0f, 44.0f, 96.0f, 220.0f};

} // namespace

Fonts::Fonts(FontFiles files) : m_files(std::move(files)) {
    m_sansData = std::make_unique<FontData>(m_files.sans, "DejaVu Sans");
    m_boldData = std::make_unique<FontData>(m_files.sansBold, "DejaVu Sans Bold");
    m_cjkData = std::make_unique<FontData>(m_files.cjk, "Noto Sans CJK");
    if (!m_files.cjkBold.empty()) {
        m_cjkBoldData = std::make_unique<FontData>(m_files.cjkBold, "Noto Sans CJK Bold");
    }
}

bool Fonts::needsRebuild(const std::vector<char32_t>& eventCodepoints) const {
    return !std::includes(m_requested.begin(), m_requested.end(), eventCodepoints.begin(),
                          eventCodepoints.end());
}

void Fonts::build(ImFontAtlas& atlas, float scale, const std::vector<char32_t>& eventCodepoints) {
    m_scale = scale;
    m_requested = eventCodepoints;
    std::sort(m_requested.begin(), m_requested.end());
    ImFontGlyphRangesBuilder text;
    ImFontGlyphRangesBuilder event;
    text.AddRanges(kScriptRanges);
    event.AddRanges(kBasicLatin);
    for (char32_t codepoint : decodeUtf8(kInterfaceText)) {
        text.AddChar(static_cast<ImWchar>(codepoint));
        event.AddChar(static_cast<ImWchar>(codepoint));
    }
    for (char32_t codepoint : m_requested) {
        if (codepoint <= 0xFFFF) { // this build of Dear ImGui has 16-bit ImWchar
            text.AddChar(static_cast<ImWchar>(codepoint));
            event.AddChar(static_cast<ImWchar>(codepoint));
        }
    }
    m_textRanges.clear();
    m_eventRanges.clear();
    text.BuildRanges(&m_textRanges);
    event.BuildRanges(&m_eventRanges);
    atlas.Clear();
    addFont(atlas, FontRole::Body, kSizes[0], false, true);
    addFont(atlas, FontRole::Bold, kSizes[1], true, true);
    addFont(atlas, FontRole::Heading, kSizes[2], true, true);
    addFont(atlas, FontRole::Large, kSizes[3], false, true);
    addFont(atlas, FontRole::Clock, kSizes[4], true, false);
    addFont(atlas, FontRole::Huge, kSizes[5], true, false);
    atlas.Build();
}

void Fonts::addFont(ImFontAtlas& atlas, FontRole role, float size, bool isBold,
                    bool withEventText) {
    float pixels = std::round(size * m_scale);
    // Only the body font, where names are typed, carries the whole script ranges; the others
    // carry the event's characters and the interface's (a smaller atlas, baked faster).
    bool hasScripts = role == FontRole::Body;
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false; // the data stays in this object
    // No oversampling: glyphs are snapped to whole pixels, which keeps small text sharp and
    // halves the time to bake the atlas at start-up.
    config.OversampleH = 1;
    config.OversampleV = 1;
    config.PixelSnapH = true;
    const ImWchar* ranges =
        !withEventText ? kDigitRanges : (hasScripts ? m_textRanges.Data : m_eventRanges.Data);
    const FontData& data = isBold ? *m_boldData : *m_sansData;
    ImFont* font = atlas.AddFontFromMemoryTTF(data.data(), data.size(), pixels, &config, ranges);
    if (withEventText) {
        // CJK glyphs come from Noto for the characters the event uses; a glyph DejaVu has
        // already is not replaced (merged fonts only fill what is missing).
        ImFontConfig merge;
        merge.FontDataOwnedByAtlas = false;
        merge.MergeMode = true;
        merge.OversampleH = 1;
        merge.OversampleV = 1;
        merge.FontNo = m_files.cjkIndex;
        // Bold text and headings get bold ideographs too (a CJK name stands out like a Latin).
        const FontData& cjk = isBold && m_cjkBoldData ? *m_cjkBoldData : *m_cjkData;
        atlas.AddFontFromMemoryTTF(cjk.data(), cjk.size(), std::round(pixels * kCjkEnlargement),
                                   &merge, m_eventRanges.Data);
    }
    m_fonts[static_cast<std::size_t>(role)] = font;
}

} // namespace renju::arbiter::ui
