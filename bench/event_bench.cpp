// The event journal: the latency of a durable acknowledged command (against a bare write and
// fsync measured in the same run), and the time to open an event of about 100,000 journal
// entries (read and replay). Prints figures only. Usage: event_bench [WORK_DIR]
#include "arbiter/app/demo_event.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/app/event_standings.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>
#include <vector>

using namespace renju::arbiter;

namespace {

double millisecondsSince(std::chrono::nanoseconds start) {
    return static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e6;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

app::Instant now() {
    return app::Instant{RealClock::monotonicNow().count(), RealClock::wallClockMilliseconds(),
                        RealClock::bootId()};
}

/// The median of a 200-byte write followed by fsync, the floor for any durable command.
double bareWriteFsync(const std::filesystem::path& file, int count) {
    int descriptor = open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    std::vector<double> times;
    std::string record(200, 'x');
    for (int i = 0; i < count; ++i) {
        auto start = RealClock::monotonicNanoseconds();
        if (write(descriptor, record.data(), record.size()) < 0 || fsync(descriptor) != 0) {
            std::perror("write");
        }
        times.push_back(millisecondsSince(start));
    }
    close(descriptor);
    return median(times);
}

double durableCommand(const std::filesystem::path& event, int count) {
    std::vector<std::string> notices;
    auto session = app::EventSession::open(storage::SqliteEventStore::create(event, "bench"), now(),
                                           "bench", notices);
    model::EventSettings settings;
    settings.name = "Bench";
    session->execute(app::CreateEvent{settings}, app::CommandTime{now(), std::nullopt});
    std::vector<double> times;
    for (int i = 0; i < count; ++i) {
        model::Player player;
        player.name = "Player " + std::to_string(i);
        player.rating = 1500 + i;
        auto start = RealClock::monotonicNanoseconds();
        app::ExecutedCommand executed =
            session->execute(app::AddPlayer{player}, app::CommandTime{now(), std::nullopt});
        times.push_back(millisecondsSince(start));
        if (executed.sequence == 0) {
            std::fprintf(stderr, "not acknowledged: %s\n", executed.outcome.message.c_str());
        }
    }
    session->close(now());
    return median(times);
}

} // namespace

int main(int argc, char** argv) {
    std::filesystem::path dir =
        argc > 1 ? argv[1] : std::filesystem::temp_directory_path() / "renju-event-bench";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);

    double fsyncMedian = bareWriteFsync(dir / "raw.bin", 300);
    double commandMedian = durableCommand(dir / "durable.renju", 300);
    std::printf("durable acknowledged command: median %.3f ms; bare write+fsync: median %.3f ms; "
                "ratio %.2f\n",
                commandMedian, fsyncMedian, commandMedian / fsyncMedian);

    // A large event: the demo with 300 players and 9 rounds, every move, press and claim of
    // every game, about 180,000 journal entries (the targets: an event of 100,000 entries opens
    // in under 1 s, the standings of 300 players after 9 rounds take under 50 ms).
    std::filesystem::path big = dir / "big.renju";
    {
        std::vector<std::string> notices;
        auto store = storage::SqliteEventStore::create(big, "bench");
        storage::SqliteEventStore* bulk = store.get();
        bulk->setBulkLoading(true);
        auto session = app::EventSession::open(std::move(store), now(), "bench", notices);
        app::DemoOptions options;
        options.players = 300;
        options.rounds = 9;
        auto start = RealClock::monotonicNanoseconds();
        int commands = app::buildDemoEvent(*session, options, now());
        session->close(now());
        bulk->setBulkLoading(false);
        std::printf("built a %d-command event in %.1f s\n", commands,
                    millisecondsSince(start) / 1000);
    }
    std::vector<double> opens;
    std::int64_t entries = 0;
    for (int run = 0; run < 5; ++run) {
        auto start = RealClock::monotonicNanoseconds();
        std::vector<std::string> notices;
        auto session = app::EventSession::open(storage::SqliteEventStore::open(big, true, "bench"),
                                               now(), "bench", notices);
        opens.push_back(millisecondsSince(start));
        entries = session->store().lastEntry()->sequence;
    }
    std::printf("open (integrity check, read, replay) of %lld journal entries: median %.0f ms\n",
                static_cast<long long>(entries), median(opens));

    // Standings of the whole event through the application (event -> tournament -> tie-breaks).
    {
        std::vector<std::string> notices;
        auto session = app::EventSession::open(storage::SqliteEventStore::open(big, true, "bench"),
                                               now(), "bench", notices);
        std::vector<double> times;
        std::size_t rows = 0;
        for (int run = 0; run < 20; ++run) {
            auto start = RealClock::monotonicNanoseconds();
            app::EventStandings standings = app::eventStandings(session->state(), {});
            times.push_back(millisecondsSince(start));
            rows = standings.standings.rows.size();
        }
        std::printf("standings of %zu players after %d rounds (BH, SB, DE): median %.2f ms\n", rows,
                    static_cast<int>(session->state().rounds.size()), median(times));
    }
    std::filesystem::remove_all(dir);
    return 0;
}
