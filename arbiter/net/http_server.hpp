#pragma once

#include "arbiter/net/http_request.hpp"
#include "arbiter/net/http_response.hpp"
#include "arbiter/net/http_stream.hpp"

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace renju::arbiter::net {

/// What a server accepts and how long it waits. Every limit bounds what one client (or one
/// address) can hold: a thread never waits on a client, and no deadline restarts with each byte.
struct HttpServerOptions {
    std::string host = "0.0.0.0";
    /// 0 takes any free port (bind() says which).
    int port = 8080;
    /// Connections open at once; one more is closed at accept.
    int maxConnections = 1024;
    /// Connections open at once from one address; one more is answered 503 and closed.
    int maxConnectionsPerAddress = 32;
    /// Threads that run handlers (the loop itself never runs one).
    int handlerThreads = 4;
    /// Requests waiting for a handler thread; beyond, 503.
    std::size_t maxQueuedRequests = 4096;
    /// The request line and headers together (431 beyond, 414 for a request line alone) and
    /// the body (413 beyond).
    RequestLimits limits;
    /// Methods answered; any other gets 405 with an Allow header naming these.
    std::vector<std::string> methods = {"GET", "HEAD"};
    /// The whole request (head and body) must arrive within this, counted from the accept (or,
    /// on a kept-alive connection, from the request's first byte); 408 and close otherwise.
    std::chrono::milliseconds requestDeadline{5000};
    /// A kept-alive connection waits this long for its next request's first byte.
    std::chrono::milliseconds idleTimeout{5000};
    /// An answer (or what a stream has queued) must be written whole within this from when it
    /// was queued; a client that does not read it is dropped.
    std::chrono::milliseconds writeDeadline{10000};
    /// A stream's queued text beyond this closes it.
    std::size_t maxStreamBufferBytes = 256 * 1024;
};

/// Answers one request (on a handler thread); exceptions become 500.
using HttpHandler = std::function<HttpResponse(const HttpRequest&)>;

/// A bounded HTTP/1.1 server: one event-loop thread (epoll, non-blocking sockets) reads
/// requests and writes answers, a small fixed pool of threads runs the handler. Keep-alive,
/// HEAD, streams (HttpStream), and the limits of HttpServerOptions.
class HttpServer {
public:
    HttpServer(HttpServerOptions options, HttpHandler handler);
    ~HttpServer();
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    /// Binds and listens; returns the port, or 0 when it cannot (the reason in `error`).
    int bind(std::string& error);
    /// Runs the loop until stop(); returns false when it was not bound.
    bool run();
    /// Stops the loop (from any thread, also before run()): open connections and streams close.
    void stop();

    /// Returns the number of client connections open now (streams included).
    int connections() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace renju::arbiter::net
