#include "net_client.hpp"

#include <algorithm>
#include <arpa/inet.h>
#include <cctype>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace renju::arbiter::test {

namespace {

using Clock = std::chrono::steady_clock;

/// The request the slow clients send, one byte at a time; it never ends (no empty line).
const std::string kSlowRequest =
    "GET / HTTP/1.1\r\nHost: slow\r\nX-Slow: " + std::string(4000, 's');

std::size_t contentLength(const std::string& head) {
    std::string lower = head;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::size_t at = lower.find("content-length:");
    return at == std::string::npos ? 0 : std::stoul(lower.substr(at + 15));
}

} // namespace

std::string sourceAddress(int index) {
    return "127.0." + std::to_string(index / 200) + "." + std::to_string(10 + index % 200);
}

int connectFrom(int port, const std::string& source) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in from{};
    from.sin_family = AF_INET;
    inet_pton(AF_INET, source.c_str(), &from.sin_addr);
    if (bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) {
        close(fd);
        return -1;
    }
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<std::uint16_t>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

bool sendAll(int fd, const std::string& bytes) {
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        ssize_t n = send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) {
            return false;
        }
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

Answer readAnswer(int fd, std::chrono::milliseconds timeout, bool untilClosed) {
    Answer answer;
    std::string raw;
    const auto deadline = Clock::now() + timeout;
    char buffer[65536];
    while (Clock::now() < deadline) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 50) <= 0) {
            continue;
        }
        ssize_t n = recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            answer.isClosed = true;
            break;
        }
        raw.append(buffer, static_cast<std::size_t>(n));
        std::size_t end = raw.find("\r\n\r\n");
        if (!untilClosed && end != std::string::npos &&
            raw.size() - end - 4 >= contentLength(raw.substr(0, end))) {
            break;
        }
    }
    std::size_t end = raw.find("\r\n\r\n");
    answer.head = raw.substr(0, end);
    answer.body = end == std::string::npos ? "" : raw.substr(end + 4);
    if (raw.rfind("HTTP/1.1 ", 0) == 0 && raw.size() >= 12) {
        answer.status = std::stoi(raw.substr(9, 3));
    }
    return answer;
}

std::string readUntil(int fd, const std::string& text, std::chrono::milliseconds timeout) {
    std::string raw;
    const auto deadline = Clock::now() + timeout;
    char buffer[4096];
    while (raw.find(text) == std::string::npos && Clock::now() < deadline) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 50) <= 0) {
            continue;
        }
        ssize_t n = recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            break;
        }
        raw.append(buffer, static_cast<std::size_t>(n));
    }
    return raw;
}

Answer exchange(int port, const std::string& request, std::chrono::milliseconds timeout,
                const std::string& source) {
    int fd = connectFrom(port, source);
    if (fd < 0) {
        return {};
    }
    sendAll(fd, request);
    Answer answer = readAnswer(fd, timeout);
    close(fd);
    return answer;
}

bool waitClosed(int fd, std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    char buffer[65536];
    while (Clock::now() < deadline) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 50) <= 0) {
            continue;
        }
        if (recv(fd, buffer, sizeof buffer, 0) <= 0) {
            return true;
        }
    }
    return false;
}

SlowClients::SlowClients(int port, int count, std::chrono::milliseconds interval, int perAddress)
    : m_interval(interval) {
    for (int i = 0; i < count; ++i) {
        int fd =
            perAddress > 0 ? connectFrom(port, sourceAddress(i / perAddress)) : connectFrom(port);
        if (fd < 0) {
            break;
        }
        m_sockets.push_back(fd);
        m_connected.push_back(Clock::now());
        sendAll(fd, kSlowRequest.substr(0, 1));
    }
    m_cut.resize(m_sockets.size());
    m_isCut.resize(m_sockets.size(), false);
    m_driver = std::thread([this] { drive(); });
}

SlowClients::~SlowClients() {
    m_isStopping = true;
    m_driver.join();
    for (int fd : m_sockets) {
        close(fd);
    }
}

void SlowClients::drive() {
    std::size_t sent = 1;
    auto nextByte = Clock::now() + m_interval;
    char buffer[4096];
    while (!m_isStopping) {
        std::vector<pollfd> watched;
        std::vector<std::size_t> index;
        {
            std::lock_guard lock(m_mutex);
            for (std::size_t i = 0; i < m_sockets.size(); ++i) {
                if (!m_isCut[i]) {
                    watched.push_back({m_sockets[i], POLLIN, 0});
                    index.push_back(i);
                }
            }
        }
        if (watched.empty()) {
            return;
        }
        if (poll(watched.data(), watched.size(), 50) > 0) {
            std::lock_guard lock(m_mutex);
            for (std::size_t k = 0; k < watched.size(); ++k) {
                if (watched[k].revents != 0) {
                    // An answer (408) or the end: the server cut this client.
                    (void)recv(watched[k].fd, buffer, sizeof buffer, 0);
                    m_isCut[index[k]] = true;
                    m_cut[index[k]] = Clock::now();
                }
            }
        }
        if (Clock::now() >= nextByte && sent < kSlowRequest.size()) {
            for (std::size_t k = 0; k < watched.size(); ++k) {
                (void)send(watched[k].fd, kSlowRequest.data() + sent, 1,
                           MSG_NOSIGNAL | MSG_DONTWAIT);
            }
            ++sent;
            nextByte += m_interval;
        }
    }
}

int SlowClients::waitAllCut(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
        int cut = 0;
        {
            std::lock_guard lock(m_mutex);
            cut = static_cast<int>(std::count(m_isCut.begin(), m_isCut.end(), true));
        }
        if (cut == connected() || Clock::now() >= deadline) {
            return cut;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

std::vector<double> SlowClients::cutAfter() const {
    std::lock_guard lock(m_mutex);
    std::vector<double> seconds;
    for (std::size_t i = 0; i < m_sockets.size(); ++i) {
        seconds.push_back(
            m_isCut[i] ? std::chrono::duration<double>(m_cut[i] - m_connected[i]).count() : -1);
    }
    return seconds;
}

double quantile(std::vector<double> values, double p) {
    if (values.empty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

} // namespace renju::arbiter::test
