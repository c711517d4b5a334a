#pragma once

#include "arbiter/storage/event_store.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::storage {

/// A journal held as a list of entries, read only: replays a journal that is stored nowhere
/// yet (a pushed one, checked whole before anything is stored) or a part of one (the entries
/// a push stored, without what the hall appended after them).
class EntryListStore final : public EventStore {
public:
    /// `name` names the journal in messages ("the pushed journal").
    EntryListStore(std::vector<JournalEntry> entries, std::string name)
        : m_entries(std::move(entries)), m_name(std::move(name)) {}

    bool isReadOnly() const override { return true; }
    /// Refused: the list is read only.
    std::int64_t append(const JournalEntry& entry) override;
    void forEachEntry(const std::function<void(const JournalEntry&)>& visit) const override;
    std::optional<JournalEntry> lastEntry() const override;
    /// Refused: there is nothing to back up until the entries are stored.
    void backupTo(const std::filesystem::path& target) const override;
    BackupReport backupRound(int round, std::int64_t wallMilliseconds,
                             const BackupPolicy& policy) const override;
    std::string name() const override { return m_name; }

private:
    std::vector<JournalEntry> m_entries;
    std::string m_name;
};

} // namespace renju::arbiter::storage
