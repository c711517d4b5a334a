#include "arbiter/cli/event_context.hpp"

#include "arbiter/cli/batch_answer.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/time/real_clock.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <ostream>
#include <unistd.h>

namespace renju::arbiter::cli {

namespace {

std::string holderDescription(const std::string& actor) {
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    return "renju-arbiter pid " + std::to_string(getpid()) + " on " + host + " (" + actor + ")";
}

} // namespace

app::Instant realInstant() {
    return app::Instant{RealClock::monotonicNow().count(), RealClock::wallClockMilliseconds(),
                        RealClock::bootId()};
}

std::int64_t monotonicMilliseconds() {
    return RealClock::monotonicNow().count();
}

std::unique_ptr<app::EventSession> openEventSession(const std::string& path, bool readOnly,
                                                    const std::string& actor, std::ostream& err) {
    storage::EventLocation location = storage::parseEventLocation(path);
    auto store = storage::openEventStore(location, readOnly, holderDescription(actor),
                                         monotonicMilliseconds);
    if (!readOnly) {
        startEventLog(storage::localEventPath(location));
    }
    std::vector<std::string> notices;
    auto session = app::EventSession::open(std::move(store), realInstant(), actor, notices);
    for (const std::string& notice : notices) {
        err << "notice: " << notice << "\n";
    }
    return session;
}

void EventContext::useSession(app::EventSession* session, bool isBatch) {
    m_session = session;
    m_isBatch = isBatch;
}

void EventContext::fail(const std::string& message) {
    m_err << (m_isBatch ? refusalLine(message) : "error: " + message + "\n");
    m_status = 1;
    ++m_refusals;
}

app::CommandTime EventContext::commandTime() const {
    app::CommandTime time{realInstant(), std::nullopt};
    if (atSeconds) {
        time.syntheticEventMilliseconds = std::llround(*atSeconds * 1000.0);
    }
    return time;
}

std::int64_t EventContext::eventTimeNow(const app::EventSession& session) const {
    app::CommandTime time = commandTime();
    std::int64_t now = time.syntheticEventMilliseconds.value_or(session.eventTimeAt(time.real));
    return std::max(now, session.lastEventTime());
}

void EventContext::report(const app::ExecutedCommand& executed) {
    const app::CommandOutcome& outcome = executed.outcome;
    m_refusals += outcome.isAccepted ? 0 : 1;
    if (m_isBatch) {
        if (outcome.isAccepted) {
            m_out << "ok " << executed.sequence << "\n";
        } else {
            m_out << refusalLine(outcome.message);
        }
        m_out.flush();
        return;
    }
    if (!outcome.isAccepted) {
        m_err << "refused: " << outcome.message << "\n";
        m_status = 1;
        return;
    }
    m_out << outcome.message << "\n";
    for (const std::string& warning : outcome.warnings) {
        m_out << "warning: " << warning << "\n";
    }
    for (const std::string& notice : executed.notices) {
        m_out << notice << "\n";
    }
}

void EventContext::run(const app::Command& command) {
    try {
        if (m_session) {
            report(m_session->execute(command, commandTime()));
            return;
        }
        auto session = openEventSession(eventPath, false, actor, m_err);
        report(session->execute(command, commandTime()));
        session->close(realInstant());
    } catch (const std::exception& error) {
        fail(error.what());
    }
}

void EventContext::create(const app::Command& createCommand) {
    create(std::vector<app::Command>{createCommand});
}

void EventContext::create(const std::vector<app::Command>& commands) {
    bool isAccepted = false;
    storage::EventLocation location;
    try {
        location = storage::parseEventLocation(eventPath);
        auto store =
            storage::createEventStore(location, holderDescription(actor), monotonicMilliseconds);
        std::vector<std::string> notices;
        auto session = app::EventSession::open(std::move(store), realInstant(), actor, notices);
        for (const app::Command& command : commands) {
            app::ExecutedCommand executed = session->execute(command, commandTime());
            isAccepted = executed.outcome.isAccepted;
            report(executed);
            if (!isAccepted) {
                break;
            }
        }
        if (isAccepted) {
            // only an event that exists gets a log beside it
            startEventLog(storage::localEventPath(location));
            session->close(realInstant());
            return;
        }
    } catch (const storage::StorageError& error) {
        fail(error.what());
        return; // the event was not created by this program (or already existed)
    } catch (const std::exception& error) {
        fail(error.what());
    }
    // Nothing half-made stays behind: a refused or failed creation removes the new event.
    storage::removeEmptyEvent(location);
}

void EventContext::runBuilt(
    const std::function<std::optional<app::Command>(const model::EventState&, std::string&)>&
        build) {
    try {
        std::unique_ptr<app::EventSession> owned;
        app::EventSession* session = m_session;
        if (!session) {
            owned = openEventSession(eventPath, false, actor, m_err);
            session = owned.get();
        }
        std::string problem;
        std::optional<app::Command> command = build(session->state(), problem);
        if (!command) {
            m_isBatch ? void(m_out << refusalLine(problem)) : fail(problem);
            m_status = 1;
            m_refusals += m_isBatch ? 1 : 0; // fail() counts the one-shot case
        } else {
            report(session->execute(*command, commandTime()));
        }
        if (owned) {
            owned->close(realInstant());
        }
    } catch (const std::exception& error) {
        fail(error.what());
    }
}

void EventContext::query(
    const std::function<void(const app::EventSession&, std::ostream&)>& query) {
    try {
        if (m_session) {
            m_session->catchUp(); // a station on a server shows what the others entered
            query(*m_session, m_out);
            if (m_isBatch) {
                m_out << "ok\n";
                m_out.flush();
            }
            return;
        }
        auto session = openEventSession(eventPath, true, actor, m_err);
        query(*session, m_out);
    } catch (const std::exception& error) {
        fail(error.what());
    }
}

} // namespace renju::arbiter::cli
