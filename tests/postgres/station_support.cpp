#include "station_support.hpp"

#include <chrono>

namespace renju::arbiter::test {

std::string boardEvent(int k) {
    if (k % 2 == 1) {
        return "press";
    }
    int stone = k / 2;
    if (stone == 0) {
        return "h8"; // 4.2: the first stone on the centre
    }
    int place = 2 * (stone - 1);
    char column = static_cast<char>('a' + place % 15);
    int row = 1 + 4 * (place / 15);
    return std::string(1, column) + std::to_string(row);
}

void Wakeup::raise() {
    {
        std::lock_guard lock(m_mutex);
        m_isRaised = true;
    }
    m_raised.notify_all();
}

bool Wakeup::wait(int milliseconds) {
    std::unique_lock lock(m_mutex);
    bool isRaised = m_raised.wait_for(lock, std::chrono::milliseconds(milliseconds),
                                      [this] { return m_isRaised; });
    m_isRaised = false;
    return isRaised;
}

} // namespace renju::arbiter::test
