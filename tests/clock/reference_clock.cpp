#include "reference_clock.hpp"

#include <algorithm>

namespace renju::clock::test {

ReferenceClock::ReferenceClock(const ClockControls& controls, bool periodOnFirstFlag,
                               bool freezeAtZero)
    : m_controls(controls), m_firstFlag(periodOnFirstFlag), m_freeze(freezeAtZero) {
    for (char seat : {'A', 'B'}) {
        Side& s = side(seat);
        const TimeControl& control = controlOf(seat);
        s.main = control.periods[0].base.count();
        s.due = control.periods[0].moves;
        if (s.main == 0) {
            reachedZero(seat); // a control of overtime alone starts in its overtime
        }
    }
}

const Period& ReferenceClock::periodOf(char seat) const {
    const TimeControl& control = controlOf(seat);
    std::size_t index = std::min<std::size_t>(static_cast<std::size_t>(side(seat).index),
                                              control.periods.size() - 1);
    return control.periods[index];
}

void ReferenceClock::beginTurn(char seat) {
    Side& s = side(seat);
    s.used = 0;
    const Bonus& bonus = periodOf(seat).bonus;
    s.delay = !s.inOvertime && bonus.kind == BonusKind::UsDelay ? bonus.amount.count() : 0;
}

void ReferenceClock::start(char seat, std::int64_t now) {
    advance(now);
    m_started = true;
    m_running = seat;
    beginTurn(seat);
}

void ReferenceClock::press(std::int64_t now) {
    advance(now);
    char seat = m_running;
    Side& s = side(seat);
    const TimeControl& control = controlOf(seat);
    s.moves += 1;
    if (!s.flag && !s.inOvertime) {
        const Period& period = periodOf(seat);
        if (period.bonus.kind == BonusKind::Fischer) {
            s.main += period.bonus.amount.count();
        }
        if (period.bonus.kind == BonusKind::Bronstein) {
            s.main += std::min(s.used, period.bonus.amount.count());
        }
        s.inPeriod += 1;
        if (!m_firstFlag && period.moves > 0 && s.inPeriod == period.moves) {
            nextPeriod(seat);
        }
    } else if (!s.flag && control.overtime.kind == OvertimeKind::ByoYomi) {
        s.extra = control.overtime.time.count();
    } else if (!s.flag) {
        s.blockLeft -= 1;
        if (s.blockLeft == 0) {
            s.blockLeft = control.overtime.count;
            s.extra = control.overtime.time.count();
        }
    }
    if (m_absent == 'W') {
        m_absent = other(seat);
    } else if (m_absent == seat) {
        m_absent = 'N';
    }
    m_running = other(seat);
    beginTurn(m_running);
}

void ReferenceClock::next(char seat, std::int64_t now) {
    advance(now);
    if (seat != m_running) {
        m_running = seat;
        beginTurn(seat);
    }
}

void ReferenceClock::pause(std::int64_t now) {
    advance(now);
    m_paused = true;
}

void ReferenceClock::resume(std::int64_t now) {
    advance(now);
    m_paused = false;
    m_frozen = false;
}

void ReferenceClock::absent(char who, std::int64_t now) {
    advance(now);
    m_absent = who;
}

void ReferenceClock::advance(std::int64_t now) {
    while (m_now < now) {
        if (!m_started || m_paused || m_frozen) {
            m_now = now;
            return;
        }
        m_now += 1;
        if (m_absent == 'W') {
            char first = m_running;
            step(first, false);
            step(other(first), false);
        } else {
            step(m_running, true);
        }
    }
}

void ReferenceClock::step(char seat, bool isOwnTurn) {
    Side& s = side(seat);
    std::int64_t& shownTime = s.inOvertime ? s.extra : s.main;
    if (s.flag) {
        // A fallen flag stays down; the time only runs out. An hourglass still pours.
        if (shownTime > 0) {
            shownTime -= 1;
            if (isOwnTurn && controlOf(seat).isHourglass) {
                side(other(seat)).main += 1;
            }
        }
        return;
    }
    if (isOwnTurn) {
        s.used += 1;
        if (s.delay > 0) {
            s.delay -= 1;
            return;
        }
    }
    const TimeControl& control = controlOf(seat);
    if (!s.inOvertime) {
        s.main -= 1;
        if (isOwnTurn && control.isHourglass) {
            side(other(seat)).main += 1;
        }
        if (s.main == 0) {
            reachedZero(seat);
        }
        return;
    }
    s.extra -= 1;
    if (s.extra > 0) {
        return;
    }
    if (control.overtime.kind == OvertimeKind::ByoYomi && s.byoLeft > 1) {
        s.byoLeft -= 1;
        s.extra = control.overtime.time.count();
        return;
    }
    if (control.overtime.kind == OvertimeKind::ByoYomi) {
        s.byoLeft = 0;
    }
    fall(seat);
}

void ReferenceClock::reachedZero(char seat) {
    Side& s = side(seat);
    const TimeControl& control = controlOf(seat);
    const Period& period = periodOf(seat);
    bool isLast = static_cast<std::size_t>(s.index) + 1 >= control.periods.size();
    if (isLast && period.moves == 0 && control.overtime.kind != OvertimeKind::None) {
        s.inOvertime = true;
        s.number += 1;
        s.extra = control.overtime.time.count();
        s.byoLeft = control.overtime.count;
        s.blockLeft = control.overtime.count;
        return;
    }
    if (m_firstFlag && period.moves > 0) {
        if (s.moves < s.due) {
            fall(seat);
        }
        for (char each : {'A', 'B'}) {
            if (!side(each).flag && !side(each).inOvertime && periodOf(each).moves > 0) {
                nextPeriod(each);
            }
        }
        return;
    }
    fall(seat);
}

void ReferenceClock::nextPeriod(char seat) {
    Side& s = side(seat);
    s.index += 1;
    const Period& period = periodOf(seat);
    s.main += period.base.count();
    s.number += 1;
    s.inPeriod = 0;
    s.due += period.moves;
}

void ReferenceClock::fall(char seat) {
    side(seat).flag = true;
    m_flags += seat;
    if (m_freeze) {
        m_frozen = true;
    }
}

std::int64_t ReferenceClock::shown(char seat) const {
    const Side& s = side(seat);
    return s.inOvertime ? s.extra : s.main;
}

int ReferenceClock::period(char seat) const {
    return side(seat).number;
}

int ReferenceClock::moves(char seat) const {
    return side(seat).moves;
}

} // namespace renju::clock::test
