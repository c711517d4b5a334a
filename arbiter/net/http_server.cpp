#include "arbiter/net/http_server.hpp"

#include "arbiter/net/handler_pool.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>
#include <unordered_map>

namespace renju::arbiter::net {

// Named, not anonymous: HttpServer::Impl keeps Connection and Finished as members, and a
// member's type with internal linkage is an error once this file is compiled in a unity batch.
namespace http_server_detail {

using Millis = std::chrono::milliseconds;

constexpr std::uint64_t kListenId = 0;
constexpr std::uint64_t kWakeId = 1;
/// How often deadlines are looked at: they are kept to within this.
constexpr Millis kTick{100};
/// How long a connection closed after an error answer still reads (and drops) what its client
/// sends, so that the client reads the answer instead of a reset.
constexpr Millis kLinger{2000};
/// A failed accept for want of descriptors waits this long before the next.
constexpr Millis kAcceptPause{100};
constexpr std::size_t kReadChunk = 16 * 1024;

Millis now() {
    return RealClock::monotonicNow();
}

enum class Phase {
    /// Reading a request (or waiting for the next one on a kept-alive connection).
    Reading,
    /// The request is with a handler.
    Handling,
    /// Writing an answer.
    Writing,
    /// Writing a stream's chunks as they come.
    Streaming,
    /// The answer is written and the write side shut: dropping what the client still sends.
    Lingering,
};

struct Connection {
    Connection(int socket, std::uint64_t number, std::string from, RequestLimits limits)
        : fd(socket), id(number), address(std::move(from)), parser(limits) {}

    int fd;
    std::uint64_t id;
    std::string address;
    RequestParser parser;
    Phase phase = Phase::Reading;
    /// Reading: when the request's deadline started (the accept, or its first byte).
    Millis requestStart{0};
    /// Reading on a kept-alive connection before any byte of the next request.
    bool isIdle = false;
    Millis idleStart{0};
    /// Bytes read after the request being answered (the client sent the next one early).
    std::string early;
    bool isKeepAlive = false;
    bool isHead = false;
    std::string out;
    std::size_t written = 0;
    Millis writeStart{0};
    bool closeAfterWrite = false;
    std::shared_ptr<HttpStream> stream;
    bool isStreamEnded = false;
    Millis lingerUntil{0};
    std::uint32_t interest = 0;

    bool hasOutput() const { return written < out.size(); }
};

struct Finished {
    std::uint64_t id;
    HttpResponse response;
};

std::string addressText(const sockaddr_storage& address) {
    char text[INET6_ADDRSTRLEN] = {};
    if (address.ss_family == AF_INET) {
        const auto* v4 = reinterpret_cast<const sockaddr_in*>(&address);
        inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
    } else if (address.ss_family == AF_INET6) {
        const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&address);
        inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
    }
    return text;
}

HttpResponse errorResponse(int status, std::string_view message) {
    HttpResponse response;
    response.status = status;
    response.setContent("{\"error\":\"" + std::string(message) + "\"}",
                        "application/json; charset=utf-8");
    return response;
}

std::string_view errorMessage(int status) {
    switch (status) {
    case 408:
        return "the request did not arrive in time";
    case 413:
        return "the request body is too large";
    case 414:
        return "the request line is too long";
    case 431:
        return "the request headers are too large";
    case 501:
        return "request bodies are sent with a Content-Length";
    case 505:
        return "only HTTP/1.x is served";
    default:
        return "malformed request";
    }
}

} // namespace http_server_detail

using namespace http_server_detail;

struct HttpServer::Impl {
    HttpServerOptions options;
    HttpHandler handler;
    int listenFd = -1;
    int epollFd = -1;
    int wakeFd = -1;
    std::unique_ptr<HandlerPool> pool;
    std::unordered_map<std::uint64_t, std::unique_ptr<Connection>> open;
    std::unordered_map<std::string, int> perAddress;
    std::uint64_t nextId = 2;
    std::atomic<int> openCount{0};
    std::atomic<bool> isStopping{false};
    bool isAcceptPaused = false;
    Millis acceptResume{0};
    /// What other threads hand the loop: finished answers and streams with text to write.
    std::mutex mutex;
    std::vector<Finished> finished;
    std::vector<std::uint64_t> streamWakes;
    bool isShutDown = false;

    Impl(HttpServerOptions given, HttpHandler answer)
        : options(std::move(given)), handler(std::move(answer)) {
        epollFd = epoll_create1(EPOLL_CLOEXEC);
        wakeFd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
        watch(wakeFd, kWakeId, EPOLLIN, EPOLL_CTL_ADD);
    }
    ~Impl() {
        // Closed last: stop() may still wake a loop that has already ended.
        ::close(wakeFd);
        ::close(epollFd);
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    void watch(int fd, std::uint64_t id, std::uint32_t events, int operation) {
        epoll_event event{};
        event.events = events;
        event.data.u64 = id;
        epoll_ctl(epollFd, operation, fd, &event);
    }
    void setInterest(Connection& connection, std::uint32_t events) {
        if (connection.interest != events) {
            connection.interest = events;
            watch(connection.fd, connection.id, events, EPOLL_CTL_MOD);
        }
    }
    void wake() {
        const std::uint64_t one = 1;
        [[maybe_unused]] ssize_t n = ::write(wakeFd, &one, sizeof one);
    }

    void loop();
    void acceptAll(Millis at);
    void refuseAtAccept(int fd, std::string_view message);
    void onEvent(Connection& connection, std::uint32_t events, Millis at);
    void readRequest(Connection& connection, Millis at);
    void takeBytes(Connection& connection, std::string_view bytes, Millis at);
    void dispatch(Connection& connection);
    void answer(Connection& connection, HttpResponse response, Millis at);
    void queueOutput(Connection& connection, std::string bytes, Millis at);
    void flush(Connection& connection, Millis at);
    void afterWritten(Connection& connection, Millis at);
    void drainStream(Connection& connection, Millis at);
    void dropInput(Connection& connection);
    void takeHandedOver(Millis at);
    void sweep(Millis at);
    void close(std::uint64_t id);
    void abort(std::uint64_t id);
    void shutdown();
};

void HttpServer::Impl::loop() {
    std::vector<epoll_event> events(512);
    Millis lastSweep = now();
    while (!isStopping) {
        const int count = epoll_wait(epollFd, events.data(), static_cast<int>(events.size()),
                                     static_cast<int>(kTick.count()));
        const Millis at = now();
        for (int i = 0; i < count; ++i) {
            const std::uint64_t id = events[static_cast<std::size_t>(i)].data.u64;
            const std::uint32_t what = events[static_cast<std::size_t>(i)].events;
            if (id == kListenId) {
                acceptAll(at);
            } else if (id == kWakeId) {
                std::uint64_t ignored = 0;
                [[maybe_unused]] ssize_t n = ::read(wakeFd, &ignored, sizeof ignored);
                takeHandedOver(at);
            } else if (auto found = open.find(id); found != open.end()) {
                onEvent(*found->second, what, at);
            }
        }
        if (at - lastSweep >= kTick) {
            lastSweep = at;
            sweep(at);
        }
        if (isAcceptPaused && at >= acceptResume) {
            isAcceptPaused = false;
            watch(listenFd, kListenId, EPOLLIN, EPOLL_CTL_MOD);
        }
    }
}

void HttpServer::Impl::acceptAll(Millis at) {
    while (true) {
        sockaddr_storage peer{};
        socklen_t length = sizeof peer;
        const int fd = accept4(listenFd, reinterpret_cast<sockaddr*>(&peer), &length,
                               SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                // Out of descriptors: level-triggered epoll would report the listener at once
                // again; wait a little for connections to close.
                isAcceptPaused = true;
                acceptResume = at + kAcceptPause;
                watch(listenFd, kListenId, 0, EPOLL_CTL_MOD);
            }
            return; // EAGAIN: none left; other errors concern that one connection
        }
        std::string address = addressText(peer);
        if (openCount >= options.maxConnections) {
            refuseAtAccept(fd, "the server has too many connections");
            continue;
        }
        int& fromAddress = perAddress[address];
        if (fromAddress >= options.maxConnectionsPerAddress) {
            refuseAtAccept(fd, "too many connections from your address");
            continue;
        }
        ++fromAddress;
        const int noDelay = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &noDelay, sizeof noDelay);
        auto connection =
            std::make_unique<Connection>(fd, nextId++, std::move(address), options.limits);
        connection->requestStart = at;
        connection->interest = EPOLLIN;
        watch(fd, connection->id, connection->interest, EPOLL_CTL_ADD);
        open.emplace(connection->id, std::move(connection));
        ++openCount;
    }
}

void HttpServer::Impl::refuseAtAccept(int fd, std::string_view message) {
    HttpResponse response = errorResponse(503, message);
    response.setHeader("Retry-After", "5");
    const std::string bytes = serializeResponse(response, {false, false});
    // One try: the socket's buffer is empty, so a small answer goes whole or not at all.
    [[maybe_unused]] ssize_t n = send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    ::close(fd);
}

void HttpServer::Impl::onEvent(Connection& connection, std::uint32_t events, Millis at) {
    if ((events & EPOLLERR) != 0) {
        close(connection.id);
        return;
    }
    const std::uint64_t id = connection.id;
    if ((events & (EPOLLIN | EPOLLHUP)) != 0) {
        switch (connection.phase) {
        case Phase::Reading:
            readRequest(connection, at);
            break;
        case Phase::Streaming:
        case Phase::Lingering:
            dropInput(connection);
            break;
        case Phase::Handling:
        case Phase::Writing:
            if ((events & EPOLLHUP) != 0) {
                close(id); // both directions are gone: nothing can be answered
                return;
            }
            break;
        }
    }
    auto still = open.find(id);
    if (still != open.end() && (events & EPOLLOUT) != 0) {
        flush(*still->second, at);
    }
}

void HttpServer::Impl::readRequest(Connection& connection, Millis at) {
    char buffer[kReadChunk];
    const std::uint64_t id = connection.id;
    // Reads at most a few chunks per turn, so that one fast client cannot hold the loop.
    for (int turn = 0; turn < 4 && connection.phase == Phase::Reading; ++turn) {
        const ssize_t n = recv(connection.fd, buffer, sizeof buffer, 0);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            close(id);
            return;
        }
        if (n < 0) {
            return;
        }
        takeBytes(connection, std::string_view(buffer, static_cast<std::size_t>(n)), at);
        if (open.find(id) == open.end()) {
            return;
        }
    }
}

void HttpServer::Impl::takeBytes(Connection& connection, std::string_view bytes, Millis at) {
    if (connection.isIdle) {
        connection.isIdle = false;
        connection.requestStart = at; // a kept-alive connection's deadline starts at its byte
    }
    const std::size_t taken = connection.parser.feed(bytes);
    if (taken < bytes.size()) {
        connection.early.append(bytes.substr(taken));
    }
    switch (connection.parser.state()) {
    case RequestParser::State::NeedMore:
        return;
    case RequestParser::State::Complete:
        dispatch(connection);
        return;
    case RequestParser::State::Failed: {
        const int status = connection.parser.errorStatus();
        connection.isKeepAlive = false;
        connection.isHead = false;
        connection.early.clear();
        answer(connection, errorResponse(status, errorMessage(status)), at);
        return;
    }
    }
}

void HttpServer::Impl::dispatch(Connection& connection) {
    HttpRequest request = connection.parser.takeRequest();
    request.remoteAddress = connection.address;
    connection.isKeepAlive = request.wantsKeepAlive();
    connection.isHead = request.method == "HEAD";
    const Millis at = now();
    const auto& methods = options.methods;
    if (std::find(methods.begin(), methods.end(), request.method) == methods.end()) {
        HttpResponse refused = errorResponse(405, "method not allowed");
        std::string allow;
        for (const std::string& method : methods) {
            allow += (allow.empty() ? "" : ", ") + method;
        }
        refused.setHeader("Allow", allow);
        answer(connection, std::move(refused), at);
        return;
    }
    connection.phase = Phase::Handling;
    // Nothing is read while a handler answers (a next request waits in the socket); only
    // EPOLLHUP and EPOLLERR, which epoll always reports, end the connection meanwhile.
    setInterest(connection, 0);
    const std::uint64_t id = connection.id;
    auto task = [this, id, request = std::move(request)] {
        HttpResponse response;
        try {
            response = handler(request);
        } catch (...) {
            response = errorResponse(500, "the server could not answer");
        }
        {
            std::lock_guard lock(mutex);
            finished.push_back({id, std::move(response)});
        }
        wake();
    };
    if (!pool->submit(std::move(task))) {
        HttpResponse busy = errorResponse(503, "the server is busy");
        busy.setHeader("Retry-After", "1");
        answer(connection, std::move(busy), at);
    }
}

void HttpServer::Impl::answer(Connection& connection, HttpResponse response, Millis at) {
    const bool isStream = response.stream != nullptr && !connection.isHead;
    if (response.stream && connection.isHead) {
        response.stream->markClosed();
    }
    const bool isKeepAlive = connection.isKeepAlive && !isStream && !isStopping;
    std::string bytes = serializeResponse(response, {isKeepAlive, connection.isHead});
    connection.closeAfterWrite = !isKeepAlive;
    connection.phase = isStream ? Phase::Streaming : Phase::Writing;
    queueOutput(connection, std::move(bytes), at);
    if (isStream) {
        connection.stream = std::move(response.stream);
        const std::uint64_t id = connection.id;
        connection.stream->attach([this, id] {
            {
                std::lock_guard lock(mutex);
                streamWakes.push_back(id);
            }
            wake();
        });
        drainStream(connection, at);
        return;
    }
    flush(connection, at);
}

void HttpServer::Impl::queueOutput(Connection& connection, std::string bytes, Millis at) {
    if (!connection.hasOutput()) {
        connection.out.clear();
        connection.written = 0;
        connection.writeStart = at; // the write deadline counts from here
    }
    connection.out += bytes;
}

void HttpServer::Impl::drainStream(Connection& connection, Millis at) {
    bool isEnded = false;
    std::string pending = connection.stream->takePending(isEnded);
    if (connection.out.size() - connection.written + pending.size() >
        options.maxStreamBufferBytes) {
        abort(connection.id); // its client does not read what it is sent
        return;
    }
    if (!pending.empty()) {
        queueOutput(connection, std::move(pending), at);
    }
    connection.isStreamEnded = isEnded;
    flush(connection, at);
}

void HttpServer::Impl::flush(Connection& connection, Millis at) {
    while (connection.hasOutput()) {
        const ssize_t n = send(connection.fd, connection.out.data() + connection.written,
                               connection.out.size() - connection.written, MSG_NOSIGNAL);
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
            std::uint32_t events = EPOLLOUT;
            if (connection.phase == Phase::Streaming) {
                events |= EPOLLIN; // a stream's client leaving is seen as its end of input
            }
            setInterest(connection, events);
            return;
        }
        if (n <= 0) {
            close(connection.id);
            return;
        }
        connection.written += static_cast<std::size_t>(n);
    }
    connection.out.clear();
    connection.written = 0;
    afterWritten(connection, at);
}

void HttpServer::Impl::afterWritten(Connection& connection, Millis at) {
    if (connection.phase == Phase::Streaming) {
        if (connection.isStreamEnded) {
            close(connection.id);
            return;
        }
        setInterest(connection, EPOLLIN);
        return;
    }
    if (connection.phase != Phase::Writing) {
        return;
    }
    if (connection.closeAfterWrite) {
        ::shutdown(connection.fd, SHUT_WR);
        connection.phase = Phase::Lingering;
        connection.lingerUntil = at + kLinger;
        setInterest(connection, EPOLLIN);
        return;
    }
    // Kept alive: the next request, perhaps already here.
    connection.parser.reset();
    connection.phase = Phase::Reading;
    connection.isIdle = true;
    connection.idleStart = at;
    setInterest(connection, EPOLLIN);
    if (!connection.early.empty()) {
        std::string early;
        early.swap(connection.early);
        takeBytes(connection, early, at);
    }
}

void HttpServer::Impl::dropInput(Connection& connection) {
    char buffer[kReadChunk];
    for (int turn = 0; turn < 4; ++turn) {
        const ssize_t n = recv(connection.fd, buffer, sizeof buffer, 0);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            close(connection.id);
            return;
        }
        if (n < 0) {
            return;
        }
    }
}

void HttpServer::Impl::takeHandedOver(Millis at) {
    std::vector<Finished> answers;
    std::vector<std::uint64_t> streams;
    {
        std::lock_guard lock(mutex);
        answers.swap(finished);
        streams.swap(streamWakes);
    }
    for (Finished& done : answers) {
        auto found = open.find(done.id);
        if (found == open.end() || found->second->phase != Phase::Handling) {
            if (done.response.stream) {
                done.response.stream->markClosed(); // its client left meanwhile
            }
            continue;
        }
        answer(*found->second, std::move(done.response), at);
    }
    for (std::uint64_t id : streams) {
        auto found = open.find(id);
        if (found != open.end() && found->second->stream) {
            drainStream(*found->second, at);
        }
    }
}

void HttpServer::Impl::sweep(Millis at) {
    std::vector<std::uint64_t> expired;
    std::vector<std::uint64_t> unread;
    std::vector<std::uint64_t> late;
    for (const auto& [id, connection] : open) {
        switch (connection->phase) {
        case Phase::Reading:
            if (connection->isIdle ? at - connection->idleStart >= options.idleTimeout
                                   : at - connection->requestStart >= options.requestDeadline) {
                (connection->isIdle || !connection->parser.hasStarted() ? expired : late)
                    .push_back(id);
            }
            break;
        case Phase::Writing:
        case Phase::Streaming:
            if (connection->hasOutput() && at - connection->writeStart >= options.writeDeadline) {
                unread.push_back(id); // its client does not read
            }
            break;
        case Phase::Lingering:
            if (at >= connection->lingerUntil) {
                expired.push_back(id);
            }
            break;
        case Phase::Handling:
            break;
        }
    }
    for (std::uint64_t id : expired) {
        close(id);
    }
    for (std::uint64_t id : unread) {
        abort(id);
    }
    for (std::uint64_t id : late) {
        // A request begun and not finished in time: 408, then the connection closes.
        Connection& connection = *open.at(id);
        connection.isKeepAlive = false;
        connection.isHead = false;
        answer(connection, errorResponse(408, errorMessage(408)), at);
    }
}

void HttpServer::Impl::close(std::uint64_t id) {
    auto found = open.find(id);
    if (found == open.end()) {
        return;
    }
    Connection& connection = *found->second;
    if (connection.stream) {
        connection.stream->markClosed();
    }
    epoll_ctl(epollFd, EPOLL_CTL_DEL, connection.fd, nullptr);
    ::close(connection.fd);
    auto fromAddress = perAddress.find(connection.address);
    if (fromAddress != perAddress.end() && --fromAddress->second <= 0) {
        perAddress.erase(fromAddress);
    }
    open.erase(found);
    --openCount;
}

void HttpServer::Impl::abort(std::uint64_t id) {
    // A reset, not a close: the kernel drops what the client did not read instead of keeping
    // it buffered for a client that may never read it.
    auto found = open.find(id);
    if (found != open.end()) {
        const linger reset{1, 0};
        setsockopt(found->second->fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
    }
    close(id);
}

void HttpServer::Impl::shutdown() {
    if (isShutDown) {
        return;
    }
    isShutDown = true;
    if (pool) {
        pool->stop(); // no handler runs after this, so nothing more is handed over
    }
    std::vector<std::uint64_t> ids;
    for (const auto& entry : open) {
        ids.push_back(entry.first);
    }
    for (std::uint64_t id : ids) {
        close(id);
    }
    for (Finished& done : finished) {
        if (done.response.stream) {
            done.response.stream->markClosed();
        }
    }
    finished.clear();
    if (listenFd >= 0) {
        ::close(listenFd);
        listenFd = -1;
    }
}

HttpServer::HttpServer(HttpServerOptions options, HttpHandler handler)
    : m_impl(std::make_unique<Impl>(std::move(options), std::move(handler))) {}

HttpServer::~HttpServer() {
    stop();
    m_impl->shutdown();
}

int HttpServer::bind(std::string& error) {
    Impl& impl = *m_impl;
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    addrinfo* found = nullptr;
    const std::string port = std::to_string(impl.options.port);
    if (getaddrinfo(impl.options.host.c_str(), port.c_str(), &hints, &found) != 0 || !found) {
        error = "not an address: " + impl.options.host;
        return 0;
    }
    const int fd = socket(found->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    const int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    const bool isBound = fd >= 0 && ::bind(fd, found->ai_addr, found->ai_addrlen) == 0 &&
                         ::listen(fd, SOMAXCONN) == 0;
    freeaddrinfo(found);
    if (!isBound) {
        error = std::strerror(errno);
        if (fd >= 0) {
            ::close(fd);
        }
        return 0;
    }
    sockaddr_storage bound{};
    socklen_t length = sizeof bound;
    getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &length);
    const int boundPort = bound.ss_family == AF_INET6
                              ? ntohs(reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port)
                              : ntohs(reinterpret_cast<sockaddr_in*>(&bound)->sin_port);
    impl.listenFd = fd;
    impl.watch(fd, kListenId, EPOLLIN, EPOLL_CTL_ADD);
    return boundPort;
}

bool HttpServer::run() {
    Impl& impl = *m_impl;
    if (impl.listenFd < 0 || impl.isShutDown) {
        return false;
    }
    impl.pool =
        std::make_unique<HandlerPool>(impl.options.handlerThreads, impl.options.maxQueuedRequests);
    impl.loop();
    impl.shutdown();
    return true;
}

void HttpServer::stop() {
    m_impl->isStopping = true;
    m_impl->wake();
}

int HttpServer::connections() const {
    return m_impl->openCount;
}

} // namespace renju::arbiter::net
