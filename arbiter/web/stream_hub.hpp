#pragma once

#include "arbiter/web/event_follower.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace renju::arbiter::web {

/// The update stream's hub: the follower publishes each journal change, and every connected
/// stream (one thread each) waits here for the next one and writes it as a Server-Sent Event.
/// It counts the streams, so that a crowd of them cannot take every thread of the server.
class StreamHub {
public:
    explicit StreamHub(int maxStreams) : m_maxStreams(maxStreams) {}

    /// Publishes a change to every stream.
    void publish(const JournalChange& change);
    /// Wakes every stream for the last time (the server stops).
    void stop();

    /// Counts a new stream in; false when there are already as many as allowed.
    bool enter();
    /// Counts a stream out.
    void leave();
    /// Returns the number of connected streams.
    int streams() const;
    /// Returns the version of the last change published (0 before any).
    std::uint64_t version() const;

    /// Waits until a change after `seen` is published, the server stops, or `timeout` passes;
    /// returns what to send (the sequence, and the places changed since `seen`, or "all" when
    /// the stream fell too far behind or the whole event changed) and moves `seen` on;
    /// nothing on a timeout or a stop (`isStopping()` tells which).
    std::optional<nlohmann::json> next(std::uint64_t& seen, std::chrono::milliseconds timeout);
    bool isStopping() const;

private:
    int m_maxStreams;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    /// The latest changes, newest last; `m_version` is the version of the newest.
    std::deque<JournalChange> m_recent;
    std::uint64_t m_version = 0;
    int m_streams = 0;
    bool m_isStopping = false;
};

} // namespace renju::arbiter::web
