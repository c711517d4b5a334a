#include "arbiter/storage/sqlite_event_store.hpp"

#include "arbiter/storage/file_journal_watch.hpp"

#include <fstream>
#include <iterator>
#include <sqlite3.h>

namespace renju::arbiter::storage {

namespace {

constexpr const char* kSchemaVersion1 = R"(
CREATE TABLE journal (
    sequence      INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL CHECK (kind IN ('command', 'open', 'close')),
    event_ms      INTEGER NOT NULL,
    monotonic_ms  INTEGER NOT NULL,
    wall_ms       INTEGER NOT NULL,
    boot_id       TEXT    NOT NULL,
    actor         TEXT    NOT NULL,
    payload       TEXT    NOT NULL
);
)";

/// Schema 2: every entry says which program wrote it.
constexpr const char* kSchemaVersion2 = "ALTER TABLE journal ADD COLUMN program TEXT NOT NULL "
                                        "DEFAULT ''";

/// Schema 3: an event kept by a hall server on a file records who issued each command (the
/// referee it authenticated) and the station's id for it (a resent command is recognised).
constexpr const char* kSchemaVersion3 =
    "ALTER TABLE journal ADD COLUMN issuer TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE journal ADD COLUMN request_id TEXT NOT NULL DEFAULT ''";

/// The upgrade from each schema version to the next, in order: steps[v - 1] takes v to v + 1.
constexpr const char* kMigrations[] = {kSchemaVersion2, kSchemaVersion3};
static_assert(std::size(kMigrations) == SqliteEventStore::kSchemaVersion - 1,
              "one migration step per schema version after the first");

/// The columns an entry is read from; a file of schema 2 opened read-only (by a reader beside
/// an older writer) has no issuer or request id.
std::string selectColumns(std::int64_t schema) {
    return std::string("SELECT sequence, kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, "
                       "payload, program, ") +
           (schema >= 3 ? "issuer, request_id" : "'', ''") + " FROM journal";
}

constexpr const char* kInsert =
    "INSERT INTO journal (kind, event_ms, monotonic_ms, wall_ms, boot_id, actor, payload, "
    "program, issuer, request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

std::filesystem::path lockPathOf(const std::filesystem::path& path) {
    return std::filesystem::path(path.string() + ".lock");
}

JournalEntry readEntry(const Statement& row) {
    JournalEntry entry;
    entry.sequence = row.columnInteger(0);
    entry.kind = kindFromText(row.columnText(1));
    entry.eventMilliseconds = row.columnInteger(2);
    entry.monotonicMilliseconds = row.columnInteger(3);
    entry.wallMilliseconds = row.columnInteger(4);
    entry.bootId = row.columnText(5);
    entry.actor = row.columnText(6);
    entry.payload = row.columnText(7);
    entry.program = row.columnText(8);
    entry.role = row.columnText(9);
    entry.requestId = row.columnText(10);
    return entry;
}

std::optional<FileLock> lockOrThrow(const std::filesystem::path& path, const std::string& holder) {
    std::string current;
    auto lock = FileLock::tryAcquire(lockPathOf(path), holder, current);
    if (!lock) {
        throw StorageError(path.filename().string() + " is open for writing elsewhere (" + current +
                           "); only one program may change an event at a time. Read-only "
                           "commands (event show, round pairings, standings, log, export, "
                           "print, player list) still work.");
    }
    return lock;
}

} // namespace

SqliteEventStore::SqliteEventStore(const std::filesystem::path& path, bool readOnly,
                                   std::optional<FileLock> lock, Database::Mode mode)
    : m_path(path), m_readOnly(readOnly), m_lock(std::move(lock)),
      m_database(std::make_unique<Database>(path, mode)) {}

std::unique_ptr<SqliteEventStore> SqliteEventStore::create(const std::filesystem::path& path,
                                                           const std::string& holder) {
    if (std::filesystem::exists(path)) {
        throw StorageError(path.string() + " already exists; choose another name, or open it");
    }
    auto lock = lockOrThrow(path, holder);
    std::unique_ptr<SqliteEventStore> store(
        new SqliteEventStore(path, false, std::move(lock), Database::Mode::Create));
    Database& db = *store->m_database;
    db.execute("PRAGMA journal_mode=WAL", "cannot switch to write-ahead logging");
    db.execute("PRAGMA synchronous=FULL");
    db.execute("BEGIN IMMEDIATE");
    db.execute(kSchemaVersion1, "cannot create the journal");
    for (const char* step : kMigrations) {
        db.execute(step, "cannot create the journal");
    }
    db.execute("PRAGMA application_id=" + std::to_string(kApplicationId));
    db.execute("PRAGMA user_version=" + std::to_string(kSchemaVersion));
    db.execute("COMMIT", "cannot create the event file");
    store->m_insert = std::make_unique<Statement>(db, kInsert);
    return store;
}

std::unique_ptr<SqliteEventStore> SqliteEventStore::open(const std::filesystem::path& path,
                                                         bool readOnly, const std::string& holder) {
    if (!std::filesystem::exists(path)) {
        throw StorageError(path.string() + ": no such event file");
    }
    if (!looksLikeSqlite(path)) {
        throw StorageError(path.string() +
                           " is not a Renju Arbiter event file (it is not an SQLite database)");
    }
    std::optional<FileLock> lock;
    if (!readOnly) {
        lock = lockOrThrow(path, holder);
    }
    std::unique_ptr<SqliteEventStore> store(
        new SqliteEventStore(path, readOnly, std::move(lock),
                             readOnly ? Database::Mode::ReadOnly : Database::Mode::ReadWrite));
    store->checkFile();
    if (!readOnly) {
        store->m_database->execute("PRAGMA synchronous=FULL");
        store->m_insert = std::make_unique<Statement>(*store->m_database, kInsert);
    }
    return store;
}

std::unique_ptr<SqliteEventStore>
SqliteEventStore::openLockedForReading(const std::filesystem::path& path,
                                       const std::string& holder) {
    // Checked before the lock is taken: no lock file is left beside a wrong name.
    if (!std::filesystem::exists(path) || !looksLikeSqlite(path)) {
        open(path, true, holder); // throws the reason
    }
    auto lock = lockOrThrow(path, holder);
    std::unique_ptr<SqliteEventStore> store(
        new SqliteEventStore(path, true, std::move(lock), Database::Mode::ReadOnly));
    store->checkFile();
    return store;
}

bool SqliteEventStore::looksLikeSqlite(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    char header[16] = {};
    file.read(header, sizeof header);
    return file.gcount() == 16 && std::string(header, 16) == std::string("SQLite format 3\0", 16);
}

void SqliteEventStore::checkFile() {
    Database& db = *m_database;
    std::string file = m_path.string();
    std::int64_t applicationId = 0;
    try {
        applicationId = db.queryInteger("PRAGMA application_id");
    } catch (const StorageError& error) {
        throw StorageError(file + " cannot be read as an event file: " + error.what());
    }
    if (applicationId != kApplicationId) {
        throw StorageError(file + " is an SQLite database but not a Renju Arbiter event file");
    }
    std::string integrity = db.queryText("PRAGMA integrity_check");
    if (integrity != "ok") {
        throw StorageError(file + " is damaged (integrity check: " + integrity +
                           "); restore it from a backup with `renju-arbiter restore`");
    }
    auto version = db.queryInteger("PRAGMA user_version");
    if (version > kSchemaVersion) {
        throw StorageError(file + " was written by a newer Renju Arbiter (schema " +
                           std::to_string(version) + "); update the program to open it");
    }
    m_schema = version;
    if (version < kSchemaVersion) {
        if (m_readOnly && version >= 2) {
            return; // read as it is: the newer columns read empty
        }
        if (m_readOnly) {
            throw StorageError(file + " uses an older schema (" + std::to_string(version) +
                               "); open it once for writing to upgrade it");
        }
        migrate();
        m_schema = kSchemaVersion;
    }
}

void SqliteEventStore::migrate() {
    // Each step upgrades one schema version inside one transaction; version 1 is the first.
    Database& db = *m_database;
    auto version = db.queryInteger("PRAGMA user_version");
    if (version < 1) {
        throw StorageError(m_path.string() + " has no schema version; it is not an event file");
    }
    for (; version < kSchemaVersion; ++version) {
        std::string what = "cannot upgrade " + m_path.filename().string() + " from schema " +
                           std::to_string(version);
        db.execute("BEGIN IMMEDIATE", what);
        try {
            db.execute(kMigrations[version - 1], what);
            db.execute("PRAGMA user_version=" + std::to_string(version + 1), what);
            db.execute("COMMIT", what);
        } catch (const StorageError&) {
            sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
            throw;
        }
    }
}

void SqliteEventStore::setBulkLoading(bool isOn) {
    Database& db = *m_database;
    if (isOn) {
        db.execute("PRAGMA synchronous=OFF");
        return;
    }
    db.execute("PRAGMA synchronous=FULL");
    db.execute("PRAGMA wal_checkpoint(FULL)", "cannot make the event durable");
}

std::int64_t SqliteEventStore::append(const JournalEntry& entry) {
    if (m_readOnly) {
        throw StorageError(m_path.filename().string() + " is open read-only");
    }
    Database& db = *m_database;
    db.execute("BEGIN IMMEDIATE", "cannot start writing");
    try {
        m_insert->reset();
        m_insert->bind(1, std::string_view(entryKindName(entry.kind)));
        m_insert->bind(2, entry.eventMilliseconds);
        m_insert->bind(3, entry.monotonicMilliseconds);
        m_insert->bind(4, entry.wallMilliseconds);
        m_insert->bind(5, std::string_view(entry.bootId));
        m_insert->bind(6, std::string_view(entry.actor));
        m_insert->bind(7, std::string_view(entry.payload));
        m_insert->bind(8, std::string_view(entry.program));
        m_insert->bind(9, std::string_view(entry.role));
        m_insert->bind(10, std::string_view(entry.requestId));
        m_insert->step();
        std::int64_t sequence = sqlite3_last_insert_rowid(db.handle());
        db.execute("COMMIT", "cannot make the entry durable");
        return sequence;
    } catch (const StorageError&) {
        sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

void SqliteEventStore::forEachEntry(const std::function<void(const JournalEntry&)>& visit) const {
    Statement rows(*m_database, selectColumns(m_schema) + " ORDER BY sequence");
    while (rows.step()) {
        visit(readEntry(rows));
    }
}

void SqliteEventStore::forEachEntryAfter(
    std::int64_t after, const std::function<void(const JournalEntry&)>& visit) const {
    Statement rows(*m_database, selectColumns(m_schema) + " WHERE sequence > ? ORDER BY sequence");
    rows.bind(1, after);
    while (rows.step()) {
        visit(readEntry(rows));
    }
}

std::unique_ptr<JournalWatch> SqliteEventStore::watch(std::function<void()> onChange) const {
    if (!m_readOnly) {
        return nullptr;
    }
    return std::make_unique<FileJournalWatch>(m_path, std::move(onChange));
}

std::optional<JournalEntry> SqliteEventStore::lastEntry() const {
    Statement rows(*m_database, selectColumns(m_schema) + " ORDER BY sequence DESC LIMIT 1");
    if (!rows.step()) {
        return std::nullopt;
    }
    return readEntry(rows);
}

void SqliteEventStore::backupTo(const std::filesystem::path& target) const {
    std::filesystem::path partial = target.string() + ".partial";
    std::filesystem::remove(partial);
    {
        Database copy(partial, Database::Mode::Create);
        sqlite3_backup* backup =
            sqlite3_backup_init(copy.handle(), "main", m_database->handle(), "main");
        if (!backup) {
            throw StorageError(target.string() + ": cannot start the backup (" + copy.lastError() +
                               ")");
        }
        int status = sqlite3_backup_step(backup, -1);
        sqlite3_backup_finish(backup);
        if (status != SQLITE_DONE) {
            throw StorageError(target.string() + ": backup failed (" + copy.lastError() + ")");
        }
    }
    std::filesystem::rename(partial, target);
}

BackupReport SqliteEventStore::backupRound(int round, std::int64_t wallMilliseconds,
                                           const BackupPolicy& policy) const {
    return backupAfterRound(*this, m_path, round, wallMilliseconds, policy);
}

} // namespace renju::arbiter::storage
