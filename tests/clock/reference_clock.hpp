#pragma once

#include "clock/time_control.hpp"

#include <cstdint>
#include <string>

namespace renju::clock::test {

/// A deliberately plain clock for cross-checking GameClock: it steps one millisecond at a time
/// and applies the rules to each step, with no closed-form arithmetic, no shared code with the
/// library beyond the control types, and its own reading of the rules as written in the issue.
class ReferenceClock {
public:
    ReferenceClock(const ClockControls& controls, bool periodOnFirstFlag, bool freezeAtZero);

    void start(char seat, std::int64_t now);
    /// Press by the running seat.
    void press(std::int64_t now);
    void next(char seat, std::int64_t now);
    void pause(std::int64_t now);
    void resume(std::int64_t now);
    /// 'N' (none), 'A', 'B' or 'W' (both).
    void absent(char who, std::int64_t now);
    /// Steps the clock up to `now`, one millisecond at a time.
    void advance(std::int64_t now);

    std::int64_t shown(char seat) const;
    int period(char seat) const;
    int moves(char seat) const;
    std::string flags() const { return m_flags.empty() ? "-" : m_flags; }
    bool isFrozen() const { return m_frozen; }
    char running() const { return m_running; }

private:
    struct Side {
        std::int64_t main = 0;
        std::int64_t extra = 0; // time in the current byo-yomi period or Canadian block
        int index = 0;
        int number = 1;
        int inPeriod = 0;
        int moves = 0;
        int due = 0; // moves due from the start by the end of the period (first flag mode)
        int byoLeft = 0;
        int blockLeft = 0;
        std::int64_t delay = 0;
        std::int64_t used = 0;
        bool inOvertime = false;
        bool flag = false;
    };

    Side& side(char seat) { return seat == 'A' ? m_a : m_b; }
    const Side& side(char seat) const { return seat == 'A' ? m_a : m_b; }
    char other(char seat) const { return seat == 'A' ? 'B' : 'A'; }
    const TimeControl& controlOf(char seat) const {
        return seat == 'A' ? m_controls.a : m_controls.b;
    }
    const Period& periodOf(char seat) const;
    void beginTurn(char seat);
    void step(char seat, bool isOwnTurn);
    void reachedZero(char seat);
    void nextPeriod(char seat);
    void fall(char seat);

    ClockControls m_controls;
    Side m_a;
    Side m_b;
    bool m_firstFlag = false;
    bool m_freeze = false;
    bool m_started = false;
    bool m_paused = false;
    bool m_frozen = false;
    char m_running = 'A';
    char m_absent = 'N';
    std::int64_t m_now = 0;
    std::string m_flags;
};

} // namespace renju::clock::test
