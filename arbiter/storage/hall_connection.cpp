#include "arbiter/storage/hall_connection.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/password_file.hpp"
#include "arbiter/hall/station_credentials.hpp"
#include "arbiter/storage/event_store.hpp"

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
        // A request goes out as its headers and then its body: without this, Nagle holds the
        // body until the server acknowledges the headers (a delayed ACK, 40 ms a request).
        client.set_tcp_nodelay(true);
    }
};

HallConnection::HallConnection(const EventLocation& location)
    : m_location(location), m_impl(std::make_unique<Impl>(location, readPassword(location))) {}

HallConnection::~HallConnection() = default;

void HallConnection::stop() {
    m_impl->client.stop();
}

std::string HallConnection::request(const std::string& method, const std::string& target,
                                    const std::string& body, std::chrono::milliseconds timeout) {
    httplib::Client& client = m_impl->client;
    auto seconds = static_cast<time_t>(timeout.count() / 1000);
    auto micros = static_cast<time_t>((timeout.count() % 1000) * 1000);
    client.set_read_timeout(seconds, micros);
    client.set_write_timeout(seconds, micros);
    std::string where = m_location.hallHost + ":" + std::to_string(m_location.hallPort);
    auto lost = [&](const httplib::Error& error) {
        return ConnectionLost("cannot reach the hall server at " + where + " (" +
                              httplib::to_string(error) + ")");
    };
    httplib::Result asked = client.Get("/hall/challenge?name=" + urlEncoded(m_location.referee));
    if (!asked) {
        throw RequestNotSent(lost(asked.error()).what()); // the request itself never left
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
        throw StorageError(where + " is not a hall server (its challenge cannot be read)");
    }
    auto signedOrError = m_impl->credentials.signRequest(challenge, {method, target, body});
    if (const auto* error = std::get_if<hall::CredentialsError>(&signedOrError)) {
        throw StorageError(error->message);
    }
    const auto& proof = std::get<hall::SignedRequest>(signedOrError);
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
        throw ConnectionLost("the hall server at " + where +
                             " could not answer: " + reasonOf(*answer));
    }
    if (answer->status != 200) {
        throw StorageError(reasonOf(*answer));
    }
    hall::AnswerCheck check = m_impl->credentials.checkAnswer(
        proof, answer->get_header_value(std::string(hall::kServerSignatureHeader)), answer->body);
    if (!check.isGenuine()) {
        // Not the server's answer (altered on the way): nothing is known of the request.
        throw ConnectionLost("the answer from " + where +
                             " is not the hall server's: " + check.problem);
    }
    return answer->body;
}

} // namespace renju::arbiter::storage
