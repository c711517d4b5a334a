#include "arbiter/storage/journal_json.hpp"

#include <nlohmann/json.hpp>

namespace renju::arbiter::storage {

namespace {

using nlohmann::json;

template <class Value>
Value field(const json& object, const char* key, std::size_t index) {
    auto found = object.find(key);
    if (found == object.end()) {
        throw StorageError("the hall server's journal entry " + std::to_string(index + 1) +
                           " has no '" + key + "'");
    }
    try {
        return found->get<Value>();
    } catch (const json::exception&) {
        throw StorageError("the hall server's journal entry " + std::to_string(index + 1) +
                           " has a wrong '" + key + "'");
    }
}

} // namespace

std::string journalPageToJson(const JournalPage& page) {
    json entries = json::array();
    for (const JournalEntry& entry : page.entries) {
        entries.push_back(json{{"sequence", entry.sequence},
                               {"kind", entryKindName(entry.kind)},
                               {"eventMs", entry.eventMilliseconds},
                               {"monotonicMs", entry.monotonicMilliseconds},
                               {"wallMs", entry.wallMilliseconds},
                               {"bootId", entry.bootId},
                               {"actor", entry.actor},
                               {"payload", entry.payload},
                               {"program", entry.program},
                               {"issuer", entry.role},
                               {"requestId", entry.requestId}});
    }
    return json{{"eventTime", page.eventMilliseconds}, {"entries", std::move(entries)}}.dump(
        -1, ' ', false, json::error_handler_t::replace);
}

JournalPage journalPageFromJson(const std::string& text) {
    json document = json::parse(text, nullptr, false);
    if (document.is_discarded() || !document.is_object() || !document.contains("entries") ||
        !document["entries"].is_array()) {
        throw StorageError("the hall server's answer is not a journal page");
    }
    JournalPage page;
    page.eventMilliseconds = field<std::int64_t>(document, "eventTime", 0);
    const json& entries = document["entries"];
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const json& item = entries[i];
        if (!item.is_object()) {
            throw StorageError("the hall server's journal entry " + std::to_string(i + 1) +
                               " is not an object");
        }
        JournalEntry entry;
        entry.sequence = field<std::int64_t>(item, "sequence", i);
        std::string kind = field<std::string>(item, "kind", i);
        entry.kind = kindFromText(kind);
        if (entryKindName(entry.kind) != kind) {
            throw StorageError("the hall server's journal entry " + std::to_string(i + 1) +
                               " is of an unknown kind '" + kind + "'");
        }
        entry.eventMilliseconds = field<std::int64_t>(item, "eventMs", i);
        entry.monotonicMilliseconds = field<std::int64_t>(item, "monotonicMs", i);
        entry.wallMilliseconds = field<std::int64_t>(item, "wallMs", i);
        entry.bootId = field<std::string>(item, "bootId", i);
        entry.actor = field<std::string>(item, "actor", i);
        entry.payload = field<std::string>(item, "payload", i);
        entry.program = field<std::string>(item, "program", i);
        entry.role = field<std::string>(item, "issuer", i);
        entry.requestId = field<std::string>(item, "requestId", i);
        std::int64_t previous = page.entries.empty() ? 0 : page.entries.back().sequence;
        if (entry.sequence <= previous) {
            throw StorageError("the hall server's journal entries are out of order at entry " +
                               std::to_string(entry.sequence));
        }
        page.entries.push_back(std::move(entry));
    }
    return page;
}

} // namespace renju::arbiter::storage
