// `event push FILE URI`, `event pull URI FILE` and `referee add URI NAME`: moving an event
// between a file and a server, and the referees' accounts on the server.
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/state_digest.hpp"
#include "arbiter/storage/entry_list_store.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/hall_event_store.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"

#include <fstream>
#include <memory>
#include <tuple>

namespace renju::arbiter::cli {

namespace {

std::int64_t monotonicNow() {
    return RealClock::monotonicNow().count();
}

/// Replays a store into a read-only session and returns its digest at `eventTime` (or at its
/// last command when none is given), and the event time used.
std::pair<std::string, std::int64_t> replayedDigest(std::unique_ptr<storage::EventStore> store,
                                                    std::optional<std::int64_t> eventTime) {
    std::vector<std::string> notices;
    auto session = app::EventSession::open(std::move(store), realInstant(), "check", notices);
    std::int64_t at = eventTime.value_or(session->lastEventTime());
    return {stateDigest(session->state(), at), at};
}

void checkSameState(const std::string& from, const std::string& to, const std::string& fromName,
                    const std::string& toName) {
    if (std::string difference = firstDifference(from, to); !difference.empty()) {
        throw storage::StorageError(toName + " does not replay to the same state as " + fromName +
                                    " (first difference, line " + difference + ")");
    }
}

/// Returns the digest of `entries` replayed at `eventTime` (the hall's journal as pushed,
/// without what the hall appended after it when it opened the event).
std::string entriesDigest(std::vector<storage::JournalEntry> entries, const std::string& name,
                          std::int64_t eventTime) {
    return replayedDigest(std::make_unique<storage::EntryListStore>(std::move(entries), name),
                          eventTime)
        .first;
}

/// Pushes to a hall server: the whole journal in one request, checked (the hall decides: a
/// journal that does not replay is refused there, naming the entry) and stored there all or
/// nothing; then the hall's journal is read back, replayed and compared with the file's.
std::size_t pushToHall(const std::vector<storage::JournalEntry>& entries,
                       const storage::EventLocation& target, const std::string& file) {
    std::size_t stored = 0;
    try {
        stored = storage::pushJournalToHall(target, entries);
    } catch (const storage::RequestNotSent& notSent) {
        throw storage::StorageError("not pushed: " + std::string(notSent.what()) + "; " + file +
                                    " is unchanged");
    } catch (const storage::ConnectionLost& lost) {
        throw storage::StorageError(std::string(lost.what()) +
                                    "; not known whether the event arrived: the hall stores "
                                    "it whole or not at all (open " +
                                    target.display + " to see); " + file + " is unchanged");
    }
    std::vector<storage::JournalEntry> pushed;
    try {
        pushed = storage::readHallJournal(target);
    } catch (const std::exception& error) {
        throw storage::StorageError("pushed " + std::to_string(stored) + " journal entries to " +
                                    target.display + ", but could not read them back to check " +
                                    "them: " + error.what());
    }
    if (pushed.size() > entries.size()) {
        pushed.resize(entries.size()); // after them, the hall's own opening of the event
    }
    if (pushed.size() != entries.size() || stored != entries.size()) {
        throw storage::StorageError(target.display + " holds " + std::to_string(pushed.size()) +
                                    " of the " + std::to_string(entries.size()) +
                                    " journal entries pushed");
    }
    auto [fileDigest, at] =
        replayedDigest(std::make_unique<storage::EntryListStore>(entries, file), std::nullopt);
    checkSameState(fileDigest, entriesDigest(std::move(pushed), target.display, at), file,
                   target.display);
    return stored;
}

} // namespace

void pushEventFile(const std::string& file, const std::string& uri, std::ostream& out) {
    storage::EventLocation target = storage::parseEventLocation(uri);
    if (!target.isServer()) {
        throw storage::StorageError(uri + " is not a server address (http://REFEREE@HOST:PORT"
                                          "?event=NAME or postgresql://HOST/DB?event=NAME)");
    }
    // The file's lock keeps every station off it while it moves; it is opened read-only, so
    // nothing in it changes, whatever happens to the push.
    auto source = storage::SqliteEventStore::openLockedForReading(file, "renju-arbiter event push");
    std::vector<storage::JournalEntry> entries;
    source->forEachEntry([&entries](const storage::JournalEntry& e) { entries.push_back(e); });
    std::int64_t resumeAt = 0;
    for (const storage::JournalEntry& entry : entries) {
        resumeAt = std::max(resumeAt, entry.eventMilliseconds);
    }
    if (target.isHall()) {
        std::size_t stored = pushToHall(entries, target, file);
        out << "pushed " << stored << " journal entries from " << file << " to " << target.display
            << "; the hall server replays to the same state\n";
        return;
    }
    auto [fileDigest, at] =
        replayedDigest(std::make_unique<storage::EntryListStore>(entries, file), std::nullopt);
    auto server = storage::PostgresEventStore::create(target, resumeAt, monotonicNow);
    try {
        server->appendAll(entries);
    } catch (const std::exception&) {
        storage::removeEmptyEvent(target);
        throw;
    }
    server.reset();
    source.reset();
    auto [serverDigest, ignored] =
        replayedDigest(storage::PostgresEventStore::open(target, true, monotonicNow), at);
    checkSameState(fileDigest, serverDigest, file, target.display);
    out << "pushed " << entries.size() << " journal entries from " << file << " to "
        << target.display << "; the server replays to the same state\n";
}

namespace {

void pull(const std::string& uri, const std::string& file, std::ostream& out) {
    storage::EventLocation source = storage::parseEventLocation(uri);
    if (!source.isServer()) {
        throw storage::StorageError(uri + " is not a server address (http://REFEREE@HOST:PORT"
                                          "?event=NAME or postgresql://HOST/DB?event=NAME)");
    }
    if (std::filesystem::exists(file)) {
        throw storage::StorageError(file + " already exists; choose another name");
    }
    std::string serverDigest;
    std::int64_t at = 0;
    if (source.isHall()) {
        // Read once, with time for a large event: what is written is what is compared.
        std::vector<storage::JournalEntry> journal = storage::readHallJournal(source);
        storage::writeNewEventFile(journal, file, source.display);
        std::tie(serverDigest, at) = replayedDigest(
            std::make_unique<storage::EntryListStore>(std::move(journal), source.display),
            std::nullopt);
    } else {
        auto server = storage::PostgresEventStore::open(source, true, monotonicNow);
        server->backupTo(file);
        std::tie(serverDigest, at) = replayedDigest(std::move(server), std::nullopt);
    }
    auto copy = storage::SqliteEventStore::open(file, true, "renju-arbiter event pull");
    std::int64_t entries = copy->lastEntry() ? copy->lastEntry()->sequence : 0;
    auto [fileDigest, ignored] = replayedDigest(std::move(copy), at);
    checkSameState(serverDigest, fileDigest, source.display, file);
    out << "pulled " << entries << " journal entries from " << source.display << " to " << file
        << "; the file replays to the same state\n";
}

/// Reads the password: the file's first line (a trailing newline is not part of it).
std::string readPassword(const std::string& path) {
    std::ifstream in(path);
    std::string password;
    if (!in || !std::getline(in, password)) {
        throw storage::StorageError("cannot read a password from " + path);
    }
    if (!password.empty() && password.back() == '\r') {
        password.pop_back();
    }
    if (password.size() < 8) {
        throw storage::StorageError(path + ": the password must have at least 8 characters");
    }
    return password;
}

} // namespace

void addEventTransferCommands(CLI::App* event, EventContext& context) {
    auto* pushCommand = event->add_subcommand(
        "push", "Move an event file to a server with its whole journal (a new event there), and "
                "check that the server replays to the same state");
    auto pushFile = std::make_shared<std::string>();
    auto pushUri = std::make_shared<std::string>();
    pushCommand->add_option("FILE", *pushFile, "the event file (.renju)")->required();
    pushCommand
        ->add_option("ADDRESS", *pushUri,
                     "a hall server as a chief arbiter of it, http://chief@HOST:PORT?event=NAME, "
                     "or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    pushCommand->callback([&context, pushFile, pushUri] {
        try {
            pushEventFile(*pushFile, *pushUri, context.out());
        } catch (const std::exception& error) {
            context.fail(error.what());
        }
    });

    auto* pullCommand = event->add_subcommand(
        "pull", "Copy an event from a server into a new event file (archiving), and check that "
                "the file replays to the same state");
    auto pullUri = std::make_shared<std::string>();
    auto pullFile = std::make_shared<std::string>();
    pullCommand
        ->add_option(
            "ADDRESS", *pullUri,
            "http://REFEREE@HOST:PORT?event=NAME or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    pullCommand->add_option("FILE", *pullFile, "the new event file (.renju)")->required();
    pullCommand->callback([&context, pullUri, pullFile] {
        try {
            pull(*pullUri, *pullFile, context.out());
        } catch (const std::exception& error) {
            context.fail(error.what());
        }
    });
}

void addRefereeCommands(CLI::App& app, EventContext& context) {
    auto* referee = app.add_subcommand("referee", "Referees' accounts on an event server");
    referee->require_subcommand(1);
    auto* add = referee->add_subcommand(
        "add", "Add a referee (a PostgreSQL role with a SCRAM password), or change an existing "
               "referee's password and rights; only the chief arbiter may");
    struct Options {
        std::string uri, name, role, passwordFile;
    };
    auto options = std::make_shared<Options>();
    add->add_option("URI", options->uri,
                    "the hall server as its chief: http://chief@HOST:PORT (every event) or "
                    "http://chief@HOST:PORT?event=NAME (that event)")
        ->required();
    add->add_option("NAME", options->name, "the referee's login name")->required();
    add->add_option("--role", options->role, "chief, referee or viewer")
        ->required()
        ->check(CLI::IsMember({"chief", "referee", "viewer"}));
    add->add_option("--password-file", options->passwordFile,
                    "a file whose first line is the password (never on the command line)")
        ->required();
    add->callback([&context, options] {
        try {
            if (storage::parseEventLocation(options->uri, false).isHall()) {
                storage::addHallReferee(storage::parseEventLocation(options->uri, false),
                                        options->name, options->role,
                                        readPassword(options->passwordFile));
            } else {
                storage::addReferee(options->uri, options->name, options->role,
                                    readPassword(options->passwordFile));
            }
            context.out() << "referee " << options->name << " may now sign in as " << options->role
                          << "\n";
        } catch (const std::exception& error) {
            context.fail(error.what());
        }
    });
}

} // namespace renju::arbiter::cli
