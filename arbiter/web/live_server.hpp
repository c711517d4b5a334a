#pragma once

#include "arbiter/web/live_site.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace renju::arbiter::web {

/// How the live page is served.
struct LiveServerOptions {
    /// The EVENT argument: a file (opened read-only beside its writer) or a server URI.
    std::string event;
    std::string host = "0.0.0.0";
    /// 0 takes any free port (bind() says which).
    int port = 8080;
    /// Connections open at once (streams included); one more is refused at accept.
    int maxConnections = 1024;
    /// Connections open at once from one address; one more is answered 503 at accept.
    int maxConnectionsPerAddress = 32;
    /// Update streams at once; the rest of the connections stay for pages and views.
    int maxStreams = 1000;
    /// Threads that make answers (views are made once per change, then served from memory).
    int handlerThreads = 4;
    /// A request must arrive whole within this from its connection's accept (or its first byte
    /// on a kept-alive connection); 408 and closed otherwise.
    std::chrono::milliseconds requestDeadline{5000};
    /// An answer, or a stream's next messages, must be read by the client within this.
    std::chrono::milliseconds writeDeadline{10000};
    /// Writes finished games' records (/game/R/T.EXT), and the extensions it writes.
    GameExporter exporter;
    std::vector<std::string> formats;
};

/// The read-only live page of an event: pages, JSON views and the update stream over HTTP
/// (arbiter/net's bounded server). No route changes the event: the event is opened read-only
/// and only GET and HEAD are answered (405 otherwise). A client gets at most a small request
/// (4 KiB body, 8 KiB of request line and headers) that must arrive whole within the request
/// deadline, and must read what it is sent within the write deadline; a stream that cannot be
/// written (gone, or not reading) ends; every view is made once per journal change (and clock
/// projection) and then served from memory.
class LiveServer {
public:
    /// Opens the event (throws StorageError or JournalError with the reason).
    explicit LiveServer(LiveServerOptions options);
    ~LiveServer();
    LiveServer(const LiveServer&) = delete;
    LiveServer& operator=(const LiveServer&) = delete;

    /// Binds the listening socket; returns the port, or 0 when it cannot be bound.
    int bind();
    /// Serves until stop(); returns false when the server could not run.
    bool run();
    /// Stops serving (from any thread): ends the streams and returns from run().
    void stop();

    /// Returns the number of update streams connected now.
    int streams() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace renju::arbiter::web
