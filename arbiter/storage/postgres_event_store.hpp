#pragma once

#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_store.hpp"
#include "arbiter/storage/postgres.hpp"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

namespace renju::arbiter::storage {

/// Reads the local monotonic clock in milliseconds (the one time unit of arbiter/ passes it).
using MonotonicClock = std::function<std::int64_t()>;

/// One event's journal on a PostgreSQL server (scripts/event-server.sql), shared by every
/// station of the hall. An entry is appended by renju.append under the event's lock as the next
/// sequence number, checked against the latest journal, and acknowledged once committed; the
/// server records the session's role with it and refuses what that role may not do. Other
/// stations hear of it by LISTEN/NOTIFY (watch()). The event's timeline is the server's clock.
/// A lost connection is reopened by the next call (or by the watch).
class PostgresEventStore final : public EventStore {
public:
    /// The schema version this program reads and writes.
    static constexpr int kSchemaVersion = 1;

    /// Opens the event `location.eventName`. Throws StorageError naming the server and the
    /// problem (no such event, no schema, a refused login), ConnectionLost when unreachable.
    static std::unique_ptr<PostgresEventStore> open(const EventLocation& location, bool readOnly,
                                                    MonotonicClock monotonicNow);
    /// Creates the event on the server (chief arbiter only), its timeline resuming at
    /// `resumeAtMilliseconds` (0 for a new event); refuses when it exists.
    static std::unique_ptr<PostgresEventStore> create(const EventLocation& location,
                                                      std::int64_t resumeAtMilliseconds,
                                                      MonotonicClock monotonicNow);

    bool isReadOnly() const override { return m_readOnly; }
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
    std::int64_t appendChecked(std::int64_t lastSeen, const AppendDecision& decide) override;
    void forEachEntryAfter(std::int64_t after,
                           const std::function<void(const JournalEntry&)>& visit) const override;
    std::optional<std::int64_t> sharedTimelineOffset() const override { return m_offset.load(); }
    std::string connectionProblem() const override;
    std::unique_ptr<JournalWatch> watch(std::function<void()> onChange) const override;

    /// Appends a whole journal in one transaction (all or nothing), keeping its sequence
    /// numbers: the event must be empty. For `event push`.
    void appendAll(const std::vector<JournalEntry>& entries);
    /// Returns the role this session logged in as.
    const std::string& role() const { return m_role; }
    /// Returns the display form of the location (no password).
    const EventLocation& location() const { return m_location; }

private:
    PostgresEventStore(EventLocation location, bool readOnly, MonotonicClock monotonicNow);
    /// Returns the open connection, reconnecting when it was lost (unless the watch knows the
    /// server is still unreachable); throws ConnectionLost.
    PgConnection& connection() const;
    void connect() const;
    void measureTimeline() const;
    void appendIn(PgConnection& connection, const JournalEntry& entry, std::int64_t sequence);
    void rollbackQuietly(PgConnection& connection) const;

    EventLocation m_location;
    bool m_readOnly = false;
    MonotonicClock m_monotonicNow;
    mutable std::string m_role;
    mutable std::unique_ptr<PgConnection> m_connection;
    mutable std::atomic<std::int64_t> m_offset{0};
    mutable std::mutex m_problemMutex;
    mutable std::string m_problem;
    /// Set by the watch while the server cannot be reached: calls fail at once instead of
    /// waiting for a connection timeout each.
    mutable std::shared_ptr<std::atomic<bool>> m_isServerLost =
        std::make_shared<std::atomic<bool>>(false);
};

/// Adds a referee (a login role with a SCRAM verifier computed here, so the password never
/// reaches the server or its logs) with the rights "chief", "referee" or "viewer"; the server
/// refuses unless the session is the chief arbiter's. `serverUri` needs no event.
void addReferee(const std::string& serverUri, const std::string& name, const std::string& rights,
                const std::string& password);

/// Keeps a file of the hall server (`name`, e.g. its referees' list) in the database, replacing
/// the copy kept before, in one commit: with a synchronous standby the standby holds it before
/// this returns. The session must be the hall server's (chief rights). Throws StorageError or
/// ConnectionLost when it is not kept.
void keepHallFile(const std::string& serverUri, const std::string& name,
                  const std::string& content);

} // namespace renju::arbiter::storage
