#pragma once

// The station's Authorization header, one strict form:
//   Authorization: Renju-SCRAM name="<name>", nonce="<nonce>", proof="<base64>"
// The name is any UTF-8 but '"' and control characters, with '\' written '\\' (the header's
// only escape); the nonce is the server's (24 characters of URL-safe base64); the proof is the
// standard base64 of 32 bytes. The parameters come in this order, separated by ", ".
#include "arbiter/hall/crypto.hpp"

#include <string>
#include <string_view>
#include <variant>

namespace renju::arbiter::hall {

inline constexpr std::string_view kAuthorizationHeader = "Authorization";
inline constexpr std::string_view kAuthScheme = "Renju-SCRAM";
/// The longest header value read; a longer one is refused unread.
inline constexpr std::size_t kMaxAuthorizationBytes = 1024;
/// The longest name, in bytes of UTF-8.
inline constexpr std::size_t kMaxNameBytes = 200;

struct Authorization {
    std::string name;
    std::string nonce;
    Digest proof{};
};

/// A header that could not be read: what is wrong with it, for the referee.
struct HeaderError {
    std::string message;
};

/// Returns an empty text when the name can be sent, otherwise why not ("a name may not hold
/// '\"'"): empty, too long, invalid UTF-8, '"' or a control character (C0, DEL, C1).
std::string nameProblem(std::string_view name);

/// Returns the header's value for a name that nameProblem() accepts.
std::string authorizationText(const Authorization& authorization);

/// Reads a header's value, or says what is wrong with it.
std::variant<Authorization, HeaderError> parseAuthorization(std::string_view text);

} // namespace renju::arbiter::hall
