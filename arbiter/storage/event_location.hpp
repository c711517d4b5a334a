#pragma once

#include <string>

namespace renju::arbiter::storage {

/// Where an event lives: an event file, an event at a hall server given as
/// `http://REFEREE@HOST:PORT?event=NAME`, or an event on a PostgreSQL server given as
/// `postgresql://[USER@]HOST[:PORT]/DB?event=NAME` (the host may be a socket folder written
/// %2F...).
struct EventLocation {
    /// The event file; empty for an event on a server.
    std::string path;
    /// The libpq connection URI without `event=` (and with the program's connection options).
    std::string conninfo;
    /// The event's name on the server.
    std::string eventName;
    /// The location as the arbiter wrote it (never holds a password): for messages.
    std::string display;
    /// A hall server: its host and port, and the referee who signs in to it.
    std::string hallHost;
    int hallPort = 0;
    std::string referee;

    /// Returns true for an event that is not a file (at a hall server or on PostgreSQL).
    bool isServer() const { return !conninfo.empty() || isHall(); }
    /// Returns true for an event at a hall server.
    bool isHall() const { return !hallHost.empty(); }
    /// Returns true for an event on a PostgreSQL server (the hall server's own storage).
    bool isPostgres() const { return !conninfo.empty(); }
};

/// Returns true when `text` names a server (http:// for a hall server, postgresql:// or
/// postgres://).
bool isServerUri(const std::string& text);

/// Reads an EVENT argument: a file path, or a server URI with `event=NAME` (unless
/// `needsEvent` is false: a server for `referee add`). Throws StorageError naming what is
/// wrong: no event name, a password in the URI (it would show in process lists: a password
/// file is used instead), a malformed escape.
EventLocation parseEventLocation(const std::string& text, bool needsEvent = true);

/// Returns the URI's server part with `event=NAME` (the display form of an event on a server).
std::string serverEventUri(const std::string& serverUri, const std::string& eventName);

} // namespace renju::arbiter::storage
