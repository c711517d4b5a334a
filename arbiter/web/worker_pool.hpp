#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <httplib.h>
#include <mutex>
#include <thread>
#include <vector>

namespace renju::arbiter::web {

/// The HTTP server's threads: one per connection being served (cpp-httplib serves a
/// connection on one thread, and a stream holds its thread), started only when every thread
/// is busy, up to `maxThreads`; connections beyond wait in the queue for a thread. An idle
/// server keeps only the threads it once needed, asleep.
class WorkerPool final : public httplib::TaskQueue {
public:
    explicit WorkerPool(std::size_t maxThreads);
    ~WorkerPool() override;
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    void enqueue(std::function<void()> task) override;
    void shutdown() override;

private:
    void work();

    std::size_t m_maxThreads;
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<std::function<void()>> m_tasks;
    std::vector<std::thread> m_threads;
    std::size_t m_idle = 0;
    bool m_isShuttingDown = false;
};

} // namespace renju::arbiter::web
