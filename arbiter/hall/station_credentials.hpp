#pragma once

// A station's side: its name and, once the server has told its salt, the keys derived from the
// password for that salt; the password itself is wiped then. Makes the Authorization header of
// a request and checks the server's signature on the answer.
#include "arbiter/hall/challenge.hpp"
#include "arbiter/hall/request_proof.hpp"
#include "arbiter/hall/scram_keys.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace renju::arbiter::hall {

/// A request's Authorization header value and the AuthMessage its answer is signed over.
struct SignedRequest {
    std::string authorization;
    std::string authMessage;
};

/// Why a request could not be signed, for the referee.
struct CredentialsError {
    std::string message;
};

/// Whether an answer's signature is the server's: empty `problem` when it is.
struct AnswerCheck {
    std::string problem;
    bool isGenuine() const { return problem.empty(); }
};

class StationCredentials {
public:
    StationCredentials(std::string name, std::string password);
    ~StationCredentials();
    StationCredentials(const StationCredentials&) = delete;
    StationCredentials& operator=(const StationCredentials&) = delete;

    const std::string& name() const { return m_name; }

    /// Returns the Authorization header for the request over the server's challenge. The first
    /// challenge derives the keys (kMinIterations and up: tens of milliseconds) and wipes the
    /// password; a later challenge with another salt or count is refused (the password must be
    /// entered again), as are a name the header cannot carry and a challenge out of range.
    std::variant<SignedRequest, CredentialsError> signRequest(const Challenge& challenge,
                                                              const RequestText& request);

    /// Checks the Renju-Server-Signature header value (empty when the answer has none) of an
    /// answer's body to a signed request, in constant time.
    AnswerCheck checkAnswer(const SignedRequest& request, std::string_view signature,
                            std::string_view answerBody) const;

private:
    struct DerivedKeys {
        Bytes salt;
        int iterations = 0;
        ScramKeys keys;
    };
    std::optional<CredentialsError> deriveKeys(const Challenge& challenge);

    std::string m_name;
    std::string m_password;
    std::optional<DerivedKeys> m_derived;
};

} // namespace renju::arbiter::hall
