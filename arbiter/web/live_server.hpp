#pragma once

#include "arbiter/web/live_site.hpp"

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
    /// Connections served at once (one thread each); more wait for a thread.
    int maxConnections = 1024;
    /// Update streams at once; the rest of the connections stay for pages and views.
    int maxStreams = 1000;
    /// Writes finished games' records (/game/R/T.EXT), and the extensions it writes.
    GameExporter exporter;
    std::vector<std::string> formats;
};

/// The read-only live page of an event: pages, JSON views and the update stream over HTTP
/// (cpp-httplib). No route changes the event: the event is opened read-only and only GET
/// and HEAD are answered (405 otherwise). A client gets at most a small request (4 KiB body,
/// 8 KiB of headers), 3 s for each read of it and 3 s for each write to it; a stream that cannot be
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
