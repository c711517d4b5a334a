#include "arbiter/storage/hall_connection.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/password_file.hpp"
#include "arbiter/hall/station_credentials.hpp"
#include "arbiter/storage/event_store.hpp"
#include "arbiter/time/real_clock.hpp"

#include <cstdlib>
#include <httplib.h>
#include <nlohmann/json.hpp>

namespace renju::arbiter::storage {

namespace {

std::filesystem::path passwordFilePath() {
    if (const char* file = std::getenv("PGPASSFILE"); file && *file) {
        return file;
    }
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home ? home : ".") / ".pgpass";
}

std::string readPassword(const EventLocation& location) {
    std::filesystem::path file = passwordFilePath();
    hall::PasswordLookup found =
        hall::readPasswordFile(file, location.hallHost, location.hallPort, location.referee);
    if (!found.problem.empty()) {
        throw StorageError(found.problem);
    }
    if (!found.password) {
        throw StorageError(file.string() + " has no password for " + location.referee + " at " +
                           location.hallHost + ":" + std::to_string(location.hallPort) +
                           " (a line " + location.hallHost + ":" +
                           std::to_string(location.hallPort) + ":renju:" + location.referee +
                           ":PASSWORD)");
    }
    return *found.password;
}

/// Returns the server's reason from an error answer's body ({"error": "..."}), or the status.
std::string reasonOf(const httplib::Response& response) {
    nlohmann::json body = nlohmann::json::parse(response.body, nullptr, false);
    if (body.is_object() && body.contains("error") && body["error"].is_string()) {
        return body["error"].get<std::string>();
    }
    return "the hall server answered " + std::to_string(response.status);
}

void setTimeouts(httplib::Client& client, std::chrono::milliseconds timeout) {
    auto seconds = static_cast<time_t>(timeout.count() / 1000);
    auto micros = static_cast<time_t>((timeout.count() % 1000) * 1000);
    client.set_read_timeout(seconds, micros);
    client.set_write_timeout(seconds, micros);
}

} // namespace

std::string urlEncoded(const std::string& text) {
    static const char* kHex = "0123456789ABCDEF";
    std::string out;
    for (char character : text) {
        auto c = static_cast<unsigned char>(character);
        if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
            out += character;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

struct HallConnection::Impl {
    httplib::Client client;
    hall::StationCredentials credentials;

    Impl(const EventLocation& location, std::string password)
        : client(location.hallHost, location.hallPort),
          credentials(location.referee, std::move(password)) {
        client.set_connection_timeout(3, 0);
        client.set_keep_alive(true);
        // A POST goes as its head and its body: without this, the body waits for the server to
        // acknowledge the head (Nagle against delayed ACKs), 40 ms a command.
        client.set_tcp_nodelay(true);
    }
};

HallConnection::HallConnection(const EventLocation& location)
    : m_location(location), m_impl(std::make_unique<Impl>(location, readPassword(location))) {}

HallConnection::~HallConnection() = default;

void HallConnection::stop() {
    m_impl->client.stop();
}

std::string HallConnection::where() const {
    return m_location.hallHost + ":" + std::to_string(m_location.hallPort);
}

hall::SignedRequest HallConnection::prove(const std::string& method, const std::string& target,
                                          const std::string& body) {
    httplib::Client& client = m_impl->client;
    httplib::Result asked = client.Get("/hall/challenge?name=" + urlEncoded(m_location.referee));
    if (!asked) {
        // The request itself never left.
        throw RequestNotSent("cannot reach the hall server at " + where() + " (" +
                             httplib::to_string(asked.error()) + ")");
    }
    if (asked->status != 200) {
        throw StorageError(reasonOf(*asked));
    }
    nlohmann::json challengeJson = nlohmann::json::parse(asked->body, nullptr, false);
    hall::Challenge challenge;
    try {
        challenge.nonce = challengeJson.at("nonce").get<std::string>();
        challenge.salt = challengeJson.at("salt").get<std::string>();
        challenge.iterations = challengeJson.at("iterations").get<int>();
    } catch (const nlohmann::json::exception&) {
        throw StorageError(where() + " is not a hall server (its challenge cannot be read)");
    }
    auto signedOrError = m_impl->credentials.signRequest(challenge, {method, target, body});
    if (const auto* error = std::get_if<hall::CredentialsError>(&signedOrError)) {
        throw StorageError(error->message);
    }
    return std::get<hall::SignedRequest>(std::move(signedOrError));
}

std::string HallConnection::request(const std::string& method, const std::string& target,
                                    const std::string& body, std::chrono::milliseconds timeout) {
    httplib::Client& client = m_impl->client;
    setTimeouts(client, timeout);
    std::chrono::milliseconds started = RealClock::monotonicNow();
    auto lost = [&](const httplib::Error& error) {
        if (error == httplib::Error::Read &&
            RealClock::monotonicNow() - started >= timeout - std::chrono::milliseconds(100)) {
            // Connected and sent, then no answer for the whole wait: the server is there and
            // busy (its database may be waiting for its standby), not out of reach.
            return ConnectionLost("the hall server at " + where() + " did not answer within " +
                                  std::to_string(timeout.count()) +
                                  " ms (it may be waiting for its database)");
        }
        return ConnectionLost("cannot reach the hall server at " + where() + " (" +
                              httplib::to_string(error) + ")");
    };
    hall::SignedRequest proof = prove(method, target, body);
    httplib::Headers headers{{std::string(hall::kAuthorizationHeader), proof.authorization}};
    httplib::Result answer = method == "POST"
                                 ? client.Post(target, headers, body, "application/json")
                                 : client.Get(target, headers);
    if (!answer && answer.error() == httplib::Error::Connection) {
        throw RequestNotSent(lost(answer.error()).what()); // no connection: nothing was written
    }
    if (!answer) {
        throw lost(answer.error());
    }
    if (answer->status >= 500) {
        // The server could not tell (its database lost): what happened is not known.
        throw ConnectionLost("the hall server at " + where() +
                             " could not answer: " + reasonOf(*answer));
    }
    if (answer->status != 200) {
        throw StorageError(reasonOf(*answer));
    }
    hall::AnswerCheck check = m_impl->credentials.checkAnswer(
        proof, answer->get_header_value(std::string(hall::kServerSignatureHeader)), answer->body);
    if (!check.isGenuine()) {
        // Not the server's answer (altered on the way): nothing is known of the request.
        throw ConnectionLost("the answer from " + where() +
                             " is not the hall server's: " + check.problem);
    }
    return answer->body;
}

void HallConnection::stream(const std::string& target, std::chrono::milliseconds silence,
                            const std::function<bool(const std::string&)>& onLine) {
    httplib::Client& client = m_impl->client;
    setTimeouts(client, silence); // a read that waits longer than this ends the stream
    hall::SignedRequest proof = prove("GET", target, "");
    httplib::Headers headers{{std::string(hall::kAuthorizationHeader), proof.authorization}};
    int status = 0;
    std::string pending;
    std::string problem;
    // Every line is checked as an answer to this request: "TEXT SIGNATURE\n".
    auto receive = [&](const char* data, std::size_t length) {
        pending.append(data, length);
        for (std::size_t end = pending.find('\n'); end != std::string::npos;
             end = pending.find('\n')) {
            std::string line = pending.substr(0, end);
            pending.erase(0, end + 1);
            std::size_t space = line.rfind(' ');
            std::string text = line.substr(0, space == std::string::npos ? 0 : space);
            std::string signature = space == std::string::npos ? "" : line.substr(space + 1);
            hall::AnswerCheck check = m_impl->credentials.checkAnswer(proof, signature, text);
            if (!check.isGenuine()) {
                problem = "a line of the watch from " + where() +
                          " is not the hall server's: " + check.problem;
                return false;
            }
            if (!onLine(text)) {
                return false;
            }
        }
        return pending.size() < 64 * 1024; // a line is short: more unended text is not ours
    };
    std::string errorBody;
    httplib::Result answer = client.Get(
        target, headers,
        [&](const httplib::Response& response) {
            status = response.status;
            return true;
        },
        [&](const char* data, std::size_t length) {
            if (status != 200) {
                errorBody.append(data, std::min<std::size_t>(length, 4096));
                return errorBody.size() < 4096;
            }
            return receive(data, length);
        });
    if (!problem.empty()) {
        throw ConnectionLost(problem);
    }
    if (status != 0 && status != 200) {
        httplib::Response refused;
        refused.status = status;
        refused.body = errorBody;
        if (status >= 500) {
            throw ConnectionLost("the hall server at " + where() +
                                 " could not answer: " + reasonOf(refused));
        }
        throw StorageError(reasonOf(refused));
    }
    if (!answer && answer.error() != httplib::Error::Canceled) {
        throw ConnectionLost("the watch at " + where() + " ended (" +
                             httplib::to_string(answer.error()) + ")");
    }
}

} // namespace renju::arbiter::storage
