#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace renju::arbiter::net {

/// A fixed number of threads that run tasks in order of arrival, with a bounded queue: a
/// server's handlers, which may take time (they build views), off its event loop.
class HandlerPool {
public:
    HandlerPool(int threads, std::size_t maxQueued);
    ~HandlerPool();
    HandlerPool(const HandlerPool&) = delete;
    HandlerPool& operator=(const HandlerPool&) = delete;

    /// Queues a task; returns false when the queue is full or the pool stopped.
    bool submit(std::function<void()> task);
    /// Drops the tasks not started, lets running ones finish and joins the threads.
    void stop();

private:
    void work();

    std::size_t m_maxQueued;
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<std::function<void()>> m_tasks;
    std::vector<std::thread> m_threads;
    bool m_isStopping = false;
};

} // namespace renju::arbiter::net
