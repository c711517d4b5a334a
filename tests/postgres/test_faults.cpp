// A station that loses the server refuses with the reason, reconnects by itself and catches up;
// the clocks read right after a restart of PostgreSQL in the middle of a round.
#include "pg_fixture.hpp"
#include "station_support.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

namespace {

std::int64_t remainingA(const app::EventSession& station, const app::Instant& now) {
    const clock::GameClock& shown = *station.state().rounds[0].tables[0].clock;
    return shown.remaining(clock::Seat::A, clock::Milliseconds(station.eventTimeAt(now))).count();
}

} // namespace

TEST_CASE("Faults: PostgreSQL restarts in the middle of a round; stations refuse, reconnect, "
          "catch up, and the clocks read right",
          "[postgres][faults]") {
    std::string name = uniqueEventName("restart");
    auto chief = startedServerEvent(name, 2, "600");
    std::int64_t startedAt = chief->lastEventTime(); // round 1 started: seat A runs from here
    std::int64_t startedMonotonic = monotonicNow();
    auto screen = openStation(eventUri(name), "gui:screen", true);
    Wakeup woken;
    REQUIRE(screen->watchJournal([&woken] { woken.raise(); }));
    REQUIRE(woken.wait(5000));

    serverDown();
    REQUIRE(woken.wait(5000)); // the watch says at once that the server is lost
    CHECK_FALSE(screen->connectionProblem().empty());
    app::ExecutedCommand refused = runNow(*chief, app::GameAction{1, 1, "h8"});
    CHECK_FALSE(refused.outcome.isAccepted);
    CHECK(refused.sequence == 0);
    CHECK(refused.outcome.message.rfind("not saved, nothing changed: ", 0) == 0);
    CHECK(refused.outcome.message.find("server") != std::string::npos);
    CHECK(chief->state().rounds[0].tables[0].game.record().empty()); // never shown as done
    CHECK_FALSE(chief->connectionProblem().empty());

    serverUp();
    // The watch finds the server again by itself (it tries every second).
    bool isBack = false;
    for (int i = 0; i < 20 && !isBack; ++i) {
        woken.wait(1000);
        isBack = screen->connectionProblem().empty();
    }
    REQUIRE(isBack);
    app::ExecutedCommand entered = runNow(*chief, app::GameAction{1, 1, "h8"});
    REQUIRE(entered.outcome.isAccepted); // the chief's station reconnected by itself
    CHECK(chief->connectionProblem().empty());
    REQUIRE(woken.wait(5000));
    app::CatchUp caught = screen->catchUp();
    CHECK(caught.problem.empty());
    CHECK(screen->state().rounds[0].tables[0].game.record().size() == 1);

    // The clock ran through the outage (the game went on in the hall): both stations read
    // what ten minutes minus the time since the start leave.
    app::Instant now = instantNow();
    std::int64_t expected = 600000 - (chief->eventTimeAt(now) - startedAt);
    CHECK(std::abs(remainingA(*chief, now) - expected) <= 5);
    CHECK(std::abs(remainingA(*screen, now) - remainingA(*chief, now)) <= 20);
    CHECK(std::abs(screen->eventTimeAt(now) - chief->eventTimeAt(now)) <= 20);
    std::int64_t realElapsed = now.monotonicMilliseconds - startedMonotonic;
    CHECK(std::abs((chief->eventTimeAt(now) - startedAt) - realElapsed) <= 100);
}
