#include "arbiter/hall/hall_server.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/event_push.hpp"
#include "arbiter/hall/nonce_book.hpp"
#include "arbiter/hall/request_proof.hpp"
#include "arbiter/hall/verifier.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/storage/journal_json.hpp"
#include "arbiter/time/real_clock.hpp"

#include <httplib.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

namespace renju::arbiter::hall {

namespace {

using nlohmann::json;

/// The longest a journal read waits at the server for a new entry.
constexpr std::int64_t kMaxWaitMs = 20'000;
/// A referee's name as the journal keeps it (PostgreSQL's name type holds 63 bytes).
constexpr std::size_t kMaxRefereeName = 63;

std::chrono::milliseconds steadyNow() {
    return RealClock::monotonicNow();
}

void answerError(httplib::Response& response, int status, const std::string& reason) {
    response.status = status;
    response.set_content(
        json{{"error", reason}}.dump(-1, ' ', false, json::error_handler_t::replace),
        "application/json");
}

std::string answerText(const CommandAnswer& answer) {
    const char* status = answer.status == CommandAnswer::Status::Accepted  ? "accepted"
                         : answer.status == CommandAnswer::Status::Unknown ? "unknown"
                                                                           : "refused";
    return json{{"status", status},
                {"sequence", answer.sequence},
                {"message", answer.message},
                {"warnings", answer.warnings},
                {"repeat", answer.isRepeat}}
        .dump(-1, ' ', false, json::error_handler_t::replace);
}

/// Returns the body's declared length (the largest size for a chunked one).
std::size_t declaredLength(const httplib::Request& request) {
    if (request.has_header("Transfer-Encoding")) {
        return std::numeric_limits<std::size_t>::max();
    }
    return request.get_header_value<std::size_t>("Content-Length");
}

std::int64_t numberParameter(const httplib::Request& request, const char* key,
                             std::int64_t fallback) {
    if (!request.has_param(key)) {
        return fallback;
    }
    try {
        return std::stoll(request.get_param_value(key));
    } catch (const std::exception&) {
        return -1;
    }
}

} // namespace

struct HallServer::Impl {
    HallService& service;
    FileRefereeBook& referees;
    HallServerOptions options;
    /// Issued and spent by every request thread: one at a time, so that a nonce is spent once.
    std::mutex noncesMutex;
    NonceBook nonces;
    httplib::Server http;

    Impl(HallService& hallService, FileRefereeBook& book, HallServerOptions given)
        : service(hallService), referees(book), options(std::move(given)) {
        http.new_task_queue = [threads = options.threads] {
            return new httplib::ThreadPool(static_cast<std::size_t>(threads));
        };
        http.set_payload_max_length(kMaxPushBytes);
        http.set_pre_routing_handler(
            [](const httplib::Request& request, httplib::Response& response) {
                // Before the body is read: only a push may be large; stations never send chunks.
                if (declaredLength(request) <= maxRequestBody(request.path)) {
                    return httplib::Server::HandlerResponse::Unhandled;
                }
                answerError(response, 413,
                            "the request is too large (a command 1 MiB, a pushed "
                            "journal 16 MiB)");
                return httplib::Server::HandlerResponse::Handled;
            });
        http.set_read_timeout(5, 0);
        http.set_write_timeout(5, 0);
        // A station's watch holds a thread for its long wait; others' requests must find one:
        // a connection is kept only briefly between requests.
        http.set_keep_alive_timeout(2);
        http.Get("/hall/challenge",
                 [this](const httplib::Request& request, httplib::Response& response) {
                     std::string name = request.get_param_value("name");
                     if (name.size() > kMaxRefereeName) {
                         answerError(response, 400, "a referee's name has up to 63 bytes");
                         return;
                     }
                     std::lock_guard lock(noncesMutex);
                     Challenge challenge =
                         issueChallenge(name, lookup(), referees.secret(), nonces, steadyNow());
                     response.set_content(json{{"nonce", challenge.nonce},
                                               {"salt", challenge.salt},
                                               {"iterations", challenge.iterations}}
                                              .dump(),
                                          "application/json");
                 });
        http.Post(R"(/hall/events/([^/]+)/commands)",
                  [this](const httplib::Request& request, httplib::Response& response) {
                      signedAnswer(request, response, [&](const AuthenticatedRequest& who) {
                          return command(request.matches[1], who.name, request.body);
                      });
                  });
        http.Get(R"(/hall/events/([^/]+)/journal)",
                 [this](const httplib::Request& request, httplib::Response& response) {
                     signedAnswer(request, response, [&](const AuthenticatedRequest& who) {
                         return journal(request, request.matches[1], who.name);
                     });
                 });
        http.Post(R"(/hall/events/([^/]+)/create)",
                  [this](const httplib::Request& request, httplib::Response& response) {
                      signedAnswer(request, response, [&](const AuthenticatedRequest& who) {
                          this->service.createEvent(request.matches[1], who.name);
                          return json{{"created", true}}.dump();
                      });
                  });
        http.Post(R"(/hall/events/([^/]+)/push)",
                  [this](const httplib::Request& request, httplib::Response& response) {
                      signedAnswer(request, response, [&](const AuthenticatedRequest& who) {
                          return pushAnswer(service, request.matches[1], who.name, request.body);
                      });
                  });
        http.Post("/hall/referees",
                  [this](const httplib::Request& request, httplib::Response& response) {
                      signedAnswer(request, response, [&](const AuthenticatedRequest& who) {
                          return addReferee(who.name, request.body);
                      });
                  });
    }

    VerifierLookup lookup() const {
        return [this](std::string_view name) -> std::optional<Verifier> {
            std::optional<std::string> text = referees.verifier(std::string(name));
            if (!text) {
                return std::nullopt;
            }
            auto parsed = parseVerifier(*text);
            if (const auto* verifier = std::get_if<Verifier>(&parsed)) {
                return *verifier;
            }
            return std::nullopt;
        };
    }

    /// Authenticates the request, runs `answer` with who sent it, and signs its text; a
    /// refusal of the service is 403 with its reason, an unreadable request 400.
    template <class Answer>
    void signedAnswer(const httplib::Request& request, httplib::Response& response,
                      Answer&& answer) {
        std::string target = request.target;
        RequestVerdict verdict = [&] {
            std::lock_guard lock(noncesMutex);
            return verifyRequest(request.get_header_value(std::string(kAuthorizationHeader)),
                                 RequestText{request.method, target, request.body}, lookup(),
                                 nonces, steadyNow());
        }();
        if (const auto* refusal = std::get_if<RequestRefusal>(&verdict)) {
            answerError(response, 401, refusal->reason);
            return;
        }
        const auto& who = std::get<AuthenticatedRequest>(verdict);
        std::string body;
        try {
            body = answer(who);
        } catch (const HallRefusal& refusal) {
            answerError(response, 403, refusal.what());
            return;
        } catch (const std::exception& error) {
            answerError(response, 503, error.what());
            return;
        }
        response.set_header(std::string(kServerSignatureHeader), signAnswer(who, body));
        response.set_header("Cache-Control", "no-store");
        response.set_content(body, "application/json");
    }

    std::string command(const std::string& event, const std::string& issuer,
                        const std::string& body) {
        json document = json::parse(body, nullptr, false);
        CommandRequest request;
        request.event = event;
        request.issuer = issuer;
        try {
            request.requestId = document.at("id").get<std::string>();
            request.actor = document.at("actor").get<std::string>();
            request.command = document.at("command").get<std::string>();
            request.basis = document.at("basis").get<std::int64_t>();
            request.hasStationTime = document.contains("at");
        } catch (const json::exception&) {
            CommandAnswer refused;
            refused.message = "the request is not a command (id, actor, basis, command)";
            return answerText(refused);
        }
        return answerText(service.execute(request));
    }

    std::string journal(const httplib::Request& request, const std::string& event,
                        const std::string& reader) {
        std::int64_t after = numberParameter(request, "after", 0);
        std::int64_t wait = numberParameter(request, "wait", 0);
        if (after < 0 || wait < 0) {
            throw HallRefusal("after and wait are numbers of 0 and up");
        }
        if (wait > 0) {
            service.waitForEntries(event, reader, after,
                                   std::chrono::milliseconds(std::min(wait, kMaxWaitMs)));
        }
        storage::JournalPage page;
        page.entries = service.entriesAfter(event, reader, after);
        page.eventMilliseconds = service.eventTimeNow(event, reader);
        return storage::journalPageToJson(page);
    }

    std::string addReferee(const std::string& issuer, const std::string& body) {
        json document = json::parse(body, nullptr, false);
        HallReferee referee;
        std::string rights;
        try {
            referee.name = document.at("name").get<std::string>();
            referee.event = document.at("event").get<std::string>();
            rights = document.at("rights").get<std::string>();
            referee.verifier = document.at("verifier").get<std::string>();
        } catch (const json::exception&) {
            throw HallRefusal("the request is not a referee (name, event, rights, verifier)");
        }
        bool isHallChief = referees.rightsAt("", issuer) == app::Rights::Chief;
        if (!isHallChief && (referee.event.empty() ||
                             referees.rightsAt(referee.event, issuer) != app::Rights::Chief)) {
            throw HallRefusal("permission denied: only a chief arbiter adds referees");
        }
        // An event's chief adds new names to their event; a name known to the hall (its
        // password, its rights elsewhere) is changed only by the hall's chief.
        if (!isHallChief && referees.verifier(referee.name)) {
            throw HallRefusal("permission denied: " + referee.name +
                              " is a referee of the hall "
                              "already; only the hall's chief arbiter changes them");
        }
        std::optional<app::Rights> parsed = rightsFromName(rights);
        if (!parsed) {
            throw HallRefusal("rights must be chief, referee or viewer, not '" + rights + "'");
        }
        if (!std::holds_alternative<Verifier>(parseVerifier(referee.verifier))) {
            throw HallRefusal("a SCRAM-SHA-256 verifier is required, never a password");
        }
        if (referee.name.empty() || referee.name.size() > kMaxRefereeName) {
            throw HallRefusal("a referee's name has 1 to 63 bytes");
        }
        referee.rights = *parsed;
        referees.add(referee);
        subsystemLogger("hall")->info("{} added referee {} ({}) at {}", issuer, referee.name,
                                      rights,
                                      referee.event.empty() ? "every event" : referee.event);
        return json{{"added", referee.name}}.dump();
    }
};

HallServer::HallServer(HallService& service, FileRefereeBook& referees, HallServerOptions options)
    : m_impl(std::make_unique<Impl>(service, referees, std::move(options))) {}

HallServer::~HallServer() = default;

int HallServer::bind() {
    if (m_impl->options.port == 0) {
        return m_impl->http.bind_to_any_port(m_impl->options.host);
    }
    return m_impl->http.bind_to_port(m_impl->options.host, m_impl->options.port)
               ? m_impl->options.port
               : 0;
}

bool HallServer::run() {
    return m_impl->http.listen_after_bind();
}

void HallServer::stop() {
    m_impl->service.wakeAll();
    m_impl->http.stop();
}

} // namespace renju::arbiter::hall
