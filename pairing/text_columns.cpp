// Text columns for the plain-text tables the CLI prints (standings, pairing checklists,
// player lists): padding counts display columns, and nothing is ever cut to fit.
#include "pairing/text_columns.hpp"

namespace renju::pairing {

namespace {

/// True for the East Asian wide characters a terminal shows in two columns (Hangul Jamo, CJK
/// punctuation, kana, CJK ideographs, Hangul syllables, compatibility ideographs, fullwidth
/// forms).
bool isWide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
           (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

} // namespace

std::size_t displayWidth(const std::string& text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? lead : lead & (0x7FU >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k) {
            c = (c << 6U) | (static_cast<unsigned char>(text[i + k]) & 0x3FU);
        }
        width += isWide(c) ? 2U : 1U;
        i += length;
    }
    return width;
}

std::string padRight(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return text + std::string(shown < width ? width - shown : 0, ' ');
}

std::string padLeft(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return std::string(shown < width ? width - shown : 0, ' ') + text;
}

} // namespace renju::pairing
