#include "arbiter/storage/entry_list_store.hpp"

namespace renju::arbiter::storage {

std::int64_t EntryListStore::append(const JournalEntry&) {
    throw StorageError(m_name + " is read only");
}

void EntryListStore::forEachEntry(const std::function<void(const JournalEntry&)>& visit) const {
    for (const JournalEntry& entry : m_entries) {
        visit(entry);
    }
}

std::optional<JournalEntry> EntryListStore::lastEntry() const {
    if (m_entries.empty()) {
        return std::nullopt;
    }
    return m_entries.back();
}

void EntryListStore::backupTo(const std::filesystem::path&) const {
    throw StorageError(m_name + " is not stored anywhere to back up");
}

BackupReport EntryListStore::backupRound(int, std::int64_t, const BackupPolicy&) const {
    return {};
}

} // namespace renju::arbiter::storage
