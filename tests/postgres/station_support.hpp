#pragma once

#include <condition_variable>
#include <mutex>
#include <string>

namespace renju::arbiter::test {

/// The k-th board event of a table's game for the station tests: h8, then moves at points far
/// apart on rows 1, 5, 9 and 13 (never a line, so never a forbidden move or a five), each
/// followed by a clock press.
std::string boardEvent(int k);

/// A flag another thread raises (a station's watch): wait() returns true once it is raised,
/// false after `milliseconds` without; it is lowered again.
class Wakeup {
public:
    void raise();
    bool wait(int milliseconds);

private:
    std::mutex m_mutex;
    std::condition_variable m_raised;
    bool m_isRaised = false;
};

} // namespace renju::arbiter::test
