#pragma once

#include "arbiter/storage/backups.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace renju::arbiter::storage {

/// A storage failure with a message a referee can act on (the file and the store's reason).
class StorageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// What a journal entry records.
enum class EntryKind : std::uint8_t {
    Command,      ///< a command that changed the event (the payload says which)
    SessionOpen,  ///< a program opened the event for writing
    SessionClose, ///< that program closed it cleanly
};

/// Returns "command", "open" or "close".
const char* entryKindName(EntryKind kind);

/// One entry of the append-only journal, the event's source of truth.
struct JournalEntry {
    /// Assigned by the store: 1, 2, 3, ... in order of acknowledgement.
    std::int64_t sequence = 0;
    EntryKind kind = EntryKind::Command;
    /// The event's own timeline (ms): what clocks are computed from; never goes back.
    std::int64_t eventMilliseconds = 0;
    /// The monotonic time (ms since boot) and the wall-clock time (ms since the Unix epoch)
    /// when the entry was made, and the boot it was made in.
    std::int64_t monotonicMilliseconds = 0;
    std::int64_t wallMilliseconds = 0;
    std::string bootId;
    /// Who issued it: station and arbiter, e.g. "cli:chief".
    std::string actor;
    /// The command as JSON (empty for session entries).
    std::string payload;
    /// The program and version that wrote the entry ("renju-arbiter 0.1.0"): the advice given
    /// depends on it. Empty for entries written before schema 2.
    std::string program;
};

/// Where an event's journal lives. The SQLite file is one implementation; a PostgreSQL store
/// for several stations would be another, without changes to the application layer.
class EventStore {
public:
    virtual ~EventStore() = default;

    /// Returns true when the store was opened for reading only.
    virtual bool isReadOnly() const = 0;
    /// Appends an entry; returns its sequence number only once it is durable (committed).
    /// Throws StorageError when it cannot be made durable; nothing is acknowledged then.
    virtual std::int64_t append(const JournalEntry& entry) = 0;
    /// Calls `visit` for every entry in sequence order.
    virtual void forEachEntry(const std::function<void(const JournalEntry&)>& visit) const = 0;
    /// Returns the last entry, if any.
    virtual std::optional<JournalEntry> lastEntry() const = 0;
    /// Writes a consistent copy of the whole store to `target` while it stays open (online).
    virtual void backupTo(const std::filesystem::path& target) const = 0;
    /// Makes the backups due at the end of a round (where this store keeps them).
    virtual BackupReport backupRound(int round, std::int64_t wallMilliseconds,
                                     const BackupPolicy& policy) const = 0;
    /// Returns a short name for messages (the file name).
    virtual std::string name() const = 0;
};

} // namespace renju::arbiter::storage
