#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/hall/hall_witness.hpp"
#include "arbiter/hall/referee_book.hpp"
#include "arbiter/storage/event_store.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::hall {

/// A command as a station sends it to the hall server, with who sent it as the server
/// authenticated them.
struct CommandRequest {
    std::string event;
    /// The referee the server authenticated (never a name the station wrote in the command).
    std::string issuer;
    /// The station's id for the command (its resend is answered with the first outcome).
    std::string requestId;
    /// The station, as its audit-log lines name it ("cli:board-7").
    std::string actor;
    /// The command as the journal keeps it (JSON).
    std::string command;
    /// The journal sequence of the state the station showed when the command was entered.
    std::optional<std::int64_t> basis;
    /// True when the station set the time itself (`--at`): the hall keeps its own.
    bool hasStationTime = false;
};

/// The hall server's answer (the station reads the same type).
using CommandAnswer = storage::CommandAnswer;

/// Opens an event's journal for the hall server to write (its own storage account), creating
/// an empty one when `create` is set (refused when it exists); throws HallRefusal for an event
/// the hall does not have.
using StoreOpener =
    std::function<std::unique_ptr<storage::EventStore>(const std::string& event, bool create)>;
/// Stores a whole journal as the new event `event`, all or nothing (a failure or a crash at any
/// point leaves no event, or the whole one); throws storage::TargetExists when the event exists,
/// StorageError when it cannot be stored.
using EventImporter = std::function<void(const std::string& event,
                                         const std::vector<storage::JournalEntry>& entries)>;
/// Reads the real instant now (the hall's clock: every command is stamped with it).
using InstantSource = std::function<app::Instant()>;

/// A refusal to read or write an event (not a referee there, no such event).
class HallRefusal : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The hall server's one authority: every station's command is checked here once, against the
/// event's real state, by the application's dispatch, and stored only when it may be: the
/// issuer's rights at the event (by the command kind's declared rights), another referee's
/// ruling (by what the command does to the table), the hall's clock (a station's own time is
/// refused), and the rules (a command the application refuses is never stored, so the journal
/// always replays). Transport-free: the HTTP front and tests call it alike.
class HallService {
public:
    /// `importEvent` stores pushed journals (none: a push is refused).
    HallService(StoreOpener openStore, RefereeBook& referees, InstantSource now,
                EventImporter importEvent = {});
    ~HallService();
    HallService(const HallService&) = delete;
    HallService& operator=(const HallService&) = delete;

    /// Checks and, when it may, stores a command.
    CommandAnswer execute(const CommandRequest& request);
    /// Creates an empty event (a chief arbiter of every event only); throws HallRefusal or
    /// StorageError.
    void createEvent(const std::string& event, const std::string& issuer);
    /// Stores a whole journal (`event push`) as the new event `event` (a chief arbiter of every
    /// event only), all or nothing, once every entry replays by the application's dispatch;
    /// returns the entries stored. Throws HallRefusal (no rights, the event exists, an entry that
    /// does not replay: named with why) with nothing stored, or ConnectionLost when the hall's
    /// database was lost while storing it (not known whether it was stored, whole).
    std::size_t pushEvent(const std::string& event, const std::string& issuer,
                          const std::vector<storage::JournalEntry>& entries);
    /// Returns the entries after sequence `after`, for anyone with rights at the event; throws
    /// HallRefusal (not a referee there), StorageError or JournalError.
    std::vector<storage::JournalEntry> entriesAfter(const std::string& event,
                                                    const std::string& reader, std::int64_t after);
    /// Returns the event's last sequence, for anyone with rights at the event (where a watch
    /// starts); throws as entriesAfter().
    std::int64_t lastSequence(const std::string& event, const std::string& reader);
    /// Returns the event's time now on the hall's clock (ms).
    std::int64_t eventTimeNow(const std::string& event, const std::string& reader);
    /// Returns the rights of `name` at `event`, or nothing.
    std::optional<app::Rights> rightsAt(const std::string& event, const std::string& name) const;
    /// Returns how many events the service keeps a slot for (each one that opened).
    std::size_t openEvents() const;
    /// Calls `onAppended(event, sequence)` after each entry is stored (on the storing thread,
    /// with the event held: it must only record and wake). Set before the first command.
    void setOnAppended(std::function<void(const std::string&, std::int64_t)> onAppended);

private:
    struct OpenEvent;
    /// Returns the event's slot, held by the caller (a slot is kept only for an event that
    /// opened: see forgetUnopened()); throws HallRefusal when kMaxEvents are open.
    std::shared_ptr<OpenEvent> openEvent(const std::string& event);
    /// Opens the event in its slot when it is not (held by the caller); throws HallRefusal for
    /// an event that is not there (no such event), StorageError when its store is lost.
    void ensureOpen(const std::string& event, OpenEvent& open);
    /// Drops the slot of an event that did not open, so that names asked for and never found
    /// do not fill the server's memory.
    void forgetUnopened(const std::string& event);
    /// Runs `read(open, lock)` on the event, open and held, for a reader with rights there;
    /// throws HallRefusal (no rights, no such event), StorageError or JournalError.
    template <class Read>
    auto readOpen(const std::string& event, const std::string& reader, Read&& read);
    /// Reopens an event after its store failed, to learn what it holds.
    void reopen(const std::string& event, OpenEvent& open, bool create = false);
    app::Rights requireRights(const std::string& event, const std::string& name) const;
    /// Throws HallRefusal unless `issuer` may make the new event `event` (created or pushed).
    void requireCreator(const std::string& event, const std::string& issuer) const;
    /// Returns the first outcome of a command the issuer sent before with the same id (stored
    /// then): a resend changes nothing, so it is answered even after the issuer's rights were
    /// taken away; nothing for a new command (or an event that cannot be opened).
    std::optional<CommandAnswer> earlierAnswer(const CommandRequest& request);
    /// Tells the watcher of appends that `event` reached `sequence`.
    void announce(const std::string& event, std::int64_t sequence) const;

    StoreOpener m_openStore;
    RefereeBook& m_referees;
    InstantSource m_now;
    EventImporter m_importEvent;
    std::function<void(const std::string&, std::int64_t)> m_onAppended;
    mutable std::mutex m_eventsMutex;
    std::map<std::string, std::shared_ptr<OpenEvent>> m_events;
};

} // namespace renju::arbiter::hall
