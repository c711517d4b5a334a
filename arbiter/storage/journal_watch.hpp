#pragma once

#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_store.hpp"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace renju::arbiter::storage {

/// Listens on its own connection and thread for the server's notices that an event's journal
/// grew (LISTEN renju_journal; renju.append notifies at commit) and calls back; nothing is
/// polled. When the connection is lost it says so (the callback, problem(), and a flag the
/// store reads so that calls fail at once), tries again every second, and calls back once it
/// is back, so that the station catches up with what it missed.
class PgJournalWatch final : public JournalWatch {
public:
    PgJournalWatch(EventLocation location, std::function<void()> onChange,
                   std::shared_ptr<std::atomic<bool>> isServerLost);
    ~PgJournalWatch() override;
    PgJournalWatch(const PgJournalWatch&) = delete;
    PgJournalWatch& operator=(const PgJournalWatch&) = delete;

    std::string problem() const override;

private:
    void run();
    /// Listens until the connection breaks or the watch stops.
    void listen();
    /// Waits up to `milliseconds` or until the watch stops; returns false once stopping.
    bool waitOrStop(int milliseconds) const;
    void setProblem(const std::string& problem);

    EventLocation m_location;
    std::function<void()> m_onChange;
    std::shared_ptr<std::atomic<bool>> m_isServerLost;
    int m_stopPipe[2] = {-1, -1};
    std::atomic<bool> m_isStopping{false};
    mutable std::mutex m_mutex;
    std::string m_problem;
    std::thread m_thread;
};

} // namespace renju::arbiter::storage
