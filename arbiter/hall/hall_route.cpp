#include "arbiter/hall/hall_route.hpp"

namespace renju::arbiter::hall {

namespace {

int hexValue(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

} // namespace

std::optional<std::string> percentDecoded(std::string_view text, bool plusIsSpace) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%') {
            if (i + 2 >= text.size()) {
                return std::nullopt;
            }
            int high = hexValue(text[i + 1]);
            int low = hexValue(text[i + 2]);
            if (high < 0 || low < 0) {
                return std::nullopt;
            }
            out += static_cast<char>(high * 16 + low);
            i += 2;
        } else if (plusIsSpace && text[i] == '+') {
            out += ' ';
        } else {
            out += text[i];
        }
    }
    return out;
}

HallRoute parseHallRoute(std::string_view path) {
    if (path == "/hall/challenge") {
        return {HallRouteKind::Challenge, ""};
    }
    if (path == "/hall/referees") {
        return {HallRouteKind::Referees, ""};
    }
    constexpr std::string_view kEvents = "/hall/events/";
    if (!path.starts_with(kEvents)) {
        return {};
    }
    std::string_view rest = path.substr(kEvents.size());
    std::size_t slash = rest.find('/');
    if (slash == std::string_view::npos || slash == 0) {
        return {};
    }
    std::optional<std::string> event = percentDecoded(rest.substr(0, slash), false);
    std::string_view action = rest.substr(slash + 1);
    if (!event || event->empty()) {
        return {};
    }
    HallRouteKind kind = action == "commands"  ? HallRouteKind::Commands
                         : action == "journal" ? HallRouteKind::Journal
                         : action == "watch"   ? HallRouteKind::Watch
                         : action == "create"  ? HallRouteKind::Create
                         : action == "push"    ? HallRouteKind::Push
                                               : HallRouteKind::Unknown;
    if (kind == HallRouteKind::Unknown) {
        return {};
    }
    return {kind, std::move(*event)};
}

std::optional<std::string> queryValue(std::string_view query, std::string_view key) {
    while (!query.empty()) {
        std::size_t end = query.find('&');
        std::string_view pair = query.substr(0, end);
        std::size_t equals = pair.find('=');
        std::string_view name = pair.substr(0, equals);
        if (name == key) {
            return percentDecoded(equals == std::string_view::npos ? std::string_view()
                                                                   : pair.substr(equals + 1),
                                  true);
        }
        if (end == std::string_view::npos) {
            break;
        }
        query.remove_prefix(end + 1);
    }
    return std::nullopt;
}

} // namespace renju::arbiter::hall
