#pragma once

#include "arbiter/app/application.hpp"
#include "arbiter/storage/event_store.hpp"

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// The program and version written with every journal entry.
inline constexpr const char* kProgramVersion = "renju-arbiter " RENJU_ARBITER_VERSION;

/// A real instant as the one time-reading unit of arbiter/ reports it.
struct Instant {
    std::int64_t monotonicMilliseconds = 0;
    std::int64_t wallMilliseconds = 0;
    std::string bootId;
};

/// When a command happens: at a real instant, or at a synthetic event time for scripts and
/// tests (`--at SECONDS`, `@SECONDS` in batch), with the real instant still recorded.
struct CommandTime {
    Instant real;
    std::optional<std::int64_t> syntheticEventMilliseconds;
};

/// The answer to an executed command: the application's outcome, and the journal sequence
/// number once it is durable.
struct ExecutedCommand {
    CommandOutcome outcome;
    std::int64_t sequence = 0;
    /// Backup files written and problems met (after a round finished).
    std::vector<std::string> notices;
    /// True when the application accepted the command but the store failed while saving it:
    /// on a server, it may have been committed all the same (the connection lost at COMMIT).
    bool isStoreFailure = false;
};

/// What catchUp() reports: the entries other stations appended that this session applied
/// since the last call (by catchUp() itself, or while checking a command of its own), the
/// effects of those commands (a claim calls the referee, a game ended), and why the server
/// could not be read when it could not.
struct CatchUp {
    std::vector<storage::JournalEntry> entries;
    std::vector<Effect> effects;
    std::string problem;
};

/// What a hall server checks and keeps beside the application, by the parsed command and the
/// state it acts on (never the command's text): told of every command entry applied (replayed
/// from the journal, or new), and asked whether a new command the application accepted may be
/// stored.
class CommandWitness {
public:
    virtual ~CommandWitness() = default;
    /// Called just before a command is applied to `state`.
    virtual void beforeApplying(const Command& command, const model::EventState& state) = 0;
    /// Called once the application accepted a new command by `issuer`: returns why it may not
    /// be stored ("" when it may); a refusal takes the command back.
    virtual std::string refusal(const Command& command, const std::string& issuer,
                                const model::EventState& after) = 0;
    /// Called once a command entry by `issuer` is applied and in the journal.
    virtual void applied(const Command& command, const std::string& issuer,
                         const model::EventState& after) = 0;
};

/// Who issued a command at a hall server: the referee it authenticated and the id the station
/// chose for the command (stored with the entry).
struct Issuer {
    std::string name;
    std::string requestId;
};

/// An open event: the application rebuilt from the journal, and (for a writer) the journal
/// that every accepted command is appended to before it is acknowledged.
///
/// A shared journal (an event on a server) is written by several stations at once: a command
/// is checked on the latest journal inside the append transaction (what others appended
/// meanwhile is applied first), and refused when another station changed the same table
/// since the state the command was entered on. The session applies others' entries in
/// catchUp(), which a station calls when watchJournal()'s callback fires (LISTEN/NOTIFY, on
/// another thread) and before it reads the state for a query. The event time is then the
/// server's clock, the same at every station; no session entries or recovery are journaled,
/// since one station closing or crashing does not stop the hall.
///
/// Event time: the clocks run on the event's own timeline, which continues across sessions.
/// After a clean close in the same boot it keeps running (clocks ran while the program was
/// closed); after an unclean shutdown or a reboot it resumes at the last recorded instant and
/// a RecoverSession command pauses the clocks that were running, reporting the gap.
class EventSession {
public:
    /// Opens a session: replays the journal; a writer records its opening (and a recovery when
    /// due). `notices` receives what the arbiter must be told. Throws StorageError or
    /// JournalError.
    static std::unique_ptr<EventSession> open(std::unique_ptr<storage::EventStore> store,
                                              const Instant& now, const std::string& actor,
                                              std::vector<std::string>& notices,
                                              CommandWitness* witness = nullptr);
    ~EventSession();
    EventSession(const EventSession&) = delete;
    EventSession& operator=(const EventSession&) = delete;

    /// Checks, applies and journals a command; acknowledged (sequence > 0) only once durable.
    /// `basis` is the journal sequence of the state the command was entered on (what the
    /// station showed; by default the state now): on a shared journal, a command about a table
    /// that another station changed after `basis` is refused with what changed.
    /// At a hall server, `issuer` names who issued it (journaled with it) and the witness
    /// given to open() may refuse it.
    ExecutedCommand execute(const Command& command, const CommandTime& time,
                            std::optional<std::int64_t> basis = std::nullopt,
                            const Issuer* issuer = nullptr);
    /// Applies what other stations appended (a shared journal), or what the file's writer
    /// appended (a file opened read-only beside it; nothing for a file's writer), and returns
    /// everything of theirs applied since the last call. A reader of a file also follows the
    /// writer's timeline (the event time of its last entry in this boot), so that its clocks
    /// run as the writer's do. Never throws: a lost server, or a file that no longer holds
    /// what was read (restored from a backup), is told in `problem`.
    CatchUp catchUp();
    /// Starts watching a shared journal: `wake` is called on another thread whenever
    /// catchUp() has something to do (entries appended elsewhere, the server lost or found
    /// again); until the session is destroyed. Returns false for a journal no one else writes.
    bool watchJournal(std::function<void()> wake);
    /// Returns why commands cannot be saved now (the server is lost), or "".
    std::string connectionProblem() const;
    /// Returns the journal sequence the state is built from (the last entry applied).
    std::int64_t appliedSequence() const { return m_appliedSequence; }
    /// Records a clean close (writers); the session stays readable.
    void close(const Instant& now);
    /// Sets who the commands executed from now on are journaled as ("gui:Kadri Kuusk").
    void setActor(std::string actor) { m_actor = std::move(actor); }
    /// Returns who the commands are journaled as.
    const std::string& actor() const { return m_actor; }

    const Application& application() const { return m_application; }
    const model::EventState& state() const { return m_application.state(); }
    const storage::EventStore& store() const { return *m_store; }
    bool isReadOnly() const { return m_store->isReadOnly(); }
    /// Returns the event time of a real instant in this session.
    std::int64_t eventTimeAt(const Instant& now) const {
        return now.monotonicMilliseconds + m_offset;
    }
    /// Returns the event time of the last command (clocks never see time go back).
    std::int64_t lastEventTime() const { return m_lastEventTime; }
    /// The instant to journal a command stamped at `stamped` (a clock button read on its own
    /// thread, executed at the next frame): `stamped`, unless a command journaled since is
    /// later; then `now`, so that the press is recorded a frame late rather than refused.
    Instant instantNotBeforeLast(const Instant& stamped, const Instant& now) const {
        return eventTimeAt(stamped) < m_lastEventTime ? now : stamped;
    }

private:
    EventSession(std::unique_ptr<storage::EventStore> store, std::string actor);
    void replay();
    /// Applies one journal entry to the state and returns its command's effects; throws
    /// JournalError when it cannot be applied.
    std::vector<Effect> applyEntry(const storage::JournalEntry& entry);
    /// Rebuilds the state from the entries a shared session holds (a command was applied but
    /// not acknowledged).
    void rebuildFromEntries();
    storage::JournalEntry makeEntry(storage::EntryKind kind, std::int64_t eventTime,
                                    const Instant& now, const std::string& payload,
                                    const Issuer* issuer = nullptr) const;
    std::int64_t append(storage::EntryKind kind, std::int64_t eventTime, const Instant& now,
                        const std::string& payload, const Issuer* issuer = nullptr);
    /// Dispatches a new command at `eventTime`, with the witness's checks (a refusal of the
    /// witness is taken back by `takeBack`).
    CommandOutcome dispatchWitnessed(const Command& command, std::int64_t eventTime,
                                     const Issuer* issuer, const std::function<void()>& takeBack);
    /// execute() at a hall server: sends the command, then applies what the server stored.
    ExecutedCommand executeAtServer(const Command& command, const CommandTime& time,
                                    std::int64_t basis);
    /// execute() on a journal several stations write.
    ExecutedCommand executeShared(const Command& command, const CommandTime& time,
                                  std::int64_t basis, const Issuer* issuer);
    /// Applies others' entries handed over by the store; remembers them for conflict checks.
    void applyNewer(const std::vector<storage::JournalEntry>& newer);
    /// Keeps an entry for conflict checks (others' entries; at a hall server, every station's).
    void rememberRecent(const storage::JournalEntry& entry);
    /// Returns why `command` conflicts with an entry applied after `basis`, or "".
    std::string findConflict(const Command& command, std::int64_t basis) const;
    void makeRoundBackups(ExecutedCommand& executed, const Instant& now);
    void followSharedTimeline();
    /// catchUp() for a file opened read-only beside its writer.
    CatchUp catchUpFile();
    /// Takes the timeline of the file's writer from its entry `last` (in this boot).
    void followWriterTimeline(const storage::JournalEntry& last);

    std::unique_ptr<storage::EventStore> m_store;
    std::string m_actor;
    CommandWitness* m_witness = nullptr;
    /// The boot this session was opened in (a reader follows a writer of the same boot).
    std::string m_bootId;
    Application m_application;
    std::int64_t m_offset = 0;
    std::int64_t m_lastEventTime = 0;
    std::int64_t m_appliedSequence = 0;
    /// A shared journal's entries as this station applied them (to take back a command that
    /// was applied but not acknowledged); empty for a file.
    std::vector<storage::JournalEntry> m_entries;
    /// What others appended and this session applied since the last catchUp() call.
    CatchUp m_caught;
    /// Entries other stations appended that this session applied lately (conflict checks).
    std::deque<storage::JournalEntry> m_recent;
    bool m_isClosed = false;
    std::unique_ptr<storage::JournalWatch> m_watch; ///< after m_store: stops before it closes
};

/// A journal that cannot be replayed (a damaged entry, or one this program cannot apply).
class JournalError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace renju::arbiter::app
