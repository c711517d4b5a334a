#include "arbiter/storage/postgres_event_store.hpp"

#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/journal_watch.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"

#include <libpq-fe.h>

namespace renju::arbiter::storage {

namespace {

constexpr const char* kSelectColumns =
    "SELECT sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, payload, program, "
    "role, request_id FROM renju.journal WHERE event = $1";

JournalEntry readEntry(const PgResult& rows, int row) {
    JournalEntry entry;
    entry.sequence = rows.integer(row, 0);
    entry.kind = kindFromText(rows.text(row, 1));
    entry.eventMilliseconds = rows.integer(row, 2);
    entry.monotonicMilliseconds = rows.integer(row, 3);
    entry.wallMilliseconds = rows.integer(row, 4);
    entry.bootId = rows.text(row, 5);
    entry.actor = rows.text(row, 6);
    entry.payload = rows.text(row, 7);
    entry.program = rows.text(row, 8);
    entry.role = rows.text(row, 9);
    entry.requestId = rows.text(row, 10);
    return entry;
}

} // namespace

PostgresEventStore::PostgresEventStore(EventLocation location, bool readOnly,
                                       MonotonicClock monotonicNow)
    : m_location(std::move(location)), m_readOnly(readOnly),
      m_monotonicNow(std::move(monotonicNow)) {}

std::unique_ptr<PostgresEventStore> PostgresEventStore::open(const EventLocation& location,
                                                             bool readOnly,
                                                             MonotonicClock monotonicNow) {
    std::unique_ptr<PostgresEventStore> store(
        new PostgresEventStore(location, readOnly, std::move(monotonicNow)));
    store->connect();
    return store;
}

std::unique_ptr<PostgresEventStore> PostgresEventStore::create(const EventLocation& location,
                                                               std::int64_t resumeAtMilliseconds,
                                                               MonotonicClock monotonicNow) {
    {
        PgConnection connection(location.conninfo, location.display);
        try {
            connection.execute("SELECT renju.create_event($1, $2)",
                               {location.eventName, std::to_string(resumeAtMilliseconds)});
        } catch (const ServerError& error) {
            throw StorageError(location.display + ": " + error.what());
        }
    }
    return open(location, false, std::move(monotonicNow));
}

void PostgresEventStore::connect() const {
    auto connection = std::make_unique<PgConnection>(m_location.conninfo, m_location.display);
    try {
        PgResult version = connection->execute("SELECT max(version) FROM renju.schema_version");
        if (version.integer(0, 0) > kSchemaVersion) {
            throw StorageError(m_location.display + ": the server's schema is newer (" +
                               version.text(0, 0) + "); update the program");
        }
    } catch (const ServerError& error) {
        throw StorageError(m_location.display + ": the server has no Renju Arbiter schema (" +
                           error.what() + "); set it up with scripts/event-server.sh");
    }
    PgResult role = connection->execute("SELECT session_user");
    m_role = role.text(0, 0);
    m_connection = std::move(connection);
    measureTimeline();
    std::lock_guard lock(m_problemMutex);
    m_problem.clear();
}

void PostgresEventStore::measureTimeline() const {
    // The event time at the midpoint of the round trip: good to half the round trip (< 1 ms on
    // a LAN), and the same server clock for every station.
    std::int64_t before = m_monotonicNow();
    PgResult rows = m_connection->execute(
        "SELECT renju.server_ms() - origin_ms FROM renju.events WHERE name = $1",
        {m_location.eventName});
    std::int64_t after = m_monotonicNow();
    if (rows.rows() == 0) {
        m_connection.reset();
        throw StorageError(m_location.display + ": no event '" + m_location.eventName +
                           "' on this server (create it with `renju-arbiter event new`, or "
                           "`event push` a file)");
    }
    m_offset = rows.integer(0, 0) - (before + after) / 2;
}

PgConnection& PostgresEventStore::connection() const {
    if (m_connection && m_connection->isOk()) {
        return *m_connection;
    }
    m_connection.reset();
    if (*m_isServerLost) {
        throw ConnectionLost(connectionProblem());
    }
    try {
        connect();
    } catch (const ConnectionLost& error) {
        std::lock_guard lock(m_problemMutex);
        m_problem = error.what();
        throw;
    }
    return *m_connection;
}

std::string PostgresEventStore::connectionProblem() const {
    std::lock_guard lock(m_problemMutex);
    if (!m_problem.empty()) {
        return m_problem;
    }
    return *m_isServerLost ? m_location.display + ": the server cannot be reached" : "";
}

void PostgresEventStore::rollbackQuietly(PgConnection& connection) const {
    try {
        if (connection.isOk()) {
            connection.execute("ROLLBACK");
        }
    } catch (const StorageError&) {
        // The transaction ends with the connection anyway.
    }
}

void PostgresEventStore::appendIn(PgConnection& connection, const JournalEntry& entry,
                                  std::int64_t sequence) {
    connection.execute("SELECT renju.append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
                       {m_location.eventName, std::to_string(sequence), entryKindName(entry.kind),
                        std::to_string(entry.eventMilliseconds),
                        std::to_string(entry.monotonicMilliseconds),
                        std::to_string(entry.wallMilliseconds), entry.bootId, entry.actor,
                        entry.payload, entry.program, entry.role, entry.requestId});
}

std::int64_t PostgresEventStore::appendChecked(std::int64_t lastSeen,
                                               const AppendDecision& decide) {
    if (m_readOnly) {
        throw StorageError(m_location.display + " is open read-only");
    }
    // A connection that died while idle (a server restart) fails at BEGIN, before anything
    // was decided: then one fresh connection is tried at once.
    PgConnection* connection = &this->connection();
    try {
        connection->execute("BEGIN");
    } catch (const ConnectionLost&) {
        connection = &this->connection();
        connection->execute("BEGIN");
    }
    std::int64_t sequence = 0;
    try {
        PgResult locked =
            connection->execute("SELECT renju.lock_journal($1)", {m_location.eventName});
        sequence = locked.integer(0, 0) + 1;
        std::vector<JournalEntry> newer;
        if (sequence - 1 > lastSeen) {
            PgResult rows = connection->execute(std::string(kSelectColumns) +
                                                    " AND sequence > $2 ORDER BY sequence",
                                                {m_location.eventName, std::to_string(lastSeen)});
            for (int row = 0; row < rows.rows(); ++row) {
                newer.push_back(readEntry(rows, row));
            }
        }
        std::optional<JournalEntry> entry = decide(newer);
        if (!entry) {
            connection->execute("ROLLBACK");
            return 0;
        }
        appendIn(*connection, *entry, sequence);
    } catch (const ConnectionLost& error) {
        std::lock_guard lock(m_problemMutex);
        m_problem = error.what();
        throw;
    } catch (...) {
        rollbackQuietly(*connection);
        throw;
    }
    try {
        connection->execute("COMMIT");
    } catch (const ConnectionLost& error) {
        {
            std::lock_guard lock(m_problemMutex);
            m_problem = error.what();
        }
        throw ConnectionLost(std::string(error.what()) +
                             " while committing: the command may have been saved; it shows "
                             "once this station has caught up");
    }
    return sequence;
}

std::int64_t PostgresEventStore::append(const JournalEntry& entry) {
    return appendChecked(INT64_MAX, [&entry](const std::vector<JournalEntry>&) { return entry; });
}

void PostgresEventStore::appendAll(const std::vector<JournalEntry>& entries) {
    PgConnection& connection = this->connection();
    connection.execute("BEGIN");
    try {
        PgResult locked =
            connection.execute("SELECT renju.lock_journal($1)", {m_location.eventName});
        if (locked.integer(0, 0) != 0) {
            throw StorageError(m_location.display + " already has a journal; push only to a new "
                                                    "event");
        }
        std::int64_t sequence = 0;
        for (const JournalEntry& entry : entries) {
            appendIn(connection, entry, ++sequence);
        }
        connection.execute("COMMIT");
    } catch (...) {
        rollbackQuietly(connection);
        throw;
    }
}

void PostgresEventStore::forEachEntryAfter(
    std::int64_t after, const std::function<void(const JournalEntry&)>& visit) const {
    PgConnection* connection = &this->connection();
    auto query = [&] {
        return connection->execute(std::string(kSelectColumns) +
                                       " AND sequence > $2 ORDER BY sequence",
                                   {m_location.eventName, std::to_string(after)});
    };
    std::optional<PgResult> rows;
    try {
        rows.emplace(query());
    } catch (const ConnectionLost&) {
        connection = &this->connection(); // a connection that died while idle: once more
        rows.emplace(query());
    }
    for (int row = 0; row < rows->rows(); ++row) {
        visit(readEntry(*rows, row));
    }
}

void PostgresEventStore::forEachEntry(const std::function<void(const JournalEntry&)>& visit) const {
    forEachEntryAfter(0, visit);
}

std::optional<JournalEntry> PostgresEventStore::lastEntry() const {
    PgResult rows = connection().execute(
        std::string(kSelectColumns) + " ORDER BY sequence DESC LIMIT 1", {m_location.eventName});
    if (rows.rows() == 0) {
        return std::nullopt;
    }
    return readEntry(rows, 0);
}

void PostgresEventStore::backupTo(const std::filesystem::path& target) const {
    copyJournalToFile(*this, target, m_location.display);
}

BackupReport PostgresEventStore::backupRound(int round, std::int64_t wallMilliseconds,
                                             const BackupPolicy& policy) const {
    return backupAfterRound(*this, localEventPath(m_location), round, wallMilliseconds, policy);
}

std::unique_ptr<JournalWatch> PostgresEventStore::watch(std::function<void()> onChange) const {
    return std::make_unique<PgJournalWatch>(m_location, std::move(onChange), m_isServerLost);
}

void addReferee(const std::string& serverUri, const std::string& name, const std::string& rights,
                const std::string& password) {
    EventLocation location = parseEventLocation(serverUri, false);
    PgConnection connection(location.conninfo, location.display);
    char* verifier =
        PQencryptPasswordConn(connection.handle(), password.c_str(), name.c_str(), "scram-sha-256");
    if (!verifier) {
        throw StorageError("cannot compute the password's SCRAM verifier: " +
                           std::string(PQerrorMessage(connection.handle())));
    }
    std::string scram = verifier;
    PQfreemem(verifier);
    connection.execute("SELECT renju.add_referee($1, $2, $3)", {name, rights, scram});
}

void keepHallFile(const std::string& serverUri, const std::string& name,
                  const std::string& content) {
    EventLocation location = parseEventLocation(serverUri, false);
    PgConnection connection(location.conninfo, location.display);
    connection.execute("SELECT renju.keep_hall_file($1, $2)", {name, content});
}

} // namespace renju::arbiter::storage
