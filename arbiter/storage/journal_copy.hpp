#pragma once

#include "arbiter/storage/event_store.hpp"

#include <filesystem>
#include <string>

namespace renju::arbiter::storage {

/// Writes the whole journal of `source` as an event file at `target`, every entry with its
/// sequence number, issuer and request id: to `target`.partial first, renamed when complete,
/// so that a failed copy never leaves a half file under the target's name. `display` names
/// the source in messages. Throws StorageError.
void copyJournalToFile(const EventStore& source, const std::filesystem::path& target,
                       const std::string& display);

} // namespace renju::arbiter::storage
