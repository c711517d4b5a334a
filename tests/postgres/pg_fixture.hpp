#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/postgres_event_store.hpp"

#include <memory>
#include <string>

namespace renju::arbiter::test {

/// The throwaway cluster the ctest fixture started (tests/postgres/cluster.sh): its folder
/// (RENJU_TEST_PG_DIR) and the chief arbiter's URI in it. Tests that cannot find it skip.
struct TestServer {
    std::string dir;
    std::string chiefUri;
};

/// Returns the test cluster, or nothing when no cluster was started (the message says why).
const TestServer* testServer(std::string& whyNot);

/// Returns a unique event name for this test run ("base-PID-N").
std::string uniqueEventName(const std::string& base);

/// Returns the URI of event `name` for `role` ("chief" or a referee added by addRole()).
std::string eventUri(const std::string& name, const std::string& role = "chief");

/// Adds a referee on the server with `rights` and a password that only a private password
/// file (PGPASSFILE, switched to a copy of the cluster's for this process) holds.
void addRole(const std::string& role, const std::string& rights);

/// Reads the local monotonic clock (ms), as a station does.
std::int64_t monotonicNow();
/// Returns the real instant now.
app::Instant instantNow();

/// Opens a station (a session of its own, with its own connection) on an event.
std::unique_ptr<app::EventSession> openStation(const std::string& uri, const std::string& actor,
                                               bool readOnly = false);

/// Executes a command at the real time now.
app::ExecutedCommand runNow(app::EventSession& station, const app::Command& command);

/// Creates event `name` on the server (chief) with `players` players and round 1 paired by
/// hand (table i: players 2i-1, 2i), published and started, under time control `control`.
/// Returns the chief's station on it.
std::unique_ptr<app::EventSession> startedServerEvent(const std::string& name, int players,
                                                      const std::string& control = "5400");

/// Stops and starts the test cluster (cluster.sh down / up).
void serverDown();
void serverUp();

} // namespace renju::arbiter::test
