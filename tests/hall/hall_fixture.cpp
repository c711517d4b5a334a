#include "hall_fixture.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::hall::test {

VerifierLookup HallServer::lookup() const {
    return [this](std::string_view name) -> std::optional<Verifier> {
        const auto found = verifiers.find(name);
        if (found == verifiers.end()) {
            return std::nullopt;
        }
        return found->second;
    };
}

Challenge HallServer::challenge(std::string_view name, std::chrono::milliseconds now) {
    return issueChallenge(name, lookup(), secret, nonces, now);
}

RequestVerdict HallServer::verify(std::string_view authorization, const RequestText& request,
                                  std::chrono::milliseconds now) {
    return verifyRequest(authorization, request, lookup(), nonces, now);
}

SignedRequest signedRequest(StationCredentials& station, const Challenge& challenge,
                            const RequestText& request) {
    auto made = station.signRequest(challenge, request);
    if (const auto* error = std::get_if<CredentialsError>(&made)) {
        FAIL("the station could not sign: " << error->message);
    }
    return std::get<SignedRequest>(made);
}

std::string reasonOf(const RequestVerdict& verdict) {
    if (const auto* accepted = std::get_if<AuthenticatedRequest>(&verdict)) {
        return "(accepted as " + accepted->name + ")";
    }
    return std::get<RequestRefusal>(verdict).reason;
}

} // namespace renju::arbiter::hall::test
