#include "arbiter/storage/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace renju::arbiter::storage {

namespace {

std::string readAll(int descriptor) {
    std::string text;
    char buffer[512];
    lseek(descriptor, 0, SEEK_SET);
    ssize_t count = 0;
    while ((count = read(descriptor, buffer, sizeof buffer)) > 0) {
        text.append(buffer, static_cast<std::size_t>(count));
    }
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) {
        text.pop_back();
    }
    return text;
}

} // namespace

std::optional<FileLock> FileLock::tryAcquire(const std::filesystem::path& lockPath,
                                             const std::string& description, std::string& holder) {
    int descriptor = open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (descriptor < 0) {
        holder = "the lock file " + lockPath.string() + " cannot be created";
        return std::nullopt;
    }
    if (flock(descriptor, LOCK_EX | LOCK_NB) != 0) {
        holder = readAll(descriptor);
        if (holder.empty()) {
            holder = "another program";
        }
        close(descriptor);
        return std::nullopt;
    }
    if (ftruncate(descriptor, 0) == 0) {
        std::string text = description + "\n";
        lseek(descriptor, 0, SEEK_SET);
        ssize_t written = write(descriptor, text.data(), text.size());
        (void)written; // the description only improves the message another opener sees
    }
    return FileLock(descriptor);
}

FileLock::~FileLock() {
    if (m_descriptor >= 0) {
        flock(m_descriptor, LOCK_UN);
        close(m_descriptor);
    }
}

FileLock::FileLock(FileLock&& other) noexcept : m_descriptor(other.m_descriptor) {
    other.m_descriptor = -1;
}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
    if (this != &other) {
        if (m_descriptor >= 0) {
            flock(m_descriptor, LOCK_UN);
            close(m_descriptor);
        }
        m_descriptor = other.m_descriptor;
        other.m_descriptor = -1;
    }
    return *this;
}

} // namespace renju::arbiter::storage
