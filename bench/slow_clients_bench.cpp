// The live page (`renju-arbiter serve`) under a slow-loris attack: the latency of normal
// requests (a new connection each, as a phone opening a page) with no other client, with 2,000
// slow clients from one address under the default per-address cap (all but 32 refused at
// once), and with 2,000 slow clients really held (the cap raised) until the request deadline
// cuts them. A slow client sends its request one byte a second and never finishes it. Figures
// only; the behaviour is asserted in tests/net and tests/web. Usage: slow_clients_bench [WORK_DIR]
#include "arbiter/app/demo_event.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/web/live_server.hpp"
#include "net_client.hpp"

#include <cstdio>
#include <filesystem>
#include <signal.h>
#include <thread>

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

/// Times `count` GETs of `path`, each on a new connection from 127.0.0.2; prints p50 and p99.
void measure(int port, const char* path, int count, const char* setting) {
    std::vector<double> latencies;
    int answered = 0;
    for (int i = 0; i < count; ++i) {
        const double start = nowMs();
        test::Answer answer = test::exchange(
            port, std::string("GET ") + path + " HTTP/1.1\r\nHost: bench\r\n\r\n", 5s, "127.0.0.2");
        latencies.push_back(nowMs() - start);
        answered += answer.status == 200 ? 1 : 0;
    }
    std::printf("  %-38s GET %-15s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%d/%d answered)\n",
                setting, path, test::quantile(latencies, 0.5), test::quantile(latencies, 0.99),
                test::quantile(latencies, 1.0), answered, count);
}

void scenario(const web::LiveServerOptions& options, int slowClients, const char* setting) {
    web::LiveServer server(options);
    const int port = server.bind();
    std::thread serving([&] { server.run(); });
    {
        std::unique_ptr<test::SlowClients> slow;
        if (slowClients > 0) {
            slow = std::make_unique<test::SlowClients>(port, slowClients, 1s);
            std::this_thread::sleep_for(300ms); // the refused ones are cut at once
            std::vector<double> cut = slow->cutAfter();
            const auto held = std::count(cut.begin(), cut.end(), -1.0);
            std::printf("  %d slow clients connected, %ld held by the server\n", slow->connected(),
                        static_cast<long>(held));
        }
        measure(port, "/api/table/5/1", 200, setting);
        measure(port, "/", 100, setting);
        if (slow) {
            const int cut = slow->waitAllCut(10s);
            std::vector<double> after = slow->cutAfter();
            std::printf("  slow clients cut: %d (median after %.2f s, the last after %.2f s)\n",
                        cut, test::quantile(after, 0.5), test::quantile(after, 1.0));
        }
    }
    server.stop();
    serving.join();
}

} // namespace

int main(int argc, char** argv) {
    std::filesystem::path work = argc > 1 ? std::filesystem::path(argv[1])
                                          : std::filesystem::temp_directory_path() / "slow-bench";
    signal(SIGPIPE, SIG_IGN);
    std::filesystem::remove_all(work);
    std::filesystem::create_directories(work);
    std::filesystem::path event = work / "hall.renju";
    {
        auto store = storage::SqliteEventStore::create(event, "slow clients bench");
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
    std::printf("a demo event of 200 players, round 5 live (100 boards); a new connection per "
                "request\n");
    web::LiveServerOptions options;
    options.event = event.string();
    options.host = "127.0.0.1";
    options.port = 0;
    scenario(options, 0, "no other client");
    scenario(options, 2000, "2,000 slow, default cap (32/address)");
    options.maxConnections = 5000;
    options.maxConnectionsPerAddress = 5000;
    scenario(options, 2000, "2,000 slow, all held (cap raised)");
    return 0;
}
