#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace renju::arbiter::test {

/// An HTTP answer as read off the socket.
struct HttpReply {
    int status = 0;
    std::string head;
    std::string body;
};

/// Sends `request` (raw bytes) to 127.0.0.1:`port` and reads until the server closes or
/// `timeout` passes; returns what came back (status 0 when nothing did).
HttpReply rawRequest(int port, const std::string& request,
                     std::chrono::milliseconds timeout = std::chrono::seconds(10));

/// GET `path` with Connection: close.
HttpReply httpGet(int port, const std::string& path);
/// GET `path` with Connection: close from `source` (another 127.x.y.z address of this machine).
HttpReply httpGetFrom(int port, const std::string& path, const std::string& source);

/// Opens a connection from `source` to 127.0.0.1:`port`; returns the socket, or -1.
int connectFrom(int port, const std::string& source = "127.0.0.1");
/// Reads an answer's status off `fd` (waiting at most 2 s); 0 when none came.
int readAnswerStatus(int fd);
/// Sends all of `bytes`, or what the server takes before it closes.
void sendAll(int fd, const std::string& bytes);

/// Many update streams (GET /api/stream) held open on plain sockets and read by one poll loop,
/// so that a test or a bench can hold hundreds without a thread each.
class StreamClients {
public:
    StreamClients(int port, int count);
    ~StreamClients();
    StreamClients(const StreamClients&) = delete;
    StreamClients& operator=(const StreamClients&) = delete;

    /// Reads until every open stream has received `text` since the last call (or `timeout`);
    /// returns how many have.
    int waitForAll(const std::string& text, std::chrono::milliseconds timeout);
    /// Closes the first `count` streams abruptly (a phone that left the hall).
    void dropFirst(int count);
    int open() const;

private:
    std::vector<int> m_sockets;
    std::vector<std::string> m_received;
};

} // namespace renju::arbiter::test
