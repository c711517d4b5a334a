#include "arbiter/storage/journal_copy.hpp"

#include "arbiter/storage/sqlite_event_store.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace renju::arbiter::storage {

namespace {

void removeWithCompanions(const std::filesystem::path& file) {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", ".lock"}) {
        std::filesystem::remove(file.string() + suffix, ignored);
    }
}

/// Makes the folder's new name durable (a link is in the folder, not in the file).
void syncFolder(const std::filesystem::path& folder) {
    int descriptor = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (descriptor >= 0) {
        ::fsync(descriptor);
        ::close(descriptor);
    }
}

/// Writes the entries `write` appends into a new file beside `target` and gives it the target's
/// name only when it is complete and durable.
template <class Write>
void writeThenLink(const std::filesystem::path& target, const std::string& display, Write write) {
    if (std::filesystem::exists(target)) {
        throw TargetExists(target.string() + " already exists; choose another name");
    }
    std::filesystem::path incoming = target.string() + ".incoming";
    removeWithCompanions(incoming); // what a crashed writer left
    try {
        auto file = SqliteEventStore::create(incoming, "copy of " + display);
        file->setBulkLoading(true); // one sync at the end: nothing is acknowledged before it
        write(*file);
        file->setBulkLoading(false);
    } catch (...) {
        removeWithCompanions(incoming);
        throw;
    }
    // The WAL was checkpointed into the file and removed when the store closed.
    if (::link(incoming.c_str(), target.c_str()) != 0) {
        int error = errno;
        removeWithCompanions(incoming);
        if (error == EEXIST) {
            throw TargetExists(target.string() + " already exists; choose another name");
        }
        throw StorageError(target.string() + ": cannot be written (" + std::strerror(error) + ")");
    }
    removeWithCompanions(incoming);
    syncFolder(target.parent_path());
}

void appendInOrder(SqliteEventStore& file, const JournalEntry& entry, const std::string& display) {
    if (file.append(entry) != entry.sequence) {
        throw StorageError("the journal of " + display + " has a gap before entry " +
                           std::to_string(entry.sequence));
    }
}

} // namespace

void copyJournalToFile(const EventStore& source, const std::filesystem::path& target,
                       const std::string& display) {
    writeThenLink(target, display, [&](SqliteEventStore& file) {
        source.forEachEntry(
            [&](const JournalEntry& entry) { appendInOrder(file, entry, display); });
    });
}

void writeNewEventFile(const std::vector<JournalEntry>& entries,
                       const std::filesystem::path& target, const std::string& display) {
    writeThenLink(target, display, [&](SqliteEventStore& file) {
        for (const JournalEntry& entry : entries) {
            appendInOrder(file, entry, display);
        }
    });
}

} // namespace renju::arbiter::storage
