#include "arbiter/cli/server_run.hpp"

#include <pthread.h>

namespace renju::arbiter::cli {

bool parseListen(const std::string& text, std::string& host, int& port) {
    std::size_t colon = text.rfind(':');
    if (colon == std::string::npos) {
        return false;
    }
    host = text.substr(0, colon);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
        host = host.substr(1, host.size() - 2);
    }
    if (host.empty()) {
        host = "0.0.0.0";
    }
    std::string portText = text.substr(colon + 1);
    if (portText.empty() || portText.size() > 5 ||
        portText.find_first_not_of("0123456789") != std::string::npos) {
        return false;
    }
    port = std::stoi(portText);
    return port <= 65535;
}

StopSignals::StopSignals() {
    sigemptyset(&m_signals);
    for (int signal : {SIGINT, SIGTERM, SIGHUP}) {
        sigaddset(&m_signals, signal);
    }
    pthread_sigmask(SIG_BLOCK, &m_signals, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
}

void StopSignals::wait() {
    int received = 0;
    sigwait(&m_signals, &received);
}

} // namespace renju::arbiter::cli
