#pragma once

#include "arbiter/storage/event_store.hpp"

#include <atomic>
#include <filesystem>
#include <functional>
#include <thread>

namespace renju::arbiter::storage {

/// Watches an event file that another program writes (the GUI or `batch` holds it) for a
/// reader that follows it, e.g. `renju-arbiter serve`: inotify on the file's folder wakes it
/// when the file or its write-ahead log changes, and it calls back on its own thread, then a
/// few times more within 250 ms (a commit is visible only after its fsync, which makes no
/// notice). Without a change it calls back once a second anyway, so that a file system without
/// inotify (a network share) is still followed; the callback only has to read what is new.
class FileJournalWatch final : public JournalWatch {
public:
    /// Starts watching `path`; throws StorageError when no watch thread can be made.
    FileJournalWatch(std::filesystem::path path, std::function<void()> onChange);
    ~FileJournalWatch() override;
    FileJournalWatch(const FileJournalWatch&) = delete;
    FileJournalWatch& operator=(const FileJournalWatch&) = delete;

    /// Returns "": a file on this machine is never lost the way a server is.
    std::string problem() const override { return ""; }

private:
    void run();
    /// Returns true when inotify named one of the event's files (the file, -wal, -shm).
    bool namesEventFile(const char* buffer, long length) const;

    std::filesystem::path m_path;
    std::function<void()> m_onChange;
    int m_inotify = -1;
    int m_stopPipe[2] = {-1, -1};
    std::atomic<bool> m_isStopping{false};
    std::thread m_thread;
};

} // namespace renju::arbiter::storage
