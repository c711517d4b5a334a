// The bounded HTTP server over real sockets on 127.0.0.1: keep-alive, HEAD, 405, malformed
// requests, and every limit: the per-address and global caps, the request deadline (2,000 slow
// clients cut while normal requests are answered), the header and body limits, the write
// deadline, the idle timeout, and streams.
#include "arbiter/net/http_server.hpp"
#include "net_client.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace renju::arbiter;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

/// A server on a free port of 127.0.0.1 with a few routes, run on its own thread.
struct Running {
    std::shared_ptr<net::HttpStream> lastStream;
    std::mutex streamMutex;
    std::unique_ptr<net::HttpServer> server;
    std::thread thread;
    int port = 0;

    explicit Running(net::HttpServerOptions options) {
        options.host = "127.0.0.1";
        options.port = 0;
        server = std::make_unique<net::HttpServer>(
            options, [this](const net::HttpRequest& request) { return handle(request); });
        std::string error;
        port = server->bind(error);
        REQUIRE(port > 0);
        thread = std::thread([this] { server->run(); });
    }
    ~Running() {
        server->stop();
        thread.join();
    }

    net::HttpResponse handle(const net::HttpRequest& request) {
        net::HttpResponse response;
        if (request.path == "/big") {
            response.setContent(std::string(8 << 20, 'b'), "text/plain");
        } else if (request.path == "/echo") {
            response.setContent(request.body, "text/plain");
        } else if (request.path == "/fail") {
            throw std::runtime_error("handler failed");
        } else if (request.path == "/stream") {
            auto stream = std::make_shared<net::HttpStream>(64 * 1024);
            stream->push("first");
            std::lock_guard lock(streamMutex);
            lastStream = stream;
            response.stream = stream;
            response.setHeader("Content-Type", "text/event-stream");
        } else {
            response.setContent("hello " + request.path, "text/plain");
        }
        return response;
    }
    std::shared_ptr<net::HttpStream> stream() {
        for (int i = 0; i < 100; ++i) {
            {
                std::lock_guard lock(streamMutex);
                if (lastStream) {
                    return lastStream;
                }
            }
            std::this_thread::sleep_for(10ms);
        }
        return nullptr;
    }
    /// Waits until the server has `count` connections open (at most `limit`).
    bool waitConnections(int count, std::chrono::milliseconds limit) {
        const auto deadline = Clock::now() + limit;
        while (server->connections() != count && Clock::now() < deadline) {
            std::this_thread::sleep_for(20ms);
        }
        return server->connections() == count;
    }
};

std::string get(const std::string& path, const std::string& extra = "") {
    return "GET " + path + " HTTP/1.1\r\nHost: test\r\n" + extra + "\r\n";
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

TEST_CASE("HTTP server: keep-alive, HEAD, 405, Connection: close and malformed lines",
          "[net][http]") {
    net::HttpServerOptions options;
    options.methods = {"GET", "HEAD", "POST"};
    Running running(options);
    int fd = test::connectFrom(running.port);
    REQUIRE(fd >= 0);
    // Two requests sent at once on one connection, answered in order.
    test::sendAll(fd, get("/one") + get("/two"));
    const std::string both = test::readUntil(fd, "hello /two", 3s);
    CHECK(both.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
    CHECK(both.find("Connection: keep-alive") != std::string::npos);
    CHECK(both.find("hello /one") != std::string::npos);
    CHECK(both.find("hello /one") < both.find("hello /two"));
    CHECK(both.ends_with("hello /two"));
    test::sendAll(fd, "HEAD /three HTTP/1.1\r\nHost: t\r\n\r\n");
    test::Answer head = test::readAnswer(fd, 1s);
    CHECK(head.status == 200);
    CHECK(head.head.find("Content-Length: 12") != std::string::npos);
    test::sendAll(fd, "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 4\r\n\r\nping");
    test::Answer echo = test::readAnswer(fd, 3s);
    CHECK(head.body.empty()); // the POST's answer was not read as HEAD's body
    CHECK(echo.body == "ping");
    test::sendAll(fd, "DELETE /x HTTP/1.1\r\nHost: t\r\n\r\n");
    test::Answer refused = test::readAnswer(fd, 3s);
    CHECK(refused.status == 405);
    CHECK(refused.head.find("Allow: GET, HEAD, POST") != std::string::npos);
    test::sendAll(fd, get("/last", "Connection: close\r\n"));
    test::Answer last = test::readAnswer(fd, 3s, true);
    CHECK(last.body == "hello /last");
    CHECK(last.isClosed);
    close(fd);

    test::Answer bad = test::exchange(running.port, "GET /x HTTP/1.1 extra\r\nHost: t\r\n\r\n");
    CHECK(bad.status == 400);
    CHECK(test::exchange(running.port, get("/fail")).status == 500);
    CHECK(running.waitConnections(0, 5s));
}

TEST_CASE("HTTP server: the 33rd connection from one address is refused at once", "[net][limits]") {
    net::HttpServerOptions options;
    options.maxConnectionsPerAddress = 32;
    options.maxConnections = 40;
    Running running(options);
    std::vector<int> held;
    for (int i = 0; i < 32; ++i) {
        held.push_back(test::connectFrom(running.port));
        REQUIRE(held.back() >= 0);
        test::sendAll(held.back(), "GET / HT"); // begun, not finished
    }
    REQUIRE(running.waitConnections(32, 2s));
    int extra = test::connectFrom(running.port);
    REQUIRE(extra >= 0);
    auto started = Clock::now();
    test::Answer refused = test::readAnswer(extra, 2s, true);
    CHECK(refused.isClosed);
    CHECK(refused.status == 503);
    CHECK(Clock::now() - started < 1s);
    close(extra);
    // Another address is answered meanwhile.
    CHECK(test::exchange(running.port, get("/"), 2s, "127.0.0.2").status == 200);
    // The global cap: 40 connections in all; the 41st is refused whatever its address.
    std::vector<int> others;
    for (int i = 0; i < 8; ++i) {
        others.push_back(test::connectFrom(running.port, "127.0.0.3"));
    }
    REQUIRE(running.waitConnections(40, 2s));
    int beyond = test::connectFrom(running.port, "127.0.0.4");
    CHECK(test::readAnswer(beyond, 2s, true).status == 503);
    close(beyond);
    for (int fd : others) {
        close(fd);
    }
    close(held.front()); // one leaves: the address is served again
    REQUIRE(running.waitConnections(31, 2s));
    CHECK(test::exchange(running.port, get("/")).status == 200);
    for (std::size_t i = 1; i < held.size(); ++i) {
        close(held[i]);
    }
}

TEST_CASE("HTTP server: 2,000 slow clients are cut at the deadline; others are answered",
          "[net][limits][slow]") {
    net::HttpServerOptions options;
    options.maxConnections = 5000;
    options.maxConnectionsPerAddress = 5000; // raised so that all 2,000 are really held
    options.requestDeadline = 3s;
    Running running(options);
    test::SlowClients slow(running.port, 2000, 1s);
    REQUIRE(slow.connected() == 2000);
    REQUIRE(running.waitConnections(2000, 5s));
    std::vector<double> latencies;
    int answered = 0;
    for (int i = 0; i < 50; ++i) {
        auto started = Clock::now();
        test::Answer answer = test::exchange(running.port, get("/normal"), 2s);
        latencies.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - started).count());
        answered += answer.status == 200 ? 1 : 0;
        std::this_thread::sleep_for(20ms);
    }
    std::printf("normal GET with 2,000 slow clients held: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                test::quantile(latencies, 0.5), test::quantile(latencies, 0.99),
                test::quantile(latencies, 1.0));
    CHECK(answered == 50);
    CHECK(running.server->connections() >= 2000); // still held: no byte ends the deadline
    CHECK(slow.waitAllCut(6s) == 2000);
    std::vector<double> cutAfter = slow.cutAfter();
    std::printf("slow clients cut after %.2f-%.2f s (deadline 3 s)\n",
                test::quantile(cutAfter, 0.0), test::quantile(cutAfter, 1.0));
    CHECK(test::quantile(cutAfter, 0.0) >= 2.95);
    CHECK(test::quantile(cutAfter, 1.0) < 6.0);
    CHECK(running.waitConnections(0, 6s));
    CHECK(test::exchange(running.port, get("/after")).status == 200);
}

TEST_CASE("HTTP server: 20 MB of headers get 431 and the connection closes; memory stays "
          "bounded",
          "[net][limits]") {
    Running running(net::HttpServerOptions{});
    std::string huge = "GET / HTTP/1.1\r\nHost: t\r\n";
    const std::string line = "X-Padding: " + std::string(1000, 'p') + "\r\n";
    while (huge.size() < (20u << 20)) {
        huge += line;
    }
    clearPeak();
    const long before = peakResidentKb();
    int fd = test::connectFrom(running.port);
    std::thread sender([&] { test::sendAll(fd, huge); });
    test::Answer answer = test::readAnswer(fd, 10s, true);
    sender.join();
    close(fd);
    const long grown = peakResidentKb() - before;
    std::printf("20 MB of headers: status %d, peak memory grew by %ld kB\n", answer.status, grown);
    CHECK(answer.status == 431);
    CHECK(answer.isClosed);
    CHECK(grown < 4096);
    // One header line longer than the limit, and a body over it.
    CHECK(test::exchange(running.port,
                         "GET / HTTP/1.1\r\nHost: t\r\nX: " + std::string(10000, 'x') + "\r\n\r\n")
              .status == 431);
    auto started = Clock::now();
    test::Answer body = test::exchange(
        running.port, "GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 100000000\r\n\r\nabc");
    CHECK(body.status == 413);
    CHECK(Clock::now() - started < 2s);
    CHECK(test::exchange(running.port, get("/")).status == 200);
}

TEST_CASE("HTTP server: one route takes a larger body; others get 413 before their body",
          "[net][limits]") {
    net::HttpServerOptions options;
    options.methods = {"GET", "HEAD", "POST"};
    options.limits.maxBodyBytes = 1000;
    options.limits.bodyLimitFor = [](std::string_view method, std::string_view path) {
        return method == "POST" && path == "/echo" ? std::size_t{3 << 20} : std::size_t{1000};
    };
    Running running(options);
    auto post = [](const std::string& path, std::size_t length) {
        return "POST " + path +
               " HTTP/1.1\r\nHost: t\r\nContent-Length: " + std::to_string(length) + "\r\n\r\n";
    };
    const std::string large(2 << 20, 'L');
    test::Answer echoed = test::exchange(running.port, post("/echo", large.size()) + large);
    CHECK(echoed.status == 200);
    CHECK(echoed.body == large);
    // Refused from the head alone: the client sends no body and still hears 413 at once.
    auto started = Clock::now();
    CHECK(test::exchange(running.port, post("/echo", (3 << 20) + 1)).status == 413);
    CHECK(test::exchange(running.port, post("/other", 1001)).status == 413);
    CHECK(Clock::now() - started < 2s);
    CHECK(test::exchange(running.port, post("/other", 1000) + std::string(1000, 'o')).status ==
          200);
}

TEST_CASE("HTTP server: a client that does not read its answer is dropped at the write "
          "deadline",
          "[net][limits]") {
    net::HttpServerOptions options;
    options.writeDeadline = 1s;
    Running running(options);
    int fd = test::connectFrom(running.port);
    int small = 4096;
    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    test::sendAll(fd, get("/big"));
    std::this_thread::sleep_for(500ms);
    CHECK(running.server->connections() == 1); // still trying to write
    CHECK(running.waitConnections(0, 3s));
    test::Answer answer = test::readAnswer(fd, 3s, true);
    std::printf("a client not reading 8 MB got %zu bytes before it was dropped\n",
                answer.body.size());
    CHECK(answer.isClosed);
    CHECK(answer.body.size() < (8u << 20)); // dropped before the whole answer
    close(fd);
}

TEST_CASE("HTTP server: a kept-alive connection without a next request closes when idle",
          "[net][limits]") {
    net::HttpServerOptions options;
    options.idleTimeout = 500ms;
    Running running(options);
    int fd = test::connectFrom(running.port);
    test::sendAll(fd, get("/"));
    CHECK(test::readAnswer(fd, 2s).status == 200);
    auto started = Clock::now();
    CHECK(test::waitClosed(fd, 3s));
    CHECK(Clock::now() - started >= 400ms);
    close(fd);
}

TEST_CASE("HTTP server: a stream gets what other threads push and ends with its client",
          "[net][stream]") {
    net::HttpServerOptions options;
    options.writeDeadline = 1s;
    Running running(options);
    int fd = test::connectFrom(running.port);
    test::sendAll(fd, get("/stream"));
    auto stream = running.stream();
    REQUIRE(stream);
    std::thread pusher([&] {
        for (int i = 0; i < 3; ++i) {
            stream->push("pushed " + std::to_string(i));
        }
    });
    pusher.join();
    std::string received;
    const auto deadline = Clock::now() + 3s;
    char buffer[4096];
    while (received.find("pushed 2") == std::string::npos && Clock::now() < deadline) {
        ssize_t n = recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
        if (n > 0) {
            received.append(buffer, static_cast<std::size_t>(n));
        } else {
            std::this_thread::sleep_for(10ms);
        }
    }
    CHECK(received.find("Transfer-Encoding: chunked") != std::string::npos);
    CHECK(received.find("5\r\nfirst\r\n") != std::string::npos);
    CHECK(received.find("8\r\npushed 2\r\n") != std::string::npos);
    CHECK(stream->isOpen());
    close(fd); // the client leaves
    const auto gone = Clock::now() + 3s;
    while (stream->isOpen() && Clock::now() < gone) {
        std::this_thread::sleep_for(10ms);
    }
    CHECK_FALSE(stream->isOpen());
    CHECK_FALSE(stream->push("nobody hears this"));
    CHECK(running.waitConnections(0, 2s));

    // A stream whose client does not read is closed: its buffer is bounded.
    int idle = test::connectFrom(running.port);
    int small = 4096;
    setsockopt(idle, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    {
        std::lock_guard lock(running.streamMutex);
        running.lastStream.reset();
    }
    test::sendAll(idle, get("/stream"));
    auto unread = running.stream();
    REQUIRE(unread);
    const std::string message(16 * 1024, 'm');
    int pushed = 0;
    const auto until = Clock::now() + 5s;
    while (unread->push(message) && Clock::now() < until) {
        ++pushed;
        std::this_thread::sleep_for(1ms);
    }
    std::printf("a stream not read took %d messages of 16 KiB before it was closed\n", pushed);
    CHECK_FALSE(unread->isOpen());
    CHECK(running.waitConnections(0, 3s));
    close(idle);
}
