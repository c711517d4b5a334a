#include "arbiter/storage/event_stores.hpp"

#include "arbiter/storage/hall_event_store.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"

namespace renju::arbiter::storage {

std::unique_ptr<EventStore> openEventStore(const EventLocation& location, bool readOnly,
                                           const std::string& holder,
                                           const MonotonicClock& monotonicNow) {
    if (location.isHall()) {
        return HallEventStore::open(location, readOnly, monotonicNow);
    }
    if (location.isServer()) {
        return PostgresEventStore::open(location, readOnly, monotonicNow);
    }
    return SqliteEventStore::open(location.path, readOnly, holder);
}

std::unique_ptr<EventStore> createEventStore(const EventLocation& location,
                                             const std::string& holder,
                                             const MonotonicClock& monotonicNow) {
    if (location.isHall()) {
        return HallEventStore::create(location, monotonicNow);
    }
    if (location.isServer()) {
        return PostgresEventStore::create(location, 0, monotonicNow);
    }
    return SqliteEventStore::create(location.path, holder);
}

void removeEmptyEvent(const EventLocation& location) {
    if (location.isHall()) {
        return; // the hall keeps an empty event; `event new` can be tried again under its name
    }
    if (location.isServer()) {
        try {
            PgConnection connection(location.conninfo, location.display);
            connection.execute("SELECT renju.drop_empty_event($1)", {location.eventName});
        } catch (const StorageError&) {
            // The server keeps an empty event; `event new` can be tried again under its name.
        }
        return;
    }
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", ".lock"}) {
        std::filesystem::remove(location.path + suffix, ignored);
    }
}

std::filesystem::path localEventPath(const EventLocation& location) {
    if (!location.isServer()) {
        return location.path;
    }
    std::string stem;
    for (char c : location.eventName) {
        bool isPlain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '_';
        stem += isPlain ? c : '_';
    }
    return std::filesystem::current_path() / (stem + ".renju");
}

} // namespace renju::arbiter::storage
