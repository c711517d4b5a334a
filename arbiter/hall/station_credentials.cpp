#include "arbiter/hall/station_credentials.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/base64.hpp"

namespace renju::arbiter::hall {

StationCredentials::StationCredentials(std::string name, std::string password)
    : m_name(std::move(name)), m_password(std::move(password)) {}

StationCredentials::~StationCredentials() {
    wipe(m_password);
    if (m_derived) {
        wipe(m_derived->keys.clientKey);
        wipe(m_derived->keys.serverKey);
    }
}

std::optional<CredentialsError> StationCredentials::deriveKeys(const Challenge& challenge) {
    const std::optional<Bytes> salt = base64Decode(challenge.salt);
    if (!salt || salt->empty()) {
        return CredentialsError{"the server's salt is not base64"};
    }
    if (challenge.iterations < kMinIterations || challenge.iterations > kMaxIterations) {
        return CredentialsError{"the server asks " + std::to_string(challenge.iterations) +
                                " iterations; at least 4096 and at most " +
                                std::to_string(kMaxIterations) + " are accepted"};
    }
    if (m_derived) {
        if (m_derived->salt != *salt || m_derived->iterations != challenge.iterations) {
            return CredentialsError{"the server's salt for " + m_name +
                                    " changed since the password was entered (a new password?);"
                                    " enter the password again"};
        }
        return std::nullopt;
    }
    Digest salted = saltedPassword(m_password, *salt, challenge.iterations);
    m_derived = DerivedKeys{*salt, challenge.iterations, scramKeys(salted)};
    wipe(salted);
    wipe(m_password);
    return std::nullopt;
}

std::variant<SignedRequest, CredentialsError>
StationCredentials::signRequest(const Challenge& challenge, const RequestText& request) {
    if (std::string problem = nameProblem(m_name); !problem.empty()) {
        return CredentialsError{std::move(problem)};
    }
    if (std::optional<CredentialsError> error = deriveKeys(challenge)) {
        return *error;
    }
    SignedRequest signedRequest;
    signedRequest.authMessage = authMessage(m_name, challenge.nonce, request);
    const Authorization header{m_name, challenge.nonce,
                               clientProof(m_derived->keys, signedRequest.authMessage)};
    signedRequest.authorization = authorizationText(header);
    return signedRequest;
}

AnswerCheck StationCredentials::checkAnswer(const SignedRequest& request,
                                            std::string_view signature,
                                            std::string_view answerBody) const {
    if (signature.empty()) {
        return {"the answer carries no Renju-Server-Signature: it may not be the hall server's"};
    }
    if (!m_derived) {
        return {"no request was signed with these credentials"};
    }
    const std::string expected =
        answerSignature(m_derived->keys.serverKey, request.authMessage, answerBody);
    if (!isEqualInConstantTime(bytesOf(expected), bytesOf(signature))) {
        return {"the answer's signature is wrong: it was altered, or it is not from the hall "
                "server that holds this station's verifier"};
    }
    return {};
}

} // namespace renju::arbiter::hall
