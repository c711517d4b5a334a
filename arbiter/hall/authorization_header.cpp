#include "arbiter/hall/authorization_header.hpp"

#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/nonce_book.hpp"

#include <algorithm>
#include <optional>

namespace renju::arbiter::hall {
namespace {

// Returns the length of the UTF-8 sequence at the start of the text and its code point, or
// nothing for an invalid one (overlong forms, surrogates and code points past U+10FFFF too).
std::optional<std::pair<std::size_t, char32_t>> nextCodePoint(std::string_view text) {
    const auto lead = static_cast<unsigned char>(text[0]);
    std::size_t length = 0;
    char32_t codePoint = 0;
    char32_t least = 0;
    if (lead < 0x80) {
        return std::pair{std::size_t{1}, char32_t{lead}};
    } else if ((lead & 0xe0) == 0xc0) {
        length = 2, codePoint = lead & 0x1fu, least = 0x80;
    } else if ((lead & 0xf0) == 0xe0) {
        length = 3, codePoint = lead & 0x0fu, least = 0x800;
    } else if ((lead & 0xf8) == 0xf0) {
        length = 4, codePoint = lead & 0x07u, least = 0x10000;
    } else {
        return std::nullopt;
    }
    if (text.size() < length) {
        return std::nullopt;
    }
    for (std::size_t index = 1; index < length; ++index) {
        const auto next = static_cast<unsigned char>(text[index]);
        if ((next & 0xc0) != 0x80) {
            return std::nullopt;
        }
        codePoint = codePoint << 6 | (next & 0x3fu);
    }
    if (codePoint < least || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
        return std::nullopt;
    }
    return std::pair{length, codePoint};
}

bool isControl(char32_t codePoint) {
    return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

// Reads `key="value"` at the start of the text, undoing the '\\' escape; the text is advanced
// past it.
std::variant<std::string, HeaderError> quotedParameter(std::string_view& text,
                                                       std::string_view key) {
    const std::string opening = std::string(key) + "=\"";
    if (!text.starts_with(opening)) {
        return HeaderError{"expected " + opening + "...\" here"};
    }
    text.remove_prefix(opening.size());
    std::string value;
    while (!text.empty() && text.front() != '"') {
        if (text.front() == '\\') {
            if (text.size() >= 2 && text[1] == '"') {
                return HeaderError{"a name may not hold '\"'"};
            }
            if (text.size() < 2 || text[1] != '\\') {
                return HeaderError{"the " + std::string(key) +
                                   " holds a '\\' that is not written '\\\\'"};
            }
            text.remove_prefix(1);
        }
        value += text.front();
        text.remove_prefix(1);
    }
    if (text.empty()) {
        return HeaderError{"the " + std::string(key) + "'s quotes are not closed"};
    }
    text.remove_prefix(1);
    return value;
}

} // namespace

std::string nameProblem(std::string_view name) {
    if (name.empty()) {
        return "the name is empty";
    }
    if (name.size() > kMaxNameBytes) {
        return "the name is longer than " + std::to_string(kMaxNameBytes) + " bytes";
    }
    for (std::string_view rest = name; !rest.empty();) {
        const auto next = nextCodePoint(rest);
        if (!next) {
            return "the name is not valid UTF-8";
        }
        if (next->second == U'"') {
            return "a name may not hold '\"'";
        }
        if (isControl(next->second)) {
            return "a name may not hold control characters";
        }
        rest.remove_prefix(next->first);
    }
    return {};
}

std::string authorizationText(const Authorization& authorization) {
    std::string name;
    for (const char character : authorization.name) {
        if (character == '\\') {
            name += '\\';
        }
        name += character;
    }
    return std::string(kAuthScheme) + " name=\"" + name + "\", nonce=\"" + authorization.nonce +
           "\", proof=\"" + base64Encode(authorization.proof) + "\"";
}

std::variant<Authorization, HeaderError> parseAuthorization(std::string_view text) {
    if (text.size() > kMaxAuthorizationBytes) {
        return HeaderError{"the header is longer than " + std::to_string(kMaxAuthorizationBytes) +
                           " bytes"};
    }
    const std::string scheme = std::string(kAuthScheme) + " ";
    if (!text.starts_with(scheme)) {
        return HeaderError{"the header does not start with '" + scheme + "'"};
    }
    text.remove_prefix(scheme.size());
    Authorization authorization;
    std::string proof;
    const std::pair<std::string_view, std::string*> parameters[] = {
        {"name", &authorization.name}, {"nonce", &authorization.nonce}, {"proof", &proof}};
    for (const auto& [key, value] : parameters) {
        if (key != "name") {
            if (!text.starts_with(", ")) {
                return HeaderError{"expected ', ' before " + std::string(key)};
            }
            text.remove_prefix(2);
        }
        auto read = quotedParameter(text, key);
        if (const auto* error = std::get_if<HeaderError>(&read)) {
            return *error;
        }
        *value = std::move(std::get<std::string>(read));
    }
    if (!text.empty()) {
        return HeaderError{"the header goes on after the proof"};
    }
    if (std::string problem = nameProblem(authorization.name); !problem.empty()) {
        return HeaderError{std::move(problem)};
    }
    if (!isBase64UrlOf(authorization.nonce, kNonceBytes)) {
        return HeaderError{"the nonce is not one the server gives (24 characters of URL-safe "
                           "base64)"};
    }
    const std::optional<Bytes> proofBytes = base64Decode(proof);
    if (!proofBytes || proofBytes->size() != authorization.proof.size()) {
        return HeaderError{"the proof is not the base64 of 32 bytes"};
    }
    std::copy(proofBytes->begin(), proofBytes->end(), authorization.proof.begin());
    return authorization;
}

} // namespace renju::arbiter::hall
