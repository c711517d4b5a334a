#include "arbiter/storage/file_journal_watch.hpp"

#include <cstring>
#include <fcntl.h>
#include <iterator>
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

namespace renju::arbiter::storage {

namespace {

/// The longest a follower waits without a notice before it looks anyway (ms).
constexpr int kFallbackMilliseconds = 1000;

/// When to look again after the write-ahead log was written (ms after the last write): a
/// commit becomes visible only once its frames are on the disk (fsync) and the shared index
/// is updated, and neither makes a notice of its own.
constexpr int kRechecks[] = {2, 6, 15, 40, 100, 250};

} // namespace

FileJournalWatch::FileJournalWatch(std::filesystem::path path, std::function<void()> onChange)
    : m_path(std::move(path)), m_onChange(std::move(onChange)) {
    if (pipe2(m_stopPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        throw StorageError("cannot watch " + m_path.string() + ": no pipe");
    }
    m_inotify = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
    if (m_inotify >= 0) {
        std::filesystem::path folder = m_path.parent_path().empty() ? "." : m_path.parent_path();
        // The folder, not the file: a restore replaces the file, and the -wal file comes and
        // goes with the writer.
        if (inotify_add_watch(m_inotify, folder.c_str(),
                              IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE) < 0) {
            close(m_inotify);
            m_inotify = -1; // followed once a second instead
        }
    }
    m_thread = std::thread([this] { run(); });
}

FileJournalWatch::~FileJournalWatch() {
    m_isStopping = true;
    char byte = 1;
    [[maybe_unused]] auto written = write(m_stopPipe[1], &byte, 1);
    m_thread.join();
    if (m_inotify >= 0) {
        close(m_inotify);
    }
    close(m_stopPipe[0]);
    close(m_stopPipe[1]);
}

bool FileJournalWatch::namesEventFile(const char* buffer, long length) const {
    const std::string name = m_path.filename().string();
    bool isOurs = false;
    for (long offset = 0; offset < length;) {
        inotify_event event;
        std::memcpy(&event, buffer + offset, sizeof event);
        if (event.len > 0) {
            std::string changed(buffer + offset + sizeof event);
            isOurs = isOurs || changed == name || changed == name + "-wal";
        }
        offset += static_cast<long>(sizeof event + event.len);
    }
    return isOurs;
}

void FileJournalWatch::run() {
    alignas(inotify_event) char buffer[4096];
    std::size_t recheck = std::size(kRechecks); // none due
    int waited = 0;                             // since the last write, while rechecking
    while (!m_isStopping) {
        pollfd watched[2] = {{m_stopPipe[0], POLLIN, 0}, {m_inotify, POLLIN, 0}};
        bool isRechecking = recheck < std::size(kRechecks);
        int timeout = isRechecking ? kRechecks[recheck] - waited : kFallbackMilliseconds;
        int ready = poll(watched, m_inotify >= 0 ? 2 : 1, timeout);
        if (m_isStopping) {
            return;
        }
        if (ready == 0) {
            if (isRechecking) {
                waited = kRechecks[recheck++];
            }
            m_onChange(); // a commit may have become visible, or nothing heard for a second
            continue;
        }
        if (ready < 0 || watched[1].revents == 0) {
            continue; // a signal
        }
        bool isOurs = false;
        for (;;) {
            long length = read(m_inotify, buffer, sizeof buffer);
            if (length <= 0) {
                break;
            }
            isOurs = namesEventFile(buffer, length) || isOurs;
        }
        if (isOurs) {
            m_onChange();
            recheck = 0;
            waited = 0;
        }
    }
}

} // namespace renju::arbiter::storage
