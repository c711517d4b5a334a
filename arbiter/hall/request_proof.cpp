#include "arbiter/hall/request_proof.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/base64.hpp"
#include "arbiter/hall/scram_keys.hpp"

namespace renju::arbiter::hall {
namespace {

std::string digestText(std::string_view text) {
    return hexOf(sha256(bytesOf(text)));
}

RequestRefusal nonceRefusal(NonceUse use) {
    switch (use) {
    case NonceUse::Unknown:
        return {RefusalKind::UnknownNonce, "the server did not issue this nonce or no longer "
                                           "remembers it; ask for a new one"};
    case NonceUse::Used:
        return {RefusalKind::UsedNonce,
                "this nonce was already used (each is good for one request); ask for a new one"};
    case NonceUse::Expired:
        return {RefusalKind::ExpiredNonce,
                "this nonce expired (each is good for 60 s); ask for a new one"};
    case NonceUse::ForAnotherName:
        return {RefusalKind::NonceForAnotherName,
                "this nonce was issued for another name; ask for one for this name"};
    case NonceUse::Accepted:
        break;
    }
    return {RefusalKind::UnknownNonce, "the nonce was accepted"}; // not reached
}

} // namespace

std::string authMessage(std::string_view name, std::string_view nonce, const RequestText& request) {
    std::string covered;
    covered.reserve(request.method.size() + request.target.size() + request.body.size() + 2);
    covered.append(request.method).append(" ").append(request.target).append("\n");
    covered.append(request.body);
    return std::string(name) + "," + std::string(nonce) + "," + digestText(covered);
}

std::string answerSignature(const Digest& serverKey, std::string_view authMessage,
                            std::string_view answerBody) {
    const std::string message = std::string(authMessage) + "," + digestText(answerBody);
    return base64Encode(serverSignature(serverKey, message));
}

RequestVerdict verifyRequest(std::string_view authorization, const RequestText& request,
                             const VerifierLookup& lookupVerifier, NonceBook& nonces,
                             std::chrono::milliseconds now) {
    if (authorization.empty()) {
        return RequestRefusal{RefusalKind::NoHeader,
                              "the request carries no Authorization header (Renju-SCRAM)"};
    }
    auto parsed = parseAuthorization(authorization);
    if (const auto* error = std::get_if<HeaderError>(&parsed)) {
        return RequestRefusal{RefusalKind::Malformed,
                              "the Authorization header cannot be read: " + error->message};
    }
    const Authorization& header = std::get<Authorization>(parsed);
    if (const NonceUse use = nonces.use(header.nonce, header.name, now);
        use != NonceUse::Accepted) {
        return nonceRefusal(use);
    }
    const std::optional<Verifier> verifier = lookupVerifier(header.name);
    // A name nobody has is checked against a key nobody's ClientKey hashes to, at the same cost.
    const Digest storedKey = verifier ? verifier->storedKey : Digest{};
    const std::string message = authMessage(header.name, header.nonce, request);
    const Digest clientKey = recoveredClientKey(header.proof, storedKey, message);
    const bool isProofRight = isEqualInConstantTime(sha256(clientKey), storedKey);
    if (!verifier || !isProofRight) {
        return RequestRefusal{RefusalKind::WrongNameOrPassword,
                              "the name or the password is wrong"};
    }
    return AuthenticatedRequest{header.name, message, verifier->serverKey};
}

std::string signAnswer(const AuthenticatedRequest& request, std::string_view answerBody) {
    return answerSignature(request.serverKey, request.authMessage, answerBody);
}

} // namespace renju::arbiter::hall
