#include "arbiter/web/stream_hub.hpp"

namespace renju::arbiter::web {

namespace {

/// How many changes a stream may fall behind before it is told "everything changed".
constexpr std::size_t kRecentChanges = 64;

} // namespace

void StreamHub::publish(const JournalChange& change) {
    {
        std::lock_guard lock(m_mutex);
        m_recent.push_back(change);
        if (m_recent.size() > kRecentChanges) {
            m_recent.pop_front();
        }
        ++m_version;
    }
    m_changed.notify_all();
}

void StreamHub::stop() {
    {
        std::lock_guard lock(m_mutex);
        m_isStopping = true;
    }
    m_changed.notify_all();
}

std::uint64_t StreamHub::version() const {
    std::lock_guard lock(m_mutex);
    return m_version;
}

bool StreamHub::isStopping() const {
    std::lock_guard lock(m_mutex);
    return m_isStopping;
}

std::optional<nlohmann::json> StreamHub::next(std::uint64_t& seen,
                                              std::chrono::milliseconds timeout) {
    std::unique_lock lock(m_mutex);
    bool isChanged =
        m_changed.wait_for(lock, timeout, [&] { return m_isStopping || m_version != seen; });
    if (!isChanged || m_isStopping) {
        return std::nullopt;
    }
    std::uint64_t missed = m_version - seen;
    bool isEverything = missed > m_recent.size();
    nlohmann::json places = nlohmann::json::array();
    std::int64_t sequence = 0;
    for (std::size_t i = isEverything ? m_recent.size() : m_recent.size() - missed;
         i < m_recent.size(); ++i) {
        const JournalChange& change = m_recent[i];
        isEverything = isEverything || change.isWholeEvent;
        for (const auto& [round, table] : change.places) {
            places.push_back({round, table});
        }
        sequence = change.sequence;
    }
    if (!m_recent.empty()) {
        sequence = m_recent.back().sequence;
    }
    seen = m_version;
    return nlohmann::json{{"sequence", sequence}, {"all", isEverything}, {"places", places}};
}

} // namespace renju::arbiter::web
