#include "arbiter/app/event_session.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/logging.hpp"

#include <spdlog/spdlog.h>

namespace renju::arbiter::app {

EventSession::EventSession(std::unique_ptr<storage::EventStore> store, std::string actor)
    : m_store(std::move(store)), m_actor(std::move(actor)) {}

EventSession::~EventSession() = default;

std::unique_ptr<EventSession> EventSession::open(std::unique_ptr<storage::EventStore> store,
                                                 const Instant& now, const std::string& actor,
                                                 std::vector<std::string>& notices) {
    std::unique_ptr<EventSession> session(new EventSession(std::move(store), actor));
    session->replay();
    std::optional<storage::JournalEntry> last = session->m_store->lastEntry();
    if (!last) {
        session->m_offset = 0; // a new event: its timeline is the monotonic clock
    } else {
        bool isSameBoot = last->bootId == now.bootId;
        bool wasClean = last->kind == storage::EntryKind::SessionClose;
        if (isSameBoot && wasClean) {
            session->m_offset = last->eventMilliseconds - last->monotonicMilliseconds;
        } else {
            // Resume the timeline at the last recorded instant: the gap is not counted.
            std::int64_t resumeAt = std::max(last->eventMilliseconds, session->m_lastEventTime);
            session->m_offset = resumeAt - now.monotonicMilliseconds;
            if (!session->isReadOnly()) {
                RecoverSession recover{now.wallMilliseconds - last->wallMilliseconds, !isSameBoot};
                ExecutedCommand executed =
                    session->execute(recover, CommandTime{now, std::nullopt});
                notices.push_back(executed.outcome.message);
            }
        }
    }
    if (!session->isReadOnly()) {
        session->append(storage::EntryKind::SessionOpen, session->eventTimeAt(now), now, "");
    }
    return session;
}

void EventSession::replay() {
    m_store->forEachEntry([this](const storage::JournalEntry& entry) {
        if (entry.kind != storage::EntryKind::Command) {
            return;
        }
        m_lastEventTime = entry.eventMilliseconds;
        Command command = [&] {
            try {
                return commandFromJson(entry.payload);
            } catch (const CommandFormatError& error) {
                throw JournalError(m_store->name() + ": journal entry " +
                                   std::to_string(entry.sequence) + " is unreadable (" +
                                   error.what() + ")");
            }
        }();
        CommandOutcome outcome = m_application.dispatch(command, entry.eventMilliseconds);
        if (!outcome.isAccepted) {
            throw JournalError(m_store->name() + ": journal entry " +
                               std::to_string(entry.sequence) + " (" + commandName(command) +
                               ") cannot be replayed: " + outcome.message);
        }
    });
}

std::int64_t EventSession::append(storage::EntryKind kind, std::int64_t eventTime,
                                  const Instant& now, const std::string& payload) {
    storage::JournalEntry entry;
    entry.kind = kind;
    entry.eventMilliseconds = eventTime;
    entry.monotonicMilliseconds = now.monotonicMilliseconds;
    entry.wallMilliseconds = now.wallMilliseconds;
    entry.bootId = now.bootId;
    entry.actor = m_actor;
    entry.payload = payload;
    entry.program = kProgramVersion;
    std::int64_t sequence = m_store->append(entry);
    if (kind == storage::EntryKind::Command) {
        m_lastEventTime = eventTime;
    }
    return sequence;
}

ExecutedCommand EventSession::execute(const Command& command, const CommandTime& time) {
    ExecutedCommand executed;
    if (m_store->isReadOnly()) {
        executed.outcome.message = m_store->name() + " is open read-only";
        return executed;
    }
    std::int64_t eventTime = time.syntheticEventMilliseconds.value_or(eventTimeAt(time.real));
    if (eventTime < m_lastEventTime) {
        executed.outcome.message = "the event time would go back (to " +
                                   std::to_string(eventTime / 1000) + " s from " +
                                   std::to_string(m_lastEventTime / 1000) + " s)";
        return executed;
    }
    if (std::string invalid = findInvalidText(command); !invalid.empty()) {
        executed.outcome.message = invalid;
        return executed;
    }
    executed.outcome = m_application.dispatch(command, eventTime);
    if (!executed.outcome.isAccepted) {
        return executed;
    }
    if (time.syntheticEventMilliseconds) {
        // A synthetic time sets the event's clock: real time continues from it.
        m_offset = eventTime - time.real.monotonicMilliseconds;
    }
    try {
        executed.sequence = append(storage::EntryKind::Command, eventTime, time.real,
                                   commandToJson(*executed.outcome.journaled));
    } catch (const std::exception& error) {
        // A storage failure, or a command that cannot be written: either way nothing is saved.
        subsystemLogger("storage")->error("not saved: {}", error.what());
        // Not durable, so not acknowledged: rebuild the state from what the journal holds.
        m_application = Application{};
        replay();
        executed.outcome.isAccepted = false;
        executed.outcome.message = std::string("not saved, nothing changed: ") + error.what();
        return executed;
    }
    subsystemLogger("app")->info("{} #{} by {}: {}", m_store->name(), executed.sequence, m_actor,
                                 describeCommand(*executed.outcome.journaled));
    for (const Effect& effect : executed.outcome.effects) {
        if (effect.kind != Effect::Kind::RoundFinished) {
            continue;
        }
        const model::EventSettings& settings = state().settings;
        storage::BackupPolicy policy{settings.keepBackups, std::nullopt};
        if (!settings.backupFolder.empty()) {
            policy.secondFolder = settings.backupFolder;
        }
        storage::BackupReport report =
            m_store->backupRound(effect.round, time.real.wallMilliseconds, policy);
        for (const auto& file : report.written) {
            executed.notices.push_back("backup written: " + file.string());
        }
        executed.notices.insert(executed.notices.end(), report.problems.begin(),
                                report.problems.end());
    }
    return executed;
}

void EventSession::close(const Instant& now) {
    if (m_isClosed || m_store->isReadOnly()) {
        return;
    }
    append(storage::EntryKind::SessionClose, std::max(eventTimeAt(now), m_lastEventTime), now, "");
    m_isClosed = true;
}

} // namespace renju::arbiter::app
