#pragma once

// Numbers as the record readers and writers use them.

#include <charconv>
#include <cstddef>
#include <optional>
#include <string_view>
#include <system_error>

namespace renju::arbiter::records {

/// Returns `i` as an index into a vector (the formats count moves and nodes with ints).
inline std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// Returns the whole of `text` read as a decimal int, or nothing when any of it is not one
/// (empty, a sign alone, trailing characters, out of range).
inline std::optional<int> wholeInt(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

} // namespace renju::arbiter::records
