#pragma once

#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_store.hpp"
#include "arbiter/storage/hall_connection.hpp"
#include "arbiter/storage/postgres_event_store.hpp"

#include <atomic>
#include <memory>
#include <mutex>

namespace renju::arbiter::storage {

/// An event at a hall server, as a station sees it: the server checks and stores every command
/// (submit()), the station reads the journal from it and applies it; a watch is a stream the
/// server writes a signed line to whenever the journal grows (no polling). The event's time is the
/// hall's clock, measured on each read to within half a round trip. A lost server is found again by
/// the next call.
class HallEventStore final : public EventStore {
public:
    /// Opens the event at `location` as its referee (password from the password file). Throws
    /// StorageError naming the server and the problem (no such event, not a referee there, a
    /// wrong password), ConnectionLost when the server cannot be reached.
    static std::unique_ptr<HallEventStore> open(const EventLocation& location, bool readOnly,
                                                MonotonicClock monotonicNow);
    /// Creates the event, empty, at the hall server (a chief arbiter of the hall) and opens it.
    static std::unique_ptr<HallEventStore> create(const EventLocation& location,
                                                  MonotonicClock monotonicNow);

    bool isReadOnly() const override { return m_readOnly; }
    /// Refused: an event at a hall server is written by the server alone.
    std::int64_t append(const JournalEntry& entry) override;
    void forEachEntry(const std::function<void(const JournalEntry&)>& visit) const override;
    std::optional<JournalEntry> lastEntry() const override;
    /// Writes the journal as an event file at `target` (what `event pull` writes).
    void backupTo(const std::filesystem::path& target) const override;
    /// Writes the round's backups as event files in backups/ under the current folder.
    BackupReport backupRound(int round, std::int64_t wallMilliseconds,
                             const BackupPolicy& policy) const override;
    std::string name() const override { return m_location.eventName; }

    bool isShared() const override { return true; }
    void forEachEntryAfter(std::int64_t after,
                           const std::function<void(const JournalEntry&)>& visit) const override;
    std::optional<std::int64_t> sharedTimelineOffset() const override { return m_offset.load(); }
    std::string connectionProblem() const override;
    std::unique_ptr<JournalWatch> watch(std::function<void()> onChange) const override;
    bool decidesCommands() const override { return true; }
    /// Sends the command; when no answer came (the connection lost), sends it again with the
    /// same id for a few seconds, so that the answer is the server's, never a guess.
    CommandAnswer submit(const SubmittedCommand& command) override;

private:
    HallEventStore(EventLocation location, bool readOnly, MonotonicClock monotonicNow);
    void setProblem(const std::string& problem) const;

    EventLocation m_location;
    bool m_readOnly = false;
    MonotonicClock m_monotonicNow;
    mutable std::mutex m_connectionMutex;
    mutable std::unique_ptr<HallConnection> m_connection;
    mutable std::atomic<std::int64_t> m_offset{0};
    /// The last sequence a read returned: where a watch starts (not the whole journal again).
    mutable std::atomic<std::int64_t> m_lastSeen{0};
    mutable std::mutex m_problemMutex;
    mutable std::string m_problem;
};

/// Adds a referee at the hall server of `location` (with `rights` "chief", "referee" or
/// "viewer"; at its event, or at every event when it names none), or changes one's password
/// and rights: the password becomes a verifier here, and only that is sent. The signed-in
/// referee must be a chief arbiter there.
void addHallReferee(const EventLocation& location, const std::string& name,
                    const std::string& rights, const std::string& password);

/// Sends the whole journal `entries` to the hall server of `location` as its new event (a chief
/// arbiter of the hall), in one request; the server stores all of it or nothing. Returns the
/// entries it stored. Throws StorageError with the server's reason when it refuses (nothing
/// stored), RequestNotSent when it was never reached, ConnectionLost when it may have been
/// (then the event is there whole, or not at all).
std::size_t pushJournalToHall(const EventLocation& location,
                              const std::vector<JournalEntry>& entries);

/// Returns the whole journal of the event at `location`, waiting up to 120 s for it (a large
/// event replayed by the hall as it opens it); throws as pushJournalToHall().
std::vector<JournalEntry> readHallJournal(const EventLocation& location);

/// Returns the target a whole journal is pushed to: a new event at the hall.
std::string hallPushTarget(const std::string& event);

/// Returns the target of an event's journal after sequence `after` at a hall server.
std::string hallJournalTarget(const std::string& event, std::int64_t after);
/// Returns the target of an event's watch at a hall server (a stream of signed lines).
std::string hallWatchTarget(const std::string& event);

} // namespace renju::arbiter::storage
