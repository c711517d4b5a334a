#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::storage {

class EventStore;

/// Where round backups go and how many are kept.
struct BackupPolicy {
    /// Backups kept per folder (the newest ones).
    int keep = 20;
    /// A second folder (a USB stick), when set.
    std::optional<std::filesystem::path> secondFolder;
};

/// What a backup did: the files written, and problems that did not stop it (a missing USB
/// stick must not stop the event).
struct BackupReport {
    std::vector<std::filesystem::path> written;
    std::vector<std::string> problems;
};

/// Writes an online backup of the store (SQLite backup API) after round `round` into
/// `backups/` beside the event file and into the second folder, named
/// `<event>-round-NN-<YYYYMMDD-HHMMSS>.renju`, and removes the oldest beyond the policy.
BackupReport backupAfterRound(const EventStore& store, const std::filesystem::path& eventPath,
                              int round, std::int64_t wallMilliseconds, const BackupPolicy& policy);

/// Replaces the event file by a backup after checking the backup (an event file, intact) and
/// that no program holds the event. The replaced file is kept beside it as
/// `<event>.before-restore-<YYYYMMDD-HHMMSS>`. Returns a sentence saying what was done;
/// throws StorageError naming the problem, changing nothing.
std::string restoreFromBackup(const std::filesystem::path& eventPath,
                              const std::filesystem::path& backupPath,
                              std::int64_t wallMilliseconds);

/// Returns a wall-clock time as `YYYYMMDD-HHMMSS` (UTC), for file names.
std::string fileTimestamp(std::int64_t wallMilliseconds);

} // namespace renju::arbiter::storage
