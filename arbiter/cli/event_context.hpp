#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/app/event_session.hpp"

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::cli {

/// How the event commands reach an event. The one-shot command line opens the event for each
/// command (a writer takes the lock; read-only commands do not); `batch` and the GUI keep one
/// session open. The subcommands are defined once and work in both.
class EventContext {
public:
    EventContext(std::ostream& out, std::ostream& err) : m_out(out), m_err(err) {}

    /// The event file (one-shot), from the EVENT argument.
    std::string eventPath;
    /// A synthetic event time in seconds (`--at`, or `@SECONDS` in batch).
    std::optional<double> atSeconds;
    /// Who acts, recorded in the journal ("cli:<name>").
    std::string actor;
    /// Machine-readable output where a command offers it.
    bool isJson = false;

    /// Uses an already open session (batch) instead of opening one per command.
    void useSession(app::EventSession* session, bool isBatch);

    /// Executes a command: prints what happened (batch: `ok K`), or the refusal (exit 1).
    void run(const app::Command& command);
    /// Executes a command built from the current state (e.g. an edit of some fields); the
    /// builder returns nothing and sets the problem when the input is wrong.
    void runBuilt(const std::function<std::optional<app::Command>(const model::EventState&,
                                                                  std::string&)>& build);
    /// Runs a read-only query on the event (opened read-only unless a session is open).
    void query(const std::function<void(const app::EventSession&, std::ostream&)>& query);
    /// Creates the event file and executes its first command.
    void create(const app::Command& createCommand);
    /// Creates the event file and executes `commands` in order (the first creates the event);
    /// when one is refused nothing stays behind: the new event is removed.
    void create(const std::vector<app::Command>& commands);

    /// Returns the event time of now in `session`: `--at` when given, else the real clock on
    /// the event's timeline; never before the last command.
    std::int64_t eventTimeNow(const app::EventSession& session) const;

    std::ostream& out() { return m_out; }
    std::ostream& err() { return m_err; }
    /// Returns the exit status so far: 0, 1 (refused or failed).
    int status() const { return m_status; }
    /// Returns how many commands were refused or failed so far (batch included).
    int refusals() const { return m_refusals; }
    /// Records a failure that is not a refusal (e.g. an unreadable input file).
    void fail(const std::string& message);
    /// Raises the exit status to `status` (a command with its own codes, e.g. 2 for bad input).
    void raiseStatus(int status) { m_status = status > m_status ? status : m_status; }

private:
    app::CommandTime commandTime() const;
    void report(const app::ExecutedCommand& executed);

    std::ostream& m_out;
    std::ostream& m_err;
    app::EventSession* m_session = nullptr;
    bool m_isBatch = false;
    int m_status = 0;
    int m_refusals = 0;
};

/// Returns the current real instant (the one place the CLI reads real time).
app::Instant realInstant();

/// Opens an event for writing or reading, printing recovery notices on `err`; throws the
/// storage and journal errors with their messages.
std::unique_ptr<app::EventSession> openEventSession(const std::string& path, bool readOnly,
                                                    const std::string& actor, std::ostream& err);

} // namespace renju::arbiter::cli
