// `event push FILE URI`, `event pull URI FILE` and `referee add URI NAME`: moving an event
// between a file and a server, and the referees' accounts on the server.
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/state_digest.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/hall_event_store.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"

#include <fstream>
#include <memory>

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

} // namespace

void pushEventFile(const std::string& file, const std::string& uri, std::ostream& out) {
    storage::EventLocation target = storage::parseEventLocation(uri);
    if (!target.isServer()) {
        throw storage::StorageError(uri + " is not a server URI (postgresql://HOST/DB?event=NAME)");
    }
    // The file's lock keeps every station off it while it moves; nothing is written to it.
    auto source = storage::SqliteEventStore::open(file, false, "renju-arbiter event push");
    std::vector<storage::JournalEntry> entries;
    source->forEachEntry([&entries](const storage::JournalEntry& e) { entries.push_back(e); });
    std::int64_t resumeAt = 0;
    for (const storage::JournalEntry& entry : entries) {
        resumeAt = std::max(resumeAt, entry.eventMilliseconds);
    }
    // Replayed from a read-only view of the file while `source` keeps its lock: a session on
    // the writable store would journal its opening into the file being pushed.
    auto [fileDigest, at] = replayedDigest(
        storage::SqliteEventStore::open(file, true, "renju-arbiter event push"), std::nullopt);
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
        throw storage::StorageError(uri + " is not a server URI (postgresql://HOST/DB?event=NAME)");
    }
    if (std::filesystem::exists(file)) {
        throw storage::StorageError(file + " already exists; choose another name");
    }
    auto server = storage::PostgresEventStore::open(source, true, monotonicNow);
    server->backupTo(file);
    auto [serverDigest, at] = replayedDigest(std::move(server), std::nullopt);
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
    pushCommand->add_option("URI", *pushUri, "postgresql://HOST[:PORT]/DB?event=NAME")->required();
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
    pullCommand->add_option("URI", *pullUri, "postgresql://HOST[:PORT]/DB?event=NAME")->required();
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
