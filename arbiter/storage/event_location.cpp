#include "arbiter/storage/event_location.hpp"

#include "arbiter/storage/event_store.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace renju::arbiter::storage {

namespace {

constexpr const char* kSchemes[] = {"postgresql://", "postgres://"};
constexpr const char* kHallScheme = "http://";

/// Connection options every station uses: give up connecting after 3 s, and notice a server
/// that vanished from the LAN within about 10 s instead of TCP's minutes.
constexpr const char* kConnectionOptions = "connect_timeout=3&application_name=renju-arbiter"
                                           "&keepalives_idle=5&keepalives_interval=2"
                                           "&keepalives_count=3&tcp_user_timeout=10000";

std::string percentDecoded(const std::string& text, const std::string& uri) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size() || !std::isxdigit(static_cast<unsigned char>(text[i + 1])) ||
            !std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
            throw StorageError(uri + ": a '%' must be followed by two hexadecimal digits");
        }
        out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
        i += 2;
    }
    return out;
}

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(separator, start);
        if (end == std::string::npos) {
            end = text.size();
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

/// Returns the parameters after `?` as (key, raw value) pairs in order; empty ones left out.
std::vector<std::pair<std::string, std::string>> queryParameters(const std::string& text) {
    std::vector<std::pair<std::string, std::string>> parameters;
    std::size_t query = text.find('?');
    if (query == std::string::npos) {
        return parameters;
    }
    for (const std::string& parameter : split(text.substr(query + 1), '&')) {
        if (parameter.empty()) {
            continue;
        }
        std::size_t equals = parameter.find('=');
        parameters.emplace_back(parameter.substr(0, equals),
                                equals == std::string::npos ? "" : parameter.substr(equals + 1));
    }
    return parameters;
}

/// Reads `http://REFEREE@HOST:PORT?event=NAME`.
EventLocation parseHallLocation(const std::string& text, bool needsEvent) {
    EventLocation location;
    location.display = text;
    std::size_t query = text.find('?');
    std::string authority = text.substr(7, query == std::string::npos ? query : query - 7);
    if (!authority.empty() && authority.back() == '/') {
        authority.pop_back();
    }
    std::size_t at = authority.rfind('@');
    if (at == std::string::npos || at == 0) {
        throw StorageError(text + ": name the referee who signs in, e.g. http://anna@" + authority +
                           "?event=open-2026");
    }
    location.referee = percentDecoded(authority.substr(0, at), text);
    if (location.referee.find(':') != std::string::npos) {
        throw StorageError("the hall address holds a password, which would show in process "
                           "lists and logs; remove it and put the password in a password file "
                           "(PGPASSFILE or ~/.pgpass)");
    }
    std::string hostPort = authority.substr(at + 1);
    std::size_t colon = hostPort.rfind(':');
    if (colon == std::string::npos || colon == 0 || hostPort.find('/') != std::string::npos) {
        throw StorageError(text + ": give the hall server as HOST:PORT, e.g. http://" +
                           location.referee + "@192.168.1.10:8470?event=open-2026");
    }
    location.hallHost = hostPort.substr(0, colon);
    std::string port = hostPort.substr(colon + 1);
    if (port.empty() || port.size() > 5 ||
        !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        std::stoi(port) < 1 || std::stoi(port) > 65535) {
        throw StorageError(text + ": the port must be a number from 1 to 65535, not '" + port +
                           "'");
    }
    location.hallPort = std::stoi(port);
    for (const auto& [key, value] : queryParameters(text)) {
        if (key != "event") {
            throw StorageError(text + ": a hall address takes only ?event=NAME, not '" + key + "'");
        }
        location.eventName = percentDecoded(value, text);
    }
    if (needsEvent && location.eventName.empty()) {
        throw StorageError(text + ": name the event with ?event=NAME, e.g. " +
                           text.substr(0, query) + "?event=open-2026");
    }
    return location;
}

} // namespace

bool isServerUri(const std::string& text) {
    if (text.rfind(kHallScheme, 0) == 0) {
        return true;
    }
    for (const char* scheme : kSchemes) {
        if (text.rfind(scheme, 0) == 0) {
            return true;
        }
    }
    return false;
}

EventLocation parseEventLocation(const std::string& text, bool needsEvent) {
    EventLocation location;
    location.display = text;
    if (!isServerUri(text)) {
        location.path = text;
        return location;
    }
    if (text.rfind(kHallScheme, 0) == 0) {
        return parseHallLocation(text, needsEvent);
    }
    std::size_t query = text.find('?');
    std::string base = text.substr(0, query);
    std::string authority = base.substr(base.find("//") + 2);
    authority = authority.substr(0, authority.find('/'));
    std::size_t at = authority.rfind('@');
    if (at != std::string::npos && authority.substr(0, at).find(':') != std::string::npos) {
        throw StorageError("the server URI holds a password, which would show in process lists "
                           "and logs; remove it and put the password in a password file "
                           "(PGPASSFILE or ~/.pgpass)");
    }
    std::string kept;
    for (const auto& [key, value] : queryParameters(text)) {
        if (key == "event") {
            location.eventName = percentDecoded(value, text);
        } else if (key == "password") {
            throw StorageError("the server URI holds a password, which would show in process "
                               "lists and logs; use a password file (PGPASSFILE or "
                               "~/.pgpass)");
        } else {
            kept += (kept.empty() ? "" : "&") + key + (value.empty() ? "" : "=" + value);
        }
    }
    if (needsEvent && location.eventName.empty()) {
        throw StorageError(text + ": name the event with ?event=NAME, e.g. " + base +
                           "?event=open-2026");
    }
    location.conninfo = base + "?" + kConnectionOptions + (kept.empty() ? "" : "&" + kept);
    return location;
}

std::string serverEventUri(const std::string& serverUri, const std::string& eventName) {
    std::string encoded;
    for (char character : eventName) {
        auto c = static_cast<unsigned char>(character);
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            encoded += character;
        } else {
            static const char* kHex = "0123456789ABCDEF";
            encoded += '%';
            encoded += kHex[c >> 4];
            encoded += kHex[c & 15];
        }
    }
    return serverUri + (serverUri.find('?') == std::string::npos ? "?" : "&") + "event=" + encoded;
}

} // namespace renju::arbiter::storage
