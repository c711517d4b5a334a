#include "arbiter/web/live_server.hpp"

#include "arbiter/logging.hpp"
#include "arbiter/web/event_follower.hpp"
#include "arbiter/web/stream_hub.hpp"
#include "arbiter/web/worker_pool.hpp"

#include <httplib.h>
#include <map>
#include <mutex>
#include <spdlog/spdlog.h>
#include <sys/socket.h>

namespace renju::arbiter::web {

namespace {

/// A stream with nothing to say writes a comment this often, which also finds clients gone.
constexpr std::chrono::seconds kKeepAlive{15};
constexpr std::size_t kMaxRequestBody = 4096;
constexpr time_t kTimeoutSeconds = 3;

/// Views made once per journal change (the hub's version) and kept while their clocks'
/// projections hold.
class ViewCache {
public:
    bool find(const std::string& view, std::uint64_t version, std::int64_t now,
              LiveResponse& found) {
        std::lock_guard lock(m_mutex);
        auto entry = m_views.find(view);
        if (entry == m_views.end() || entry->second.first != version ||
            now >= entry->second.second.validUntil) {
            return false;
        }
        found = entry->second.second;
        return true;
    }
    void store(const std::string& view, std::uint64_t version, const LiveResponse& response) {
        std::lock_guard lock(m_mutex);
        m_views[view] = {version, response};
    }

private:
    std::mutex m_mutex;
    std::map<std::string, std::pair<std::uint64_t, LiveResponse>> m_views;
};

} // namespace

struct LiveServer::Impl {
    LiveServerOptions options;
    /// The listening socket, seen when cpp-httplib makes it (its backlog is raised after).
    int listenSocket = -1;
    StreamHub hub;
    ViewCache cache;
    std::unique_ptr<EventFollower> follower;
    httplib::Server http;

    explicit Impl(LiveServerOptions given) : options(std::move(given)), hub(options.maxStreams) {
        follower = std::make_unique<EventFollower>(
            options.event, [this](const JournalChange& change) { hub.publish(change); });
        configure();
    }

    void configure();
    void serveGet(const httplib::Request& request, httplib::Response& response);
    void serveStream(httplib::Response& response);
    LiveResponse answer(const Route& route, const std::string& path, std::int64_t& now);
};

void LiveServer::Impl::configure() {
    std::size_t threads = static_cast<std::size_t>(std::max(options.maxConnections, 4));
    http.new_task_queue = [threads] { return new WorkerPool(threads); };
    http.set_socket_options([this](int socket) {
        httplib::default_socket_options(socket); // SO_REUSEADDR, as without this hook
        listenSocket = socket;
    });
    // Small answers and stream messages go out at once (no Nagle wait for a delayed ACK); the
    // sockets accepted inherit it from the listening one.
    http.set_tcp_nodelay(true);
    http.set_payload_max_length(kMaxRequestBody);
    http.set_read_timeout(kTimeoutSeconds, 0);
    http.set_write_timeout(kTimeoutSeconds, 0);
    http.set_keep_alive_timeout(kTimeoutSeconds);
    http.set_keep_alive_max_count(100);
    http.Get("/api/stream", [this](const httplib::Request&, httplib::Response& response) {
        serveStream(response);
    });
    http.Get(".*", [this](const httplib::Request& request, httplib::Response& response) {
        serveGet(request, response);
    });
    auto refuse = [](const httplib::Request&, httplib::Response& response) {
        response.status = 405;
        response.set_header("Allow", "GET, HEAD");
        response.set_content("{\"error\":\"the live page is read-only: only GET and HEAD\"}",
                             "application/json; charset=utf-8");
    };
    http.Post(".*", refuse);
    http.Put(".*", refuse);
    http.Patch(".*", refuse);
    http.Delete(".*", refuse);
    http.Options(".*", refuse);
    http.set_exception_handler(
        [](const httplib::Request& request, httplib::Response& response, std::exception_ptr e) {
            std::string what = "unknown error";
            try {
                std::rethrow_exception(e);
            } catch (const std::exception& error) {
                what = error.what();
            } catch (...) {
            }
            subsystemLogger("web")->error("{}: {}", request.path, what);
            response.status = 500;
            response.set_content("{\"error\":\"the server could not answer\"}",
                                 "application/json; charset=utf-8");
        });
}

LiveResponse LiveServer::Impl::answer(const Route& route, const std::string& path,
                                      std::int64_t& now) {
    // The version before the state: a view made from a newer state is kept under an older
    // version (made again once), never an older state under a newer one.
    const std::uint64_t version = hub.version();
    now = follower->now();
    const bool isView = route.kind == RouteKind::Api || route.kind == RouteKind::Page;
    LiveResponse view;
    if (isView && cache.find(route.view, version, now, view)) {
        return route.kind == RouteKind::Page ? pageResponse(view, route, now) : view;
    }
    LiveResponse out;
    follower->read([&](const FollowedEvent& event) {
        now = event.now;
        LiveSite site{event.state,   event.now,         event.sequence,
                      event.problem, &options.exporter, options.formats};
        if (!isView) {
            out = respond(site, path);
            return;
        }
        view = viewResponse(site, route);
        cache.store(route.view, version, view);
        out = route.kind == RouteKind::Page ? pageResponse(view, route, now) : view;
    });
    return out;
}

void LiveServer::Impl::serveGet(const httplib::Request& request, httplib::Response& response) {
    Route route = parseRoute(request.path);
    if (route.kind == RouteKind::Stream) {
        serveStream(response);
        return;
    }
    std::int64_t now = 0;
    LiveResponse out = answer(route, request.path, now);
    response.status = out.status;
    response.set_header("X-Event-Time", std::to_string(now));
    response.set_header("Cache-Control", "no-store");
    response.set_header("X-Content-Type-Options", "nosniff");
    if (!out.fileName.empty()) {
        response.set_header("Content-Disposition", "attachment; filename=\"" + out.fileName + "\"");
    }
    response.set_content(std::move(out.body), out.contentType);
}

void LiveServer::Impl::serveStream(httplib::Response& response) {
    if (!hub.enter()) {
        response.status = 503;
        response.set_header("Retry-After", "5");
        response.set_content("{\"error\":\"too many update streams\"}",
                             "application/json; charset=utf-8");
        return;
    }
    response.set_header("Cache-Control", "no-store");
    auto seen = std::make_shared<std::uint64_t>(hub.version());
    auto isFirst = std::make_shared<bool>(true);
    response.set_chunked_content_provider(
        "text/event-stream",
        [this, seen, isFirst](std::size_t, httplib::DataSink& sink) {
            std::string message;
            if (*isFirst) {
                *isFirst = false;
                nlohmann::json hello = {{"sequence", follower->sequence()},
                                        {"now", follower->now()}};
                message = "retry: 1000\nevent: hello\ndata: " + hello.dump() + "\n\n";
            } else if (auto change = hub.next(*seen, kKeepAlive)) {
                (*change)["now"] = follower->now();
                message = "event: change\ndata: " + change->dump() + "\n\n";
            } else if (hub.isStopping()) {
                return false;
            } else {
                message = ": keep-alive\n\n";
            }
            return sink.write(message.data(), message.size());
        },
        [this](bool) { hub.leave(); });
}

LiveServer::LiveServer(LiveServerOptions options)
    : m_impl(std::make_unique<Impl>(std::move(options))) {}

LiveServer::~LiveServer() {
    stop();
}

int LiveServer::bind() {
    const LiveServerOptions& options = m_impl->options;
    int port = 0;
    if (options.port == 0) {
        port = std::max(m_impl->http.bind_to_any_port(options.host), 0);
    } else {
        port = m_impl->http.bind_to_port(options.host, options.port) ? options.port : 0;
    }
    if (port != 0 && m_impl->listenSocket >= 0) {
        // Debian's cpp-httplib listens with a backlog of 5: a hall of phones connecting at
        // once would wait a second per retry. Listening again only raises the backlog.
        ::listen(m_impl->listenSocket, SOMAXCONN);
    }
    return port;
}

bool LiveServer::run() {
    return m_impl->http.listen_after_bind();
}

void LiveServer::stop() {
    m_impl->hub.stop();
    m_impl->http.stop();
}

int LiveServer::streams() const {
    return m_impl->hub.streams();
}

} // namespace renju::arbiter::web
