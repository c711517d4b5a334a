#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace renju::arbiter::storage {

/// An advisory lock on a file beside the event (EVENT.renju.lock) that keeps a second writer
/// out. The operating system releases it when the process ends, even by a crash, so a killed
/// program never leaves the event locked.
class FileLock {
public:
    /// Takes the lock, writing who holds it (program, pid, host, time) into the lock file.
    /// Returns nothing and describes the current holder in `holder` when it is taken.
    static std::optional<FileLock> tryAcquire(const std::filesystem::path& lockPath,
                                              const std::string& description, std::string& holder);
    ~FileLock();
    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&& other) noexcept;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

private:
    explicit FileLock(int descriptor) : m_descriptor(descriptor) {}
    int m_descriptor = -1;
};

} // namespace renju::arbiter::storage
