#pragma once

// A hall server's side for the tests: referees' verifiers by name, the nonce book and the
// secret, and the station's round of asking a nonce and signing a request.
#include "arbiter/hall/challenge.hpp"
#include "arbiter/hall/station_credentials.hpp"

#include <map>
#include <string>

namespace renju::arbiter::hall::test {

struct HallServer {
    std::map<std::string, Verifier, std::less<>> verifiers;
    NonceBook nonces{64};
    ServerSecret secret = makeServerSecret();

    /// A lookup over `verifiers`.
    VerifierLookup lookup() const;
    Challenge challenge(std::string_view name, std::chrono::milliseconds now);
    RequestVerdict verify(std::string_view authorization, const RequestText& request,
                          std::chrono::milliseconds now);
};

/// Returns the signed request of the credentials over the challenge (the test fails otherwise).
SignedRequest signedRequest(StationCredentials& station, const Challenge& challenge,
                            const RequestText& request);

/// Returns the refusal's reason, or "(accepted as NAME)".
std::string reasonOf(const RequestVerdict& verdict);

} // namespace renju::arbiter::hall::test
