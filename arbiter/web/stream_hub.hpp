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

/// The update stream's hub: the follower publishes each journal change, and the live server's
/// one pump thread waits here for the next one and pushes it to every connected stream.
class StreamHub {
public:
    /// Publishes a change to every stream.
    void publish(const JournalChange& change);
    /// Wakes every stream for the last time (the server stops).
    void stop();

    /// Returns the version of the last change published (0 before any).
    std::uint64_t version() const;

    /// Waits until a change after `seen` is published, the server stops, or `timeout` passes;
    /// returns what to send (the sequence, and the places changed since `seen`, or "all" when
    /// the stream fell too far behind or the whole event changed) and moves `seen` on;
    /// nothing on a timeout or a stop (`isStopping()` tells which).
    std::optional<nlohmann::json> next(std::uint64_t& seen, std::chrono::milliseconds timeout);
    bool isStopping() const;

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    /// The latest changes, newest last; `m_version` is the version of the newest.
    std::deque<JournalChange> m_recent;
    std::uint64_t m_version = 0;
    bool m_isStopping = false;
};

} // namespace renju::arbiter::web
