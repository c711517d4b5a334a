// Who may write an event on the server: the database lets only the hall server's account (chief
// rights) write and a viewer read; a referee signs in at the hall server, which decides on the
// parsed command (arbiter/hall/) and keeps who issued each entry and the station's id for it in
// the database's journal.
#include "arbiter/app/command_json.hpp"
#include "arbiter/hall/hall_service.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "pg_fixture.hpp"

#include <catch2/catch.hpp>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;
using Status = storage::CommandAnswer::Status;

namespace {

std::string roleName(const std::string& base) {
    return base + "_" + std::to_string(getpid());
}

/// A hall server writing the test cluster's events as the chief arbiter's account.
struct HallOnServer {
    hall::MemoryRefereeBook referees;
    std::unique_ptr<hall::HallService> service;
    int nextId = 0;

    HallOnServer() {
        referees.add({"chief", "", app::Rights::Chief, ""});
        start();
    }
    void start() {
        service.reset();
        service = std::make_unique<hall::HallService>(
            [](const std::string& event, bool create) -> std::unique_ptr<storage::EventStore> {
                storage::EventLocation location = storage::parseEventLocation(eventUri(event));
                return create ? storage::createEventStore(location, "hall", monotonicNow)
                              : storage::openEventStore(location, false, "hall", monotonicNow);
            },
            referees, instantNow);
    }
    storage::CommandAnswer send(const std::string& event, const std::string& issuer,
                                const app::Command& command, std::string id = "") {
        hall::CommandRequest request;
        request.event = event;
        request.issuer = issuer;
        request.requestId = id.empty() ? "pg-" + std::to_string(++nextId) : id;
        request.actor = "cli:" + issuer;
        request.command = app::commandToJson(command);
        return service->execute(request);
    }
};

} // namespace

TEST_CASE("Rights: a viewer reads the event and cannot write it", "[postgres][rights]") {
    std::string name = uniqueEventName("viewer");
    auto chief = startedServerEvent(name, 2);
    std::string viewerRole = roleName("screen");
    addRole(viewerRole, "viewer");
    auto viewer = openStation(eventUri(name, viewerRole), "gui:screen");
    CHECK(viewer->state().rounds.size() == 1);
    app::ExecutedCommand refused = runNow(*viewer, app::GameAction{1, 1, "h8"});
    CHECK_FALSE(refused.outcome.isAccepted);
    CHECK(refused.outcome.message ==
          "not saved, nothing changed: permission denied for function lock_journal");
    CHECK(rules::recordOf(viewer->state().rounds[0].tables[0].currentGame().game).empty());
}

TEST_CASE("Rights: a referee signs in at the hall server, never at the database",
          "[postgres][rights]") {
    CHECK_THROWS_WITH(addRole(roleName("ref"), "referee"),
                      Catch::Contains("a referee signs in at the hall server"));
}

TEST_CASE("Rights: the hall server on PostgreSQL keeps each entry's issuer and the station's id",
          "[postgres][rights]") {
    std::string name = uniqueEventName("hall");
    auto chief = startedServerEvent(name, 4);
    HallOnServer hall;
    hall.referees.add({"anna", name, app::Rights::Referee, ""});
    hall.referees.add({"boris", name, app::Rights::Referee, ""});
    REQUIRE(hall.send(name, "boris", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
    storage::CommandAnswer ruling = hall.send(
        name, "anna", app::GameAction{1, 1, "override 0-1 forfeit left early"}, "anna-station-1");
    REQUIRE(ruling.status == Status::Accepted);
    CHECK(hall.send(name, "boris", app::GameAction{1, 1, " undo", "x"}).message ==
          "round 1 table 1: the ruling there is anna's; only they or the chief arbiter may "
          "change it");
    // A new hall server reads the issuers and the ids back from the database.
    hall.start();
    CHECK(hall.send(name, "boris", app::GameAction{1, 1, "undo", "x"}).status == Status::Refused);
    storage::CommandAnswer resent = hall.send(
        name, "anna", app::GameAction{1, 1, "override 0-1 forfeit left early"}, "anna-station-1");
    CHECK(resent.isRepeat);
    CHECK(resent.sequence == ruling.sequence);
    chief->catchUp();
    std::vector<std::string> issuers;
    chief->store().forEachEntryAfter(ruling.sequence - 2, [&](const storage::JournalEntry& e) {
        issuers.push_back(e.role + "/" + e.requestId);
    });
    CHECK(issuers == std::vector<std::string>{"boris/pg-1", "anna/anna-station-1"});
}
