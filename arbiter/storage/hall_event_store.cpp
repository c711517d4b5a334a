#include "arbiter/storage/hall_event_store.hpp"

#include "arbiter/hall/verifier.hpp"
#include "arbiter/storage/backups.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/journal_json.hpp"

#include <condition_variable>
#include <limits>
#include <nlohmann/json.hpp>
#include <thread>

namespace renju::arbiter::storage {

namespace {

using namespace std::chrono_literals;

/// How long a read or a command may take before the server counts as lost (a try: a command
/// whose answer did not come is sent again, with the same id, within kResendFor).
constexpr auto kRequestTimeout = 3s;
/// How long a push may take: the whole journal goes up and is replayed at the server.
constexpr auto kPushTimeout = 120s;
/// How long a watch hears nothing before it counts its stream as lost and opens another: two
/// of the server's heartbeats (15 s) and some.
constexpr auto kWatchSilence = 35s;
/// How long a command whose answer was lost is sent again (same id) before "not known".
constexpr auto kResendFor = 8s;

std::string commandsTarget(const std::string& event) {
    return "/hall/events/" + urlEncoded(event) + "/commands";
}

/// Reads a page and the offset of the event's time from the local monotonic clock, taking
/// the page as made halfway through the request.
JournalPage readPage(HallConnection& connection, const std::string& event, std::int64_t after,
                     const MonotonicClock& monotonicNow, std::int64_t& offset) {
    std::int64_t sent = monotonicNow();
    std::string body =
        connection.request("GET", hallJournalTarget(event, after), "", kRequestTimeout);
    std::int64_t received = monotonicNow();
    JournalPage page = journalPageFromJson(body);
    offset = page.eventMilliseconds - (sent + received) / 2;
    return page;
}

/// Follows the journal at the server from its own connection and thread: a stream of signed
/// lines, one whenever the journal grows (and a heartbeat), each checked as an answer to the
/// watch's own request and counted (a line dropped, repeated or moved is seen); the station is
/// woken when a line names an entry after the last it read. A stream that breaks or falls
/// silent is opened again a second later, from the last sequence read.
class HallJournalWatch final : public JournalWatch {
public:
    HallJournalWatch(const EventLocation& location, std::int64_t after, MonotonicClock monotonicNow,
                     std::function<void()> onChange)
        : m_location(location), m_after(after), m_monotonicNow(std::move(monotonicNow)),
          m_onChange(std::move(onChange)), m_thread([this] { run(); }) {}
    ~HallJournalWatch() override {
        {
            std::lock_guard lock(m_mutex);
            m_isStopping = true;
            if (m_connection) {
                m_connection->stop(); // ends a wait in flight at once
            }
        }
        m_stopped.notify_all();
        m_thread.join();
    }
    std::string problem() const override {
        std::lock_guard lock(m_mutex);
        return m_problem;
    }

private:
    void run() {
        while (!isStopping()) {
            std::string problem;
            try {
                HallConnection* connection = nullptr;
                {
                    std::lock_guard lock(m_mutex);
                    if (!m_connection) {
                        m_connection = std::make_unique<HallConnection>(m_location);
                    }
                    connection = m_connection.get(); // replaced only by this thread
                }
                std::int64_t expected = 0;
                std::string lineProblem; // thrown here, never through the HTTP client
                connection->stream(hallWatchTarget(m_location.eventName), kWatchSilence,
                                   [&](const std::string& line) {
                                       lineProblem = readLine(line, expected);
                                       if (!lineProblem.empty()) {
                                           return false;
                                       }
                                       clearProblem();
                                       return !isStopping();
                                   });
                if (!lineProblem.empty()) {
                    throw ConnectionLost(lineProblem);
                }
                if (!isStopping()) {
                    throw ConnectionLost("the hall server ended the watch");
                }
            } catch (const std::exception& error) {
                problem = error.what();
                std::lock_guard lock(m_mutex);
                m_connection.reset();
            }
            bool changed = false;
            {
                std::lock_guard lock(m_mutex);
                changed = problem != m_problem;
                m_problem = problem;
            }
            if (changed && !isStopping()) {
                m_onChange();
            }
            if (!problem.empty()) {
                std::unique_lock lock(m_mutex);
                m_stopped.wait_for(lock, 1s, [this] { return m_isStopping; });
            }
        }
    }
    bool isStopping() const {
        std::lock_guard lock(m_mutex);
        return m_isStopping;
    }
    /// Reads a line {"n":N,"sequence":S} (its signature checked already): N must be the next
    /// line's count, and an S beyond what was read wakes the station. Returns what is wrong
    /// with the line, or "".
    std::string readLine(const std::string& line, std::int64_t& expected) {
        nlohmann::json document = nlohmann::json::parse(line, nullptr, false);
        std::int64_t count = -1;
        std::int64_t sequence = 0;
        try {
            count = document.at("n").get<std::int64_t>();
            sequence = document.at("sequence").get<std::int64_t>();
        } catch (const nlohmann::json::exception&) {
            return "the hall server's watch sent a line that cannot be read";
        }
        if (count != expected) {
            return "the hall server's watch lost a line (" + std::to_string(count) +
                   " came after " + std::to_string(expected - 1) + ")";
        }
        ++expected;
        if (sequence > m_after) {
            m_after = sequence;
            m_onChange();
        }
        return "";
    }
    /// The stream answers again: a problem it had is over (the station is told, once).
    void clearProblem() {
        {
            std::lock_guard lock(m_mutex);
            if (m_problem.empty()) {
                return;
            }
            m_problem.clear();
        }
        m_onChange();
    }

    EventLocation m_location;
    std::int64_t m_after;
    MonotonicClock m_monotonicNow;
    std::function<void()> m_onChange;
    mutable std::mutex m_mutex;
    std::condition_variable m_stopped;
    bool m_isStopping = false;
    std::string m_problem;
    std::unique_ptr<HallConnection> m_connection; ///< the watch's own, guarded by m_mutex
    std::thread m_thread;                         ///< last: starts once everything above is ready
};

CommandAnswer answerFromJson(const std::string& text) {
    nlohmann::json body = nlohmann::json::parse(text, nullptr, false);
    CommandAnswer answer;
    try {
        std::string status = body.at("status").get<std::string>();
        answer.status = status == "accepted"  ? CommandAnswer::Status::Accepted
                        : status == "unknown" ? CommandAnswer::Status::Unknown
                                              : CommandAnswer::Status::Refused;
        answer.sequence = body.at("sequence").get<std::int64_t>();
        answer.message = body.at("message").get<std::string>();
        answer.warnings = body.at("warnings").get<std::vector<std::string>>();
        answer.isRepeat = body.at("repeat").get<bool>();
    } catch (const nlohmann::json::exception&) {
        throw StorageError("the hall server's answer to a command cannot be read");
    }
    return answer;
}

} // namespace

std::string hallJournalTarget(const std::string& event, std::int64_t after) {
    return "/hall/events/" + urlEncoded(event) + "/journal?after=" + std::to_string(after);
}

std::string hallWatchTarget(const std::string& event) {
    return "/hall/events/" + urlEncoded(event) + "/watch";
}

HallEventStore::HallEventStore(EventLocation location, bool readOnly, MonotonicClock monotonicNow)
    : m_location(std::move(location)), m_readOnly(readOnly),
      m_monotonicNow(std::move(monotonicNow)) {}

std::unique_ptr<HallEventStore> HallEventStore::open(const EventLocation& location, bool readOnly,
                                                     MonotonicClock monotonicNow) {
    std::unique_ptr<HallEventStore> store(
        new HallEventStore(location, readOnly, std::move(monotonicNow)));
    store->m_connection = std::make_unique<HallConnection>(location);
    // Asks for nothing new: proves the event, the referee's rights and the hall's time.
    store->forEachEntryAfter(std::numeric_limits<std::int64_t>::max() / 2,
                             [](const JournalEntry&) {});
    return store;
}

std::unique_ptr<HallEventStore> HallEventStore::create(const EventLocation& location,
                                                       MonotonicClock monotonicNow) {
    HallConnection connection(location);
    connection.request("POST", "/hall/events/" + urlEncoded(location.eventName) + "/create", "{}",
                       kRequestTimeout);
    return open(location, false, std::move(monotonicNow));
}

void addHallReferee(const EventLocation& location, const std::string& name,
                    const std::string& rights, const std::string& password) {
    HallConnection connection(location);
    std::string body =
        nlohmann::json{{"name", name},
                       {"event", location.eventName},
                       {"rights", rights},
                       {"verifier", hall::verifierText(hall::makeVerifier(password))}}
            .dump();
    connection.request("POST", "/hall/referees", body, kRequestTimeout);
}

std::string hallPushTarget(const std::string& event) {
    return "/hall/events/" + urlEncoded(event) + "/push";
}

std::size_t pushJournalToHall(const EventLocation& location,
                              const std::vector<JournalEntry>& entries) {
    HallConnection connection(location);
    JournalPage page;
    page.entries = entries;
    std::string answer = connection.request("POST", hallPushTarget(location.eventName),
                                            journalPageToJson(page), kPushTimeout);
    nlohmann::json body = nlohmann::json::parse(answer, nullptr, false);
    if (!body.is_object() || !body.contains("pushed") || !body["pushed"].is_number_unsigned()) {
        throw ConnectionLost("the hall server's answer to the push cannot be read");
    }
    return body["pushed"].get<std::size_t>();
}

std::vector<JournalEntry> readHallJournal(const EventLocation& location) {
    HallConnection connection(location);
    return journalPageFromJson(connection.request("GET", hallJournalTarget(location.eventName, 0),
                                                  "", kPushTimeout))
        .entries;
}

void HallEventStore::setProblem(const std::string& problem) const {
    std::lock_guard lock(m_problemMutex);
    m_problem = problem;
}

std::string HallEventStore::connectionProblem() const {
    std::lock_guard lock(m_problemMutex);
    return m_problem;
}

std::int64_t HallEventStore::append(const JournalEntry&) {
    throw StorageError(m_location.display + " is written by its hall server only");
}

void HallEventStore::forEachEntry(const std::function<void(const JournalEntry&)>& visit) const {
    forEachEntryAfter(0, visit);
}

std::optional<JournalEntry> HallEventStore::lastEntry() const {
    std::optional<JournalEntry> last;
    forEachEntryAfter(0, [&last](const JournalEntry& entry) { last = entry; });
    return last;
}

void HallEventStore::forEachEntryAfter(
    std::int64_t after, const std::function<void(const JournalEntry&)>& visit) const {
    JournalPage page;
    {
        std::lock_guard lock(m_connectionMutex);
        try {
            std::int64_t offset = 0;
            page = readPage(*m_connection, m_location.eventName, after, m_monotonicNow, offset);
            m_offset = offset;
        } catch (const ConnectionLost& lost) {
            setProblem(lost.what());
            throw;
        }
    }
    setProblem("");
    if (!page.entries.empty()) {
        m_lastSeen = std::max(m_lastSeen.load(), page.entries.back().sequence);
    }
    for (const JournalEntry& entry : page.entries) {
        visit(entry);
    }
}

void HallEventStore::backupTo(const std::filesystem::path& target) const {
    copyJournalToFile(*this, target, m_location.display);
}

BackupReport HallEventStore::backupRound(int round, std::int64_t wallMilliseconds,
                                         const BackupPolicy& policy) const {
    return backupAfterRound(*this, localEventPath(m_location), round, wallMilliseconds, policy);
}

std::unique_ptr<JournalWatch> HallEventStore::watch(std::function<void()> onChange) const {
    // From what the station read (its session replayed the journal just before).
    return std::make_unique<HallJournalWatch>(m_location, m_lastSeen.load(), m_monotonicNow,
                                              std::move(onChange));
}

CommandAnswer HallEventStore::submit(const SubmittedCommand& command) {
    std::string body = nlohmann::json{
        {"id", command.requestId},
        {"actor", command.actor},
        {"basis", command.basis},
        {"command",
         command.payload}}.dump();
    std::int64_t giveUpAt = m_monotonicNow() + std::chrono::milliseconds(kResendFor).count();
    std::lock_guard lock(m_connectionMutex);
    bool mayHaveArrived = false; // once a try may have reached the server, only it can tell
    for (;;) {
        try {
            CommandAnswer answer = answerFromJson(m_connection->request(
                "POST", commandsTarget(m_location.eventName), body, kRequestTimeout));
            setProblem("");
            if (answer.status != CommandAnswer::Status::Unknown || m_monotonicNow() >= giveUpAt) {
                return answer;
            }
            // The hall could not tell (its database lost): asked again, it is recognised.
            mayHaveArrived = true;
            std::this_thread::sleep_for(1s);
        } catch (const RequestNotSent& notSent) {
            setProblem(notSent.what());
            if (!mayHaveArrived) {
                CommandAnswer answer; // said at once: a station does not wait on a lost server
                answer.message = std::string("not saved, nothing changed: ") + notSent.what();
                return answer;
            }
            if (m_monotonicNow() >= giveUpAt) {
                CommandAnswer unknown;
                unknown.status = CommandAnswer::Status::Unknown;
                unknown.message = notSent.what();
                return unknown;
            }
            std::this_thread::sleep_for(1s);
        } catch (const ConnectionLost& lost) {
            mayHaveArrived = true;
            setProblem(lost.what());
            if (m_monotonicNow() >= giveUpAt) {
                CommandAnswer unknown;
                unknown.status = CommandAnswer::Status::Unknown;
                unknown.message = lost.what();
                return unknown;
            }
            std::this_thread::sleep_for(1s); // the same id again: answered once, whatever
        } catch (const StorageError& refused) {
            CommandAnswer answer;
            answer.message = refused.what();
            return answer;
        }
    }
}

} // namespace renju::arbiter::storage
