// A station that loses the server refuses with the reason, reconnects by itself and catches up;
// the clocks read right after a restart of PostgreSQL in the middle of a round.
#include "pg_fixture.hpp"
#include "station_support.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

namespace {

/// Returns the second player's time (White runs after Black's first press).
std::int64_t remainingB(const app::EventSession& station, const app::Instant& now) {
    const clock::GameClock& shown = *station.state().rounds[0].tables[0].currentGame().clock;
    return shown.remaining(clock::Seat::B, clock::Milliseconds(station.eventTimeAt(now))).count();
}

} // namespace

TEST_CASE("Faults: PostgreSQL restarts in the middle of a round; stations refuse, reconnect, "
          "catch up, and the clocks read right",
          "[postgres][faults]") {
    std::string name = uniqueEventName("restart");
    auto chief = startedServerEvent(name, 2, "600");
    auto screen = openStation(eventUri(name), "gui:screen", true);
    Wakeup woken;
    REQUIRE(screen->watchJournal([&woken] { woken.raise(); }));
    REQUIRE(woken.wait(5000));

    REQUIRE(runNow(*chief, app::GameAction{1, 1, "h8"}).outcome.isAccepted);
    REQUIRE(runNow(*chief, app::GameAction{1, 1, "press"}).outcome.isAccepted);
    std::int64_t acknowledged = chief->appliedSequence();
    std::int64_t startedAt = chief->lastEventTime(); // seat B runs from the press
    std::int64_t startedMonotonic = monotonicNow();

    serverDown();
    // The watch says at once that the server is lost (earlier wake-ups are the two entries).
    for (int i = 0; i < 5 && screen->connectionProblem().empty(); ++i) {
        woken.wait(1000);
    }
    CHECK_FALSE(screen->connectionProblem().empty());
    app::ExecutedCommand refused = runNow(*chief, app::GameAction{1, 1, "a1"});
    CHECK_FALSE(refused.outcome.isAccepted);
    CHECK(refused.sequence == 0);
    CHECK(refused.outcome.message.rfind("not saved, nothing changed: ", 0) == 0);
    CHECK(refused.outcome.message.find("server") != std::string::npos);
    CHECK(rules::recordOf(chief->state().rounds[0].tables[0].currentGame().game).size() ==
          2); // never shown as done
    CHECK_FALSE(chief->connectionProblem().empty());

    serverUp();
    // The watch finds the server again by itself (it tries every second).
    bool isBack = false;
    for (int i = 0; i < 20 && !isBack; ++i) {
        woken.wait(1000);
        isBack = screen->connectionProblem().empty();
    }
    REQUIRE(isBack);
    app::ExecutedCommand entered = runNow(*chief, app::GameAction{1, 1, "a1"});
    REQUIRE(entered.outcome.isAccepted); // the chief's station reconnected by itself
    CHECK(chief->connectionProblem().empty());
    REQUIRE(woken.wait(5000));
    app::CatchUp caught = screen->catchUp();
    CHECK(caught.problem.empty());
    CHECK(rules::recordOf(screen->state().rounds[0].tables[0].currentGame().game).size() == 3);
    // Nothing acknowledged before the restart was lost: a new station reads it all.
    auto late = openStation(eventUri(name), "gui:late", true);
    CHECK(late->appliedSequence() == acknowledged + 1);
    CHECK(rules::recordOf(late->state().rounds[0].tables[0].currentGame().game).size() == 3);

    // The clock ran through the outage (the game went on in the hall): both stations read
    // what ten minutes minus the time since White's clock started leave.
    app::Instant now = instantNow();
    std::int64_t expected = 600000 - (chief->eventTimeAt(now) - startedAt);
    CHECK(std::abs(remainingB(*chief, now) - expected) <= 5);
    CHECK(std::abs(remainingB(*screen, now) - remainingB(*chief, now)) <= 20);
    CHECK(std::abs(screen->eventTimeAt(now) - chief->eventTimeAt(now)) <= 20);
    std::int64_t realElapsed = now.monotonicMilliseconds - startedMonotonic;
    CHECK(std::abs((chief->eventTimeAt(now) - startedAt) - realElapsed) <= 100);
}
