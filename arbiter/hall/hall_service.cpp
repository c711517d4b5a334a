#include "arbiter/hall/hall_service.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/hall/event_push.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/storage/journal_copy.hpp"

#include <algorithm>
#include <cctype>
#include <spdlog/spdlog.h>

namespace renju::arbiter::hall {

namespace {

/// A station's id for a command: short, and nothing a log line or a header could be bent by.
constexpr std::size_t kMaxRequestId = 64;
/// A station's name as its audit-log lines show it ("cli:board-7").
constexpr std::size_t kMaxActor = 100;
/// Events open at once: a slot is kept only for an event that opened (one that did not is
/// forgotten at once), so this bounds a hall's memory even against a chief who asks for every
/// name there is.
constexpr std::size_t kMaxEvents = 256;

/// An id is required: without one, a command whose commit was not known could not be told
/// from a new one.
bool isValidRequestId(const std::string& id) {
    return !id.empty() && id.size() <= kMaxRequestId &&
           std::all_of(id.begin(), id.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
           });
}

CommandAnswer refused(std::string message) {
    CommandAnswer answer;
    answer.message = std::move(message);
    return answer;
}

std::string whatRightsAllow(app::Rights rights) {
    return rights == app::Rights::Viewer
               ? "a viewer may only read the event"
               : "a referee plays the tables (games, clocks, results); only the chief arbiter "
                 "may";
}

} // namespace

/// A command stored at a station's request: its entry, and the referee who sent it (a resend
/// is recognised only from them).
struct AnsweredRequest {
    std::int64_t sequence = 0;
    std::string issuer;
};

struct HallService::OpenEvent {
    std::mutex mutex;
    /// Before the session, which calls it while it replays and executes.
    std::unique_ptr<HallWitness> witness;
    std::unique_ptr<app::EventSession> session;
    /// The request ids answered with an entry: its sequence and who sent it.
    std::map<std::string, AnsweredRequest> answered;
};

HallService::HallService(StoreOpener openStore, RefereeBook& referees, InstantSource now,
                         EventImporter importEvent)
    : m_openStore(std::move(openStore)), m_referees(referees), m_now(std::move(now)),
      m_importEvent(std::move(importEvent)) {}

HallService::~HallService() {
    for (auto& [name, open] : m_events) {
        if (open->session) {
            try {
                open->session->close(m_now()); // an event file records a clean close
            } catch (const std::exception& error) {
                subsystemLogger("hall")->error("{}: not closed cleanly: {}", name, error.what());
            }
        }
    }
}

std::optional<app::Rights> HallService::rightsAt(const std::string& event,
                                                 const std::string& name) const {
    return m_referees.rightsAt(event, name);
}

app::Rights HallService::requireRights(const std::string& event, const std::string& name) const {
    std::optional<app::Rights> rights = m_referees.rightsAt(event, name);
    if (!rights) {
        throw HallRefusal("permission denied: " + name + " is not a referee of the event " + event +
                          " on this hall server");
    }
    return *rights;
}

void HallService::reopen(const std::string& event, OpenEvent& open, bool create) {
    open.session.reset(); // closes the store (and its lock) before it is opened again
    open.answered.clear();
    // Built whole before it is used: a reopen that fails half way leaves no session, so that
    // no resent command is taken for new against a partial list of answered ids.
    auto witness = std::make_unique<HallWitness>();
    std::vector<std::string> notices;
    std::unique_ptr<app::EventSession> session = app::EventSession::open(
        m_openStore(event, create), m_now(), "hall", notices, witness.get());
    std::map<std::string, AnsweredRequest> answered;
    session->store().forEachEntry([&answered](const storage::JournalEntry& entry) {
        if (!entry.requestId.empty()) {
            answered[entry.requestId] = {entry.sequence, entry.role};
        }
    });
    for (const std::string& notice : notices) {
        subsystemLogger("hall")->warn("{}: {}", event, notice);
    }
    open.witness = std::move(witness);
    open.answered = std::move(answered);
    open.session = std::move(session);
}

std::shared_ptr<HallService::OpenEvent> HallService::openEvent(const std::string& event) {
    std::lock_guard lock(m_eventsMutex);
    std::shared_ptr<OpenEvent>& slot = m_events[event];
    if (!slot) {
        if (m_events.size() > kMaxEvents) {
            m_events.erase(event);
            throw HallRefusal("the hall server has " + std::to_string(kMaxEvents) +
                              " events open already");
        }
        slot = std::make_shared<OpenEvent>();
    }
    return slot;
}

void HallService::forgetUnopened(const std::string& event) {
    std::lock_guard lock(m_eventsMutex);
    auto found = m_events.find(event);
    if (found == m_events.end()) {
        return;
    }
    // Another request may hold the slot (it keeps it alive: shared); it is dropped only when
    // nothing ever opened in it.
    std::unique_lock eventLock(found->second->mutex, std::try_to_lock);
    if (eventLock.owns_lock() && !found->second->session) {
        eventLock.unlock();
        m_events.erase(found);
    }
}

void HallService::ensureOpen(const std::string& event, OpenEvent& open) {
    if (open.session) {
        return;
    }
    try {
        reopen(event, open);
    } catch (const storage::ConnectionLost&) {
        throw; // the store is lost for now: asked again, it may answer
    } catch (const storage::StorageError& error) {
        // Not there (a PostgreSQL event nobody created, a file that is gone), or not ours to
        // open: a refusal that asking again does not change, never "not known".
        throw HallRefusal(error.what());
    }
}

void HallService::announce(const std::string& event, std::int64_t sequence) const {
    if (m_onAppended) {
        m_onAppended(event, sequence);
    }
}

void HallService::setOnAppended(std::function<void(const std::string&, std::int64_t)> onAppended) {
    m_onAppended = std::move(onAppended);
}

std::optional<CommandAnswer> HallService::earlierAnswer(const CommandRequest& request) {
    if (request.requestId.empty()) {
        return std::nullopt;
    }
    std::shared_ptr<OpenEvent> open;
    try {
        open = openEvent(request.event);
        std::lock_guard lock(open->mutex);
        ensureOpen(request.event, *open);
        auto found = open->answered.find(request.requestId);
        if (found == open->answered.end() || found->second.issuer != request.issuer) {
            return std::nullopt;
        }
        CommandAnswer answer;
        answer.status = CommandAnswer::Status::Accepted;
        answer.isRepeat = true;
        answer.sequence = found->second.sequence;
        answer.message = "saved before as entry " + std::to_string(answer.sequence);
        return answer;
    } catch (const std::exception&) {
        if (open) {
            forgetUnopened(request.event);
        }
        return std::nullopt;
    }
}

CommandAnswer HallService::execute(const CommandRequest& request) {
    std::optional<app::Rights> rights = m_referees.rightsAt(request.event, request.issuer);
    if (!rights) {
        if (std::optional<CommandAnswer> earlier = earlierAnswer(request)) {
            return *earlier; // stored before the rights were taken: a resend changes nothing
        }
        return refused("permission denied: " + request.issuer + " is not a referee of the event " +
                       request.event + " on this hall server");
    }
    if (request.hasStationTime) {
        return refused("the hall server keeps the event's time: a station's own time (--at) is "
                       "not taken on a server event");
    }
    if (!isValidRequestId(request.requestId)) {
        return refused("the command's id must be 1 to 64 letters, digits, '-' or '_'");
    }
    if (request.actor.size() > kMaxActor ||
        std::any_of(request.actor.begin(), request.actor.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
        return refused("the station's name must be up to 100 bytes with no control characters");
    }
    app::Command command;
    try {
        command = app::commandFromJson(request.command);
    } catch (const std::exception& error) {
        return refused(std::string("the command cannot be read: ") + error.what());
    }
    app::Rights needed = app::requiredRights(command);
    if (*rights < needed) {
        if (std::optional<CommandAnswer> earlier = earlierAnswer(request)) {
            return *earlier; // stored before the rights were lowered: a resend changes nothing
        }
        return refused("permission denied: " + request.issuer + " may not " +
                       app::commandName(command) + " (" + whatRightsAllow(*rights) + ")");
    }
    std::shared_ptr<OpenEvent> held;
    try {
        held = openEvent(request.event);
    } catch (const HallRefusal& refusal) {
        return refused(refusal.what());
    }
    OpenEvent& open = *held;
    std::unique_lock lock(open.mutex);
    CommandAnswer answer;
    try {
        ensureOpen(request.event, open);
    } catch (const HallRefusal& refusal) {
        lock.unlock();
        forgetUnopened(request.event);
        return refused(refusal.what());
    } catch (const std::exception& error) {
        lock.unlock();
        forgetUnopened(request.event);
        answer.status = CommandAnswer::Status::Unknown;
        answer.message = std::string("the hall server cannot open the event: ") + error.what();
        return answer;
    }
    if (!request.requestId.empty()) {
        if (auto found = open.answered.find(request.requestId);
            found != open.answered.end() && found->second.issuer == request.issuer) {
            answer.status = CommandAnswer::Status::Accepted;
            answer.isRepeat = true;
            answer.sequence = found->second.sequence;
            answer.message = "saved before as entry " + std::to_string(answer.sequence);
            return answer;
        }
    }
    open.witness->setIssuerIsChief(*rights == app::Rights::Chief);
    app::Issuer issuer{request.issuer, request.requestId};
    app::EventSession& session = *open.session;
    session.setActor(request.actor.empty() ? "station" : request.actor);
    app::ExecutedCommand executed =
        session.execute(command, app::CommandTime{m_now(), std::nullopt}, request.basis, &issuer);
    answer.message = executed.outcome.message;
    answer.warnings = executed.outcome.warnings;
    answer.warnings.insert(answer.warnings.end(), executed.notices.begin(), executed.notices.end());
    if (executed.sequence > 0) {
        answer.status = CommandAnswer::Status::Accepted;
        answer.sequence = executed.sequence;
        if (!request.requestId.empty()) {
            open.answered[request.requestId] = {executed.sequence, request.issuer};
        }
        announce(request.event, executed.sequence);
        return answer;
    }
    if (!executed.isStoreFailure || !session.store().isShared()) {
        return answer; // refused (the rules, the rights), or an event file that could not be
                       // written: nothing was stored
    }
    // The database was lost: the command may have been committed. Learn from the journal.
    try {
        reopen(request.event, open);
    } catch (const std::exception& error) {
        open.session.reset();
        answer.status = CommandAnswer::Status::Unknown;
        answer.message = "not known whether it was saved: the hall's database cannot be read (" +
                         std::string(error.what()) + "); send it again, it is recognised";
        return answer;
    }
    if (auto found = open.answered.find(request.requestId);
        !request.requestId.empty() && found != open.answered.end()) {
        answer.status = CommandAnswer::Status::Accepted;
        answer.sequence = found->second.sequence;
        answer.message = "saved as entry " + std::to_string(answer.sequence);
        announce(request.event, answer.sequence);
        return answer;
    }
    answer.status = CommandAnswer::Status::Refused;
    return answer; // the journal does not hold it: "not saved, nothing changed" is true
}

void HallService::requireCreator(const std::string& event, const std::string& issuer) const {
    if (m_referees.rightsAt("", issuer) != app::Rights::Chief) {
        throw HallRefusal("permission denied: only a chief arbiter of the hall creates or pushes "
                          "events");
    }
    if (event.empty() || event.size() > 200) {
        throw HallRefusal("an event's name has 1 to 200 characters");
    }
}

void HallService::createEvent(const std::string& event, const std::string& issuer) {
    requireCreator(event, issuer);
    std::shared_ptr<OpenEvent> open = openEvent(event);
    std::unique_lock lock(open->mutex);
    if (open->session) {
        throw HallRefusal("the event " + event + " already exists on this hall server");
    }
    try {
        reopen(event, *open, true);
    } catch (const std::exception&) {
        lock.unlock();
        forgetUnopened(event);
        throw;
    }
}

template <class Read>
auto HallService::readOpen(const std::string& event, const std::string& reader, Read&& read) {
    requireRights(event, reader);
    std::shared_ptr<OpenEvent> open = openEvent(event);
    std::unique_lock lock(open->mutex);
    try {
        ensureOpen(event, *open);
    } catch (const std::exception&) {
        lock.unlock();
        forgetUnopened(event);
        throw;
    }
    return read(*open, lock);
}

std::size_t HallService::pushEvent(const std::string& event, const std::string& issuer,
                                   const std::vector<storage::JournalEntry>& entries) {
    requireCreator(event, issuer);
    if (!m_importEvent) {
        throw HallRefusal("this hall server does not take pushed events");
    }
    std::shared_ptr<OpenEvent> open = openEvent(event);
    std::unique_lock lock(open->mutex); // no station opens the event while it arrives
    std::string exists = "the event " + event +
                         " already exists on this hall server; push only "
                         "to a new event";
    if (open->session) {
        throw HallRefusal(exists);
    }
    // The slot stays unopened either way (the first station's read opens the pushed event):
    // dropped at once, so that refused pushes do not fill the server's memory.
    try {
        subsystemLogger("hall")->info("{} pushes the event {} ({} journal entries): replaying it",
                                      issuer, event, entries.size());
        if (std::string problem = replayProblem(entries); !problem.empty()) {
            throw HallRefusal("not pushed, nothing stored: " + problem);
        }
        try {
            m_importEvent(event, entries);
        } catch (const storage::TargetExists&) {
            throw HallRefusal(exists);
        } catch (const storage::ConnectionLost&) {
            throw; // the database was lost: whether it committed is not known here
        } catch (const storage::StorageError& error) {
            throw HallRefusal(std::string("not pushed, nothing stored: ") + error.what());
        }
    } catch (const std::exception&) {
        lock.unlock();
        forgetUnopened(event);
        throw;
    }
    lock.unlock();
    forgetUnopened(event);
    subsystemLogger("hall")->info("{} pushed the event {} ({} journal entries)", issuer, event,
                                  entries.size());
    return entries.size();
}

std::vector<storage::JournalEntry>
HallService::entriesAfter(const std::string& event, const std::string& reader, std::int64_t after) {
    return readOpen(event, reader, [after](OpenEvent& open, std::unique_lock<std::mutex>&) {
        std::vector<storage::JournalEntry> entries;
        open.session->store().forEachEntryAfter(
            after, [&entries](const storage::JournalEntry& entry) { entries.push_back(entry); });
        return entries;
    });
}

std::int64_t HallService::lastSequence(const std::string& event, const std::string& reader) {
    return readOpen(event, reader, [](OpenEvent& open, std::unique_lock<std::mutex>&) {
        return open.session->appliedSequence();
    });
}

std::int64_t HallService::eventTimeNow(const std::string& event, const std::string& reader) {
    return readOpen(event, reader, [this](OpenEvent& open, std::unique_lock<std::mutex>&) {
        return std::max(open.session->eventTimeAt(m_now()), open.session->lastEventTime());
    });
}

std::size_t HallService::openEvents() const {
    std::lock_guard lock(m_eventsMutex);
    return m_events.size();
}

} // namespace renju::arbiter::hall
