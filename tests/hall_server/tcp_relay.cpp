#include "tcp_relay.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <optional>
#include <poll.h>
#include <stdexcept>
#include <string_view>
#include <sys/socket.h>
#include <unistd.h>

namespace renju::arbiter::test {

namespace {

using namespace std::chrono_literals;

sockaddr_in loopback(int port) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

bool sendAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        ssize_t sent = ::send(fd, data, size, MSG_NOSIGNAL);
        if (sent <= 0) {
            return false;
        }
        data += sent;
        size -= static_cast<std::size_t>(sent);
    }
    return true;
}

/// Closes a connection so that the peer sees it end at once (a reset, not a lingering FIN).
void cutOff(int fd) {
    linger hard{1, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
    ::close(fd);
}

} // namespace

TcpRelay::TcpRelay(int serverPort) : m_serverPort(serverPort) {
    m_listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address = loopback(0);
    socklen_t size = sizeof address;
    if (m_listener < 0 || ::bind(m_listener, reinterpret_cast<sockaddr*>(&address), size) != 0 ||
        ::listen(m_listener, 64) != 0 ||
        ::getsockname(m_listener, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
        throw std::runtime_error("the relay cannot listen");
    }
    m_port = ntohs(address.sin_port);
    m_acceptor = std::thread([this] { acceptConnections(); });
}

TcpRelay::~TcpRelay() {
    m_stopping = true;
    m_acceptor.join();
    std::vector<std::thread> connections;
    {
        std::lock_guard lock(m_mutex);
        connections.swap(m_connections);
    }
    for (std::thread& connection : connections) {
        connection.join();
    }
    ::close(m_listener);
}

void TcpRelay::cutNextCommand(Cut cut, std::chrono::milliseconds downFor) {
    std::lock_guard lock(m_mutex);
    m_cutCommand = true;
    m_commandCut = cut;
    m_downFor = downFor;
}

void TcpRelay::cutNextChallenge() {
    std::lock_guard lock(m_mutex);
    m_cutChallenge = true;
}

bool TcpRelay::isDown() const {
    std::lock_guard lock(m_mutex);
    return std::chrono::steady_clock::now() < m_downUntil;
}

void TcpRelay::acceptConnections() {
    while (!m_stopping) {
        pollfd waiting{m_listener, POLLIN, 0};
        if (::poll(&waiting, 1, 50) <= 0) {
            continue;
        }
        int station = ::accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC);
        if (station < 0) {
            continue;
        }
        if (isDown()) {
            cutOff(station);
            continue;
        }
        std::lock_guard lock(m_mutex);
        m_connections.emplace_back([this, station] { relay(station); });
    }
}

void TcpRelay::relay(int station) {
    int server = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address = loopback(m_serverPort);
    if (server < 0 ||
        ::connect(server, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        cutOff(station);
        if (server >= 0) {
            ::close(server);
        }
        return;
    }
    std::optional<Cut> answerCut; // the command forwarded, its answer still to be cut
    std::chrono::milliseconds downAfterAnswer{};
    char buffer[65536];
    bool isOpen = true;
    // A connection open when the relay goes down is cut, unless it carries the command whose
    // answer is awaited (the server must have it whole: a reset would discard it).
    while (isOpen && !m_stopping && (answerCut || !isDown())) {
        pollfd both[2] = {{station, POLLIN, 0}, {server, POLLIN, 0}};
        if (::poll(both, 2, 50) <= 0) {
            continue;
        }
        if (both[0].revents != 0) {
            ssize_t size = ::recv(station, buffer, sizeof buffer, 0);
            if (size <= 0) {
                break;
            }
            std::string_view data(buffer, static_cast<std::size_t>(size));
            std::string_view firstLine = data.substr(0, data.find('\n'));
            bool isCommand =
                data.starts_with("POST ") && firstLine.find("/commands ") != std::string_view::npos;
            bool isChallenge = data.starts_with("GET /hall/challenge");
            std::lock_guard lock(m_mutex);
            if (isChallenge && m_cutChallenge) {
                m_cutChallenge = false;
                ++m_cutsMade;
                break;
            }
            if (isCommand && m_cutCommand) {
                m_cutCommand = false;
                ++m_cutsMade;
                if (m_commandCut == Cut::BeforeForwarding) {
                    m_downUntil = std::chrono::steady_clock::now() + m_downFor;
                    break;
                }
                answerCut = m_commandCut; // down only once the server has answered
                downAfterAnswer = m_downFor;
            }
            isOpen = sendAll(server, data.data(), data.size());
        }
        if (isOpen && both[1].revents != 0) {
            ssize_t size = ::recv(server, buffer, sizeof buffer, 0);
            if (size <= 0) {
                break;
            }
            auto forward = static_cast<std::size_t>(size);
            if (answerCut) { // the server has the command and answered it: the answer is cut
                forward = *answerCut == Cut::MidAnswer ? forward / 2 : 0;
                sendAll(station, buffer, forward);
                std::lock_guard lock(m_mutex);
                m_downUntil = std::chrono::steady_clock::now() + downAfterAnswer;
                break;
            }
            isOpen = sendAll(station, buffer, forward);
        }
    }
    cutOff(station);
    ::close(server);
}

} // namespace renju::arbiter::test
