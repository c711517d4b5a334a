#pragma once

#include "arbiter/model/event_state.hpp"

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::web {

/// A file to download: its bytes and Content-Type.
struct Download {
    std::string bytes;
    std::string contentType;
};

/// Writes the record of a finished game (round, table) in the format an extension names
/// ("sgf", "pdf"); nothing for an extension it does not write. The command line provides it
/// (game records and printed sheets are written there), so this library needs neither.
using GameExporter = std::function<std::optional<Download>(
    const model::EventState& state, int round, int table, const std::string& extension)>;

/// Everything a response is made from: the event as last read, the event time now, what the
/// follower could not read (shown on every page), and the record formats offered.
struct LiveSite {
    const model::EventState& state;
    std::int64_t now = 0;
    /// The journal sequence the state is built from (a page compares it with the stream's).
    std::int64_t sequence = 0;
    std::string problem;
    const GameExporter* exporter = nullptr;
    std::vector<std::string> formats;
};

/// An answer to a GET request.
struct LiveResponse {
    int status = 200;
    std::string contentType = "application/json; charset=utf-8";
    std::string body;
    /// Until which event time the body stays true while the journal does not change (a
    /// clock's projection ends); the maximum for a body that depends on the journal only.
    std::int64_t validUntil = std::numeric_limits<std::int64_t>::max();
    /// A download's file name (Content-Disposition), "" for pages and views.
    std::string fileName;
};

/// What a path asks for.
enum class RouteKind { Page, Api, Asset, Game, Stream, NotFound, BadRequest };

/// A parsed path: its kind, the view it shows (as its /api/ path, for pages and views), the
/// asset's name, or the game and format of a download; `error` says what is wrong.
struct Route {
    RouteKind kind = RouteKind::NotFound;
    std::string view;
    std::string asset;
    int round = 0;
    int table = 0;
    std::string extension;
    std::string error;
};

/// Returns what `path` asks for (no query string; never longer than a request line).
Route parseRoute(std::string_view path);

/// Returns a view as JSON: {"event", "problem", "formats", "view"}; the body depends on the
/// journal and, through `validUntil`, on the clocks; the server caches it by path.
LiveResponse viewResponse(const LiveSite& site, const Route& route);

/// Returns the page that shows a view: the HTML with the view's body and the event time now
/// inline (a view that failed becomes an error page with its status).
LiveResponse pageResponse(const LiveResponse& view, const Route& route, std::int64_t now);

/// Returns the answer to GET `path` (without the query string): the pages (/, /pairings,
/// /standings, /crosstable, /round/N, /table/R/T: one HTML page with the view's first data
/// inline, so it shows at once and then follows the stream), their views as JSON under /api/
/// (and /api/board/R/T: one board as the overview shows it),
/// /assets/NAME, and /game/R/T.EXT (a finished game's record). 404 for an unknown path or a
/// round or table the event does not have, 400 for a malformed number, 409 for a record of a
/// game not finished. Never changes the event.
LiveResponse respond(const LiveSite& site, std::string_view path);

/// Returns the positive number `text` holds (digits only, at most 6), or nothing.
std::optional<int> parseNumber(std::string_view text);

} // namespace renju::arbiter::web
