#pragma once

#include "arbiter/storage/backups.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

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
/// Returns the kind named by entryKindName() (a command for any other text).
EntryKind kindFromText(const std::string& text);

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
    /// Who issued it, as the one who stored it knows: the referee a hall server authenticated
    /// (or, in older events, the database role whose session appended it); empty in an event
    /// file.
    std::string role;
    /// The id the station chose for the command at a hall server, by which a resent command is
    /// recognised and answered with its first outcome; empty otherwise.
    std::string requestId;
};

/// The server could not be reached (or was lost) while reading or appending: nothing was
/// acknowledged, and the store reconnects by itself on a later call.
class ConnectionLost : public StorageError {
public:
    using StorageError::StorageError;
};

/// A watch over a journal that other stations append to: it calls its callback on its own
/// thread when entries were appended or the connection was lost or found again, and stops when
/// destroyed.
class JournalWatch {
public:
    virtual ~JournalWatch() = default;
    /// Returns why the server cannot be reached now, or "" while it can.
    virtual std::string problem() const = 0;
};

/// Decides, inside the append transaction, what to append after seeing the entries other
/// stations appended since the caller's last one (in order); returns nothing to append nothing.
using AppendDecision =
    std::function<std::optional<JournalEntry>(const std::vector<JournalEntry>& newer)>;

/// A command a station sends to a server that decides (a hall server): the command as the
/// journal keeps it, the journal sequence of the state the station showed, the station's id
/// for it (a resend is recognised) and the station.
struct SubmittedCommand {
    std::string payload;
    std::int64_t basis = 0;
    std::string requestId;
    std::string actor;
};

/// The hall server's answer to a command: accepted and stored as entry `sequence`, refused
/// (nothing changed), or not known (the hall's database was lost at the commit, or the station
/// never heard the answer: sending it again with the same id is answered definitively).
struct CommandAnswer {
    enum class Status { Accepted, Refused, Unknown };
    Status status = Status::Refused;
    std::int64_t sequence = 0;
    std::string message;
    std::vector<std::string> warnings;
    /// True when the request id had been answered before: the first outcome, not a new entry.
    bool isRepeat = false;
};

/// Where an event's journal lives: an SQLite file for one station, a hall server that decides
/// for every station, or (the hall server's own storage) a PostgreSQL server.
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

    /// Returns true when other stations may append to the journal at the same time.
    virtual bool isShared() const { return false; }
    /// Appends, in one transaction that holds the journal's append lock, the entry `decide`
    /// returns after seeing the entries appended after sequence `lastSeen` (a single writer
    /// sees none): the entry is checked on the latest journal and gets the next sequence
    /// number. Returns that number once committed, or 0 when `decide` returned nothing.
    /// Throws StorageError (ConnectionLost when the server went away) with nothing appended.
    virtual std::int64_t appendChecked(std::int64_t lastSeen, const AppendDecision& decide);
    /// Calls `visit` for every entry after sequence `after`, in order.
    virtual void forEachEntryAfter(std::int64_t after,
                                   const std::function<void(const JournalEntry&)>& visit) const;
    /// For a shared journal: the event time minus the local monotonic time (ms), measured on
    /// the server's clock, so that every station reads the same event time; refreshed when the
    /// store reconnects. Nothing for a file: its session keeps its own timeline.
    virtual std::optional<std::int64_t> sharedTimelineOffset() const { return std::nullopt; }
    /// Returns why the journal cannot be written now (the server is lost), or "".
    virtual std::string connectionProblem() const { return ""; }
    /// Returns true for a journal whose server checks and stores commands itself (a hall
    /// server): the session sends commands with submit() and applies what the server stored.
    virtual bool decidesCommands() const { return false; }
    /// Sends a command to the server that decides; see CommandAnswer.
    virtual CommandAnswer submit(const SubmittedCommand& command);
    /// Starts watching for entries appended elsewhere: `onChange` is called on another thread
    /// (soon after each commit elsewhere; spuriously at times) until the watch is destroyed.
    /// Returns nullptr for a journal no one else appends to.
    virtual std::unique_ptr<JournalWatch> watch(std::function<void()> onChange) const;
};

} // namespace renju::arbiter::storage
