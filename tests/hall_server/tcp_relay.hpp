#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace renju::arbiter::test {

/// Where a command's exchange is cut: before its request reaches the hall server, after the
/// server has it (and has answered: its first answer byte came back) but before the station
/// hears the answer, or in the middle of the answer.
enum class Cut { BeforeForwarding, AfterForwarding, MidAnswer };

/// A TCP relay between stations and a hall server on 127.0.0.1, which the test tells where to
/// cut the connection. It reads no more of HTTP than where a request starts: stations send a
/// request and wait for its answer, so a request's first bytes start what the relay receives.
class TcpRelay {
public:
    explicit TcpRelay(int serverPort);
    ~TcpRelay();
    TcpRelay(const TcpRelay&) = delete;
    TcpRelay& operator=(const TcpRelay&) = delete;

    int port() const { return m_port; }
    /// Cuts the next command (POST .../commands) where `cut` says; later ones pass. The relay
    /// then stays down for `downFor`: every connection closed at once, nothing reaching the
    /// server.
    void cutNextCommand(Cut cut, std::chrono::milliseconds downFor = {});
    /// Cuts the next challenge request before it reaches the server: the station's command
    /// never leaves it.
    void cutNextChallenge();
    /// The cuts made so far (commands and challenges).
    int cutsMade() const { return m_cutsMade.load(); }

private:
    enum class Pending { None, Command, Challenge };
    void acceptConnections();
    void relay(int station);
    bool isDown() const;

    int m_serverPort;
    int m_listener = -1;
    int m_port = 0;
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_cutsMade{0};
    mutable std::mutex m_mutex;
    bool m_cutCommand = false;
    Cut m_commandCut = Cut::AfterForwarding;
    std::chrono::milliseconds m_downFor{};
    bool m_cutChallenge = false;
    std::chrono::steady_clock::time_point m_downUntil{};
    std::vector<std::thread> m_connections; ///< guarded by m_mutex
    std::thread m_acceptor;                 ///< last: starts once everything above is ready
};

} // namespace renju::arbiter::test
