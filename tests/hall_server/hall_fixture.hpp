#pragma once

#include "arbiter/hall/hall_service.hpp"
#include "temp_folder.hpp"

#include <memory>
#include <string>

namespace renju::arbiter::test {

/// A hall server's authority on event files in a fresh folder, on a clock the test moves:
/// the chief arbiter "chief" of every event, and referees added per event.
struct HallFixture {
    TempFolder folder{"hall-service"};
    hall::MemoryRefereeBook referees;
    /// The hall's clock (ms of monotonic time; the wall clock follows it).
    std::int64_t clockMs = 5'000'000;
    std::unique_ptr<hall::HallService> service;
    int nextId = 0;

    HallFixture();
    /// Stops the hall server and starts it again on the same files (a restart).
    void restart();
    /// Adds `name` with `rights` ("chief", "referee", "viewer") at `event`.
    void addReferee(const std::string& event, const std::string& name, const std::string& rights);
    /// Sends a command as `issuer` with a new request id, a second after the last one.
    hall::CommandAnswer send(const std::string& event, const std::string& issuer,
                             const app::Command& command);
    /// Sends a command's JSON text as it is, with the request id given.
    hall::CommandAnswer sendText(const std::string& event, const std::string& issuer,
                                 const std::string& json, const std::string& requestId);
    /// Creates `event` by the chief arbiter: 4 players, round 1 paired by hand (1-2, 3-4),
    /// published and started.
    void startedEvent(const std::string& event, const std::string& opening = "rif");
    /// Replays the event file from scratch, as a new program would (throws when it cannot).
    model::EventState replayed(const std::string& event);
};

} // namespace renju::arbiter::test
