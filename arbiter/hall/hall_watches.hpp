#pragma once

#include "arbiter/hall/request_proof.hpp"
#include "arbiter/net/http_stream.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace renju::arbiter::hall {

/// The stations' watches of their events: each an open HTTP stream (no thread of the server
/// waits for it), on which one pump thread writes a line whenever the event's journal grows,
/// and every `heartbeat` anyway:
///   {"n":N,"sequence":S} SIGNATURE\n
/// N counts the watch's lines from 0, S is the event's last sequence, and SIGNATURE is the
/// Renju-Server-Signature of the JSON text as the answer of the watch's own request (its
/// nonce, its target): a line cannot be forged, moved to another watch, replayed or dropped
/// unseen (N), and a station that hears no signed line for two heartbeats knows its watch is
/// gone or silenced and opens a new one.
class HallWatches {
public:
    /// At most `maxWatches` at once.
    HallWatches(std::size_t maxWatches, std::chrono::milliseconds heartbeat);
    ~HallWatches();
    HallWatches(const HallWatches&) = delete;
    HallWatches& operator=(const HallWatches&) = delete;

    /// Opens a watch of `event` for the request `who` proved, its first line (N = 0) saying
    /// the event's sequence now (at least `sequence`, the one read before); returns nothing when
    /// kMaxWatches are open or the watches stopped.
    std::shared_ptr<net::HttpStream> open(const std::string& event, AuthenticatedRequest who,
                                          std::int64_t sequence);
    /// Records that `event` reached `sequence` and wakes the pump (any thread; cheap).
    void announce(const std::string& event, std::int64_t sequence);
    /// Ends every watch and the pump (idempotent).
    void stop();
    /// Returns how many watches are open.
    std::size_t size() const;

private:
    struct Watch {
        std::string event;
        AuthenticatedRequest who;
        std::shared_ptr<net::HttpStream> stream;
        std::int64_t lines = 0;
        std::int64_t sentSequence = 0;
    };
    void pump();
    /// Pushes the watch's next line, saying `sequence`; returns false when its stream closed.
    static bool sendLine(Watch& watch, std::int64_t sequence);

    std::size_t m_maxWatches;
    std::chrono::milliseconds m_heartbeat;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_isStopping = false;
    bool m_hasNews = false;
    /// Each event's last sequence announced (an entry per event that exists: bounded by them).
    std::map<std::string, std::int64_t> m_latest;
    /// Each watch's counters are the pump's alone once it is listed (open() writes line 0 first).
    std::vector<std::shared_ptr<Watch>> m_watches;
    std::thread m_pump; ///< last: starts once everything above is ready
};

} // namespace renju::arbiter::hall
