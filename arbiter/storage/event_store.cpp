#include "arbiter/storage/event_store.hpp"

namespace renju::arbiter::storage {

const char* entryKindName(EntryKind kind) {
    switch (kind) {
    case EntryKind::Command:
        return "command";
    case EntryKind::SessionOpen:
        return "open";
    case EntryKind::SessionClose:
        return "close";
    }
    return "command";
}

EntryKind kindFromText(const std::string& text) {
    if (text == "open") {
        return EntryKind::SessionOpen;
    }
    return text == "close" ? EntryKind::SessionClose : EntryKind::Command;
}

std::int64_t EventStore::appendChecked(std::int64_t lastSeen, const AppendDecision& decide) {
    // A single writer (the file's lock) sees nothing newer than what it wrote itself.
    std::vector<JournalEntry> newer;
    if (isShared()) {
        forEachEntryAfter(lastSeen,
                          [&newer](const JournalEntry& entry) { newer.push_back(entry); });
    }
    std::optional<JournalEntry> entry = decide(newer);
    return entry ? append(*entry) : 0;
}

void EventStore::forEachEntryAfter(std::int64_t after,
                                   const std::function<void(const JournalEntry&)>& visit) const {
    forEachEntry([&](const JournalEntry& entry) {
        if (entry.sequence > after) {
            visit(entry);
        }
    });
}

std::unique_ptr<JournalWatch> EventStore::watch(std::function<void()> /*onChange*/) const {
    return nullptr;
}

CommandAnswer EventStore::submit(const SubmittedCommand&) {
    throw StorageError(name() + " takes journal entries, not commands");
}

} // namespace renju::arbiter::storage
