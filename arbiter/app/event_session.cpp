#include "arbiter/app/event_session.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/logging.hpp"

#include <cstdio>
#include <mutex>
#include <random>
#include <spdlog/spdlog.h>

namespace renju::arbiter::app {

namespace {

/// How many of the other stations' latest entries a session keeps for conflict checks.
constexpr std::size_t kRecentEntries = 512;

/// Returns a new id for a command sent to a hall server: 128 random bits in hex.
std::string newRequestId() {
    static std::mutex mutex;
    static std::random_device device;
    static std::mt19937_64 generator = [] {
        std::seed_seq seeds{device(), device(), device(), device()};
        return std::mt19937_64(seeds);
    }();
    std::lock_guard lock(mutex);
    char text[33];
    std::snprintf(text, sizeof text, "%016llx%016llx", static_cast<unsigned long long>(generator()),
                  static_cast<unsigned long long>(generator()));
    return text;
}

/// Returns who made an entry: the station, and the server's role when it is known.
std::string stationOf(const storage::JournalEntry& entry) {
    return entry.role.empty() ? entry.actor : entry.role + " (" + entry.actor + ")";
}

} // namespace

EventSession::EventSession(std::unique_ptr<storage::EventStore> store, std::string actor)
    : m_store(std::move(store)), m_actor(std::move(actor)) {}

EventSession::~EventSession() = default;

std::unique_ptr<EventSession> EventSession::open(std::unique_ptr<storage::EventStore> store,
                                                 const Instant& now, const std::string& actor,
                                                 std::vector<std::string>& notices,
                                                 CommandWitness* witness) {
    std::unique_ptr<EventSession> session(new EventSession(std::move(store), actor));
    session->m_witness = witness;
    session->m_bootId = now.bootId;
    session->replay();
    if (session->m_store->isShared()) {
        session->followSharedTimeline(); // the server's clock: nothing to recover or record
        return session;
    }
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
    m_appliedSequence = 0;
    bool keepsEntries = m_store->isShared();
    m_store->forEachEntry([this, keepsEntries](const storage::JournalEntry& entry) {
        applyEntry(entry);
        if (keepsEntries) {
            m_entries.push_back(entry);
        }
    });
}

void EventSession::rebuildFromEntries() {
    std::vector<storage::JournalEntry> entries = std::move(m_entries);
    m_application = Application{};
    m_appliedSequence = 0;
    m_lastEventTime = 0;
    for (const storage::JournalEntry& entry : entries) {
        applyEntry(entry);
    }
    m_entries = std::move(entries);
}

std::vector<Effect> EventSession::applyEntry(const storage::JournalEntry& entry) {
    m_appliedSequence = entry.sequence;
    if (entry.kind != storage::EntryKind::Command) {
        return {};
    }
    m_lastEventTime = entry.eventMilliseconds;
    Command command = [&] {
        try {
            return commandFromJson(entry.payload);
        } catch (const CommandFormatError& error) {
            throw JournalError(m_store->name() + ": journal entry " +
                               std::to_string(entry.sequence) + " is unreadable (" + error.what() +
                               ")");
        }
    }();
    m_application.followProgram(entry.program);
    if (m_witness) {
        m_witness->beforeApplying(command, state());
    }
    CommandOutcome outcome = m_application.dispatch(command, entry.eventMilliseconds);
    m_application.followProgram(kProgramVersion);
    if (!outcome.isAccepted) {
        throw JournalError(m_store->name() + ": journal entry " + std::to_string(entry.sequence) +
                           " (" + commandName(command) +
                           ") cannot be replayed: " + outcome.message);
    }
    if (m_witness) {
        m_witness->applied(command, entry.role, state());
    }
    return std::move(outcome.effects);
}

void EventSession::followSharedTimeline() {
    if (std::optional<std::int64_t> offset = m_store->sharedTimelineOffset()) {
        m_offset = *offset;
    }
}

storage::JournalEntry EventSession::makeEntry(storage::EntryKind kind, std::int64_t eventTime,
                                              const Instant& now, const std::string& payload,
                                              const Issuer* issuer) const {
    storage::JournalEntry entry;
    entry.kind = kind;
    entry.eventMilliseconds = eventTime;
    entry.monotonicMilliseconds = now.monotonicMilliseconds;
    entry.wallMilliseconds = now.wallMilliseconds;
    entry.bootId = now.bootId;
    entry.actor = m_actor;
    entry.payload = payload;
    entry.program = kProgramVersion;
    if (issuer) {
        entry.role = issuer->name;
        entry.requestId = issuer->requestId;
    }
    return entry;
}

std::int64_t EventSession::append(storage::EntryKind kind, std::int64_t eventTime,
                                  const Instant& now, const std::string& payload,
                                  const Issuer* issuer) {
    storage::JournalEntry entry = makeEntry(kind, eventTime, now, payload, issuer);
    std::int64_t sequence = m_store->append(entry);
    m_appliedSequence = sequence;
    if (kind == storage::EntryKind::Command) {
        m_lastEventTime = eventTime;
    }
    if (issuer && kind == storage::EntryKind::Command) {
        entry.sequence = sequence;
        rememberRecent(entry); // a hall's stations: one's command checked against another's
    }
    return sequence;
}

CommandOutcome EventSession::dispatchWitnessed(const Command& command, std::int64_t eventTime,
                                               const Issuer* issuer,
                                               const std::function<void()>& takeBack) {
    if (!m_witness) {
        return m_application.dispatch(command, eventTime);
    }
    m_witness->beforeApplying(command, state());
    CommandOutcome outcome = m_application.dispatch(command, eventTime);
    if (!outcome.isAccepted) {
        return outcome;
    }
    std::string refusal = m_witness->refusal(command, issuer ? issuer->name : "", state());
    if (!refusal.empty()) {
        takeBack(); // rare (a referee over another's ruling): the journal is replayed
        CommandOutcome refused;
        refused.message = refusal;
        return refused;
    }
    return outcome;
}

ExecutedCommand EventSession::execute(const Command& command, const CommandTime& time,
                                      std::optional<std::int64_t> basis, const Issuer* issuer) {
    ExecutedCommand executed;
    if (m_store->isReadOnly()) {
        executed.outcome.message = m_store->name() + " is open read-only";
        return executed;
    }
    if (m_store->decidesCommands()) {
        return executeAtServer(command, time, basis.value_or(m_appliedSequence));
    }
    if (m_store->isShared()) {
        return executeShared(command, time, basis.value_or(m_appliedSequence), issuer);
    }
    if (issuer && basis) {
        if (std::string conflict = findConflict(command, *basis); !conflict.empty()) {
            executed.outcome.message = conflict; // a hall's event file: stations' views differ
            return executed;
        }
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
    executed.outcome = dispatchWitnessed(command, eventTime, issuer, [this] {
        m_application = Application{};
        replay();
    });
    if (!executed.outcome.isAccepted) {
        return executed;
    }
    if (time.syntheticEventMilliseconds) {
        // A synthetic time sets the event's clock: real time continues from it.
        m_offset = eventTime - time.real.monotonicMilliseconds;
    }
    try {
        executed.sequence = append(storage::EntryKind::Command, eventTime, time.real,
                                   commandToJson(*executed.outcome.journaled), issuer);
    } catch (const std::exception& error) {
        // A storage failure, or a command that cannot be written: either way nothing is saved.
        subsystemLogger("storage")->error("not saved: {}", error.what());
        // Not durable, so not acknowledged: rebuild the state from what the journal holds.
        m_application = Application{};
        replay();
        executed.outcome.isAccepted = false;
        executed.outcome.message = std::string("not saved, nothing changed: ") + error.what();
        executed.isStoreFailure = true;
        return executed;
    }
    if (m_witness) {
        m_witness->applied(*executed.outcome.journaled, issuer ? issuer->name : "", state());
    }
    subsystemLogger("app")->info("{} #{} by {}: {}", m_store->name(), executed.sequence, m_actor,
                                 describeCommand(*executed.outcome.journaled, state()));
    makeRoundBackups(executed, time.real);
    return executed;
}

void EventSession::makeRoundBackups(ExecutedCommand& executed, const Instant& now) {
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
            m_store->backupRound(effect.round, now.wallMilliseconds, policy);
        for (const auto& file : report.written) {
            executed.notices.push_back("backup written: " + file.string());
        }
        executed.notices.insert(executed.notices.end(), report.problems.begin(),
                                report.problems.end());
    }
}

ExecutedCommand EventSession::executeShared(const Command& command, const CommandTime& time,
                                            std::int64_t basis, const Issuer* issuer) {
    ExecutedCommand executed;
    if (std::string invalid = findInvalidText(command); !invalid.empty()) {
        executed.outcome.message = invalid;
        return executed;
    }
    followSharedTimeline();
    // A command applied but not acknowledged is taken back by replaying the entries this
    // station holds (rare: the server lost mid-append), not by copying the state each time.
    std::optional<storage::JournalEntry> appended;
    std::int64_t eventTime = 0;
    auto decide = [&](const std::vector<storage::JournalEntry>& newer)
        -> std::optional<storage::JournalEntry> {
        applyNewer(newer); // what others committed first: checked against, never lost
        if (std::string conflict = findConflict(command, basis); !conflict.empty()) {
            executed.outcome.message = conflict;
            return std::nullopt;
        }
        // Stations read the server's clock to within a round trip: a command stamped a few
        // milliseconds before the last one is recorded at the last one's time.
        eventTime = time.syntheticEventMilliseconds.value_or(
            std::max(eventTimeAt(time.real), m_lastEventTime));
        if (eventTime < m_lastEventTime) {
            executed.outcome.message = "the event time would go back (to " +
                                       std::to_string(eventTime / 1000) + " s from " +
                                       std::to_string(m_lastEventTime / 1000) + " s)";
            return std::nullopt;
        }
        executed.outcome =
            dispatchWitnessed(command, eventTime, issuer, [this] { rebuildFromEntries(); });
        if (!executed.outcome.isAccepted) {
            return std::nullopt; // a refusal changed nothing
        }
        appended = makeEntry(storage::EntryKind::Command, eventTime, time.real,
                             commandToJson(*executed.outcome.journaled), issuer);
        return appended;
    };
    try {
        executed.sequence = m_store->appendChecked(m_appliedSequence, decide);
    } catch (const std::exception& error) {
        // Not committed (or not known to be): not acknowledged, and not shown as done.
        subsystemLogger("storage")->error("not saved: {}", error.what());
        if (appended) {
            rebuildFromEntries();
        }
        executed.sequence = 0;
        executed.outcome = CommandOutcome{};
        executed.outcome.message = std::string("not saved, nothing changed: ") + error.what();
        executed.isStoreFailure = true;
        return executed;
    }
    if (executed.sequence == 0) {
        return executed; // refused: by the rules, or because the table changed meanwhile
    }
    m_appliedSequence = executed.sequence;
    m_lastEventTime = eventTime;
    appended->sequence = executed.sequence;
    if (issuer) {
        rememberRecent(*appended);
    }
    m_entries.push_back(std::move(*appended));
    if (m_witness) {
        m_witness->applied(*executed.outcome.journaled, issuer ? issuer->name : "", state());
    }
    subsystemLogger("app")->info("{} #{} by {}: {}", m_store->name(), executed.sequence, m_actor,
                                 describeCommand(*executed.outcome.journaled, state()));
    makeRoundBackups(executed, time.real);
    return executed;
}

ExecutedCommand EventSession::executeAtServer(const Command& command, const CommandTime& time,
                                              std::int64_t basis) {
    ExecutedCommand executed;
    if (time.syntheticEventMilliseconds) {
        executed.outcome.message = "the hall server keeps the event's time: a station's own "
                                   "time (--at, @SECONDS) is for event files";
        return executed;
    }
    if (std::string invalid = findInvalidText(command); !invalid.empty()) {
        executed.outcome.message = invalid;
        return executed;
    }
    storage::SubmittedCommand submitted{commandToJson(command), basis, newRequestId(), m_actor};
    storage::CommandAnswer answer = m_store->submit(submitted);
    executed.outcome.warnings = answer.warnings;
    if (answer.status == storage::CommandAnswer::Status::Unknown) {
        executed.isStoreFailure = true;
        executed.outcome.message = "not known whether it was saved: " + answer.message +
                                   "; look at the table before entering it again";
        return executed;
    }
    if (answer.status == storage::CommandAnswer::Status::Refused) {
        executed.outcome.message = answer.message;
        return executed;
    }
    // Accepted: apply what the server stored up to this command (others' entries first).
    std::vector<storage::JournalEntry> newer;
    try {
        m_store->forEachEntryAfter(
            m_appliedSequence, [&newer](const storage::JournalEntry& e) { newer.push_back(e); });
    } catch (const std::exception& error) {
        executed.sequence = answer.sequence; // saved at the server; shown once it is read
        executed.outcome.isAccepted = true;
        executed.outcome.message =
            answer.message + " (saved; not yet read back: " + error.what() + ")";
        return executed;
    }
    for (const storage::JournalEntry& entry : newer) {
        if (entry.sequence != answer.sequence) {
            applyNewer({entry});
            continue;
        }
        executed.outcome.effects = applyEntry(entry);
        m_entries.push_back(entry);
        executed.outcome.journaled = commandFromJson(entry.payload);
    }
    followSharedTimeline();
    executed.sequence = answer.sequence;
    executed.outcome.isAccepted = true;
    executed.outcome.message = answer.message;
    subsystemLogger("app")->info("{} #{} by {}: {}", m_store->name(), executed.sequence, m_actor,
                                 answer.message);
    makeRoundBackups(executed, time.real);
    return executed;
}

void EventSession::applyNewer(const std::vector<storage::JournalEntry>& newer) {
    for (const storage::JournalEntry& entry : newer) {
        if (entry.sequence <= m_appliedSequence) {
            continue;
        }
        std::vector<Effect> effects = applyEntry(entry);
        m_caught.effects.insert(m_caught.effects.end(), effects.begin(), effects.end());
        m_caught.entries.push_back(entry);
        m_entries.push_back(entry);
        rememberRecent(entry);
    }
}

void EventSession::rememberRecent(const storage::JournalEntry& entry) {
    m_recent.push_back(entry);
    if (m_recent.size() > kRecentEntries) {
        m_recent.pop_front();
    }
}

std::string EventSession::findConflict(const Command& command, std::int64_t basis) const {
    std::pair<int, int> table = commandPlace(command);
    if (table.second == 0) {
        return ""; // not about one table: checked again on the latest state, nothing more
    }
    for (const storage::JournalEntry& entry : m_recent) {
        if (entry.sequence <= basis || entry.kind != storage::EntryKind::Command) {
            continue;
        }
        Command other = commandFromJson(entry.payload);
        if (commandPlace(other) != table) {
            continue;
        }
        const auto* game = std::get_if<GameAction>(&other);
        std::string what = game ? game->event + " was entered" : describeCommand(other, state());
        return "table " + std::to_string(table.second) + " changed: " + what + " from " +
               stationOf(entry) + "; look at the table again before entering it";
    }
    return "";
}

void EventSession::followWriterTimeline(const storage::JournalEntry& last) {
    if (last.bootId == m_bootId) {
        // The writer's event time is its monotonic time plus a constant: the same here.
        m_offset = last.eventMilliseconds - last.monotonicMilliseconds;
    }
}

CatchUp EventSession::catchUpFile() {
    CatchUp caught;
    try {
        std::optional<storage::JournalEntry> last = m_store->lastEntry();
        if (last && last->sequence < m_appliedSequence) {
            caught.problem = m_store->name() + " holds " + std::to_string(last->sequence) +
                             " journal entries, fewer than the " +
                             std::to_string(m_appliedSequence) +
                             " read before (restored from a backup?)";
            return caught;
        }
        m_store->forEachEntryAfter(m_appliedSequence, [&](const storage::JournalEntry& entry) {
            std::vector<Effect> effects = applyEntry(entry);
            caught.effects.insert(caught.effects.end(), effects.begin(), effects.end());
            caught.entries.push_back(entry);
        });
        if (!caught.entries.empty()) {
            followWriterTimeline(caught.entries.back());
        } else if (last) {
            followWriterTimeline(*last);
        }
    } catch (const std::exception& error) {
        caught.problem = error.what();
    }
    return caught;
}

CatchUp EventSession::catchUp() {
    if (!m_store->isShared()) {
        return m_store->isReadOnly() ? catchUpFile() : CatchUp{};
    }
    std::string problem;
    try {
        std::vector<storage::JournalEntry> newer;
        m_store->forEachEntryAfter(
            m_appliedSequence, [&newer](const storage::JournalEntry& e) { newer.push_back(e); });
        applyNewer(newer);
        followSharedTimeline();
    } catch (const std::exception& error) {
        problem = error.what();
    }
    CatchUp caught = std::move(m_caught); // with what an execute() applied since the last call
    m_caught = CatchUp{};
    caught.problem = problem.empty() ? m_store->connectionProblem() : problem;
    return caught;
}

bool EventSession::watchJournal(std::function<void()> wake) {
    m_watch = m_store->watch(std::move(wake));
    return m_watch != nullptr;
}

std::string EventSession::connectionProblem() const {
    return m_store->connectionProblem();
}

void EventSession::close(const Instant& now) {
    if (m_isClosed || m_store->isReadOnly() || m_store->isShared()) {
        return;
    }
    append(storage::EntryKind::SessionClose, std::max(eventTimeAt(now), m_lastEventTime), now, "");
    m_isClosed = true;
}

} // namespace renju::arbiter::app
