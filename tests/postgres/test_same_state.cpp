// The same commands in the same order give the same state on SQLite and PostgreSQL: the demo
// event's journal replayed command by command through a station on the server.
#include "arbiter/app/command_json.hpp"
#include "arbiter/app/demo_event.hpp"
#include "arbiter/cli/state_digest.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "pg_fixture.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

TEST_CASE("Same state: the demo event's journal gives the same event on SQLite and PostgreSQL",
          "[postgres][same-state]") {
    std::filesystem::path file = std::filesystem::temp_directory_path() /
                                 ("renju-demo-" + std::to_string(getpid()) + ".renju");
    std::filesystem::remove(file);
    {
        auto store = storage::SqliteEventStore::create(file, "test");
        store->setBulkLoading(true);
        std::vector<std::string> notices;
        auto session = app::EventSession::open(std::move(store), instantNow(), "demo", notices);
        app::DemoOptions options;
        options.players = 12;
        options.rounds = 3;
        options.leavesLastRoundLive = true;
        app::buildDemoEvent(*session, options, instantNow());
        session->close(instantNow());
    }
    std::vector<std::string> notices;
    auto sqlite = app::EventSession::open(storage::SqliteEventStore::open(file, true, "test"),
                                          instantNow(), "check", notices);

    std::string name = uniqueEventName("demo");
    storage::PostgresEventStore::create(storage::parseEventLocation(eventUri(name)), 0,
                                        monotonicNow);
    auto station = openStation(eventUri(name), "cli:replay");
    int commands = 0;
    sqlite->store().forEachEntry([&](const storage::JournalEntry& entry) {
        if (entry.kind != storage::EntryKind::Command) {
            return;
        }
        app::CommandTime at{instantNow(), entry.eventMilliseconds};
        app::ExecutedCommand executed = station->execute(app::commandFromJson(entry.payload), at);
        INFO("entry " << entry.sequence << ": " << entry.payload);
        REQUIRE(executed.outcome.isAccepted);
        ++commands;
    });
    CHECK(commands > 500);
    std::int64_t at = sqlite->lastEventTime();
    auto reader = openStation(eventUri(name), "check", true);
    std::string fromSqlite = cli::stateDigest(sqlite->state(), at);
    CHECK(cli::firstDifference(fromSqlite, cli::stateDigest(station->state(), at)) == "");
    CHECK(cli::firstDifference(fromSqlite, cli::stateDigest(reader->state(), at)) == "");
    sqlite.reset();
    for (const char* suffix : {"", "-wal", "-shm", ".lock"}) {
        std::filesystem::remove(file.string() + suffix);
    }
}
