#pragma once

// What the command line's servers (`serve`, `hall-server`) share: how --listen is read, and
// how they run until SIGINT, SIGTERM or SIGHUP.
#include <csignal>
#include <string>

namespace renju::arbiter::cli {

/// Reads ADDR:PORT ("[::1]:8080", ":8080" for every address); false when it is not one.
bool parseListen(const std::string& text, std::string& host, int& port);

/// The signals that stop a server: blocked in every thread from construction on (make it
/// before the server's threads start), waited for by wait(). A client gone mid-write is an
/// error on that write only (SIGPIPE ignored).
class StopSignals {
public:
    StopSignals();
    /// Returns once a stop signal arrived.
    void wait();

private:
    sigset_t m_signals;
};

} // namespace renju::arbiter::cli
