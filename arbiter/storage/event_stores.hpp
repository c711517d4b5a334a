#pragma once

#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_store.hpp"
#include "arbiter/storage/postgres_event_store.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace renju::arbiter::storage {

/// Opens the event at `location`: an event file (a writer takes its lock; `holder` says who
/// holds it) or an event on a server. Throws StorageError naming the place and the problem.
std::unique_ptr<EventStore> openEventStore(const EventLocation& location, bool readOnly,
                                           const std::string& holder,
                                           const MonotonicClock& monotonicNow);

/// Creates a new, empty event at `location` (a file that must not exist; an event the server
/// does not have, by the chief arbiter).
std::unique_ptr<EventStore> createEventStore(const EventLocation& location,
                                             const std::string& holder,
                                             const MonotonicClock& monotonicNow);

/// Removes an event that creating left empty: the file and its companions, or the event on
/// the server when its journal is still empty. Never throws.
void removeEmptyEvent(const EventLocation& location);

/// Returns the file the event's log, prints and backups go beside: the event file, or
/// NAME.renju in the current folder for an event on a server.
std::filesystem::path localEventPath(const EventLocation& location);

} // namespace renju::arbiter::storage
