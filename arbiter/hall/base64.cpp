#include "arbiter/hall/base64.hpp"

#include <array>

namespace renju::arbiter::hall {
namespace {

constexpr std::string_view kStandard =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kUrlSafe =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string encode(ByteView bytes, std::string_view alphabet, bool isPadded) {
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t index = 0;
    for (; index + 3 <= bytes.size(); index += 3) {
        const unsigned group = unsigned{bytes[index]} << 16 | unsigned{bytes[index + 1]} << 8 |
                               unsigned{bytes[index + 2]};
        for (int shift = 18; shift >= 0; shift -= 6) {
            text += alphabet[(group >> shift) & 0x3f];
        }
    }
    const std::size_t left = bytes.size() - index;
    if (left > 0) {
        unsigned group = unsigned{bytes[index]} << 16;
        if (left == 2) {
            group |= unsigned{bytes[index + 1]} << 8;
        }
        text += alphabet[(group >> 18) & 0x3f];
        text += alphabet[(group >> 12) & 0x3f];
        if (left == 2) {
            text += alphabet[(group >> 6) & 0x3f];
        }
        if (isPadded) {
            text.append(3 - left, '=');
        }
    }
    return text;
}

// Returns the value of each character of the alphabet, -1 for every other byte.
std::array<int, 256> valuesOf(std::string_view alphabet) {
    std::array<int, 256> values{};
    values.fill(-1);
    for (std::size_t index = 0; index < alphabet.size(); ++index) {
        values[static_cast<unsigned char>(alphabet[index])] = static_cast<int>(index);
    }
    return values;
}

// Decodes unpadded base64 of the alphabet; nothing if a character is foreign, the length is
// impossible (one character left over) or the unused low bits of the last character are set.
std::optional<Bytes> decodeUnpadded(std::string_view text, const std::array<int, 256>& values) {
    if (text.size() % 4 == 1) {
        return std::nullopt;
    }
    Bytes bytes;
    bytes.reserve(text.size() * 3 / 4);
    unsigned buffer = 0;
    int bits = 0;
    for (const char character : text) {
        const int value = values[static_cast<unsigned char>(character)];
        if (value < 0) {
            return std::nullopt;
        }
        buffer = (buffer << 6 | static_cast<unsigned>(value)) & 0xffffff;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(static_cast<unsigned char>((buffer >> bits) & 0xff));
        }
    }
    if ((buffer & ((1u << bits) - 1)) != 0) {
        return std::nullopt;
    }
    return bytes;
}

} // namespace

std::string base64Encode(ByteView bytes) {
    return encode(bytes, kStandard, true);
}

std::optional<Bytes> base64Decode(std::string_view text) {
    static const std::array<int, 256> kValues = valuesOf(kStandard);
    if (text.size() % 4 != 0) {
        return std::nullopt;
    }
    std::size_t padding = 0;
    while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=') {
        ++padding;
    }
    return decodeUnpadded(text.substr(0, text.size() - padding), kValues);
}

std::string base64UrlEncode(ByteView bytes) {
    return encode(bytes, kUrlSafe, false);
}

bool isBase64UrlOf(std::string_view text, std::size_t byteCount) {
    static const std::array<int, 256> kValues = valuesOf(kUrlSafe);
    const std::optional<Bytes> bytes = decodeUnpadded(text, kValues);
    return bytes && bytes->size() == byteCount;
}

} // namespace renju::arbiter::hall
