#pragma once

// ASCII case folding for keywords, file extensions and names typed by a referee: the same in
// every locale (std::tolower follows the C locale), bytes of UTF-8 left as they are.

#include <string>
#include <string_view>

namespace renju::rules {

/// Returns `text` with A-Z turned into a-z and every other byte unchanged.
inline std::string asciiLowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return out;
}

} // namespace renju::rules
