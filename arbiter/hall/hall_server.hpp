#pragma once

#include "arbiter/hall/hall_service.hpp"
#include "arbiter/hall/referee_file.hpp"

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>

namespace renju::arbiter::hall {

/// Where the server listens and what it bounds (the bounded server's limits, arbiter/net).
struct HallServerOptions {
    std::string host = "0.0.0.0";
    /// 0 takes any free port (bind() says which).
    int port = 8470;
    /// Threads that answer requests (a watch takes none: it is a stream the loop writes).
    int handlerThreads = 8;
    /// Connections open at once, watches included; one more is closed at accept.
    int maxConnections = 4096;
    /// Connections open at once from one address; one more is answered 503.
    int maxConnectionsPerAddress = 32;
    /// Watches open at once; one more is answered 503.
    std::size_t maxWatches = 4000;
    /// A watch hears a signed line at least this often, news or not.
    std::chrono::milliseconds heartbeat{15'000};
    /// The whole request (head and body) must arrive within this.
    std::chrono::milliseconds requestDeadline{5'000};
};

/// The hall server on the network (arbiter/net's bounded server: one event loop, a few handler
/// threads, a deadline per request, caps per address): stations send commands and read the
/// journal over HTTP, each request proved with the referee's password over a one-time nonce
/// and each answer signed (docs/event-server.md); everything is decided by the HallService.
///   GET  /hall/challenge?name=NAME             a nonce, the name's salt and iterations
///   POST /hall/events/EVENT/commands            {"id","actor","basis","command"} → the answer
///   GET  /hall/events/EVENT/journal?after=S     the entries after S
///   GET  /hall/events/EVENT/watch               a stream of signed lines, one per change
///                                               (HallWatches)
///   POST /hall/events/EVENT/create              an empty event (chief of the hall)
///   POST /hall/events/EVENT/push                a whole journal as a new event (chief of the hall)
///   POST /hall/referees                         {"name","event","rights","verifier"} (chief)
class HallServer {
public:
    HallServer(HallService& service, FileRefereeBook& referees, HallServerOptions options);
    ~HallServer();
    HallServer(const HallServer&) = delete;
    HallServer& operator=(const HallServer&) = delete;

    /// Binds the listening socket; returns the port, or 0 when it cannot be bound.
    int bind();
    /// Serves until stop().
    bool run();
    /// Stops serving (from any thread).
    void stop();
    /// Returns the connections open now (watches included).
    int connections() const;
    /// Returns the watches open now.
    std::size_t watches() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace renju::arbiter::hall
