#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace renju::arbiter::hall {

/// What a request to the hall server asks for, read from its path.
enum class HallRouteKind {
    Challenge, // /hall/challenge
    Commands,  // /hall/events/EVENT/commands
    Journal,   // /hall/events/EVENT/journal
    Watch,     // /hall/events/EVENT/watch
    Create,    // /hall/events/EVENT/create
    Push,      // /hall/events/EVENT/push
    Referees,  // /hall/referees
    Unknown,
};

struct HallRoute {
    HallRouteKind kind = HallRouteKind::Unknown;
    /// The event named in the path, percent-decoded.
    std::string event;
};

/// Returns the route of a request's path (percent-encoded as sent); Unknown for any other path,
/// one whose event is empty or not valid percent-encoding.
HallRoute parseHallRoute(std::string_view path);

/// Returns the value of `key` in a query ("a=1&name=x%20y"), percent-decoded ('+' is a space),
/// or nothing when the key is absent or its value is not valid percent-encoding.
std::optional<std::string> queryValue(std::string_view query, std::string_view key);

/// Returns `text` percent-decoded, or nothing when a '%' is not followed by two hex digits.
std::optional<std::string> percentDecoded(std::string_view text, bool plusIsSpace);

} // namespace renju::arbiter::hall
