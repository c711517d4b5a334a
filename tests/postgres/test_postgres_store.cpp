// The journal on a server: replay, the URI, appends checked on the latest journal, the shared
// timeline, names and reasons that hold SQL.
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/postgres_event_store.hpp"
#include "pg_fixture.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

TEST_CASE("Server URI: the event name is taken out, a password is refused", "[postgres][uri]") {
    storage::EventLocation location =
        storage::parseEventLocation("postgresql://anna@hall:5433/renju?event=open%202026");
    CHECK(location.isServer());
    CHECK(location.eventName == "open 2026");
    CHECK(location.conninfo.rfind("postgresql://anna@hall:5433/renju?connect_timeout=3", 0) == 0);
    CHECK(location.conninfo.find("event=") == std::string::npos);
    CHECK_THROWS_WITH(storage::parseEventLocation("postgresql://anna:secret@hall/renju?event=x"),
                      Catch::Contains("password file"));
    CHECK_THROWS_WITH(storage::parseEventLocation("postgresql://hall/renju"),
                      Catch::Contains("?event=NAME"));
    CHECK_FALSE(storage::parseEventLocation("open.renju").isServer());
    CHECK(storage::serverEventUri("postgresql://h/renju", "a b/c") ==
          "postgresql://h/renju?event=a%20b%2Fc");
}

TEST_CASE("Server store: a station's commands replay into the same state elsewhere", "[postgres]") {
    std::string name = uniqueEventName("replay");
    auto chief = startedServerEvent(name, 4);
    for (const char* move : {"h8", "press", "h9", "press", "j10"}) {
        REQUIRE(runNow(*chief, app::GameAction{1, 1, move}).outcome.isAccepted);
    }
    auto other = openStation(eventUri(name), "test:other", true);
    CHECK(other->appliedSequence() == chief->appliedSequence());
    CHECK(rules::recordOf(other->state().rounds[0].tables[0].currentGame().game).size() ==
          rules::recordOf(chief->state().rounds[0].tables[0].currentGame().game).size());
    // The journal says who: the server's role, not a text the station sent.
    std::string roles;
    other->store().forEachEntry(
        [&roles](const storage::JournalEntry& e) { roles += e.role + ","; });
    CHECK(roles.find("chief,") == 0);
    CHECK(roles.find("test") == std::string::npos);
}

TEST_CASE("Server store: every station reads the same event time from the server's clock",
          "[postgres][timeline]") {
    std::string name = uniqueEventName("timeline");
    auto chief = startedServerEvent(name, 2, "600");
    auto other = openStation(eventUri(name), "test:other", true);
    app::Instant now = instantNow();
    // The same server clock, measured to within half a round trip on each connection.
    CHECK(std::abs(chief->eventTimeAt(now) - other->eventTimeAt(now)) <= 20);
    const model::Table& a = chief->state().rounds[0].tables[0];
    const model::Table& b = other->state().rounds[0].tables[0];
    auto remaining = [&now](const app::EventSession& s, const model::Table& t) {
        return t.currentGame()
            .clock->remaining(clock::Seat::A, clock::Milliseconds(s.eventTimeAt(now)))
            .count();
    };
    CHECK(std::abs(remaining(*chief, a) - remaining(*other, b)) <= 20);
}

TEST_CASE("Server store: names and reasons holding SQL are kept as text", "[postgres][sql]") {
    std::string name = uniqueEventName("o'brien\"; DROP TABLE renju.journal; --");
    auto chief = startedServerEvent(name, 2);
    model::Player player;
    player.name = "Robert'); DROP TABLE renju.journal;-- $$ \\ 羅伯特";
    player.rating = 1500;
    REQUIRE(runNow(*chief, app::AddPlayer{player}).outcome.isAccepted);
    REQUIRE(runNow(*chief, app::GameAction{1, 1, "h8", "'; DELETE FROM renju.events; --"})
                .outcome.isAccepted);
    auto other = openStation(eventUri(name), "test:other", true);
    CHECK(other->state().players.back().name == player.name);
    CHECK(other->state().settings.name == name);
    std::string reasons;
    other->store().forEachEntry([&](const storage::JournalEntry& e) { reasons += e.payload; });
    CHECK(reasons.find("DELETE FROM renju.events") != std::string::npos);
}

TEST_CASE("Server store: an event name is created once", "[postgres]") {
    std::string name = uniqueEventName("twice");
    storage::EventLocation location = storage::parseEventLocation(eventUri(name));
    storage::PostgresEventStore::create(location, 0, monotonicNow);
    CHECK_THROWS_WITH(storage::PostgresEventStore::create(location, 0, monotonicNow),
                      Catch::Contains("already exists"));
    CHECK_THROWS_WITH(
        storage::PostgresEventStore::open(
            storage::parseEventLocation(eventUri(uniqueEventName("none"))), true, monotonicNow),
        Catch::Contains("no event"));
}
