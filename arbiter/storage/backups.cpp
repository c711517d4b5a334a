#include "arbiter/storage/backups.hpp"

#include "arbiter/storage/event_store.hpp"
#include "arbiter/storage/file_lock.hpp"
#include "arbiter/storage/sqlite.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/storage/wall_time.hpp"

#include <algorithm>

namespace renju::arbiter::storage {

namespace {

namespace fs = std::filesystem;

std::string backupPrefix(const fs::path& eventPath) {
    return eventPath.stem().string() + "-round-";
}

/// Removes the oldest backups of this event in `folder` beyond `keep`.
void prune(const fs::path& folder, const std::string& prefix, int keep) {
    std::vector<fs::path> backups;
    for (const auto& entry : fs::directory_iterator(folder)) {
        std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) == 0 && entry.path().extension() == ".renju") {
            backups.push_back(entry.path());
        }
    }
    // Names carry the round and the time, so their order is the order they were made.
    std::sort(backups.begin(), backups.end());
    for (std::size_t i = 0; i + static_cast<std::size_t>(keep) < backups.size(); ++i) {
        fs::remove(backups[i]);
    }
}

void backupInto(const EventStore& store, const fs::path& folder, const std::string& fileName,
                const std::string& prefix, int keep, BackupReport& report) {
    fs::create_directories(folder);
    fs::path target = folder / fileName;
    store.backupTo(target);
    report.written.push_back(target);
    prune(folder, prefix, keep);
}

} // namespace

std::string fileTimestamp(std::int64_t wallMilliseconds) {
    return formatUtcFileStamp(wallMilliseconds);
}

BackupReport backupAfterRound(const EventStore& store, const fs::path& eventPath, int round,
                              std::int64_t wallMilliseconds, const BackupPolicy& policy) {
    BackupReport report;
    std::string number = (round >= 0 && round < 10 ? "0" : "") + std::to_string(round);
    std::string prefix = backupPrefix(eventPath);
    std::string fileName = prefix + number + "-" + fileTimestamp(wallMilliseconds) + ".renju";
    fs::path primary = eventPath.parent_path() / "backups";
    try {
        backupInto(store, primary, fileName, prefix, policy.keep, report);
    } catch (const std::exception& error) {
        report.problems.push_back(std::string("backup in ") + primary.string() +
                                  " failed: " + error.what());
    }
    if (policy.secondFolder) {
        try {
            backupInto(store, *policy.secondFolder, fileName, prefix, policy.keep, report);
        } catch (const std::exception& error) {
            report.problems.push_back("backup in the second folder " +
                                      policy.secondFolder->string() + " failed: " + error.what());
        }
    }
    return report;
}

std::string restoreFromBackup(const fs::path& eventPath, const fs::path& backupPath,
                              std::int64_t wallMilliseconds) {
    // The backup must be an intact event file before anything is touched.
    SqliteEventStore::open(backupPath, true, "restore check");
    std::string holder;
    auto lock = FileLock::tryAcquire(eventPath.string() + ".lock", "restore", holder);
    if (!lock) {
        throw StorageError(eventPath.filename().string() + " is open for writing (" + holder +
                           "); close that program before restoring");
    }
    std::string kept;
    if (fs::exists(eventPath)) {
        fs::path previous =
            eventPath.string() + ".before-restore-" + fileTimestamp(wallMilliseconds);
        fs::rename(eventPath, previous);
        for (const char* suffix : {"-wal", "-shm"}) {
            fs::path side = eventPath.string() + suffix;
            if (fs::exists(side)) {
                fs::rename(side, previous.string() + suffix);
            }
        }
        kept = "; the previous file is kept as " + previous.filename().string();
    }
    fs::copy_file(backupPath, eventPath);
    return "restored " + eventPath.filename().string() + " from " + backupPath.string() + kept;
}

} // namespace renju::arbiter::storage
