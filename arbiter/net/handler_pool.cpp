#include "arbiter/net/handler_pool.hpp"

#include <algorithm>

namespace renju::arbiter::net {

HandlerPool::HandlerPool(int threads, std::size_t maxQueued) : m_maxQueued(maxQueued) {
    for (int i = 0; i < std::max(threads, 1); ++i) {
        m_threads.emplace_back([this] { work(); });
    }
}

HandlerPool::~HandlerPool() {
    stop();
}

bool HandlerPool::submit(std::function<void()> task) {
    {
        std::lock_guard lock(m_mutex);
        if (m_isStopping || m_tasks.size() >= m_maxQueued) {
            return false;
        }
        m_tasks.push_back(std::move(task));
    }
    m_ready.notify_one();
    return true;
}

void HandlerPool::stop() {
    {
        std::lock_guard lock(m_mutex);
        m_isStopping = true;
        m_tasks.clear();
    }
    m_ready.notify_all();
    for (std::thread& thread : m_threads) {
        if (thread.joinable()) {
            thread.join();
        }
    }
}

void HandlerPool::work() {
    while (true) {
        std::function<void()> task;
        {
            std::unique_lock lock(m_mutex);
            m_ready.wait(lock, [this] { return m_isStopping || !m_tasks.empty(); });
            if (m_isStopping) {
                return;
            }
            task = std::move(m_tasks.front());
            m_tasks.pop_front();
        }
        task();
    }
}

} // namespace renju::arbiter::net
