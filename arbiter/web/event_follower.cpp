#include "arbiter/web/event_follower.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

namespace renju::arbiter::web {

namespace {

app::Instant realInstant() {
    return app::Instant{RealClock::monotonicNow().count(), RealClock::wallClockMilliseconds(),
                        RealClock::bootId()};
}

std::int64_t monotonicMilliseconds() {
    return RealClock::monotonicNow().count();
}

/// Returns the places of the commands in `entries` (round, table).
std::vector<std::pair<int, int>> placesOf(const std::vector<storage::JournalEntry>& entries) {
    std::vector<std::pair<int, int>> places;
    for (const storage::JournalEntry& entry : entries) {
        if (entry.kind != storage::EntryKind::Command) {
            continue;
        }
        try {
            places.push_back(app::commandPlace(app::commandFromJson(entry.payload)));
        } catch (const std::exception&) {
            places.emplace_back(0, 0); // applied, so readable; said as "anything" if not
        }
    }
    std::sort(places.begin(), places.end());
    places.erase(std::unique(places.begin(), places.end()), places.end());
    return places;
}

} // namespace

std::int64_t eventTimeNow(const app::EventSession& session) {
    return std::max(session.eventTimeAt(realInstant()), session.lastEventTime());
}

EventFollower::EventFollower(const std::string& event,
                             std::function<void(const JournalChange&)> onChange)
    : m_location(storage::parseEventLocation(event)), m_onChange(std::move(onChange)) {
    m_identity = fileIdentity();
    m_session = openSession();
    keepTimeline();
    m_thread = std::thread([this] { run(); });
}

EventFollower::~EventFollower() {
    {
        std::lock_guard lock(m_wakeMutex);
        m_isStopping = true;
    }
    m_wakeSignal.notify_all();
    m_thread.join();
    std::unique_lock lock(m_stateMutex);
    m_session.reset(); // stops its watch, which may still call wake() until then
}

std::unique_ptr<app::EventSession> EventFollower::openSession() {
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    std::string holder = "renju-arbiter serve, pid " + std::to_string(getpid()) + " on " + host;
    auto store = storage::openEventStore(m_location, true, holder, monotonicMilliseconds);
    std::vector<std::string> notices;
    auto session = app::EventSession::open(std::move(store), realInstant(), "serve", notices);
    session->catchUp(); // a file's reader takes its writer's timeline
    session->watchJournal([this] { wake(); });
    return session;
}

std::uint64_t EventFollower::fileIdentity() const {
    struct stat info {};
    if (m_location.isServer() || stat(m_location.path.c_str(), &info) != 0) {
        return 0;
    }
    return static_cast<std::uint64_t>(info.st_ino);
}

void EventFollower::read(const std::function<void(const FollowedEvent&)>& read) const {
    std::shared_lock lock(m_stateMutex);
    read(FollowedEvent{m_session->state(), eventTimeNow(*m_session), m_session->appliedSequence(),
                       m_problem});
}

void EventFollower::keepTimeline() {
    m_timelineOffset = m_session->eventTimeAt(app::Instant{0, 0, ""});
    m_lastEventTime = m_session->lastEventTime();
}

std::int64_t EventFollower::now() const {
    return std::max(RealClock::monotonicNow().count() + m_timelineOffset.load(),
                    m_lastEventTime.load());
}

std::int64_t EventFollower::sequence() const {
    std::shared_lock lock(m_stateMutex);
    return m_session->appliedSequence();
}

void EventFollower::wake() {
    {
        std::lock_guard lock(m_wakeMutex);
        m_isWoken = true;
    }
    m_wakeSignal.notify_one();
}

void EventFollower::run() {
    for (;;) {
        {
            std::unique_lock lock(m_wakeMutex);
            m_wakeSignal.wait(lock, [this] { return m_isWoken || m_isStopping; });
            if (m_isStopping) {
                return;
            }
            m_isWoken = false;
        }
        if (std::optional<JournalChange> change = followOnce()) {
            m_onChange(*change);
        }
    }
}

std::optional<JournalChange> EventFollower::followOnce() {
    if (!m_location.isServer() && fileIdentity() != m_identity) {
        if (!reopen()) {
            return std::nullopt;
        }
        return JournalChange{sequence(), {}, true};
    }
    app::CatchUp caught;
    std::string previousProblem;
    std::int64_t sequenceNow = 0;
    {
        std::unique_lock lock(m_stateMutex);
        caught = m_session->catchUp();
        keepTimeline();
        previousProblem = m_problem;
        m_problem = caught.problem;
        sequenceNow = m_session->appliedSequence();
    }
    if (!caught.problem.empty() && !m_location.isServer()) {
        // The file no longer holds what was read: read it again from the start.
        return reopen() ? std::optional(JournalChange{sequence(), {}, true}) : std::nullopt;
    }
    if (caught.problem != previousProblem) {
        return JournalChange{sequenceNow, {}, true};
    }
    if (caught.entries.empty()) {
        return std::nullopt;
    }
    return JournalChange{sequenceNow, placesOf(caught.entries), false};
}

bool EventFollower::reopen() {
    std::unique_ptr<app::EventSession> fresh;
    std::string problem;
    std::uint64_t identity = fileIdentity();
    try {
        fresh = openSession();
    } catch (const std::exception& error) {
        problem = std::string("the event cannot be read now: ") + error.what();
    }
    std::unique_ptr<app::EventSession> old;
    {
        std::unique_lock lock(m_stateMutex);
        if (!fresh) {
            m_problem = problem; // the last state stays served, with the reason
            return false;
        }
        old = std::exchange(m_session, std::move(fresh));
        m_problem.clear();
        m_identity = identity;
        keepTimeline();
    }
    return true; // `old` closes here, outside the lock (its watch thread joins)
}

} // namespace renju::arbiter::web
