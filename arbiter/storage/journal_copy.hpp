#pragma once

#include "arbiter/storage/event_store.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace renju::arbiter::storage {

/// The file a new event was to be written to exists already (it is never replaced).
class TargetExists : public StorageError {
public:
    using StorageError::StorageError;
};

/// Writes the whole journal of `source` as an event file at `target`, every entry with its
/// sequence number, issuer and request id, as writeNewEventFile() does. `display` names the
/// source in messages. Throws TargetExists, or StorageError.
void copyJournalToFile(const EventStore& source, const std::filesystem::path& target,
                       const std::string& display);

/// Writes `entries` (numbered 1, 2, 3...) as a new event file at `target`, all or nothing: to
/// `target`.incoming first, made durable, then linked under the target's name, which fails
/// when that exists (it is never replaced, even by a writer racing this one). A failure or a
/// crash at any point leaves no file under the target's name, or the whole one. Throws
/// TargetExists, or StorageError naming the entry that could not be written.
void writeNewEventFile(const std::vector<JournalEntry>& entries,
                       const std::filesystem::path& target, const std::string& display);

} // namespace renju::arbiter::storage
