// The live page (`renju-arbiter serve`) on a 100-board round (a demo event of 200 players in
// its 5th round, live): requests per second for the overview (its JSON and its page), the
// referee's durable command time with and without 500 update streams connected, and the time
// from a journaled command to the update in a connected browser (headless Chromium, which
// prints the page's console line "renju-live update SEQ"), median and p99. Prints figures
// only. Usage: live_bench [WORK_DIR] [--no-browser]
#include "arbiter/app/demo_event.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/web/live_server.hpp"
#include "arbiter/web/live_views.hpp"
#include "raw_http.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <httplib.h>
#include <map>
#include <mutex>
#include <signal.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace renju::arbiter;
using namespace std::chrono_literals;

namespace {

app::Instant now() {
    return app::Instant{RealClock::monotonicNow().count(), RealClock::wallClockMilliseconds(),
                        RealClock::bootId()};
}

double nowMs() {
    return static_cast<double>(RealClock::monotonicNanoseconds().count()) / 1e6;
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

/// A table of the live round whose clock runs, for pause and resume commands.
int playingTable(const model::EventState& state, std::int64_t now) {
    using renju::clock::ClockStatus;
    for (const model::Table& table : state.currentRound()->tables) {
        if (!table.result && table.currentGame().clock &&
            table.currentGame().clock->stateAt(renju::clock::Milliseconds(now)).status ==
                ClockStatus::Running) {
            return table.number;
        }
    }
    return 1;
}

/// Alternates pause and resume at one table; returns each durable command's time (ms) and
/// calls `executed` with each sequence number and when it was acknowledged.
std::vector<double> clockCommands(app::EventSession& writer, int table, int count,
                                  std::chrono::milliseconds spacing,
                                  const std::function<void(std::int64_t, double)>& executed) {
    std::vector<double> times;
    const int round = writer.state().currentRound()->number;
    for (int i = 0; i < count; ++i) {
        app::ClockAction action;
        action.round = round;
        action.table = table;
        action.kind = i % 2 == 0 ? app::ClockActionKind::Pause : app::ClockActionKind::Resume;
        action.reason = "live bench";
        double start = nowMs();
        app::ExecutedCommand done = writer.execute(action, app::CommandTime{now(), std::nullopt});
        double end = nowMs();
        if (!done.outcome.isAccepted) {
            std::fprintf(stderr, "refused: %s\n", done.outcome.message.c_str());
            break;
        }
        times.push_back(end - start);
        executed(done.sequence, end);
        std::this_thread::sleep_for(spacing);
    }
    return times;
}

void requestsPerSecond(int port, const char* path, int clients) {
    std::atomic<long> done{0};
    std::atomic<bool> stop{false};
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&] {
            httplib::Client client("127.0.0.1", port);
            client.set_keep_alive(true);
            while (!stop) {
                auto result = client.Get(path);
                if (result && result->status == 200) {
                    ++done;
                }
            }
        });
    }
    std::this_thread::sleep_for(3s);
    stop = true;
    for (std::thread& thread : threads) {
        thread.join();
    }
    std::printf("  GET %-14s %d clients: %.0f requests/s\n", path, clients,
                static_cast<double>(done.load()) / 3.0);
}

/// Opens `url` in headless Chromium and collects the console's "renju-live update SEQ" lines.
class Browser {
public:
    Browser(const std::string& url, const std::filesystem::path& profile) {
        int pipeFds[2];
        if (pipe(pipeFds) != 0) {
            return;
        }
        const std::string userData = "--user-data-dir=" + profile.string(); // before fork()
        m_pid = fork();
        if (m_pid == 0) {
            dup2(pipeFds[1], 2);
            dup2(pipeFds[1], 1);
            close(pipeFds[0]);
            execlp("chromium", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                   "--disable-quic", "--no-first-run", "--disable-background-networking",
                   "--disable-component-update", "--disable-sync", "--enable-logging=stderr",
                   "--v=0", userData.c_str(), url.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(pipeFds[1]);
        m_reader = std::thread([this, fd = pipeFds[0]] { read(fd); });
    }
    ~Browser() {
        if (m_pid > 0) {
            kill(m_pid, SIGTERM);
            waitpid(m_pid, nullptr, 0);
        }
        if (m_reader.joinable()) {
            m_reader.join();
        }
    }
    /// Returns when the update of `sequence` was seen (ms), waiting up to 5 s; -1 if never.
    double seen(std::int64_t sequence) {
        for (int i = 0; i < 500; ++i) {
            {
                std::lock_guard lock(m_mutex);
                auto found = m_seen.lower_bound(sequence);
                if (found != m_seen.end()) {
                    return found->second;
                }
            }
            std::this_thread::sleep_for(10ms);
        }
        return -1;
    }

private:
    void read(int fd) {
        std::string pending;
        char buffer[4096];
        for (;;) {
            ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n <= 0) {
                break;
            }
            double at = nowMs();
            pending.append(buffer, static_cast<std::size_t>(n));
            std::size_t found;
            while ((found = pending.find("renju-live update ")) != std::string::npos) {
                std::int64_t sequence = std::atoll(pending.c_str() + found + 18);
                std::lock_guard lock(m_mutex);
                m_seen.emplace(sequence, at);
                pending.erase(0, found + 18);
            }
            if (pending.size() > 8192) {
                pending.erase(0, pending.size() - 64);
            }
        }
        close(fd);
    }

    pid_t m_pid = -1;
    std::thread m_reader;
    std::mutex m_mutex;
    std::map<std::int64_t, double> m_seen;
};

void browserLatency(app::EventSession& writer, int port, int table, const std::string& page,
                    const std::filesystem::path& profile) {
    Browser browser("http://127.0.0.1:" + std::to_string(port) + page, profile);
    std::this_thread::sleep_for(6s); // loads, connects to the stream
    std::vector<double> latencies;
    clockCommands(writer, table, 60, 300ms, [&](std::int64_t sequence, double at) {
        double shown = browser.seen(sequence);
        if (shown >= 0) {
            latencies.push_back(std::max(0.0, shown - at));
        }
    });
    if (latencies.empty()) {
        std::printf("  %s: no update seen in the browser\n", page.c_str());
        return;
    }
    std::printf("  command to browser update, %-12s median %.1f ms, p99 %.1f ms, max %.1f ms "
                "(%zu commands)\n",
                page.c_str(), percentile(latencies, 0.5), percentile(latencies, 0.99),
                percentile(latencies, 1.0), latencies.size());
}

} // namespace

int main(int argc, char** argv) {
    std::filesystem::path work = argc > 1 && argv[1][0] != '-'
                                     ? std::filesystem::path(argv[1])
                                     : std::filesystem::temp_directory_path() / "live-bench";
    bool withBrowser = !(argc > 2 && std::strcmp(argv[2], "--no-browser") == 0);
    signal(SIGPIPE, SIG_IGN);
    std::filesystem::remove_all(work);
    std::filesystem::create_directories(work);
    std::filesystem::path event = work / "hall.renju";
    {
        auto store = storage::SqliteEventStore::create(event, "live bench");
        store->setBulkLoading(true);
        storage::SqliteEventStore* bulk = store.get();
        std::vector<std::string> notices;
        auto demo = app::EventSession::open(std::move(store), now(), "demo", notices);
        app::DemoOptions options;
        options.players = 200;
        options.rounds = 5;
        options.leavesLastRoundLive = true;
        app::buildDemoEvent(*demo, options, now());
        demo->close(now());
        bulk->setBulkLoading(false);
    }
    auto writerStore = storage::SqliteEventStore::open(event, false, "live bench writer");
    std::vector<std::string> notices;
    auto writer = app::EventSession::open(std::move(writerStore), now(), "bench", notices);
    const int table = playingTable(writer->state(), writer->lastEventTime());
    std::printf("event: %zu players, round %d with %zu boards; commands at table %d\n",
                writer->state().players.size(), writer->state().currentRound()->number,
                writer->state().currentRound()->tables.size(), table);

    web::LiveServerOptions options;
    options.event = event.string();
    options.host = "127.0.0.1";
    options.port = 0;
    options.maxConnectionsPerAddress = 1000; // 500 update streams come from 127.0.0.1
    web::LiveServer server(options);
    int port = server.bind();
    std::thread serving([&] { server.run(); });

    {
        // What one journal change costs the server: the overview made again (then cached).
        std::int64_t validUntil = 0;
        double start = nowMs();
        for (int i = 0; i < 20; ++i) {
            web::overviewJson(writer->state(), writer->state().currentRound()->number,
                              writer->lastEventTime(), validUntil)
                .dump();
        }
        std::printf("the overview of 100 boards made from the state: %.2f ms\n",
                    (nowMs() - start) / 20);
    }
    std::printf("requests per second (keep-alive, this machine's 2 cores shared with the "
                "clients):\n");
    requestsPerSecond(port, "/api/overview", 1);
    requestsPerSecond(port, "/api/overview", 4);
    requestsPerSecond(port, "/", 4);
    requestsPerSecond(port, "/api/table/5/1", 4);

    auto none = [](std::int64_t, double) {};
    std::vector<double> alone = clockCommands(*writer, table, 100, 20ms, none);
    std::vector<double> crowded;
    {
        renju::arbiter::test::StreamClients clients(port, 500);
        clients.waitForAll("event: hello", 30s);
        std::atomic<bool> stop{false};
        std::thread reader([&] {
            while (!stop) {
                clients.waitForAll("event: change", 200ms);
            }
        });
        crowded = clockCommands(*writer, table, 100, 20ms, none);
        stop = true;
        reader.join();
        std::printf("update streams connected: %d\n", server.streams());
    }
    // Without clients again: the journal's write-ahead log grows in the first runs, which
    // costs its own fsyncs; both orders are shown.
    std::vector<double> aloneAgain = clockCommands(*writer, table, 100, 20ms, none);
    std::printf("durable command time (100 commands each): without clients median %.2f ms, p99 "
                "%.2f ms; with 500 update streams median %.2f ms, p99 %.2f ms; without again "
                "median %.2f ms, p99 %.2f ms\n",
                percentile(alone, 0.5), percentile(alone, 0.99), percentile(crowded, 0.5),
                percentile(crowded, 0.99), percentile(aloneAgain, 0.5),
                percentile(aloneAgain, 0.99));
    if (withBrowser) {
        const std::string round = std::to_string(writer->state().currentRound()->number);
        browserLatency(*writer, port, table, "/table/" + round + "/" + std::to_string(table),
                       work / "profile-table");
        browserLatency(*writer, port, table, "/", work / "profile-overview");
    }
    server.stop();
    serving.join();
    return 0;
}
