#include "arbiter/web/live_server.hpp"

#include "arbiter/logging.hpp"
#include "arbiter/net/http_server.hpp"
#include "arbiter/web/event_follower.hpp"
#include "arbiter/web/stream_hub.hpp"

#include <map>
#include <mutex>
#include <spdlog/spdlog.h>
#include <thread>

namespace renju::arbiter::web {

// Named, not anonymous: LiveServer::Impl keeps a ViewCache, and a member's type with internal
// linkage is an error once this file is compiled in a unity batch.
namespace live_server_detail {

/// A stream with nothing to say writes a comment this often, which also finds clients gone.
constexpr std::chrono::seconds kKeepAlive{15};
constexpr std::size_t kMaxRequestBody = 4096;
constexpr std::size_t kMaxRequestHead = 8192;
/// A kept-alive connection waits this long for its next request.
constexpr std::chrono::seconds kIdleTimeout{5};

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

/// An error answer whose message is one of this file's own fixed texts (no quote to escape).
net::HttpResponse fixedJsonError(int status, const std::string& message) {
    net::HttpResponse response;
    response.status = status;
    response.setContent("{\"error\":\"" + message + "\"}", "application/json; charset=utf-8");
    return response;
}

net::HttpServerOptions serverOptions(const LiveServerOptions& options) {
    net::HttpServerOptions server;
    server.host = options.host;
    server.port = options.port;
    server.maxConnections = options.maxConnections;
    server.maxConnectionsPerAddress = options.maxConnectionsPerAddress;
    server.handlerThreads = options.handlerThreads;
    server.limits.maxHeaderBytes = kMaxRequestHead;
    server.limits.maxBodyBytes = kMaxRequestBody;
    server.methods = {"GET", "HEAD"};
    server.requestDeadline = options.requestDeadline;
    server.idleTimeout = kIdleTimeout;
    server.writeDeadline = options.writeDeadline;
    return server;
}

} // namespace live_server_detail

using namespace live_server_detail;

struct LiveServer::Impl {
    LiveServerOptions options;
    StreamHub hub;
    ViewCache cache;
    std::unique_ptr<EventFollower> follower;
    std::unique_ptr<net::HttpServer> http;
    /// The open update streams; the pump pushes each change (or a keep-alive) to all of them.
    std::mutex streamsMutex;
    std::vector<std::shared_ptr<net::HttpStream>> streams;
    std::thread pump;

    explicit Impl(LiveServerOptions given) : options(std::move(given)) {
        follower = std::make_unique<EventFollower>(
            options.event, [this](const JournalChange& change) { hub.publish(change); });
        http = std::make_unique<net::HttpServer>(
            serverOptions(options),
            [this](const net::HttpRequest& request) { return handle(request); });
        pump = std::thread([this] { pumpChanges(); });
    }
    ~Impl() {
        hub.stop();
        http->stop();
        pump.join();
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    net::HttpResponse handle(const net::HttpRequest& request);
    net::HttpResponse serveGet(const std::string& path);
    net::HttpResponse serveStream();
    void pumpChanges();
    LiveResponse answer(const Route& route, const std::string& path, std::int64_t& now);
};

net::HttpResponse LiveServer::Impl::handle(const net::HttpRequest& request) {
    try {
        if (parseRoute(request.path).kind == RouteKind::Stream) {
            return serveStream();
        }
        return serveGet(request.path);
    } catch (const std::exception& error) {
        subsystemLogger("web")->error("{}: {}", request.path, error.what());
    } catch (...) {
        subsystemLogger("web")->error("{}: unknown error", request.path);
    }
    return fixedJsonError(500, "the server could not answer");
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

net::HttpResponse LiveServer::Impl::serveGet(const std::string& path) {
    Route route = parseRoute(path);
    std::int64_t now = 0;
    LiveResponse out = answer(route, path, now);
    net::HttpResponse response;
    response.status = out.status;
    response.setHeader("X-Event-Time", std::to_string(now));
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("X-Content-Type-Options", "nosniff");
    if (!out.fileName.empty()) {
        response.setHeader("Content-Disposition", "attachment; filename=\"" + out.fileName + "\"");
    }
    response.setContent(std::move(out.body), out.contentType);
    return response;
}

net::HttpResponse LiveServer::Impl::serveStream() {
    // Under the streams' lock, which the pump holds while it pushes a change: a change
    // published after the hello's sequence was read reaches this stream too.
    std::lock_guard lock(streamsMutex);
    std::erase_if(streams, [](const auto& stream) { return !stream->isOpen(); });
    if (static_cast<int>(streams.size()) >= options.maxStreams || hub.isStopping()) {
        net::HttpResponse busy = fixedJsonError(503, "too many update streams");
        busy.setHeader("Retry-After", "5");
        return busy;
    }
    auto stream = std::make_shared<net::HttpStream>();
    nlohmann::json hello = {{"sequence", follower->sequence()}, {"now", follower->now()}};
    stream->push("retry: 1000\nevent: hello\ndata: " + hello.dump() + "\n\n");
    streams.push_back(stream);
    net::HttpResponse response;
    response.setHeader("Content-Type", "text/event-stream");
    response.setHeader("Cache-Control", "no-store");
    response.stream = std::move(stream);
    return response;
}

void LiveServer::Impl::pumpChanges() {
    std::uint64_t seen = hub.version();
    while (true) {
        std::optional<nlohmann::json> change = hub.next(seen, kKeepAlive);
        if (hub.isStopping()) {
            break;
        }
        std::string message = ": keep-alive\n\n";
        if (change) {
            (*change)["now"] = follower->now();
            message = "event: change\ndata: " + change->dump() + "\n\n";
        }
        std::lock_guard lock(streamsMutex);
        std::erase_if(streams, [&](const auto& stream) { return !stream->push(message); });
    }
    std::lock_guard lock(streamsMutex);
    for (const auto& stream : streams) {
        stream->end();
    }
    streams.clear();
}

LiveServer::LiveServer(LiveServerOptions options)
    : m_impl(std::make_unique<Impl>(std::move(options))) {}

LiveServer::~LiveServer() {
    stop();
}

int LiveServer::bind() {
    std::string error;
    const int port = m_impl->http->bind(error);
    if (port == 0) {
        subsystemLogger("web")->error("cannot listen on {}:{}: {}", m_impl->options.host,
                                      m_impl->options.port, error);
    }
    return port;
}

bool LiveServer::run() {
    return m_impl->http->run();
}

void LiveServer::stop() {
    m_impl->hub.stop();
    m_impl->http->stop();
}

int LiveServer::streams() const {
    std::lock_guard lock(m_impl->streamsMutex);
    int open = 0;
    for (const auto& stream : m_impl->streams) {
        open += stream->isOpen() ? 1 : 0;
    }
    return open;
}

} // namespace renju::arbiter::web
