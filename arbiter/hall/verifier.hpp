#pragma once

// A referee's SCRAM-SHA-256 verifier, what the hall server keeps instead of a password, in
// PostgreSQL's text form (pg_authid.rolpassword):
//   SCRAM-SHA-256$<iterations>:<salt base64>$<StoredKey base64>:<ServerKey base64>
#include "arbiter/hall/crypto.hpp"

#include <string>
#include <string_view>
#include <variant>

namespace renju::arbiter::hall {

/// RFC 7677 section 4: a verifier's iteration count is at least 4096 (PostgreSQL's default).
inline constexpr int kMinIterations = 4096;
/// The most a verifier may ask: a station derives its keys once, in about a second at this.
inline constexpr int kMaxIterations = 10'000'000;
/// The salt's length in bytes for new verifiers (PostgreSQL's too).
inline constexpr std::size_t kSaltBytes = 16;

struct Verifier {
    int iterations = kMinIterations;
    Bytes salt;
    Digest storedKey{};
    Digest serverKey{};
};

/// A verifier's text that could not be read: what is wrong with it.
struct VerifierError {
    std::string message;
};

/// Returns the verifier of a password with a new random salt (kSaltBytes from RAND_bytes).
/// `iterations` must lie in [kMinIterations, kMaxIterations].
Verifier makeVerifier(std::string_view password, int iterations = kMinIterations);

/// Returns the verifier's text form.
std::string verifierText(const Verifier& verifier);

/// Reads a verifier's text form, or says what is wrong with it ("the salt is not base64").
std::variant<Verifier, VerifierError> parseVerifier(std::string_view text);

} // namespace renju::arbiter::hall
