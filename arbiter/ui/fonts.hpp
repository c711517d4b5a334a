#pragma once

#include "arbiter/ui/font_data.hpp"

#include <array>
#include <imgui.h>
#include <memory>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// The font files the application draws with: DejaVu Sans (Latin, Greek, Cyrillic and the
/// symbols the views use) and Noto Sans CJK (a collection: `cjkIndex` selects the face).
struct FontFiles {
    std::string sans;
    std::string sansBold;
    std::string cjk;
    int cjkIndex = 0;
    /// Noto Sans CJK Bold, for bold text and headings; empty: the regular face is used.
    std::string cjkBold;
};

/// What a font is used for; each is baked at its own size.
enum class FontRole {
    Body,    ///< all text
    Bold,    ///< emphasis, at the body size
    Heading, ///< titles, names in headers
    Large,   ///< names on the clocks
    Clock,   ///< the clock faces' digits
    Huge,    ///< the players' full-screen clock digits
};

/// The texts the views draw besides the event's own (symbols included), so that their glyphs
/// are baked.
extern const char* const kInterfaceText;

/// The fonts of the application. Dear ImGui 1.86 bakes a fixed atlas, so the glyphs are
/// chosen up front: Basic Latin, Latin-1, Latin Extended-A/B, Greek and Cyrillic (in the body
/// font, where text is typed), the interface's symbols, and every character of the event's
/// texts (CJK only for those characters: all CJK ranges would cost ~0.4 s and a huge atlas).
/// When a new character appears (a new player's name, typed text), the atlas is rebuilt.
class Fonts {
public:
    /// Maps the font files (kept mapped: several sizes are baked from them, and again on each
    /// rebuild). Throws std::runtime_error naming a file that cannot be read.
    explicit Fonts(FontFiles files);

    /// Builds `atlas` for a display scale (the monitor's content scale) with the glyphs of
    /// `eventCodepoints` added; the atlas must be empty. Then `get()` returns its fonts.
    void build(ImFontAtlas& atlas, float scale, const std::vector<char32_t>& eventCodepoints);

    /// Returns true when some of `eventCodepoints` were not asked for at the last build.
    bool needsRebuild(const std::vector<char32_t>& eventCodepoints) const;

    /// Returns the font of a role (valid after build()).
    ImFont* get(FontRole role) const { return m_fonts[static_cast<std::size_t>(role)]; }
    float scale() const { return m_scale; }
    const FontFiles& files() const { return m_files; }

private:
    void addFont(ImFontAtlas& atlas, FontRole role, float size, bool isBold, bool withEventText);

    FontFiles m_files;
    std::unique_ptr<FontData> m_sansData;
    std::unique_ptr<FontData> m_boldData;
    std::unique_ptr<FontData> m_cjkData;
    std::unique_ptr<FontData> m_cjkBoldData;
    float m_scale = 1.0f;
    std::vector<char32_t> m_requested;
    /// Glyph ranges must outlive the atlas: the full set and the digits-only set.
    ImVector<ImWchar> m_textRanges;
    ImVector<ImWchar> m_eventRanges;
    std::array<ImFont*, 6> m_fonts{};
};

} // namespace renju::arbiter::ui
