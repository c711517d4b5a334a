#include "arbiter/hall/hall_watches.hpp"

#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace renju::arbiter::hall {

using namespace std::chrono_literals;

HallWatches::HallWatches(std::size_t maxWatches, std::chrono::milliseconds heartbeat)
    : m_maxWatches(maxWatches), m_heartbeat(heartbeat), m_pump([this] { pump(); }) {}

HallWatches::~HallWatches() {
    stop();
}

bool HallWatches::sendLine(Watch& watch, std::int64_t sequence) {
    std::string text = nlohmann::json{{"n", watch.lines}, {"sequence", sequence}}.dump();
    std::string line = text + " " + signAnswer(watch.who, text) + "\n";
    if (!watch.stream->push(line)) {
        return false;
    }
    ++watch.lines;
    watch.sentSequence = sequence;
    return true;
}

std::shared_ptr<net::HttpStream>
HallWatches::open(const std::string& event, AuthenticatedRequest who, std::int64_t sequence) {
    std::lock_guard lock(m_mutex);
    std::erase_if(m_watches, [](const auto& watch) { return !watch->stream->isOpen(); });
    if (m_isStopping || m_watches.size() >= m_maxWatches) {
        return nullptr;
    }
    // Under the lock announce() takes: an entry stored after `sequence` was read is either in
    // m_latest now or announced after this watch is in the list.
    std::int64_t& latest = m_latest[event];
    latest = std::max(latest, sequence);
    // A watch writes a line per change: 16 KiB unread (over a hundred lines) is a station gone.
    auto watch = std::make_shared<Watch>(
        Watch{event, std::move(who), std::make_shared<net::HttpStream>(16 * 1024), 0, 0});
    sendLine(*watch, latest);
    m_watches.push_back(watch);
    return watch->stream;
}

void HallWatches::announce(const std::string& event, std::int64_t sequence) {
    {
        std::lock_guard lock(m_mutex);
        std::int64_t& latest = m_latest[event];
        latest = std::max(latest, sequence);
        m_hasNews = true;
    }
    m_changed.notify_one();
}

std::size_t HallWatches::size() const {
    std::lock_guard lock(m_mutex);
    std::size_t open = 0;
    for (const auto& watch : m_watches) {
        open += watch->stream->isOpen() ? 1U : 0U;
    }
    return open;
}

void HallWatches::pump() {
    std::unique_lock lock(m_mutex);
    auto nextBeat = RealClock::monotonicNow() + m_heartbeat;
    while (!m_isStopping) {
        m_changed.wait_for(lock, std::max(nextBeat - RealClock::monotonicNow(), 0ms),
                           [this] { return m_isStopping || m_hasNews; });
        if (m_isStopping) {
            break;
        }
        bool isBeat = RealClock::monotonicNow() >= nextBeat;
        if (isBeat) {
            nextBeat = RealClock::monotonicNow() + m_heartbeat;
        }
        m_hasNews = false;
        // Signed and queued off the lock (a few thousand HMACs, some milliseconds): a commit's
        // announce() never waits for them, and a watch opened meanwhile is in the next round.
        std::vector<std::shared_ptr<Watch>> watches = m_watches;
        std::map<std::string, std::int64_t> latest = m_latest;
        lock.unlock();
        std::vector<const Watch*> closed;
        for (const auto& watch : watches) {
            std::int64_t sequence = latest[watch->event];
            if ((isBeat || sequence > watch->sentSequence) && !sendLine(*watch, sequence)) {
                closed.push_back(watch.get());
            }
        }
        lock.lock();
        std::erase_if(m_watches, [&closed](const auto& watch) {
            return std::find(closed.begin(), closed.end(), watch.get()) != closed.end();
        });
    }
    for (const auto& watch : m_watches) {
        watch->stream->end();
    }
    m_watches.clear();
}

void HallWatches::stop() {
    {
        std::lock_guard lock(m_mutex);
        m_isStopping = true;
    }
    m_changed.notify_all();
    if (m_pump.joinable()) {
        m_pump.join();
    }
}

} // namespace renju::arbiter::hall
