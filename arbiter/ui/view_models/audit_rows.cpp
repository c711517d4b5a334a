#include "arbiter/ui/view_models/audit_rows.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/storage/wall_time.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"

#include <algorithm>
#include <sstream>

namespace renju::arbiter::ui {

std::vector<AuditRow> auditRows(const std::vector<storage::JournalEntry>& entries,
                                const model::EventState& state) {
    std::vector<AuditRow> rows;
    rows.reserve(entries.size());
    for (const storage::JournalEntry& entry : entries) {
        AuditRow row;
        row.sequence = entry.sequence;
        row.when = storage::formatLocalWallTime(entry.wallMilliseconds);
        row.actor = entry.actor;
        if (entry.kind != storage::EntryKind::Command) {
            row.kind = storage::entryKindName(entry.kind);
            row.what =
                entry.kind == storage::EntryKind::SessionOpen ? "event opened" : "event closed";
            rows.push_back(std::move(row));
            continue;
        }
        try {
            app::Command command = app::commandFromJson(entry.payload);
            row.kind = app::commandName(command);
            row.what = app::describeCommand(command, state);
            std::tie(row.round, row.table) = app::commandPlace(command);
        } catch (const std::exception& error) {
            row.kind = "?";
            row.what = std::string("unreadable entry: ") + error.what();
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<std::size_t> filterAudit(const std::vector<AuditRow>& rows, const AuditFilter& filter) {
    std::vector<std::string> words;
    std::istringstream split(filter.text);
    for (std::string word; split >> word;) {
        words.push_back(word);
    }
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const AuditRow& row = rows[i];
        bool isSession = row.kind == "open" || row.kind == "close";
        if (isSession && !filter.showsSessions) {
            continue;
        }
        if ((filter.round != 0 && row.round != filter.round) ||
            (filter.table != 0 && row.table != filter.table)) {
            continue;
        }
        std::string all = row.kind + " " + row.what + " " + row.actor;
        bool hasAll = true;
        for (const std::string& word : words) {
            hasAll = hasAll && containsIgnoringCase(all, word);
        }
        if (hasAll) {
            shown.push_back(i);
        }
    }
    return shown;
}

std::vector<char32_t> auditCodepoints(const std::vector<AuditRow>& rows) {
    std::vector<char32_t> all;
    for (const AuditRow& row : rows) {
        for (const std::string* text : {&row.actor, &row.what}) {
            for (char32_t codepoint : decodeUtf8(*text)) {
                if (codepoint > 0x7F) {
                    all.push_back(codepoint);
                }
            }
        }
    }
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    return all;
}

} // namespace renju::arbiter::ui
