#include "arbiter/hall/hall_server.hpp"

#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/event_push.hpp"
#include "arbiter/hall/hall_route.hpp"
#include "arbiter/hall/hall_watches.hpp"
#include "arbiter/hall/nonce_book.hpp"
#include "arbiter/hall/request_proof.hpp"
#include "arbiter/hall/verifier.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/net/http_server.hpp"
#include "arbiter/storage/journal_json.hpp"
#include "arbiter/time/real_clock.hpp"

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

namespace renju::arbiter::hall {

namespace {

using nlohmann::json;

/// A referee's name as the journal keeps it (PostgreSQL's name type holds 63 bytes).
constexpr std::size_t kMaxRefereeName = 63;

std::chrono::milliseconds steadyNow() {
    return RealClock::monotonicNow();
}

std::string jsonText(const json& value) {
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

net::HttpResponse answerError(int status, const std::string& reason) {
    net::HttpResponse response;
    response.status = status;
    response.setContent(jsonText(json{{"error", reason}}), "application/json");
    return response;
}

std::string answerText(const CommandAnswer& answer) {
    const char* status = answer.status == CommandAnswer::Status::Accepted  ? "accepted"
                         : answer.status == CommandAnswer::Status::Unknown ? "unknown"
                                                                           : "refused";
    return jsonText(json{{"status", status},
                         {"sequence", answer.sequence},
                         {"message", answer.message},
                         {"warnings", answer.warnings},
                         {"repeat", answer.isRepeat}});
}

/// Returns the query's number `key` (`fallback` when absent), or -1 when it is not a number.
std::int64_t numberParameter(const net::HttpRequest& request, const char* key,
                             std::int64_t fallback) {
    std::optional<std::string> text = queryValue(request.query, key);
    if (!text) {
        return fallback;
    }
    try {
        std::size_t used = 0;
        std::int64_t value = std::stoll(*text, &used);
        return used == text->size() ? value : -1;
    } catch (const std::exception&) {
        return -1;
    }
}

/// Returns the method a route is asked with: reads are GET, changes POST.
const char* methodOf(HallRouteKind kind) {
    switch (kind) {
    case HallRouteKind::Commands:
    case HallRouteKind::Create:
    case HallRouteKind::Push:
    case HallRouteKind::Referees:
        return "POST";
    default:
        return "GET";
    }
}

net::HttpServerOptions networkOptions(const HallServerOptions& options) {
    net::HttpServerOptions network;
    network.host = options.host;
    network.port = options.port;
    network.maxConnections = options.maxConnections;
    network.maxConnectionsPerAddress = options.maxConnectionsPerAddress;
    network.handlerThreads = options.handlerThreads;
    network.limits.maxBodyBytes = kMaxRequestBytes;
    // Decided from the head, before the body is read: only a push may be large.
    network.limits.bodyLimitFor = maxRequestBody;
    network.methods = {"GET", "HEAD", "POST"};
    network.requestDeadline = options.requestDeadline;
    return network;
}

} // namespace

struct HallServer::Impl {
    HallService& service;
    FileRefereeBook& referees;
    HallServerOptions options;
    /// Issued and spent by every handler thread: one at a time, so that a nonce is spent once.
    std::mutex noncesMutex;
    NonceBook nonces;
    HallWatches watches;
    net::HttpServer http; ///< last: its handler reads everything above

    Impl(HallService& hallService, FileRefereeBook& book, HallServerOptions given)
        : service(hallService), referees(book), options(std::move(given)),
          watches(options.maxWatches, options.heartbeat),
          http(networkOptions(options),
               [this](const net::HttpRequest& request) { return handle(request); }) {
        service.setOnAppended([this](const std::string& event, std::int64_t sequence) {
            watches.announce(event, sequence);
        });
    }

    /// Sends each request to its route; the routes' work is the HallService's.
    net::HttpResponse handle(const net::HttpRequest& request) {
        HallRoute route = parseHallRoute(request.path);
        if (route.kind == HallRouteKind::Unknown) {
            return answerError(404, "no such route on a hall server: " + request.path);
        }
        // HEAD reads a GET's head, never a watch's (a stream has no end to say the length of).
        bool isHeadOfRead = request.method == "HEAD" && route.kind != HallRouteKind::Watch;
        std::string method = isHeadOfRead ? "GET" : request.method;
        if (method != methodOf(route.kind)) {
            net::HttpResponse refused =
                answerError(405, request.path + " takes " + std::string(methodOf(route.kind)));
            refused.setHeader("Allow", methodOf(route.kind));
            return refused;
        }
        switch (route.kind) {
        case HallRouteKind::Challenge:
            return challenge(request);
        case HallRouteKind::Watch:
            return watch(request, route.event);
        case HallRouteKind::Commands:
            return signedAnswer(request, [&](const AuthenticatedRequest& who) {
                return command(route.event, who.name, request.body);
            });
        case HallRouteKind::Journal:
            return signedAnswer(request, [&](const AuthenticatedRequest& who) {
                return journal(request, route.event, who.name);
            });
        case HallRouteKind::Create:
            return signedAnswer(request, [&](const AuthenticatedRequest& who) {
                service.createEvent(route.event, who.name);
                return json{{"created", true}}.dump();
            });
        case HallRouteKind::Push:
            return signedAnswer(request, [&](const AuthenticatedRequest& who) {
                return pushAnswer(service, route.event, who.name, request.body);
            });
        case HallRouteKind::Referees:
            return signedAnswer(request, [&](const AuthenticatedRequest& who) {
                return addReferee(who.name, request.body);
            });
        case HallRouteKind::Unknown:
            break;
        }
        return answerError(404, "no such route");
    }

    net::HttpResponse challenge(const net::HttpRequest& request) {
        std::string name = queryValue(request.query, "name").value_or("");
        if (name.size() > kMaxRefereeName) {
            return answerError(400, "a referee's name has up to 63 bytes");
        }
        Challenge issued;
        {
            std::lock_guard lock(noncesMutex);
            // Counted against the asking address: a flood of asks pushes out only its own.
            issued = issueChallenge(name, lookup(), referees.secret(), nonces, steadyNow(),
                                    request.remoteAddress);
        }
        net::HttpResponse response;
        response.setContent(
            json{{"nonce", issued.nonce}, {"salt", issued.salt}, {"iterations", issued.iterations}}
                .dump(),
            "application/json");
        return response;
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

    /// Checks the request's proof (spending its nonce); returns who sent it, or the 401.
    std::variant<AuthenticatedRequest, net::HttpResponse>
    authenticate(const net::HttpRequest& request) {
        std::string_view authorization =
            request.header(kAuthorizationHeader).value_or(std::string_view());
        RequestVerdict verdict = [&] {
            std::lock_guard lock(noncesMutex);
            return verifyRequest(authorization,
                                 RequestText{request.method, request.target, request.body},
                                 lookup(), nonces, steadyNow());
        }();
        if (const auto* refusal = std::get_if<RequestRefusal>(&verdict)) {
            return answerError(401, refusal->reason);
        }
        return std::get<AuthenticatedRequest>(std::move(verdict));
    }

    /// Authenticates the request, runs `answer` with who sent it, and signs its text; a
    /// refusal of the service is 403 with its reason, an unreadable request 400, a store that
    /// cannot answer 503.
    template <class Answer>
    net::HttpResponse signedAnswer(const net::HttpRequest& request, Answer&& answer) {
        auto proved = authenticate(request);
        if (auto* refused = std::get_if<net::HttpResponse>(&proved)) {
            return std::move(*refused);
        }
        const auto& who = std::get<AuthenticatedRequest>(proved);
        std::string body;
        try {
            body = answer(who);
        } catch (const HallRefusal& refusal) {
            return answerError(403, refusal.what());
        } catch (const std::exception& error) {
            return answerError(503, error.what());
        }
        net::HttpResponse response;
        response.setHeader(std::string(kServerSignatureHeader), signAnswer(who, body));
        response.setHeader("Cache-Control", "no-store");
        response.setContent(std::move(body), "application/json");
        return response;
    }

    /// A station's watch: a stream the loop writes (no handler thread waits for it), its lines
    /// signed for the watch's own request (HallWatches).
    net::HttpResponse watch(const net::HttpRequest& request, const std::string& event) {
        auto proved = authenticate(request);
        if (auto* refused = std::get_if<net::HttpResponse>(&proved)) {
            return std::move(*refused);
        }
        auto& who = std::get<AuthenticatedRequest>(proved);
        std::int64_t sequence = 0;
        try {
            sequence = service.lastSequence(event, who.name);
        } catch (const HallRefusal& refusal) {
            return answerError(403, refusal.what());
        } catch (const std::exception& error) {
            return answerError(503, error.what());
        }
        std::shared_ptr<net::HttpStream> stream = watches.open(event, std::move(who), sequence);
        if (!stream) {
            return answerError(503, "the hall server has too many watches open");
        }
        net::HttpResponse response;
        response.setHeader("Content-Type", "text/plain; charset=utf-8");
        response.setHeader("Cache-Control", "no-store");
        response.stream = std::move(stream);
        return response;
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

    /// The entries after `after` at once (a station waits for news on its watch, never here).
    std::string journal(const net::HttpRequest& request, const std::string& event,
                        const std::string& reader) {
        std::int64_t after = numberParameter(request, "after", 0);
        if (after < 0 || numberParameter(request, "wait", 0) < 0) {
            throw HallRefusal("after and wait are numbers of 0 and up");
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

HallServer::~HallServer() {
    stop();
    m_impl->service.setOnAppended(nullptr); // the service may outlive the watches
}

int HallServer::bind() {
    std::string error;
    int port = m_impl->http.bind(error);
    if (port == 0) {
        subsystemLogger("hall")->error("cannot listen on {}:{}: {}", m_impl->options.host,
                                       m_impl->options.port, error);
    }
    return port;
}

bool HallServer::run() {
    return m_impl->http.run();
}

void HallServer::stop() {
    m_impl->watches.stop();
    m_impl->http.stop();
}

int HallServer::connections() const {
    return m_impl->http.connections();
}

std::size_t HallServer::watches() const {
    return m_impl->watches.size();
}

} // namespace renju::arbiter::hall
