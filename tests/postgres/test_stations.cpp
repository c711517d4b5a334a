// Several stations on one event: a command is checked on the latest journal; two stations at
// one table; eight stations at once (nothing lost, doubled or reordered); LISTEN/NOTIFY.
#include "pg_fixture.hpp"
#include "station_support.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <thread>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

namespace {

std::string roleName(const std::string& base) {
    return base + "_" + std::to_string(getpid());
}

} // namespace

TEST_CASE("Stations: a stone entered on an old view of the table is refused with what changed",
          "[postgres][stations]") {
    std::string name = uniqueEventName("one-table");
    auto chief = startedServerEvent(name, 4);
    std::string roleA = roleName("opa");
    std::string roleB = roleName("opb");
    addRole(roleA, "chief");
    addRole(roleB, "chief");
    auto a = openStation(eventUri(name, roleA), "cli:station-A");
    auto b = openStation(eventUri(name, roleB), "cli:station-B");

    // Both show table 1 empty; A's stone is committed first.
    REQUIRE(runNow(*a, app::GameAction{1, 1, "h8"}).outcome.isAccepted);
    app::ExecutedCommand late = runNow(*b, app::GameAction{1, 1, "h9"});
    CHECK_FALSE(late.outcome.isAccepted);
    CHECK(late.sequence == 0);
    CHECK(late.outcome.message == "table 1 changed: h8 was entered from " + roleA +
                                      " (cli:station-A); look at the table again before "
                                      "entering it");
    // B now shows h8 (it read A's stone while checking) and nothing of its own.
    REQUIRE(rules::recordOf(b->state().rounds[0].tables[0].currentGame().game).size() == 1);
    // At another table B's old view is no conflict: checked again on the latest state.
    auto b2 = openStation(eventUri(name, roleB), "cli:station-B2");
    REQUIRE(runNow(*a, app::GameAction{1, 1, "press"}).outcome.isAccepted);
    CHECK(runNow(*b2, app::GameAction{1, 2, "h8"}).outcome.isAccepted);
    // B, up to date, goes on at table 1.
    b->catchUp();
    CHECK(runNow(*b, app::GameAction{1, 1, "h9"}).outcome.isAccepted);
}

TEST_CASE("Stations: two stations entering at one table at the same moment, one is accepted",
          "[postgres][stations]") {
    std::string name = uniqueEventName("same-moment");
    auto chief = startedServerEvent(name, 2);
    auto a = openStation(eventUri(name), "cli:A");
    auto b = openStation(eventUri(name), "cli:B");
    int acceptedA = 0;
    int acceptedB = 0;
    for (int k = 0; k < 20; ++k) {
        // Both stations are at the same journal entry; both enter the next event at once.
        std::string event = boardEvent(k);
        app::ExecutedCommand fromA;
        app::ExecutedCommand fromB;
        std::thread threadA([&] { fromA = runNow(*a, app::GameAction{1, 1, event}); });
        std::thread threadB([&] { fromB = runNow(*b, app::GameAction{1, 1, event}); });
        threadA.join();
        threadB.join();
        INFO("event " << k << ": A '" << fromA.outcome.message << "', B '" << fromB.outcome.message
                      << "'");
        REQUIRE(fromA.outcome.isAccepted != fromB.outcome.isAccepted);
        const app::ExecutedCommand& refused = fromA.outcome.isAccepted ? fromB : fromA;
        CHECK(refused.outcome.message.rfind("table 1 changed: " + event, 0) == 0);
        acceptedA += fromA.outcome.isAccepted ? 1 : 0;
        acceptedB += fromB.outcome.isAccepted ? 1 : 0;
        a->catchUp();
        b->catchUp();
        REQUIRE(a->appliedSequence() == b->appliedSequence());
    }
    CHECK(acceptedA + acceptedB == 20);
    auto reader = openStation(eventUri(name), "check", true);
    CHECK(rules::recordOf(reader->state().rounds[0].tables[0].currentGame().game).size() ==
          20); // 10 stones, 10 presses
}

TEST_CASE("Stations: eight stations at once, nothing lost, doubled or reordered",
          "[postgres][stations]") {
    constexpr std::size_t kStations = 8;
    constexpr int kEvents = 24;
    std::string name = uniqueEventName("eight");
    auto chief = startedServerEvent(name, 2 * kStations);
    std::int64_t setup = chief->appliedSequence();
    std::vector<std::vector<std::int64_t>> acknowledged(kStations);
    std::vector<std::thread> threads;
    for (std::size_t s = 0; s < kStations; ++s) {
        threads.emplace_back([&, s] {
            auto station = openStation(eventUri(name), "cli:station-" + std::to_string(s));
            for (int k = 0; k < kEvents; ++k) {
                app::ExecutedCommand executed =
                    runNow(*station, app::GameAction{1, static_cast<int>(s) + 1, boardEvent(k)});
                if (executed.outcome.isAccepted) {
                    acknowledged[s].push_back(executed.sequence);
                }
            }
        });
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    auto reader = openStation(eventUri(name), "check", true);
    std::map<std::int64_t, storage::JournalEntry> journal;
    std::int64_t expected = 0;
    bool isContiguous = true;
    reader->store().forEachEntry([&](const storage::JournalEntry& entry) {
        isContiguous = isContiguous && entry.sequence == ++expected;
        journal[entry.sequence] = entry;
    });
    CHECK(isContiguous);
    CHECK(journal.size() == static_cast<std::size_t>(setup) + kStations * kEvents);
    for (std::size_t s = 0; s < kStations; ++s) {
        INFO("station " << s);
        REQUIRE(acknowledged[s].size() == static_cast<std::size_t>(kEvents));
        for (std::size_t k = 0; k < acknowledged[s].size(); ++k) {
            const storage::JournalEntry& entry = journal.at(acknowledged[s][k]);
            CHECK(entry.actor == "cli:station-" + std::to_string(s));
            CHECK(entry.payload.find("\"event\":\"" + boardEvent(static_cast<int>(k)) + "\"") !=
                  std::string::npos);
            if (k > 0) {
                CHECK(acknowledged[s][k] > acknowledged[s][k - 1]);
            }
        }
        CHECK(rules::recordOf(reader->state().rounds[0].tables[s].currentGame().game).size() ==
              static_cast<std::size_t>(kEvents));
    }
}

TEST_CASE("Stations: another station hears of a command by LISTEN/NOTIFY and catches up",
          "[postgres][stations][notify]") {
    std::string name = uniqueEventName("notify");
    auto chief = startedServerEvent(name, 2);
    auto viewer = openStation(eventUri(name), "gui:hall-screen", true);
    Wakeup woken;
    REQUIRE(viewer->watchJournal([&woken] { woken.raise(); }));
    REQUIRE(woken.wait(5000)); // the watch listens: it says so once
    viewer->catchUp();
    REQUIRE(runNow(*chief, app::GameAction{1, 1, "h8"}).outcome.isAccepted);
    REQUIRE(woken.wait(5000));
    app::CatchUp caught = viewer->catchUp();
    REQUIRE(caught.entries.size() == 1);
    CHECK(caught.problem.empty());
    CHECK(viewer->appliedSequence() == chief->appliedSequence());
    CHECK(rules::recordOf(viewer->state().rounds[0].tables[0].currentGame().game).size() == 1);
    // The clock pressed at the chief's station runs at the viewer's.
    REQUIRE(runNow(*chief, app::GameAction{1, 1, "press"}).outcome.isAccepted);
    REQUIRE(woken.wait(5000));
    viewer->catchUp();
    app::Instant now = instantNow();
    const clock::GameClock& shown = *viewer->state().rounds[0].tables[0].currentGame().clock;
    CHECK(shown.stateAt(clock::Milliseconds(viewer->eventTimeAt(now))).running == clock::Seat::B);
    // The effects of others' commands come with them (a game ended: the referee hears it).
    REQUIRE(runNow(*chief, app::GameAction{1, 1, "resign white"}).outcome.isAccepted);
    REQUIRE(woken.wait(5000));
    caught = viewer->catchUp();
    REQUIRE(caught.effects.size() == 1);
    CHECK(caught.effects[0].kind == app::Effect::Kind::GameEnded);
    CHECK(caught.effects[0].table == 1);
}
