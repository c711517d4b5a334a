#include "arbiter/web/worker_pool.hpp"

namespace renju::arbiter::web {

WorkerPool::WorkerPool(std::size_t maxThreads) : m_maxThreads(maxThreads) {}

WorkerPool::~WorkerPool() {
    shutdown();
}

void WorkerPool::enqueue(std::function<void()> task) {
    {
        std::lock_guard lock(m_mutex);
        m_tasks.push_back(std::move(task));
        if (m_idle < m_tasks.size() && m_threads.size() < m_maxThreads) {
            m_threads.emplace_back([this] { work(); });
        }
    }
    m_ready.notify_one();
}

void WorkerPool::shutdown() {
    {
        std::lock_guard lock(m_mutex);
        if (m_isShuttingDown) {
            return;
        }
        m_isShuttingDown = true;
    }
    m_ready.notify_all();
    for (std::thread& thread : m_threads) {
        thread.join();
    }
}

void WorkerPool::work() {
    for (;;) {
        std::function<void()> task;
        {
            std::unique_lock lock(m_mutex);
            ++m_idle;
            m_ready.wait(lock, [this] { return m_isShuttingDown || !m_tasks.empty(); });
            --m_idle;
            if (m_tasks.empty()) {
                return; // shutting down, nothing left to serve
            }
            task = std::move(m_tasks.front());
            m_tasks.pop_front();
        }
        task();
    }
}

} // namespace renju::arbiter::web
