#include "arbiter/ui/view_models/clock_key_tap.hpp"

namespace renju::arbiter::ui {

void ClockKeyTap::shiftDown(bool isLeft, std::int64_t monotonicAt) {
    m_pending.at(isLeft ? 0 : 1) = ClockKeyPress{isLeft, monotonicAt};
}

std::optional<ClockKeyPress> ClockKeyTap::shiftUp(bool isLeft) {
    std::optional<ClockKeyPress> press = m_pending.at(isLeft ? 0 : 1);
    m_pending.at(isLeft ? 0 : 1).reset();
    return press;
}

} // namespace renju::arbiter::ui
