#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/event_location.hpp"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace renju::arbiter::web {

/// What changed in the journal: the places of the new commands (round, table; table 0 for
/// anything that is not about one board), or the whole event (reopened, a problem).
struct JournalChange {
    std::int64_t sequence = 0;
    std::vector<std::pair<int, int>> places;
    bool isWholeEvent = false;
};

/// What a reader sees: the state, the event time now, the journal sequence it is built from,
/// and what the follower cannot read now ("" when all is well).
struct FollowedEvent {
    const model::EventState& state;
    std::int64_t now = 0;
    std::int64_t sequence = 0;
    const std::string& problem;
};

/// Holds an event open read-only (a file beside the program that writes it, or an event on a
/// server) and follows its journal on its own thread: the store's watch wakes it (inotify for
/// a file, LISTEN/NOTIFY for a server; never per request), it applies the new entries under an
/// exclusive lock and reports the change. A file replaced underneath it (a restore) or a
/// journal it can no longer follow is opened again; until that works, the last state is
/// served with the problem. Readers take a shared lock, so requests never see a half-applied
/// entry.
class EventFollower {
public:
    /// Opens the event (throws StorageError or JournalError with the reason, as the CLI
    /// prints) and starts following; `onChange` is called on the follower's thread.
    EventFollower(const std::string& event, std::function<void(const JournalChange&)> onChange);
    ~EventFollower();
    EventFollower(const EventFollower&) = delete;
    EventFollower& operator=(const EventFollower&) = delete;

    /// Calls `read` with the event as last read, under a shared lock.
    void read(const std::function<void(const FollowedEvent&)>& read) const;
    /// Returns the journal sequence the state is built from.
    std::int64_t sequence() const;
    /// Returns the event time now, without waiting for the state (the timeline is kept apart).
    std::int64_t now() const;

private:
    std::unique_ptr<app::EventSession> openSession();
    void wake();
    void run();
    /// Applies what is new; returns the change to report, if any.
    std::optional<JournalChange> followOnce();
    /// Opens the event again and swaps the session in; returns false when it cannot yet.
    bool reopen();
    /// Keeps the timeline of the session for now(); called under the exclusive lock.
    void keepTimeline();
    /// Returns the file's inode (0 for an event on a server or a missing file).
    std::uint64_t fileIdentity() const;

    storage::EventLocation m_location;
    std::function<void(const JournalChange&)> m_onChange;
    mutable std::shared_mutex m_stateMutex;
    std::unique_ptr<app::EventSession> m_session;
    std::string m_problem;
    std::uint64_t m_identity = 0;
    std::atomic<std::int64_t> m_timelineOffset{0};
    std::atomic<std::int64_t> m_lastEventTime{0};
    std::mutex m_wakeMutex;
    std::condition_variable m_wakeSignal;
    bool m_isWoken = false;
    bool m_isStopping = false;
    std::thread m_thread;
};

/// Returns the event time of now in `session` (never before its last command).
std::int64_t eventTimeNow(const app::EventSession& session);

} // namespace renju::arbiter::web
