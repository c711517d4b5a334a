#pragma once

#include "arbiter/app/game_sheet.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/model/event_state.hpp"
#include "arbiter/print/document.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace renju::arbiter::print {

/// The documents that can be printed.
enum class DocumentKind { Pairings, Standings, Crosstable, Record, Scoresheets, Slips };

/// Returns "pairings", "standings", "crosstable", "record", "scoresheets" or "slips".
const char* documentKindName(DocumentKind kind);
/// Parses a document kind name; nothing for unknown text.
std::optional<DocumentKind> parseDocumentKind(std::string_view text);

/// What to print. Round 0 takes the kind's default (the current round; standings and the
/// crosstable: after the last finished round); table 0 takes every table of the round.
struct DocumentRequest {
    DocumentKind kind = DocumentKind::Pairings;
    int round = 0;
    int table = 0;
    /// Game records: several games per page (the bulletin form) instead of one sheet each.
    bool isBulletin = false;
};

/// Builds the document a request asks for; returns nothing and sets `problem` when the round
/// or the table does not exist.
std::optional<Document> buildDocument(const model::EventState& state,
                                      const DocumentRequest& request, std::string& problem);

/// Returns a document with the event's header (name, venue, dates, chief arbiter) filled in.
Document eventDocument(const model::EventState& state, std::string title, std::string subtitle,
                       std::string fileStem);

// One builder per document type, each in its own file.

/// The pairings of a round by table, then alphabetically by name (who finds their table).
Document pairingsDocument(const model::EventState& state, int round);
/// The standings with the event's tie-break columns and the chief arbiter's signature line.
Document standingsDocument(const model::EventState& state, const app::StandingsSheet& sheet);
/// The crosstable: a wall chart of rounds for a Swiss, a player-by-player grid for a round
/// robin.
Document crosstableDocument(const model::EventState& state, const app::CrosstableSheet& sheet);
/// Game record sheets, one game per page, or the bulletin form with several games per page.
Document recordDocument(const model::EventState& state, int round,
                        const std::vector<app::GameSheet>& games, bool isBulletin);
/// Blank scoresheets, one for each player of each table (13.1), pre-filled with the event,
/// round, table, names and tentative colours; `table` 0 for every table.
Document scoresheetsDocument(const model::EventState& state, int round, int table);

/// Each line's rank as every surface writes it (app::rankRanges: "3-5").
using app::rankRanges;

/// The subtitle and file stem of a round's document, or of one table's ("round 3, table 4",
/// "slips-round-3-table-4"), so that one table's pages never replace the whole round's; the
/// subtitle says when the round is played, as the schedule has it ("round 3 · 2026-11-22
/// 10:00").
std::pair<std::string, std::string> roundPart(const model::EventState& state,
                                              const std::string& stem, int round, int table);
/// Result slips per table with boxes for the result and claims; `table` 0 for every table.
Document slipsDocument(const model::EventState& state, int round, int table);

} // namespace renju::arbiter::print
