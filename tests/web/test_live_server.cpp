// The live page served over HTTP from an event file that another session writes: every route,
// bad and hostile requests, the update stream with 500 clients, and the file replaced under it.
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "arbiter/storage/backups.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/web/live_server.hpp"
#include "raw_http.hpp"
#include "temp_folder.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <poll.h>
#include <thread>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace std::chrono_literals;

namespace {

app::Instant instant(std::int64_t monotonic) {
    return app::Instant{monotonic, 1'700'000'000'000 + monotonic, "other-boot"};
}

/// An event file with four players and round 1 started (two tables), written by a session
/// that stays open as the writer.
std::unique_ptr<app::EventSession> writeEvent(const std::filesystem::path& path) {
    auto store = storage::SqliteEventStore::create(path, "test writer");
    std::vector<std::string> notices;
    auto session = app::EventSession::open(std::move(store), instant(0), "test", notices);
    auto run = [&](const app::Command& command) {
        auto executed = session->execute(command, app::CommandTime{instant(0), 1000});
        REQUIRE(executed.outcome.isAccepted);
    };
    model::EventSettings settings;
    settings.name = "Live <Open> 2026";
    settings.timeControl = "600";
    run(app::CreateEvent{settings});
    for (const char* name : {"Erik Lind", "Анна Иванова", "王小明", "佐藤花子"}) {
        run(app::AddPlayer{test::named(name, 2000)});
    }
    run(app::PairRound{
        1,
        {{model::PlayerId{1}, model::PlayerId{2}}, {model::PlayerId{3}, model::PlayerId{4}}},
        {},
        false,
        {}});
    run(app::PublishRound{1});
    run(app::StartRound{1});
    return session;
}

struct Served {
    std::unique_ptr<web::LiveServer> server;
    std::thread thread;
    int port = 0;

    /// With `perAddress` connections from one address (the streams' test holds 500 from
    /// 127.0.0.1).
    explicit Served(const std::filesystem::path& event, int perAddress = 640) {
        web::LiveServerOptions options;
        options.event = event.string();
        options.host = "127.0.0.1";
        options.port = 0;
        options.maxStreams = 600;
        options.maxConnections = 640;
        options.maxConnectionsPerAddress = perAddress;
        options.formats = {"txt"};
        options.exporter = [](const model::EventState&, int round, int table,
                              const std::string& extension) -> std::optional<web::Download> {
            if (extension != "txt") {
                return std::nullopt;
            }
            return web::Download{"record " + std::to_string(round) + "/" + std::to_string(table),
                                 "text/plain"};
        };
        server = std::make_unique<web::LiveServer>(options);
        port = server->bind();
        REQUIRE(port > 0);
        thread = std::thread([this] { server->run(); });
    }
    ~Served() {
        server->stop();
        thread.join();
    }
};

nlohmann::json apiGet(int port, const std::string& path) {
    test::HttpReply reply = test::httpGet(port, path);
    REQUIRE(reply.status == 200);
    return nlohmann::json::parse(reply.body);
}

std::int64_t sequenceOf(int port) {
    return apiGet(port, "/api/overview")["sequence"].get<std::int64_t>();
}

/// Waits (at most `limit`) until the served sequence reaches `sequence`.
bool waitForSequence(int port, std::int64_t sequence, std::chrono::milliseconds limit) {
    auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        if (sequenceOf(port) >= sequence) {
            return true;
        }
        std::this_thread::sleep_for(20ms);
    }
    return false;
}

} // namespace

TEST_CASE("Serve: every route answers, and what is not a route is refused", "[web][http]") {
    test::TempFolder folder("live-routes");
    auto writer = writeEvent(folder / "open.renju");
    Served served(folder / "open.renju");
    const int port = served.port;
    for (const char* page :
         {"/", "/pairings", "/standings", "/crosstable", "/round/1", "/table/1/1", "/table/1/2"}) {
        INFO(page);
        test::HttpReply reply = test::httpGet(port, page);
        CHECK(reply.status == 200);
        CHECK(reply.head.find("text/html") != std::string::npos);
        CHECK(reply.body.find("id=\"initial\"") != std::string::npos);
        // The event's name holds "<Open>": never raw inside the page's script element.
        CHECK(reply.body.find("<Open>") == std::string::npos);
    }
    nlohmann::json table = apiGet(port, "/api/table/1/2");
    CHECK(table["event"]["name"] == "Live <Open> 2026");
    CHECK(table["view"]["first"]["name"] == "王小明");
    CHECK(apiGet(port, "/api/pairings")["view"]["byName"].size() == 4);
    CHECK(apiGet(port, "/api/standings")["view"]["lines"].size() == 4);
    CHECK(apiGet(port, "/api/crosstable")["view"]["lines"].size() == 4);
    CHECK(apiGet(port, "/api/round/1")["view"]["tables"].size() == 2);
    CHECK(apiGet(port, "/api/overview")["view"]["boards"].size() == 2);
    nlohmann::json board = apiGet(port, "/api/board/1/2")["view"];
    nlohmann::json inOverview = apiGet(port, "/api/overview")["view"]["boards"][1];
    for (const char* key : {"table", "first", "second", "state", "stateText", "black"}) {
        CHECK(board[key] == inOverview[key]);
    }
    CHECK(test::httpGet(port, "/assets/app.js").status == 200);
    CHECK(test::httpGet(port, "/assets/style.css").head.find("text/css") != std::string::npos);

    CHECK(test::httpGet(port, "/nowhere").status == 404);
    CHECK(test::httpGet(port, "/api/nowhere").status == 404);
    CHECK(test::httpGet(port, "/assets/secret.txt").status == 404);
    CHECK(test::httpGet(port, "/round/9").status == 404);
    CHECK(test::httpGet(port, "/table/1/99").status == 404);
    CHECK(test::httpGet(port, "/api/table/9/1").status == 404);
    CHECK(test::httpGet(port, "/round/abc").status == 400);
    CHECK(test::httpGet(port, "/table/1/-2").status == 400);
    CHECK(test::httpGet(port, "/table/0/1").status == 400);
    CHECK(test::httpGet(port, "/api/round/99999999999").status == 400);
    CHECK(test::httpGet(port, "/game/1/1.txt").status == 409); // not finished
    CHECK(test::httpGet(port, "/game/1/1").status == 400);

    // Read-only by construction: nothing but GET and HEAD.
    for (const char* method : {"POST", "PUT", "DELETE", "PATCH"}) {
        test::HttpReply reply = test::rawRequest(
            port, std::string(method) + " /api/table/1/1 HTTP/1.1\r\nHost: t\r\n"
                                        "Content-Length: 2\r\nConnection: close\r\n\r\n{}");
        CHECK(reply.status == 405);
    }
    CHECK(
        test::rawRequest(port, "HEAD / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").status ==
        200);

    auto executed = writer->execute(app::SetResult{1, 1, model::ResultCode::FirstWins, "adjourned"},
                                    app::CommandTime{instant(0), 5000});
    REQUIRE(executed.outcome.isAccepted);
    REQUIRE(waitForSequence(port, executed.sequence, 3s));
    test::HttpReply record = test::httpGet(port, "/game/1/1.txt");
    CHECK(record.status == 200);
    CHECK(record.body == "record 1/1");
    CHECK(record.head.find("round-1-table-1.txt") != std::string::npos);
    CHECK(test::httpGet(port, "/game/1/1.xyz").status == 404);
    CHECK(apiGet(port, "/api/table/1/1")["view"]["stateText"] == "1-0 Black (Erik Lind) wins");
}

TEST_CASE("Serve: huge and slow requests are cut off, and the server goes on", "[web][http]") {
    test::TempFolder folder("live-hostile");
    auto writer = writeEvent(folder / "open.renju");
    Served served(folder / "open.renju");
    const int port = served.port;
    std::string longPath(20'000, 'a');
    CHECK(test::httpGet(port, "/" + longPath).status == 414);
    std::string bigHeader = "GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + std::string(64'000, 'x') +
                            "\r\nConnection: close\r\n\r\n";
    CHECK(test::rawRequest(port, bigHeader, 3s).status == 431);
    // The server answers 413 at once, without taking the body.
    auto started = std::chrono::steady_clock::now();
    test::HttpReply bigBody = test::rawRequest(
        port,
        "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 100000000\r\nConnection: close\r\n\r\n" +
            std::string(1000, 'x'),
        6s);
    CHECK(bigBody.status == 413);
    CHECK(std::chrono::steady_clock::now() - started < 2s);
    // A request that never ends is cut at the request deadline (5 s from the accept), however
    // its bytes trickle in.
    started = std::chrono::steady_clock::now();
    test::HttpReply slow = test::rawRequest(port, "GET / HTTP/1.1\r\nHost: t\r\n", 12s);
    auto waited = std::chrono::steady_clock::now() - started;
    CHECK(slow.status == 408);
    CHECK(waited >= 4900ms);
    CHECK(waited < 7s);
    // Nor a request that trickles in a byte every 0.4 s (on cpp-httplib each byte restarted
    // the read timeout: such a client held its thread for ever).
    int trickling = test::connectFrom(port);
    REQUIRE(trickling >= 0);
    const std::string request = "GET / HTTP/1.1\r\nHost: t\r\nX-Slow: " + std::string(100, 's');
    started = std::chrono::steady_clock::now();
    bool isCut = false;
    for (std::size_t i = 0; i < request.size() && !isCut; ++i) {
        test::sendAll(trickling, request.substr(i, 1));
        pollfd answered{trickling, POLLIN, 0};
        isCut = poll(&answered, 1, 400) > 0;
        if (std::chrono::steady_clock::now() - started > 10s) {
            break;
        }
    }
    waited = std::chrono::steady_clock::now() - started;
    CHECK(isCut);
    CHECK(waited < 7s);
    CHECK(test::readAnswerStatus(trickling) == 408);
    close(trickling);
    CHECK(test::httpGet(port, "/api/overview").status == 200);
}

TEST_CASE("Serve: 20 MB of headers get 431; the 33rd connection from one address is refused",
          "[web][http][limits]") {
    test::TempFolder folder("live-bounded");
    auto writer = writeEvent(folder / "open.renju");
    Served served(folder / "open.renju", 32);
    const int port = served.port;
    // Measured on cpp-httplib: 20 MB of headers got 200 and kept 24 MB of memory.
    std::string huge = "GET / HTTP/1.1\r\nHost: t\r\n";
    while (huge.size() < (20u << 20)) {
        huge += "X-Padding: " + std::string(1000, 'p') + "\r\n";
    }
    huge += "Connection: close\r\n\r\n";
    CHECK(test::rawRequest(port, huge, 10s).status == 431);
    std::this_thread::sleep_for(500ms); // the server sees that connection closed
    // 32 connections from 127.0.0.1 that never finish their request hold the address's share;
    // the 33rd gets 503 at once, and the page still answers other addresses.
    std::vector<int> held;
    for (int i = 0; i < 32; ++i) {
        held.push_back(test::connectFrom(port));
        REQUIRE(held.back() >= 0);
        test::sendAll(held.back(), "GET / HTTP/1.1\r\nHost: slow\r\n");
    }
    std::this_thread::sleep_for(200ms);
    auto started = std::chrono::steady_clock::now();
    test::HttpReply refused = test::rawRequest(port, "GET / HTTP/1.1\r\nHost: t\r\n\r\n", 3s);
    CHECK(refused.status == 503);
    CHECK(std::chrono::steady_clock::now() - started < 1s);
    test::HttpReply other = test::httpGetFrom(port, "/api/overview", "127.0.0.2");
    CHECK(other.status == 200);
    for (int fd : held) {
        pollfd answered{fd, POLLIN, 0};
        CHECK(poll(&answered, 1, 0) == 0); // the 32 are held, neither answered nor closed
        close(fd);
    }
}

TEST_CASE("Serve: 500 update streams hear a journaled command; leaving clients harm nothing",
          "[web][stream]") {
    test::TempFolder folder("live-streams");
    auto writer = writeEvent(folder / "open.renju");
    Served served(folder / "open.renju");
    test::StreamClients clients(served.port, 500);
    CHECK(clients.waitForAll("event: hello", 20s) == 500);
    auto executed =
        writer->execute(app::GameAction{1, 1, "h8"}, app::CommandTime{instant(0), 3000});
    REQUIRE(executed.outcome.isAccepted);
    CHECK(clients.waitForAll("event: change", 5s) == 500);
    clients.dropFirst(250); // gone in the middle of the stream
    REQUIRE(writer->execute(app::GameAction{1, 1, "press"}, app::CommandTime{instant(0), 4000})
                .outcome.isAccepted);
    CHECK(clients.waitForAll("event: change", 5s) == 250);
    CHECK(test::httpGet(served.port, "/api/table/1/1").status == 200);
    nlohmann::json view = apiGet(served.port, "/api/table/1/1")["view"];
    CHECK(view["lastMove"] == "h8");
}

TEST_CASE("Serve: a file replaced underneath (a restore) is read again", "[web][follow]") {
    test::TempFolder folder("live-restore");
    std::filesystem::path event = folder / "open.renju";
    auto writer = writeEvent(event);
    writer->store().backupTo(folder / "backup.renju");
    REQUIRE(writer->execute(app::GameAction{1, 1, "h8"}, app::CommandTime{instant(0), 3000})
                .outcome.isAccepted);
    Served served(event);
    const std::int64_t before = sequenceOf(served.port);
    CHECK(apiGet(served.port, "/api/table/1/1")["view"]["lastMove"] == "h8");
    writer.reset();
    storage::restoreFromBackup(event, folder / "backup.renju", 1'700'000'000'000);
    auto deadline = std::chrono::steady_clock::now() + 5s;
    while (sequenceOf(served.port) >= before && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(50ms);
    }
    CHECK(sequenceOf(served.port) < before);
    CHECK(apiGet(served.port, "/api/table/1/1")["view"]["lastMove"].is_null());
}
