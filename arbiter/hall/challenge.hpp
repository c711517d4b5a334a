#pragma once

// The server's answer to a station that asks to send a request for a name: a one-time nonce,
// and the salt and iteration count the station derives its keys with. A name nobody has gets a
// salt derived from the server's secret and the name, the same at every ask, so that the
// answers do not tell which names exist.
#include "arbiter/hall/crypto.hpp"
#include "arbiter/hall/nonce_book.hpp"
#include "arbiter/hall/request_proof.hpp"

#include <chrono>
#include <string>
#include <string_view>

namespace renju::arbiter::hall {

struct Challenge {
    std::string nonce;
    std::string salt; // standard base64, as in the verifier
    int iterations = kMinIterations;
};

/// The server's secret for the salts of unknown names. It must stay the same while the server
/// keeps the same verifiers (a new secret changes an unknown name's salt, not a known one's),
/// so the server keeps it beside them.
using ServerSecret = Digest;

/// Returns a new random secret (RAND_bytes).
ServerSecret makeServerSecret();

/// Issues a nonce for the name and returns it with the name's salt and iteration count, or,
/// for a name nobody has, kSaltBytes of HMAC(secret, "salt:" name) and kMinIterations. The
/// nonce counts against `client`'s share of the book (the asking address).
Challenge issueChallenge(std::string_view name, const VerifierLookup& lookupVerifier,
                         const ServerSecret& secret, NonceBook& nonces,
                         std::chrono::milliseconds now, std::string_view client = "");

} // namespace renju::arbiter::hall
