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

struct HallService::OpenEvent {
    std::mutex mutex;
    std::condition_variable changed;
    /// Before the session, which calls it while it replays and executes.
    std::unique_ptr<HallWitness> witness;
    std::unique_ptr<app::EventSession> session;
    /// The request ids answered with an entry, and its sequence.
    std::map<std::string, std::int64_t> answered;
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
    std::map<std::string, std::int64_t> answered;
    session->store().forEachEntry([&answered](const storage::JournalEntry& entry) {
        if (!entry.requestId.empty()) {
            answered[entry.requestId] = entry.sequence;
        }
    });
    for (const std::string& notice : notices) {
        subsystemLogger("hall")->warn("{}: {}", event, notice);
    }
    open.witness = std::move(witness);
    open.answered = std::move(answered);
    open.session = std::move(session);
}

HallService::OpenEvent& HallService::openEvent(const std::string& event) {
    OpenEvent* open = nullptr;
    {
        std::lock_guard lock(m_eventsMutex);
        std::unique_ptr<OpenEvent>& slot = m_events[event];
        if (!slot) {
            slot = std::make_unique<OpenEvent>();
        }
        open = slot.get();
    }
    return *open;
}

CommandAnswer HallService::execute(const CommandRequest& request) {
    std::optional<app::Rights> rights = m_referees.rightsAt(request.event, request.issuer);
    if (!rights) {
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
        return refused("permission denied: " + request.issuer + " may not " +
                       app::commandName(command) + " (" + whatRightsAllow(*rights) + ")");
    }
    OpenEvent& open = openEvent(request.event);
    std::unique_lock lock(open.mutex);
    CommandAnswer answer;
    try {
        if (!open.session) {
            reopen(request.event, open);
        }
    } catch (const HallRefusal& refusal) {
        return refused(refusal.what());
    } catch (const std::exception& error) {
        answer.status = CommandAnswer::Status::Unknown;
        answer.message = std::string("the hall server cannot open the event: ") + error.what();
        return answer;
    }
    if (!request.requestId.empty()) {
        if (auto found = open.answered.find(request.requestId); found != open.answered.end()) {
            answer.status = CommandAnswer::Status::Accepted;
            answer.isRepeat = true;
            answer.sequence = found->second;
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
            open.answered[request.requestId] = executed.sequence;
        }
        open.changed.notify_all();
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
        answer.sequence = found->second;
        answer.message = "saved as entry " + std::to_string(answer.sequence);
        open.changed.notify_all();
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
    OpenEvent& open = openEvent(event);
    std::lock_guard lock(open.mutex);
    if (open.session) {
        throw HallRefusal("the event " + event + " already exists on this hall server");
    }
    reopen(event, open, true);
}

std::size_t HallService::pushEvent(const std::string& event, const std::string& issuer,
                                   const std::vector<storage::JournalEntry>& entries) {
    requireCreator(event, issuer);
    if (!m_importEvent) {
        throw HallRefusal("this hall server does not take pushed events");
    }
    OpenEvent& open = openEvent(event);
    std::lock_guard lock(open.mutex); // no station opens the event while it arrives
    std::string exists = "the event " + event +
                         " already exists on this hall server; push only "
                         "to a new event";
    if (open.session) {
        throw HallRefusal(exists);
    }
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
    subsystemLogger("hall")->info("{} pushed the event {} ({} journal entries)", issuer, event,
                                  entries.size());
    return entries.size();
}

std::vector<storage::JournalEntry>
HallService::entriesAfter(const std::string& event, const std::string& reader, std::int64_t after) {
    requireRights(event, reader);
    OpenEvent& open = openEvent(event);
    std::lock_guard lock(open.mutex);
    if (!open.session) {
        reopen(event, open);
    }
    std::vector<storage::JournalEntry> entries;
    open.session->store().forEachEntryAfter(
        after, [&entries](const storage::JournalEntry& entry) { entries.push_back(entry); });
    return entries;
}

std::int64_t HallService::waitForEntries(const std::string& event, const std::string& reader,
                                         std::int64_t after, std::chrono::milliseconds timeout) {
    requireRights(event, reader);
    OpenEvent& open = openEvent(event);
    std::unique_lock lock(open.mutex);
    if (!open.session) {
        reopen(event, open);
    }
    open.changed.wait_for(lock, timeout, [&] {
        return m_isStopping || !open.session || open.session->appliedSequence() > after;
    });
    return open.session ? open.session->appliedSequence() : after;
}

std::int64_t HallService::eventTimeNow(const std::string& event, const std::string& reader) {
    requireRights(event, reader);
    OpenEvent& open = openEvent(event);
    std::lock_guard lock(open.mutex);
    if (!open.session) {
        reopen(event, open);
    }
    return std::max(open.session->eventTimeAt(m_now()), open.session->lastEventTime());
}

void HallService::wakeAll() {
    m_isStopping = true;
    std::lock_guard lock(m_eventsMutex);
    for (auto& [name, open] : m_events) {
        std::lock_guard eventLock(open->mutex); // a waiter sees the flag, or is woken after
        open->changed.notify_all();
    }
}

} // namespace renju::arbiter::hall
