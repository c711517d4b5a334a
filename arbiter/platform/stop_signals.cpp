#include "arbiter/platform/stop_signals.hpp"

#include <pthread.h>

namespace renju::arbiter::platform {

StopSignals::StopSignals(std::function<void()> onStop) : m_onStop(std::move(onStop)) {
    sigemptyset(&m_signals);
    sigaddset(&m_signals, SIGINT);
    sigaddset(&m_signals, SIGTERM);
    sigaddset(&m_signals, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &m_signals, &m_previousMask);
    m_thread = std::thread([this] { wait(); });
}

StopSignals::~StopSignals() {
    m_isClosing = true;
    pthread_kill(m_thread.native_handle(), SIGHUP);
    m_thread.join();
    pthread_sigmask(SIG_SETMASK, &m_previousMask, nullptr);
}

void StopSignals::wait() {
    int signal = 0;
    while (sigwait(&m_signals, &signal) == 0) {
        if (m_isClosing) {
            return;
        }
        m_isStopRequested = true;
        m_onStop();
    }
}

} // namespace renju::arbiter::platform
