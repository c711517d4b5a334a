#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::ui {

/// Returns the Unicode code points of UTF-8 text; each invalid byte gives U+FFFD.
std::vector<char32_t> decodeUtf8(std::string_view text);

/// Returns `text` with ASCII letters in lower case (other bytes unchanged), for filters.
std::string asciiLower(std::string_view text);

/// Returns true when `needle` occurs in `haystack`, ignoring the case of ASCII letters.
bool containsIgnoringCase(std::string_view haystack, std::string_view needle);

} // namespace renju::arbiter::ui
