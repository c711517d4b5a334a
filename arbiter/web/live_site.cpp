#include "arbiter/web/live_site.hpp"

#include "arbiter/web/live_views.hpp"
#include "arbiter/web/web_assets.hpp"

#include <charconv>

namespace renju::arbiter::web {

using nlohmann::json;

namespace {

/// The pages, each the name of its view under /api/.
constexpr std::string_view kPages[] = {"pairings", "standings", "crosstable"};

std::vector<std::string_view> splitPath(std::string_view path) {
    std::vector<std::string_view> parts;
    while (!path.empty()) {
        std::size_t slash = path.find('/');
        std::string_view part = path.substr(0, slash);
        if (!part.empty()) {
            parts.push_back(part);
        }
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
    }
    return parts;
}

Route badRequest(std::string error) {
    Route route;
    route.kind = RouteKind::BadRequest;
    route.error = std::move(error);
    return route;
}

/// Parses the parts of a view's path (after /api/ for the JSON): "", "pairings", "round/N",
/// "table/R/T", "event" (JSON only).
Route parseView(const std::vector<std::string_view>& parts, std::size_t from, bool isApi) {
    Route route;
    route.kind = isApi ? RouteKind::Api : RouteKind::Page;
    std::size_t count = parts.size() - from;
    std::string_view name = count == 0 ? std::string_view("overview") : parts[from];
    auto number = [&](std::size_t index) { return parseNumber(parts[from + index]); };
    if ((name == "overview" && count <= 1) || (name == "event" && isApi && count == 1)) {
        route.view = "/api/" + std::string(name);
        return route;
    }
    for (std::string_view page : kPages) {
        if (name == page && count == 1) {
            route.view = "/api/" + std::string(page);
            return route;
        }
    }
    if (name == "round" && count == 2) {
        auto round = number(1);
        if (!round) {
            return badRequest("'" + std::string(parts[from + 1]) + "' is not a round number");
        }
        route.round = *round;
        route.view = "/api/round/" + std::to_string(*round);
        return route;
    }
    if ((name == "table" || (name == "board" && isApi)) && count == 3) {
        auto round = number(1);
        auto table = number(2);
        if (!round || !table) {
            return badRequest("/table/R/T needs a round and a table number");
        }
        route.round = *round;
        route.table = *table;
        route.view = "/api/" + std::string(name) + "/" + std::to_string(*round) + "/" +
                     std::to_string(*table);
        return route;
    }
    route.kind = RouteKind::NotFound;
    return route;
}

Route parseGame(std::string_view roundText, std::string_view file) {
    std::size_t dot = file.find('.');
    if (dot == std::string_view::npos) {
        return badRequest("/game/R/T.EXT needs the format's extension (T.sgf, T.pdf, ...)");
    }
    auto round = parseNumber(roundText);
    auto table = parseNumber(file.substr(0, dot));
    if (!round || !table) {
        return badRequest("/game/R/T.EXT needs a round and a table number");
    }
    Route route;
    route.kind = RouteKind::Game;
    route.round = *round;
    route.table = *table;
    route.extension = std::string(file.substr(dot + 1));
    return route;
}

LiveResponse jsonError(int status, const std::string& message) {
    LiveResponse response;
    response.status = status;
    response.body = json{{"error", message}}.dump();
    return response;
}

std::string escapeHtml(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '&':
            out += "&amp;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

/// Returns the view a route names, or null with a status and the reason.
json buildView(const LiveSite& site, const Route& route, LiveResponse& response) {
    const model::EventState& state = site.state;
    const std::string& view = route.view;
    const model::Round* current = state.currentRound();
    if (view == "/api/overview") {
        return overviewJson(state, current ? current->number : 0, site.now, response.validUntil);
    }
    if (view == "/api/event") {
        return json::object();
    }
    if (view == "/api/pairings") {
        return current ? pairingsJson(state, current->number) : json();
    }
    if (view == "/api/standings") {
        return standingsJson(state);
    }
    if (view == "/api/crosstable") {
        return crosstableJson(state);
    }
    if (route.table == 0) {
        json round = roundJson(state, route.round);
        if (round.is_null()) {
            response.status = 404;
            response.body = "round " + std::to_string(route.round) + " is not paired";
        }
        return round;
    }
    json table = view.starts_with("/api/board/")
                     ? boardJson(state, route.round, route.table, site.now, response.validUntil)
                     : tableJson(state, route.round, route.table, site.now, response.validUntil);
    if (table.is_null()) {
        response.status = 404;
        response.body = state.findRound(route.round)
                            ? "round " + std::to_string(route.round) + " has no table " +
                                  std::to_string(route.table)
                            : "round " + std::to_string(route.round) + " is not paired";
    }
    return table;
}

LiveResponse gameResponse(const LiveSite& site, const Route& route) {
    const model::Round* round = site.state.findRound(route.round);
    const model::Table* table = round ? round->findTable(route.table) : nullptr;
    if (!table) {
        return jsonError(404, "no table " + std::to_string(route.table) + " in round " +
                                  std::to_string(route.round));
    }
    if (boardStateOf(*round, *table) != BoardState::Finished) {
        return jsonError(409, "the game of round " + std::to_string(route.round) + ", table " +
                                  std::to_string(route.table) + " is not finished");
    }
    std::optional<Download> download;
    if (site.exporter && *site.exporter) {
        download = (*site.exporter)(site.state, route.round, route.table, route.extension);
    }
    if (!download) {
        return jsonError(404, "no record format '" + route.extension + "'");
    }
    LiveResponse response;
    response.contentType = download->contentType;
    response.body = std::move(download->bytes);
    response.fileName = "round-" + std::to_string(route.round) + "-table-" +
                        std::to_string(route.table) + "." + route.extension;
    return response;
}

} // namespace

std::optional<int> parseNumber(std::string_view text) {
    if (text.empty() || text.size() > 6) {
        return std::nullopt;
    }
    int value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value <= 0) {
        return std::nullopt;
    }
    return value;
}

Route parseRoute(std::string_view path) {
    std::vector<std::string_view> parts = splitPath(path);
    if (!parts.empty() && parts[0] == "api") {
        if (parts.size() == 2 && parts[1] == "stream") {
            return Route{RouteKind::Stream, "", "", 0, 0, "", ""};
        }
        return parts.size() > 1 ? parseView(parts, 1, true) : Route{};
    }
    if (parts.size() == 2 && parts[0] == "assets") {
        if (!findWebAsset(parts[1])) {
            return Route{};
        }
        Route route;
        route.kind = RouteKind::Asset;
        route.asset = std::string(parts[1]);
        return route;
    }
    if (parts.size() == 3 && parts[0] == "game") {
        return parseGame(parts[1], parts[2]);
    }
    return parseView(parts, 0, false);
}

LiveResponse viewResponse(const LiveSite& site, const Route& route) {
    LiveResponse response;
    json view = buildView(site, route, response);
    if (response.status != 200) {
        return jsonError(response.status, response.body);
    }
    json formats = json::array();
    for (const std::string& format : site.formats) {
        formats.push_back(format);
    }
    response.body = json{
        {"event", eventJson(site.state)},
        {"sequence", site.sequence},
        {"problem", site.problem},
        {"formats", formats},
        {"view", view}}.dump(-1, ' ', false, json::error_handler_t::replace);
    return response;
}

LiveResponse pageResponse(const LiveResponse& view, const Route& route, std::int64_t now) {
    LiveResponse page;
    page.contentType = "text/html; charset=utf-8";
    page.status = view.status;
    std::string shell(findWebAsset("index.html").value_or(""));
    std::string initial;
    if (view.status == 200) {
        // "<" never appears raw inside the script element: "</script>" in a name stays text.
        std::string body;
        body.reserve(view.body.size() + 64);
        for (char c : view.body) {
            if (c == '<') {
                body += "\\u003c";
            } else {
                body += c;
            }
        }
        initial = "{\"now\":" + std::to_string(now) + ",\"api\":\"" + route.view +
                  "\",\"data\":" + body + "}";
    } else {
        json error = json::parse(view.body, nullptr, false);
        std::string message = error.is_object() ? error.value("error", "") : "";
        initial = "{\"now\":" + std::to_string(now) +
                  ",\"error\":" + json(escapeHtml(message)).dump() + "}";
    }
    const std::string marker = "<!--INITIAL-->";
    std::size_t at = shell.find(marker);
    if (at != std::string::npos) {
        shell.replace(at, marker.size(),
                      "<script id=\"initial\" type=\"application/json\">" + initial + "</script>");
    }
    page.body = std::move(shell);
    return page;
}

LiveResponse respond(const LiveSite& site, std::string_view path) {
    Route route = parseRoute(path);
    switch (route.kind) {
    case RouteKind::Api:
        return viewResponse(site, route);
    case RouteKind::Page:
        return pageResponse(viewResponse(site, route), route, site.now);
    case RouteKind::Asset: {
        LiveResponse response;
        response.contentType = std::string(assetContentType(route.asset));
        response.body = std::string(*findWebAsset(route.asset));
        return response;
    }
    case RouteKind::Game:
        return gameResponse(site, route);
    case RouteKind::BadRequest:
    case RouteKind::Stream:
    case RouteKind::NotFound:
        break;
    }
    LiveResponse error = route.kind == RouteKind::BadRequest
                             ? jsonError(400, route.error)
                             : jsonError(404, "no such page: " + std::string(path.substr(0, 200)));
    // A person who mistyped an address gets a page that says so; a program gets JSON.
    return path.starts_with("/api/") ? error : pageResponse(error, route, site.now);
}

} // namespace renju::arbiter::web
