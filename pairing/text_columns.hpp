#pragma once

#include <cstddef>
#include <string>

namespace renju::pairing {

/// Returns the columns a UTF-8 text takes on a terminal: one per character, two for the East
/// Asian wide ones (CJK ideographs, kana, Hangul, fullwidth forms).
std::size_t displayWidth(const std::string& text);

/// Returns `text` followed by spaces up to `width` display columns (a longer text is whole).
std::string padRight(const std::string& text, std::size_t width);

/// Returns `text` preceded by spaces up to `width` display columns (a longer text is whole).
std::string padLeft(const std::string& text, std::size_t width);

} // namespace renju::pairing
