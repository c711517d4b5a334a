#include "arbiter/hall/challenge.hpp"

#include "arbiter/hall/base64.hpp"

#include <algorithm>

namespace renju::arbiter::hall {

ServerSecret makeServerSecret() {
    const Bytes bytes = randomBytes(ServerSecret{}.size());
    ServerSecret secret{};
    std::copy(bytes.begin(), bytes.end(), secret.begin());
    return secret;
}

Challenge issueChallenge(std::string_view name, const VerifierLookup& lookupVerifier,
                         const ServerSecret& secret, NonceBook& nonces,
                         std::chrono::milliseconds now, std::string_view client) {
    Challenge challenge;
    challenge.nonce = nonces.issue(name, now, client);
    if (const std::optional<Verifier> verifier = lookupVerifier(name)) {
        challenge.salt = base64Encode(verifier->salt);
        challenge.iterations = verifier->iterations;
    } else {
        const Digest derived = hmacSha256(secret, "salt:" + std::string(name));
        challenge.salt = base64Encode(ByteView(derived).first(kSaltBytes));
        challenge.iterations = kMinIterations;
    }
    return challenge;
}

} // namespace renju::arbiter::hall
