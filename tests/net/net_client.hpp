#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace renju::arbiter::test {

/// Returns the `index`-th test source address (127.0.0.10, 127.0.0.11, ...): a second
/// "address" of one machine, for tests of per-address caps.
std::string sourceAddress(int index);

/// Opens a TCP connection from `source` (any 127.x.y.z: a second "address" on one machine) to
/// 127.0.0.1:`port`; returns the socket (blocking), or -1.
int connectFrom(int port, const std::string& source = "127.0.0.1");

/// Sends all of `bytes` (false when the server closed first).
bool sendAll(int fd, const std::string& bytes);

/// What came back on a connection: the first answer's status, head and body, and whether the
/// server closed the connection (end of stream or reset) after it.
struct Answer {
    int status = 0;
    std::string head;
    std::string body;
    bool isClosed = false;
};

/// Reads one answer (with a Content-Length) off `fd` within `timeout`; with `untilClosed`,
/// goes on reading until the server closes the connection (or `timeout`).
Answer readAnswer(int fd, std::chrono::milliseconds timeout, bool untilClosed = false);

/// Reads off `fd` until what came holds `text` (or `timeout`); returns what came.
std::string readUntil(int fd, const std::string& text, std::chrono::milliseconds timeout);

/// Sends `request` on a new connection from `source` and reads the answer; closes it.
Answer exchange(int port, const std::string& request,
                std::chrono::milliseconds timeout = std::chrono::seconds(5),
                const std::string& source = "127.0.0.1");

/// Returns true when the server closes `fd` (or resets it) within `timeout`, reading and
/// dropping whatever else it sends.
bool waitClosed(int fd, std::chrono::milliseconds timeout);

/// Connections that send a request one byte at a time and never finish it (a slow-loris
/// attack), driven by one thread: a byte to each every `interval`. Records when the server cut
/// each one (an answer or the connection closed). With `perAddress`, each 127.0.0.x source
/// address (from 127.0.0.10 up) opens that many, as a crowd under a per-address cap does;
/// otherwise all come from 127.0.0.1.
class SlowClients {
public:
    SlowClients(int port, int count, std::chrono::milliseconds interval, int perAddress = 0);
    ~SlowClients();
    SlowClients(const SlowClients&) = delete;
    SlowClients& operator=(const SlowClients&) = delete;

    /// How many connections were made (the server may refuse some at once).
    int connected() const { return static_cast<int>(m_sockets.size()); }
    /// Waits until every connection was cut or `timeout` passes; returns how many were cut.
    int waitAllCut(std::chrono::milliseconds timeout);
    /// Seconds from each connection's connect to its cut (negative: not cut).
    std::vector<double> cutAfter() const;

private:
    void drive();

    std::vector<int> m_sockets;
    std::vector<std::chrono::steady_clock::time_point> m_connected;
    std::vector<std::chrono::steady_clock::time_point> m_cut;
    std::vector<bool> m_isCut;
    std::chrono::milliseconds m_interval;
    mutable std::mutex m_mutex;
    std::atomic<bool> m_isStopping{false};
    std::thread m_driver;
};

/// Returns the `p`-th quantile (0..1) of `values`.
double quantile(std::vector<double> values, double p);

} // namespace renju::arbiter::test
