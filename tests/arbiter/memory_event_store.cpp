#include "memory_event_store.hpp"

#include "arbiter/storage/event_store.hpp"

namespace renju::arbiter::test {

std::int64_t MemoryEventStore::append(const storage::JournalEntry& entry) {
    if (m_isFailing) {
        throw storage::StorageError("memory: the disk is full");
    }
    storage::JournalEntry stored = entry;
    stored.sequence = static_cast<std::int64_t>(m_entries->size()) + 1;
    m_entries->push_back(stored);
    return stored.sequence;
}

void MemoryEventStore::forEachEntry(
    const std::function<void(const storage::JournalEntry&)>& visit) const {
    for (const storage::JournalEntry& entry : *m_entries) {
        visit(entry);
    }
}

std::optional<storage::JournalEntry> MemoryEventStore::lastEntry() const {
    if (m_entries->empty()) {
        return std::nullopt;
    }
    return m_entries->back();
}

void MemoryEventStore::backupTo(const std::filesystem::path&) const {
    throw storage::StorageError("memory: no files to back up to");
}

storage::BackupReport MemoryEventStore::backupRound(int round, std::int64_t,
                                                    const storage::BackupPolicy&) const {
    m_backups.push_back(round);
    return storage::BackupReport{{"memory-round-" + std::to_string(round)}, {}};
}

} // namespace renju::arbiter::test
