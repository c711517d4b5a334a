#include "arbiter/ui/view_models/utf8_text.hpp"

#include "rules/ascii_text.hpp"

#include <cstdint>

namespace renju::arbiter::ui {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

/// Returns how many continuation bytes follow a lead byte, or -1 for a byte that cannot lead.
int continuationCount(unsigned char lead) {
    if (lead < 0x80) {
        return 0;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        return 1;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        return 2;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        return 3;
    }
    return -1;
}

} // namespace

std::vector<char32_t> decodeUtf8(std::string_view text) {
    std::vector<char32_t> out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        auto lead = static_cast<unsigned char>(text[i]);
        int extra = continuationCount(lead);
        if (extra < 0 || i + static_cast<std::size_t>(extra) >= text.size()) {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        constexpr std::uint32_t kLeadMasks[] = {0x7F, 0x1F, 0x0F, 0x07};
        std::uint32_t value = lead & kLeadMasks[extra];
        bool isValid = true;
        for (int k = 1; k <= extra; ++k) {
            auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) {
                isValid = false;
                break;
            }
            value = (value << 6) | (next & 0x3Fu);
        }
        bool isOverlong = (extra == 2 && value < 0x800) || (extra == 3 && value < 0x10000);
        bool isSurrogate = value >= 0xD800 && value <= 0xDFFF;
        if (!isValid || isOverlong || isSurrogate || value > 0x10FFFF) {
            out.push_back(kReplacement);
            ++i;
            continue;
        }
        out.push_back(static_cast<char32_t>(value));
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

std::string asciiLower(std::string_view text) {
    return rules::asciiLowered(text);
}

bool containsIgnoringCase(std::string_view haystack, std::string_view needle) {
    return asciiLower(haystack).find(asciiLower(needle)) != std::string::npos;
}

} // namespace renju::arbiter::ui
