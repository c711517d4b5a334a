#pragma once

#include "arbiter/storage/event_store.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::arbiter::storage {

/// A part of an event's journal as a hall server sends it to a station: the entries after the
/// station's last, and the event's time on the hall's clock when the page was made.
struct JournalPage {
    std::vector<JournalEntry> entries;
    std::int64_t eventMilliseconds = 0;
};

/// Writes a page as JSON: {"eventTime": ms, "entries": [{"sequence": 1, "kind": "command",
/// ...}]}.
std::string journalPageToJson(const JournalPage& page);
/// Reads what journalPageToJson() wrote; throws StorageError naming the entry and the field
/// that is missing or wrong (an answer from something that is not a hall server).
JournalPage journalPageFromJson(const std::string& text);

} // namespace renju::arbiter::storage
