// The hall server on the network (issue 25): a real HallServer on 127.0.0.1 over event files,
// stations through the real client (HallEventStore), and hostile crowds from many 127.0.0.x
// addresses: 2,000 slow clients and 2,000 watchers leave a station's commands answered at once,
// 20 MB of headers get 431 without the server keeping them, and a station's watch is a signed
// stream that comes back by itself after the server does.
#include "arbiter/app/command_json.hpp"
#include "arbiter/hall/authorization_header.hpp"
#include "arbiter/hall/hall_server.hpp"
#include "arbiter/hall/referee_file.hpp"
#include "arbiter/hall/station_credentials.hpp"
#include "arbiter/hall/verifier.hpp"
#include "arbiter/net/http_server.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/hall_event_store.hpp"
#include "hall_fixture.hpp"
#include "net_client.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using Status = hall::CommandAnswer::Status;

namespace {

const std::string kChiefPassword = "chief-password-1";
/// A station's command is answered within this however many hostile clients there are (the
/// figures measured are printed: docs/event-server.md).
constexpr double kCommandBoundMs = 1000;

std::int64_t monotonicMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch())
        .count();
}

double millisecondsSince(Clock::time_point started) {
    return std::chrono::duration<double, std::milli>(Clock::now() - started).count();
}

/// A hall server on a free port of 127.0.0.1 over the fixture's event files, the chief arbiter
/// signing in with a password file, run on its own thread.
struct NetworkHall {
    test::HallFixture hall;
    hall::FileRefereeBook book{hall.folder / "referees.json"};
    hall::HallServerOptions options;
    std::unique_ptr<hall::HallServer> server;
    std::thread thread;
    int port = 0;

    NetworkHall() {
        hall.startedEvent("open", "none");
        book.add({"chief", "", app::Rights::Chief,
                  hall::verifierText(hall::makeVerifier(kChiefPassword))});
        std::filesystem::path passwords = hall.folder / "pgpass";
        std::ofstream(passwords) << "127.0.0.1:*:renju:chief:" << kChiefPassword << "\n";
        chmod(passwords.c_str(), 0600);
        setenv("PGPASSFILE", passwords.c_str(), 1);
        options.host = "127.0.0.1";
        options.port = 0;
        options.heartbeat = 2s;
    }
    ~NetworkHall() { stop(); }

    void start() {
        server = std::make_unique<hall::HallServer>(*hall.service, book, options);
        port = server->bind();
        REQUIRE(port > 0);
        options.port = port; // a restart takes the same port
        thread = std::thread([this] { server->run(); });
    }
    void stop() {
        if (server) {
            server->stop();
            thread.join();
            server.reset();
        }
    }
    storage::EventLocation location() const {
        return storage::parseEventLocation("http://chief@127.0.0.1:" + std::to_string(port) +
                                           "?event=open");
    }
    bool waitConnections(int atLeast, std::chrono::milliseconds limit) const {
        const auto deadline = Clock::now() + limit;
        while (server->connections() < atLeast && Clock::now() < deadline) {
            std::this_thread::sleep_for(20ms);
        }
        return server->connections() >= atLeast;
    }
};

/// A station at the hall: the real client, entering h8 on table 1 and taking it back, again
/// and again (every one a journal entry), and timing each answer.
struct Station {
    std::unique_ptr<storage::HallEventStore> store;
    std::int64_t basis = 0;
    int moves = 0;

    explicit Station(const NetworkHall& network)
        : store(storage::HallEventStore::open(network.location(), false, monotonicMs)) {
        basis = store->lastEntry()->sequence;
    }
    /// Sends the next move; returns how long its answer took (ms), failing the test when it
    /// was not accepted.
    double move() {
        app::GameAction action =
            moves % 2 == 0 ? app::GameAction{1, 1, "h8"} : app::GameAction{1, 1, "undo", "test"};
        storage::SubmittedCommand command{app::commandToJson(action), basis,
                                          "station-move-" + std::to_string(moves), "cli:board-1"};
        auto started = Clock::now();
        hall::CommandAnswer answer = store->submit(command);
        double took = millisecondsSince(started);
        INFO(answer.message);
        REQUIRE(answer.status == Status::Accepted);
        basis = answer.sequence;
        ++moves;
        return took;
    }
};

/// Sends `count` moves a few milliseconds apart; returns each answer's time (ms).
std::vector<double> timedMoves(Station& station, int count) {
    std::vector<double> took;
    for (int i = 0; i < count; ++i) {
        took.push_back(station.move());
        std::this_thread::sleep_for(10ms);
    }
    return took;
}

void report(const char* what, const std::vector<double>& took) {
    std::printf("%s: median %.1f ms, p99 %.1f ms, max %.1f ms (%zu commands)\n", what,
                test::quantile(took, 0.5), test::quantile(took, 0.99), test::quantile(took, 1.0),
                took.size());
}

/// A watch opened by hand on a raw socket: the challenge, the proved GET, the stream's head.
struct RawWatch {
    int fd = -1;
    std::string received;
};

RawWatch openRawWatch(int port, const std::string& source, hall::StationCredentials& station) {
    RawWatch watch;
    watch.fd = test::connectFrom(port, source);
    if (watch.fd < 0 ||
        !test::sendAll(watch.fd, "GET /hall/challenge?name=chief HTTP/1.1\r\nHost: h\r\n\r\n")) {
        return watch;
    }
    test::Answer asked = test::readAnswer(watch.fd, 5s);
    nlohmann::json body = nlohmann::json::parse(asked.body, nullptr, false);
    if (asked.status != 200 || !body.is_object()) {
        return watch;
    }
    hall::Challenge challenge{body["nonce"], body["salt"], body["iterations"]};
    const std::string target = "/hall/events/open/watch";
    auto proved = station.signRequest(challenge, {"GET", target, ""});
    const auto& signedRequest = std::get<hall::SignedRequest>(proved);
    test::sendAll(watch.fd, "GET " + target + " HTTP/1.1\r\nHost: h\r\n" +
                                std::string(hall::kAuthorizationHeader) + ": " +
                                signedRequest.authorization + "\r\n\r\n");
    watch.received = test::readUntil(watch.fd, "\"sequence\"", 5s);
    return watch;
}

/// Peak resident memory of this process (kB), which clearPeak() resets.
long peakResidentKb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0) {
            return std::stol(line.substr(6));
        }
    }
    return -1;
}

void clearPeak() {
    std::ofstream("/proc/self/clear_refs") << "5";
}

} // namespace

TEST_CASE("Hall network: 2,000 slow clients leave a station's commands answered at once",
          "[hall][network][slow]") {
    NetworkHall network;
    // Long enough that the crowd is still held while the commands go, even on a loaded machine.
    network.options.requestDeadline = 8s;
    network.start();
    Station station(network);
    std::vector<double> alone = timedMoves(station, 10);
    report("commands, alone", alone);
    // Opened as fast as the cap of 32 per address allows: 30 from each of 67 addresses.
    auto opening = Clock::now();
    test::SlowClients slow(network.port, 2000, 1s, 30);
    std::printf("2,000 slow clients opened in %.0f ms\n", millisecondsSince(opening));
    REQUIRE(slow.connected() == 2000);
    REQUIRE(network.waitConnections(2000, 3s));
    std::vector<double> crowded = timedMoves(station, 20);
    report("commands, 2,000 slow clients held", crowded);
    CHECK(network.server->connections() >= 2000); // still held while the commands were answered
    CHECK(test::quantile(crowded, 1.0) < kCommandBoundMs);
    // Each is cut at the request's deadline (8 s from its accept), whatever bytes it sends.
    CHECK(slow.waitAllCut(12s) == 2000);
    CHECK(test::quantile(slow.cutAfter(), 0.0) >= 7.9);
    CHECK(test::quantile(slow.cutAfter(), 1.0) < 11.0);
    CHECK(station.move() < kCommandBoundMs);
}

TEST_CASE("Hall network: 20 MB of headers get 431 and the server does not keep them",
          "[hall][network][limits]") {
    NetworkHall network;
    network.start();
    std::string huge = "GET /hall/challenge?name=chief HTTP/1.1\r\nHost: t\r\n";
    const std::string line = "X-Padding: " + std::string(1000, 'p') + "\r\n";
    while (huge.size() < (20u << 20)) {
        huge += line;
    }
    clearPeak();
    const long before = peakResidentKb();
    int fd = test::connectFrom(network.port);
    std::thread sender([&] { test::sendAll(fd, huge); });
    test::Answer answer = test::readAnswer(fd, 10s, true);
    sender.join();
    close(fd);
    huge.clear();
    huge.shrink_to_fit();
    const long grown = peakResidentKb() - before;
    std::printf("hall server, 20 MB of headers: status %d, peak memory grew by %ld kB\n",
                answer.status, grown);
    CHECK(answer.status == 431);
    CHECK(answer.isClosed);
    // The test's own 20 MB was made before the mark; what grows is the server's reading and
    // the test's threads (4.4 MB under ASan, whose shadow and quarantine keep what is freed):
    // far from the 20 MB a server that kept the headers would hold.
    CHECK(grown < 8192);
    Station station(network);
    CHECK(station.move() < kCommandBoundMs);
}

TEST_CASE("Hall network: 2,000 watchers hold no thread; commands are answered and each hears",
          "[hall][network][watch]") {
    NetworkHall network;
    network.start();
    Station station(network);
    hall::StationCredentials credentials("chief", kChiefPassword);
    std::vector<RawWatch> watches;
    auto opening = Clock::now();
    for (int i = 0; i < 2000; ++i) {
        watches.push_back(openRawWatch(network.port, test::sourceAddress(i / 30), credentials));
        REQUIRE(watches.back().received.find("HTTP/1.1 200") == 0);
    }
    std::printf("2,000 watches opened in %.0f ms\n", millisecondsSince(opening));
    CHECK(network.server->watches() == 2000);
    std::vector<double> took = timedMoves(station, 20);
    report("commands, 2,000 watches open", took);
    CHECK(test::quantile(took, 1.0) < kCommandBoundMs);
    // Every watcher hears of the last entry (a line per change, or a few changes in one).
    const std::string last = "\"sequence\":" + std::to_string(station.basis) + "}";
    int heard = 0;
    for (RawWatch& watch : watches) {
        watch.received += test::readUntil(watch.fd, last, 5s);
        heard += watch.received.find(last) != std::string::npos ? 1 : 0;
    }
    CHECK(heard == 2000);
    for (RawWatch& watch : watches) {
        close(watch.fd);
    }
    CHECK(station.move() < kCommandBoundMs);
}

TEST_CASE("Hall network: a station's watch hears each entry and comes back after the server",
          "[hall][network][watch]") {
    NetworkHall network;
    network.start();
    Station station(network);
    storage::HallEventStore& reader = *station.store;
    std::atomic<int> changes{0};
    std::unique_ptr<storage::JournalWatch> watch = reader.watch([&changes] { ++changes; });
    auto waitFor = [](const std::function<bool()>& done, std::chrono::milliseconds limit) {
        const auto deadline = Clock::now() + limit;
        while (!done() && Clock::now() < deadline) {
            std::this_thread::sleep_for(10ms);
        }
        return done();
    };
    REQUIRE(waitFor([&] { return network.server->watches() == 1; }, 3s));
    std::this_thread::sleep_for(200ms);
    int before = changes;
    Station other(network);
    other.moves = 30; // its own request ids
    other.move();
    CHECK(waitFor([&] { return changes > before; }, 3s));
    // The server goes away: the watch says so, then finds it again by itself.
    network.stop();
    CHECK(waitFor([&] { return !watch->problem().empty(); }, 3s));
    network.start();
    CHECK(waitFor([&] { return watch->problem().empty() && network.server->watches() == 1; }, 5s));
    std::this_thread::sleep_for(200ms);
    before = changes;
    other.move();
    CHECK(waitFor([&] { return changes > before; }, 3s));
}

TEST_CASE("Hall network: a watch's line that is not the server's ends the watch",
          "[hall][network][watch]") {
    // A server that answers the challenge but signs nothing: a station must not take its lines.
    net::HttpServerOptions options;
    options.host = "127.0.0.1";
    options.port = 0;
    net::HttpServer fake(options, [](const net::HttpRequest& request) {
        net::HttpResponse response;
        if (request.path == "/hall/challenge") {
            response.setContent(R"({"nonce":"AAAAAAAAAAAAAAAAAAAAAAAA",)"
                                R"("salt":"c2FsdHNhbHRzYWx0c2FsdA==","iterations":4096})",
                                "application/json");
            return response;
        }
        auto stream = std::make_shared<net::HttpStream>();
        stream->push("{\"n\":0,\"sequence\":99} bm90IHRoZSBzZXJ2ZXIncw==\n");
        response.stream = stream;
        return response;
    });
    std::string error;
    int port = fake.bind(error);
    REQUIRE(port > 0);
    std::thread running([&fake] { fake.run(); });
    test::TempFolder folder("hall-fake");
    std::filesystem::path passwords = folder / "pgpass";
    std::ofstream(passwords) << "127.0.0.1:*:renju:chief:" << kChiefPassword << "\n";
    chmod(passwords.c_str(), 0600);
    setenv("PGPASSFILE", passwords.c_str(), 1);
    storage::HallConnection connection(storage::parseEventLocation(
        "http://chief@127.0.0.1:" + std::to_string(port) + "?event=open"));
    int taken = 0;
    std::string problem;
    try {
        connection.stream("/hall/events/open/watch", 3s, [&taken](const std::string&) {
            ++taken;
            return true;
        });
    } catch (const storage::ConnectionLost& lost) {
        problem = lost.what();
    }
    fake.stop();
    running.join();
    CHECK(taken == 0);
    CHECK(problem.find("is not the hall server's") != std::string::npos);
}
