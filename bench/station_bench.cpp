// Many stations on one event server: 8 stations (separate processes) over one 100-board round
// enter stones and clock presses, as fast as they can (`--pace fast`) or at a hall's pace
// (`--pace hall`: each station one command every `--gap-ms` on average, 1 s unless told), while
// a viewer station (another process) follows the journal (LISTEN/NOTIFY on PostgreSQL, a wait
// at the hall server). Prints the commands per second, the commit latency (median, p99) and
// the time from a command sent at one station to its state at the viewer (median, p99, max);
// `--sqlite` runs the same commands at one station on an event file for the comparison (a file
// has one writer). The server is PostgreSQL (postgresql://...) or a hall server
// (http://chief@HOST:PORT; bench/hall_bench.sh starts one). Figures only.
// Usage: station_bench SERVER_URI [--pace fast|hall] [--stations N] [--commands N]
//                                 [--seconds N] [--gap-ms N] [--work DIR]
//        station_bench --sqlite [--commands N] [--work DIR]
// (PGPASSFILE must give the chief arbiter's password, as scripts/event-server.sh prints.)
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/time/real_clock.hpp"
#include "rules/opening_protocol.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace renju::arbiter;
namespace fs = std::filesystem;

namespace {

constexpr int kBoards = 100;

struct Options {
    std::string uri;
    std::string pace = "fast";
    int stations = 8;
    int commands = 300; ///< per station, fast pace
    int seconds = 60;   ///< hall pace
    int gapMs = 1000;   ///< hall pace: the mean time between a station's commands
    fs::path work = fs::temp_directory_path() / "renju-station-bench";
};

std::int64_t monotonicMs() {
    return RealClock::monotonicNow().count();
}

app::Instant now() {
    return app::Instant{monotonicMs(), RealClock::wallClockMilliseconds(), RealClock::bootId()};
}

/// The n-th event of a board's game: h8, then stones on rows 1, 5, 9, 13 two columns apart
/// (never a line), each followed by its clock press.
std::string gameEvent(int n) {
    static const std::vector<std::string> stones = [] {
        std::vector<std::string> points{"h8"};
        for (int row : {1, 5, 9, 13}) {
            for (char column = 'a'; column <= 'o'; column = static_cast<char>(column + 2)) {
                points.push_back(std::string(1, column) + std::to_string(row));
            }
        }
        return points;
    }();
    return n % 2 == 1 ? "press" : stones[static_cast<std::size_t>(n / 2) % stones.size()];
}

std::unique_ptr<app::EventSession> openStation(const std::string& location, bool readOnly) {
    auto store = storage::openEventStore(storage::parseEventLocation(location), readOnly,
                                         "station bench", monotonicMs);
    std::vector<std::string> notices;
    return app::EventSession::open(std::move(store), now(), "bench", notices);
}

void mustRun(app::EventSession& session, const app::Command& command) {
    app::ExecutedCommand executed = session.execute(command, app::CommandTime{now(), {}});
    if (!executed.outcome.isAccepted) {
        throw std::runtime_error("setup refused: " + executed.outcome.message);
    }
}

/// Creates the event: 200 players, round 1 paired by hand on 100 boards and started.
void createEvent(const std::string& location) {
    auto store =
        storage::createEventStore(storage::parseEventLocation(location), "bench", monotonicMs);
    std::vector<std::string> notices;
    auto session = app::EventSession::open(std::move(store), now(), "bench:chief", notices);
    model::EventSettings settings;
    settings.name = "Station bench";
    settings.timeControl = "5400";
    std::string problem;
    settings.opening = *renju::rules::parseOpeningRules("none", problem);
    mustRun(*session, app::CreateEvent{settings});
    std::vector<model::Player> players;
    app::PairRound pairing{1, {}, std::nullopt, false, {}};
    for (int i = 1; i <= 2 * kBoards; ++i) {
        model::Player player;
        player.name = "Player " + std::to_string(i);
        player.rating = 2500 - i;
        players.push_back(player);
        if (i % 2 == 0) {
            pairing.tables.push_back({model::PlayerId{i - 1}, model::PlayerId{i}});
        }
    }
    mustRun(*session, app::ImportPlayers{players, "bench"});
    mustRun(*session, pairing);
    mustRun(*session, app::PublishRound{1});
    mustRun(*session, app::StartRound{1});
    session->close(now());
}

/// One station: its boards are those b with b % stations == index; it enters their games'
/// events board after board and writes "sequence latency_us" per acknowledged command.
int runStation(const std::string& location, const Options& options, int index) {
    auto station = openStation(location, false);
    std::vector<int> boards;
    for (int b = 1; b <= kBoards; ++b) {
        if (b % options.stations == index) {
            boards.push_back(b);
        }
    }
    std::map<int, int> progress;
    std::mt19937 random(static_cast<unsigned>(index) + 2026U);
    std::exponential_distribution<double> gap(1.0 / options.gapMs); // hall: 1 s on average
    std::ofstream out(options.work / ("station-" + std::to_string(index) + ".txt"));
    std::int64_t end = monotonicMs() + options.seconds * 1000;
    int refused = 0;
    for (std::size_t n = 0;; ++n) {
        bool isHall = options.pace == "hall";
        if ((!isHall && n >= static_cast<std::size_t>(options.commands)) ||
            (isHall && monotonicMs() >= end)) {
            break;
        }
        if (isHall) {
            std::this_thread::sleep_for(std::chrono::milliseconds(
                static_cast<std::int64_t>(std::min(gap(random), 5.0 * options.gapMs))));
        }
        int board = boards[n % boards.size()];
        std::string event = gameEvent(progress[board]++);
        std::int64_t sentWall = RealClock::wallClockMilliseconds();
        auto started = RealClock::monotonicNanoseconds();
        app::ExecutedCommand executed =
            station->execute(app::GameAction{1, board, event}, app::CommandTime{now(), {}});
        auto latency = (RealClock::monotonicNanoseconds() - started).count() / 1000;
        if (!executed.outcome.isAccepted) {
            ++refused;
            std::cerr << "station " << index << ": " << executed.outcome.message << "\n";
            continue;
        }
        out << executed.sequence << " " << latency << " " << sentWall << "\n";
    }
    return refused == 0 ? 0 : 1;
}

std::atomic<bool> g_isStopping{false};

/// The viewer: follows the journal (LISTEN/NOTIFY, or a wait at the hall server) and writes
/// "sequence seen_wall_ms" per entry: when its state was here.
int runViewer(const std::string& location, const Options& options) {
    std::signal(SIGTERM, [](int) { g_isStopping = true; });
    auto viewer = openStation(location, true);
    std::mutex mutex;
    std::condition_variable woken;
    bool isWoken = false;
    viewer->watchJournal([&] {
        std::lock_guard lock(mutex);
        isWoken = true;
        woken.notify_one();
    });
    std::ofstream out(options.work / "viewer.txt");
    std::ofstream(options.work / "viewer.ready") << "ready\n";
    while (!g_isStopping) {
        {
            std::unique_lock lock(mutex);
            woken.wait_for(lock, std::chrono::milliseconds(200), [&] { return isWoken; });
            isWoken = false;
        }
        app::CatchUp caught = viewer->catchUp();
        std::int64_t seen = RealClock::wallClockMilliseconds();
        for (const storage::JournalEntry& entry : caught.entries) {
            out << entry.sequence << " " << seen << "\n";
        }
        out.flush();
    }
    return 0;
}

/// The rows of a file of numbers, `width` to a row.
std::vector<std::vector<double>> rows(const fs::path& file, std::size_t width) {
    std::vector<std::vector<double>> all;
    std::ifstream in(file);
    std::vector<double> row(width);
    for (;;) {
        for (double& value : row) {
            in >> value;
        }
        if (!in) {
            return all;
        }
        all.push_back(row);
    }
}

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    auto at = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
    return values[at];
}

pid_t spawn(const std::vector<std::string>& arguments) {
    pid_t pid = fork();
    if (pid == 0) {
        std::vector<char*> argv;
        for (const std::string& argument : arguments) {
            argv.push_back(const_cast<char*>(argument.c_str()));
        }
        argv.push_back(nullptr);
        execv("/proc/self/exe", argv.data());
        std::_Exit(127);
    }
    return pid;
}

std::vector<std::string> childArguments(const Options& options, const std::string& location) {
    return {"station_bench",
            "--child-location",
            location,
            "--pace",
            options.pace,
            "--stations",
            std::to_string(options.stations),
            "--commands",
            std::to_string(options.commands),
            "--seconds",
            std::to_string(options.seconds),
            "--gap-ms",
            std::to_string(options.gapMs),
            "--work",
            options.work.string()};
}

int runServerBench(const Options& options) {
    std::string location = storage::serverEventUri(options.uri, "bench-" + options.pace + "-" +
                                                                    std::to_string(getpid()));
    createEvent(location);
    std::vector<std::string> base = childArguments(options, location);
    std::vector<std::string> viewerArguments = base;
    viewerArguments.push_back("--viewer");
    pid_t viewer = spawn(viewerArguments);
    while (!fs::exists(options.work / "viewer.ready")) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    auto started = RealClock::monotonicNanoseconds();
    std::vector<pid_t> stations;
    for (int k = 0; k < options.stations; ++k) {
        std::vector<std::string> arguments = base;
        arguments.insert(arguments.end(), {"--station", std::to_string(k)});
        stations.push_back(spawn(arguments));
    }
    int failures = 0;
    for (pid_t pid : stations) {
        int status = 0;
        waitpid(pid, &status, 0);
        failures += WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
    }
    double seconds =
        static_cast<double>((RealClock::monotonicNanoseconds() - started).count()) / 1e9;
    std::vector<double> latencies;
    std::map<std::int64_t, double> sentAt; // by sequence: when its station sent it (wall ms)
    for (int k = 0; k < options.stations; ++k) {
        for (const auto& row : rows(options.work / ("station-" + std::to_string(k) + ".txt"), 3)) {
            latencies.push_back(row[1]);
            sentAt[static_cast<std::int64_t>(row[0])] = row[2];
        }
    }
    std::size_t commands = latencies.size();
    std::this_thread::sleep_for(std::chrono::seconds(2)); // the viewer sees the last ones
    kill(viewer, SIGTERM);
    waitpid(viewer, nullptr, 0);
    std::vector<double> views; // from the station's send to the viewer's state
    for (const auto& row : rows(options.work / "viewer.txt", 2)) {
        if (auto sent = sentAt.find(static_cast<std::int64_t>(row[0])); sent != sentAt.end()) {
            views.push_back(row[1] - sent->second);
        }
    }
    std::string pace = options.pace == "hall"
                           ? "hall pace (a command every " + std::to_string(options.gapMs) +
                                 " ms on average per station)"
                           : "as fast as they can";
    std::printf("%s, %s, %d stations (processes), %d boards: %zu commands in %.1f s = %.0f "
                "commands/s; %d station(s) failed\n",
                options.uri.starts_with("http://") ? "hall server" : "postgresql", pace.c_str(),
                options.stations, kBoards, commands, seconds,
                static_cast<double>(commands) / seconds, failures);
    std::printf("  commit latency: median %.2f ms, p99 %.2f ms\n",
                percentile(latencies, 0.5) / 1000.0, percentile(latencies, 0.99) / 1000.0);
    std::printf("  command to the viewer's state: %zu seen, median %.0f ms, p99 %.0f ms, max "
                "%.0f ms\n",
                views.size(), percentile(views, 0.5), percentile(views, 0.99),
                percentile(views, 1.0));
    return failures == 0 && views.size() >= commands ? 0 : 1;
}

int runSqliteBench(const Options& options) {
    fs::path file = options.work / "bench.renju";
    createEvent(file.string());
    Options one = options;
    one.stations = 1;
    auto started = RealClock::monotonicNanoseconds();
    int status = runStation(file.string(), one, 0);
    double seconds =
        static_cast<double>((RealClock::monotonicNanoseconds() - started).count()) / 1e9;
    std::vector<double> latencies;
    for (const auto& row : rows(options.work / "station-0.txt", 3)) {
        latencies.push_back(row[1]);
    }
    std::printf("sqlite, one station (a file has one writer), %d boards: %zu commands in %.1f s "
                "= %.0f commands/s\n",
                kBoards, latencies.size(), seconds,
                static_cast<double>(latencies.size()) / seconds);
    std::printf("  commit latency: median %.2f ms, p99 %.2f ms\n",
                percentile(latencies, 0.5) / 1000.0, percentile(latencies, 0.99) / 1000.0);
    return status;
}

} // namespace

int main(int argc, char** argv) {
    Options options;
    std::string childLocation;
    std::optional<int> station;
    bool isViewer = false;
    bool isSqlite = false;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (argument == "--pace") {
            options.pace = next();
        } else if (argument == "--stations") {
            options.stations = std::stoi(next());
        } else if (argument == "--commands") {
            options.commands = std::stoi(next());
        } else if (argument == "--seconds") {
            options.seconds = std::stoi(next());
        } else if (argument == "--gap-ms") {
            options.gapMs = std::stoi(next());
        } else if (argument == "--work") {
            options.work = next();
        } else if (argument == "--child-location") {
            childLocation = next();
        } else if (argument == "--station") {
            station = std::stoi(next());
        } else if (argument == "--viewer") {
            isViewer = true;
        } else if (argument == "--sqlite") {
            isSqlite = true;
        } else {
            options.uri = argument;
        }
    }
    try {
        if (station) {
            return runStation(childLocation, options, *station);
        }
        if (isViewer) {
            return runViewer(childLocation, options);
        }
        fs::remove_all(options.work);
        fs::create_directories(options.work);
        if (isSqlite) {
            return runSqliteBench(options);
        }
        if (options.uri.empty() || (options.pace != "fast" && options.pace != "hall")) {
            std::cerr << "usage: station_bench SERVER_URI [--pace fast|hall] [--stations N] "
                         "[--commands N] [--seconds N] [--gap-ms N] [--work DIR] | --sqlite\n";
            return 2;
        }
        return runServerBench(options);
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 1;
    }
}
