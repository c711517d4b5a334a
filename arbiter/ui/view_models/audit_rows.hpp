#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/storage/event_store.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// One journal entry as the Audit log view lists it.
struct AuditRow {
    std::int64_t sequence = 0;
    /// Local wall-clock time, "2026-11-21 14:03:12".
    std::string when;
    std::string actor;
    /// The command's journal name ("game", "player.add") or "open"/"close" for sessions.
    std::string kind;
    /// What it did, with its reason: "round 3 table 7: claim white forbidden".
    std::string what;
    int round = 0;
    int table = 0;
};

/// Returns the rows of journal entries, oldest first, players named by their numbers in `state`
/// (the event as it stands). A payload that cannot be read is listed with the problem instead of
/// its description.
std::vector<AuditRow> auditRows(const std::vector<storage::JournalEntry>& entries,
                                const model::EventState& state);

/// What the Audit log view shows.
struct AuditFilter {
    /// Words every row must contain (in kind, what or actor; ASCII case ignored).
    std::string text;
    /// Only this round / table (0: any).
    int round = 0;
    int table = 0;
    /// Session open/close entries are listed too.
    bool showsSessions = false;
};

/// Returns the indexes of the rows that pass the filter, in order.
/// The distinct characters beyond ASCII of the rows' actors and texts, sorted: the journal
/// keeps text the event state does not (correction reasons, ruling words), and the font atlas
/// must hold it too.
std::vector<char32_t> auditCodepoints(const std::vector<AuditRow>& rows);

std::vector<std::size_t> filterAudit(const std::vector<AuditRow>& rows, const AuditFilter& filter);

} // namespace renju::arbiter::ui
