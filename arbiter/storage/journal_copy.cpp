#include "arbiter/storage/journal_copy.hpp"

#include "arbiter/storage/sqlite_event_store.hpp"

namespace renju::arbiter::storage {

void copyJournalToFile(const EventStore& source, const std::filesystem::path& target,
                       const std::string& display) {
    std::filesystem::path partial = target.string() + ".partial";
    for (const char* suffix : {"", "-wal", "-shm", ".lock"}) {
        std::filesystem::remove(partial.string() + suffix);
    }
    {
        auto file = SqliteEventStore::create(partial, "copy of " + display);
        file->setBulkLoading(true);
        source.forEachEntry([&](const JournalEntry& entry) {
            if (file->append(entry) != entry.sequence) {
                throw StorageError("the journal of " + display + " has a gap before entry " +
                                   std::to_string(entry.sequence));
            }
        });
        file->setBulkLoading(false);
    }
    std::filesystem::rename(partial, target);
    std::filesystem::remove(partial.string() + ".lock");
}

} // namespace renju::arbiter::storage
