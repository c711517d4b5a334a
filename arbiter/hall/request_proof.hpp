#pragma once

// A request proved by its station and checked by the server, and the server's signed answer.
// The proof covers the name, the server's one-time nonce and the request itself:
//   AuthMessage = name "," nonce "," hex(SHA-256(method " " target "\n" body))
//   proof       = ClientKey XOR HMAC(StoredKey, AuthMessage)           (Authorization header)
//   signature   = HMAC(ServerKey, AuthMessage "," hex(SHA-256(answer body)))
//                                                     (Renju-Server-Signature header, base64)
// so a request cannot be sent twice, or altered, and an answer shows it came from a server that
// holds the station's verifier.
#include "arbiter/hall/crypto.hpp"
#include "arbiter/hall/nonce_book.hpp"
#include "arbiter/hall/verifier.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace renju::arbiter::hall {

inline constexpr std::string_view kServerSignatureHeader = "Renju-Server-Signature";

/// What of an HTTP request its proof covers: the method ("POST"), the target as sent on the
/// request line ("/tables/7/moves?game=2") and the body's bytes.
struct RequestText {
    std::string_view method;
    std::string_view target;
    std::string_view body;
};

/// Returns the request's AuthMessage for the name and nonce.
std::string authMessage(std::string_view name, std::string_view nonce, const RequestText& request);

/// Returns the base64 ServerSignature of an answer's body to the request of `authMessage`.
std::string answerSignature(const Digest& serverKey, std::string_view authMessage,
                            std::string_view answerBody);

/// Returns the verifier of a name, or nothing when nobody has that name.
using VerifierLookup = std::function<std::optional<Verifier>(std::string_view name)>;

/// A request whose proof is right: who sent it, and what the answer's signature needs.
struct AuthenticatedRequest {
    std::string name;
    std::string authMessage;
    Digest serverKey{};
};

enum class RefusalKind {
    NoHeader,
    Malformed,
    UnknownNonce,
    UsedNonce,
    ExpiredNonce,
    NonceForAnotherName,
    WrongNameOrPassword, // the same for a name nobody has, so that names cannot be probed
};

/// A request refused, with a reason a referee can read.
struct RequestRefusal {
    RefusalKind kind;
    std::string reason;
};

using RequestVerdict = std::variant<AuthenticatedRequest, RequestRefusal>;

/// Checks a request's Authorization header value (empty when the request has none) against the
/// request, the name's verifier and the nonce book (spending the nonce). Keys are compared in
/// constant time, and an unknown name costs the same work as a wrong password.
RequestVerdict verifyRequest(std::string_view authorization, const RequestText& request,
                             const VerifierLookup& lookupVerifier, NonceBook& nonces,
                             std::chrono::milliseconds now);

/// Returns the Renju-Server-Signature header value of an answer's body to the request.
std::string signAnswer(const AuthenticatedRequest& request, std::string_view answerBody);

} // namespace renju::arbiter::hall
