#pragma once

#include "clock/seat.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>

namespace renju::arbiter::platform {

/// Game controllers as the two clock buttons, read by SDL2 on a thread of their own so that
/// a press is timestamped within a few milliseconds even while the main loop sleeps. Seats as
/// ControllerSeats gives them: the first connected is seat A and the second seat B, a reconnect
/// takes its seat back; a lone controller's left-hand buttons (left shoulder, d-pad, back, left
/// stick) are seat A and the others B.
class Controllers {
public:
    /// Receives a press: the seat and the monotonic instant it was seen (ms). Called on the
    /// controller thread: it must be thread-safe (and wake the main loop).
    using PressHandler = std::function<void(clock::Seat seat, std::int64_t monotonicAt)>;

    /// Starts the thread. It polls every 4 ms while a controller is connected and every
    /// 250 ms otherwise (to notice one being plugged in).
    explicit Controllers(PressHandler handler);
    /// Stops and joins the thread.
    ~Controllers();
    Controllers(const Controllers&) = delete;
    Controllers& operator=(const Controllers&) = delete;

private:
    void run();

    PressHandler m_handler;
    std::atomic<bool> m_isRunning{true};
    std::thread m_thread;
};

} // namespace renju::arbiter::platform
