#pragma once

#include <atomic>
#include <csignal>
#include <functional>
#include <thread>

namespace renju::arbiter::platform {

/// Turns SIGINT, SIGTERM and SIGHUP into a request to stop, so that the application closes
/// the event cleanly (a session closed without its record reads as a crash next time, and
/// running clocks are then paused). The signals are blocked in the creating thread and every
/// thread started after it, and one thread of its own waits for them.
class StopSignals {
public:
    /// Starts waiting; `onStop` is called on the waiting thread when a signal arrives.
    explicit StopSignals(std::function<void()> onStop);
    /// Stops waiting and restores the signal mask.
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    /// Returns true once a stop signal has arrived.
    bool isStopRequested() const { return m_isStopRequested; }

private:
    void wait();

    std::function<void()> m_onStop;
    sigset_t m_signals{};
    sigset_t m_previousMask{};
    std::atomic<bool> m_isStopRequested{false};
    std::atomic<bool> m_isClosing{false};
    std::thread m_thread;
};

} // namespace renju::arbiter::platform
