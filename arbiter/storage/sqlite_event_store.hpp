#pragma once

#include "arbiter/storage/event_store.hpp"
#include "arbiter/storage/file_lock.hpp"
#include "arbiter/storage/sqlite.hpp"

#include <memory>

namespace renju::arbiter::storage {

/// The journal in one SQLite file per event (extension .renju): WAL, synchronous=FULL, one
/// transaction per entry, so an entry is acknowledged only after its COMMIT reached the disk.
class SqliteEventStore final : public EventStore {
public:
    /// The schema this program writes; older files are migrated when opened for writing.
    static constexpr int kSchemaVersion = 3;
    /// SQLite's application_id of event files ("RENJ").
    static constexpr int kApplicationId = 0x52454E4A;

    /// Creates a new, empty event file; refuses when `path` exists.
    static std::unique_ptr<SqliteEventStore> create(const std::filesystem::path& path,
                                                    const std::string& holder);
    /// Opens an event file for writing (taking the lock beside it, checking integrity and
    /// migrating an older schema) or for reading only (no lock: works while a writer holds
    /// it). Throws StorageError with a message naming the file and the problem.
    static std::unique_ptr<SqliteEventStore> open(const std::filesystem::path& path, bool readOnly,
                                                  const std::string& holder);
    /// Opens an event file for reading only while holding its lock, so that no station writes
    /// it meanwhile (`event push`): the database is opened read-only, so nothing in the file
    /// changes, not even a migration or a checkpoint. Throws StorageError as open().
    static std::unique_ptr<SqliteEventStore> openLockedForReading(const std::filesystem::path& path,
                                                                  const std::string& holder);
    /// Returns true when the file starts with SQLite's header (an event file, or a look-alike).
    static bool looksLikeSqlite(const std::filesystem::path& path);

    bool isReadOnly() const override { return m_readOnly; }
    std::int64_t append(const JournalEntry& entry) override;
    void forEachEntry(const std::function<void(const JournalEntry&)>& visit) const override;
    std::optional<JournalEntry> lastEntry() const override;
    void backupTo(const std::filesystem::path& target) const override;
    BackupReport backupRound(int round, std::int64_t wallMilliseconds,
                             const BackupPolicy& policy) const override;
    std::string name() const override { return m_path.filename().string(); }
    void forEachEntryAfter(std::int64_t after,
                           const std::function<void(const JournalEntry&)>& visit) const override;
    /// A file opened read-only beside its writer is watched for the writer's entries
    /// (FileJournalWatch); a writer is the only one appending and gets nullptr.
    std::unique_ptr<JournalWatch> watch(std::function<void()> onChange) const override;

    /// For generated events only (the demo, benchmarks): while on, entries are committed
    /// without waiting for the disk; turning it off makes everything durable at once. Never
    /// for a referee's input, which is acknowledged only once durable.
    void setBulkLoading(bool isOn);

private:
    SqliteEventStore(const std::filesystem::path& path, bool readOnly, std::optional<FileLock> lock,
                     Database::Mode mode);
    void checkFile();
    void migrate();

    std::filesystem::path m_path;
    bool m_readOnly = false;
    /// The file's schema version as read (the current one once upgraded).
    std::int64_t m_schema = kSchemaVersion;
    std::optional<FileLock> m_lock;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Statement> m_insert;
};

} // namespace renju::arbiter::storage
