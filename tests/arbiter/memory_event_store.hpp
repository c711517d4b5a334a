#pragma once

#include "arbiter/storage/event_store.hpp"

#include <memory>
#include <vector>

namespace renju::arbiter::test {

/// A journal kept in memory: the EventStore interface without SQLite, for application tests
/// (and proof that the application does not depend on the SQLite store). Entries live in a
/// shared vector, so a "reopened" store sees what an earlier one wrote.
class MemoryEventStore final : public storage::EventStore {
public:
    explicit MemoryEventStore(std::shared_ptr<std::vector<storage::JournalEntry>> entries,
                              bool readOnly = false)
        : m_entries(std::move(entries)), m_readOnly(readOnly) {}

    bool isReadOnly() const override { return m_readOnly; }
    std::int64_t append(const storage::JournalEntry& entry) override;
    void
    forEachEntry(const std::function<void(const storage::JournalEntry&)>& visit) const override;
    std::optional<storage::JournalEntry> lastEntry() const override;
    void backupTo(const std::filesystem::path& target) const override;
    storage::BackupReport backupRound(int round, std::int64_t wallMilliseconds,
                                      const storage::BackupPolicy& policy) const override;
    std::string name() const override { return "memory"; }

    /// Makes every later append fail, as a full disk would.
    void failAppends() { m_isFailing = true; }
    /// Returns the rounds backed up so far.
    const std::vector<int>& backedUpRounds() const { return m_backups; }

private:
    std::shared_ptr<std::vector<storage::JournalEntry>> m_entries;
    bool m_readOnly = false;
    bool m_isFailing = false;
    mutable std::vector<int> m_backups;
};

} // namespace renju::arbiter::test
