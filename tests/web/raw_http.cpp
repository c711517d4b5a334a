#include "raw_http.hpp"

#include <arpa/inet.h>
#include <cctype>
#include <cstring>
#include <netinet/in.h>
#include <poll.h>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>

namespace renju::arbiter::test {

namespace {

int connectLocal(int port) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
            return fd;
        }
        usleep(20'000); // the listen queue is short: try again
    }
    close(fd);
    throw std::runtime_error("cannot connect to port " + std::to_string(port));
}

void sendAllBytes(int fd, const std::string& bytes) {
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        ssize_t n = send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) {
            return; // the server closed: what it answered is read next
        }
        sent += static_cast<std::size_t>(n);
    }
}

HttpReply parseReply(const std::string& raw) {
    HttpReply reply;
    std::size_t end = raw.find("\r\n\r\n");
    reply.head = raw.substr(0, end);
    reply.body = end == std::string::npos ? "" : raw.substr(end + 4);
    if (raw.rfind("HTTP/1.1 ", 0) == 0 && raw.size() >= 12) {
        reply.status = std::stoi(raw.substr(9, 3));
    }
    return reply;
}

/// Returns true when `raw` holds a whole response with a Content-Length.
bool isComplete(const std::string& raw) {
    std::size_t end = raw.find("\r\n\r\n");
    if (end == std::string::npos) {
        return false;
    }
    std::string head = raw.substr(0, end);
    for (char& c : head) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    std::size_t length = head.find("content-length:");
    if (length == std::string::npos) {
        return false;
    }
    return raw.size() - end - 4 >= std::stoul(head.substr(length + 15));
}

} // namespace

HttpReply rawRequest(int port, const std::string& request, std::chrono::milliseconds timeout) {
    int fd = connectLocal(port);
    sendAllBytes(fd, request);
    std::string raw;
    auto deadline = std::chrono::steady_clock::now() + timeout;
    char buffer[65536];
    while (std::chrono::steady_clock::now() < deadline) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 100) <= 0) {
            continue;
        }
        ssize_t n = recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            break;
        }
        raw.append(buffer, static_cast<std::size_t>(n));
        if (isComplete(raw)) {
            break; // a keep-alive connection would wait for the next request
        }
    }
    close(fd);
    return parseReply(raw);
}

HttpReply httpGet(int port, const std::string& path) {
    return rawRequest(port, "GET " + path + " HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
}

HttpReply httpGetFrom(int port, const std::string& path, const std::string& source) {
    int fd = connectFrom(port, source);
    if (fd < 0) {
        return {};
    }
    sendAllBytes(fd, "GET " + path + " HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
    std::string raw;
    char buffer[65536];
    for (int polls = 0; polls < 100 && !isComplete(raw); ++polls) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 100) <= 0) {
            continue;
        }
        ssize_t n = recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            break;
        }
        raw.append(buffer, static_cast<std::size_t>(n));
    }
    close(fd);
    return parseReply(raw);
}

int connectFrom(int port, const std::string& source) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in from{};
    from.sin_family = AF_INET;
    inet_pton(AF_INET, source.c_str(), &from.sin_addr);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<std::uint16_t>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
        connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

void sendAll(int fd, const std::string& bytes) {
    sendAllBytes(fd, bytes);
}

int readAnswerStatus(int fd) {
    std::string raw;
    char buffer[4096];
    for (int polls = 0; polls < 20 && raw.find("\r\n") == std::string::npos; ++polls) {
        pollfd readable{fd, POLLIN, 0};
        if (poll(&readable, 1, 100) <= 0) {
            continue;
        }
        ssize_t n = recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            break;
        }
        raw.append(buffer, static_cast<std::size_t>(n));
    }
    return parseReply(raw).status;
}

StreamClients::StreamClients(int port, int count) {
    for (int i = 0; i < count; ++i) {
        int fd = connectLocal(port);
        sendAllBytes(fd, "GET /api/stream HTTP/1.1\r\nHost: test\r\n\r\n");
        m_sockets.push_back(fd);
        m_received.emplace_back();
    }
}

StreamClients::~StreamClients() {
    for (int fd : m_sockets) {
        if (fd >= 0) {
            close(fd);
        }
    }
}

int StreamClients::open() const {
    int count = 0;
    for (int fd : m_sockets) {
        count += fd >= 0 ? 1 : 0;
    }
    return count;
}

void StreamClients::dropFirst(int count) {
    for (int i = 0; i < count && i < static_cast<int>(m_sockets.size()); ++i) {
        if (m_sockets[static_cast<std::size_t>(i)] >= 0) {
            close(m_sockets[static_cast<std::size_t>(i)]);
            m_sockets[static_cast<std::size_t>(i)] = -1;
        }
    }
}

int StreamClients::waitForAll(const std::string& text, std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    std::vector<bool> has(m_sockets.size(), false);
    auto countHaving = [&] {
        int count = 0;
        for (std::size_t i = 0; i < m_sockets.size(); ++i) {
            if (m_sockets[i] >= 0 && !has[i] && m_received[i].find(text) != std::string::npos) {
                has[i] = true;
                m_received[i].clear(); // the next wait looks for what comes after
            }
            count += has[i] ? 1 : 0;
        }
        return count;
    };
    char buffer[8192];
    while (countHaving() < open() && std::chrono::steady_clock::now() < deadline) {
        std::vector<pollfd> watched;
        std::vector<std::size_t> index;
        for (std::size_t i = 0; i < m_sockets.size(); ++i) {
            if (m_sockets[i] >= 0 && !has[i]) {
                watched.push_back({m_sockets[i], POLLIN, 0});
                index.push_back(i);
            }
        }
        if (poll(watched.data(), watched.size(), 50) <= 0) {
            continue;
        }
        for (std::size_t k = 0; k < watched.size(); ++k) {
            if (watched[k].revents == 0) {
                continue;
            }
            ssize_t n = recv(watched[k].fd, buffer, sizeof buffer, 0);
            if (n > 0) {
                m_received[index[k]].append(buffer, static_cast<std::size_t>(n));
            }
        }
    }
    return countHaving();
}

} // namespace renju::arbiter::test
