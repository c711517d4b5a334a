// `renju-arbiter hall-server STORE --listen ADDR:PORT --referees FILE`: the hall server, the one
// process that checks and stores every station's commands (arbiter/hall/). STORE is a folder of
// event files (a laptop serving the hall's stations) or the PostgreSQL server it alone writes.
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/event_context.hpp"
#include "arbiter/cli/server_run.hpp"
#include "arbiter/hall/hall_server.hpp"
#include "arbiter/hall/verifier.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/journal_copy.hpp"
#include "arbiter/storage/postgres_event_store.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"
#include "arbiter/time/real_clock.hpp"

#include <csignal>
#include <fstream>
#include <iostream>
#include <pthread.h>
#include <thread>

namespace renju::arbiter::cli {

namespace {

struct HallServerCommand {
    std::string store;
    std::string listen = "0.0.0.0:8470";
    std::string referees;
    std::string chiefPasswordFile;
    int maxConnections = 4096;
    int maxPerAddress = 32;
};

/// Returns the file of `event` in a hall's folder; throws HallRefusal for a name that is no
/// plain file name.
std::filesystem::path eventFileOf(const std::string& folder, const std::string& event) {
    bool isPlain = !event.empty() && std::all_of(event.begin(), event.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
    if (!isPlain) {
        throw hall::HallRefusal("an event's name on a hall of files is letters, digits, '-' "
                                "and '_'");
    }
    return std::filesystem::path(folder) / (event + ".renju");
}

/// Returns the importer of pushed journals: a new event file written whole and then named
/// (storage::writeNewEventFile), or a new event on the PostgreSQL server in one transaction,
/// removed again when that fails.
hall::EventImporter eventImporter(const std::string& store) {
    if (!storage::isServerUri(store)) {
        return
            [store](const std::string& event, const std::vector<storage::JournalEntry>& entries) {
                storage::writeNewEventFile(entries, eventFileOf(store, event), event);
            };
    }
    return [store](const std::string& event, const std::vector<storage::JournalEntry>& entries) {
        storage::EventLocation location =
            storage::parseEventLocation(storage::serverEventUri(store, event));
        auto monotonic = [] { return RealClock::monotonicNow().count(); };
        std::int64_t resumeAt = 0;
        for (const storage::JournalEntry& entry : entries) {
            resumeAt = std::max(resumeAt, entry.eventMilliseconds);
        }
        std::unique_ptr<storage::PostgresEventStore> created;
        try {
            created = storage::PostgresEventStore::create(location, resumeAt, monotonic);
        } catch (const storage::ConnectionLost&) {
            throw;
        } catch (const storage::StorageError& error) {
            bool exists = false;
            try {
                exists = storage::PostgresEventStore::open(location, true, monotonic) != nullptr;
            } catch (const storage::StorageError&) {
            }
            if (exists) {
                throw storage::TargetExists(error.what());
            }
            throw;
        }
        try {
            created->appendAll(entries); // one transaction: all or nothing
        } catch (const std::exception&) {
            created.reset();
            storage::removeEmptyEvent(location);
            throw;
        }
    };
}

/// Returns the opener of the hall's events: EVENT.renju files in a folder, or events on the
/// PostgreSQL server as its own account.
hall::StoreOpener storeOpener(const std::string& store) {
    if (storage::isServerUri(store)) {
        return
            [store](const std::string& event, bool create) -> std::unique_ptr<storage::EventStore> {
                storage::EventLocation location =
                    storage::parseEventLocation(storage::serverEventUri(store, event));
                auto monotonic = [] { return RealClock::monotonicNow().count(); };
                if (create) {
                    return storage::createEventStore(location, "hall server", monotonic);
                }
                return storage::openEventStore(location, false, "hall server", monotonic);
            };
    }
    return [store](const std::string& event, bool create) -> std::unique_ptr<storage::EventStore> {
        std::filesystem::path path = eventFileOf(store, event);
        if (create) {
            return storage::SqliteEventStore::create(path, "hall server");
        }
        if (!std::filesystem::exists(path)) {
            throw hall::HallRefusal("no event " + event + " on this hall server");
        }
        return storage::SqliteEventStore::open(path, false, "hall server");
    };
}

int runHallServer(const HallServerCommand& options) {
    std::string host;
    int port = 0;
    if (!parseListen(options.listen, host, port)) {
        std::cerr << "error: --listen '" << options.listen << "': expected ADDR:PORT, e.g. "
                  << "0.0.0.0:8470\n";
        return 2;
    }
    hall::FileRefereeBook referees(options.referees);
    if (storage::isServerUri(options.store)) {
        // In the database too, in the commit that answers the change: a synchronous standby
        // then signs in every referee the primary had said yes to (docs/event-server.md).
        referees.keepCopiesWith([store = options.store](const std::string& text) {
            storage::keepHallFile(store, "referees.json", text);
        });
    }
    if (!options.chiefPasswordFile.empty()) {
        std::ifstream file(options.chiefPasswordFile);
        std::string password;
        std::getline(file, password);
        if (password.size() < 8) {
            std::cerr << "error: " << options.chiefPasswordFile
                      << ": the password must have at least 8 characters\n";
            return 2;
        }
        referees.add(
            {"chief", "", app::Rights::Chief, hall::verifierText(hall::makeVerifier(password))});
    }
    startServerLog();        // who added referees, pushed events, and what the hall could not do
    StopSignals stopSignals; // before the server's threads start
    hall::HallService service(storeOpener(options.store), referees, realInstant,
                              eventImporter(options.store));
    hall::HallServerOptions serverOptions;
    serverOptions.host = host;
    serverOptions.port = port;
    serverOptions.maxConnections = options.maxConnections;
    serverOptions.maxConnectionsPerAddress = options.maxPerAddress;
    serverOptions.maxWatches = static_cast<std::size_t>(std::max(options.maxConnections - 64, 1));
    hall::HallServer server(service, referees, serverOptions);
    int bound = server.bind();
    if (bound == 0) {
        std::cerr << "error: --listen " << options.listen << ": cannot listen there\n";
        return 1;
    }
    std::cout << "hall server for " << options.store << " at http://" << host << ":" << bound
              << " (Ctrl-C stops)" << std::endl;
    std::thread listener([&server] { server.run(); });
    stopSignals.wait();
    server.stop();
    listener.join();
    std::cout << "stopped" << std::endl;
    return 0;
}

} // namespace

void addHallServerCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "hall-server", "Run the hall server: the one process that checks and stores every "
                       "station's commands for the hall's events");
    auto options = std::make_shared<HallServerCommand>();
    command
        ->add_option("STORE", options->store,
                     "a folder of event files, or postgresql://HOST[:PORT]/DB (the server's "
                     "own account)")
        ->required();
    command->add_option("--listen", options->listen, "ADDR:PORT (default 0.0.0.0:8470)");
    command
        ->add_option("--referees", options->referees,
                     "the hall's referees (created when missing; keep it private)")
        ->required();
    command->add_option("--chief-password-file", options->chiefPasswordFile,
                        "sets the password of the hall's chief arbiter, 'chief' (first line)");
    command
        ->add_option("--max-connections", options->maxConnections,
                     "connections open at once, stations' watches included (default 4096)")
        ->check(CLI::Range(16, 100000));
    command
        ->add_option("--max-per-address", options->maxPerAddress,
                     "connections open at once from one address (default 32)")
        ->check(CLI::Range(2, 100000));
    command->callback([options, &status] {
        try {
            status = runHallServer(*options);
        } catch (const std::exception& error) {
            std::cerr << "error: " << error.what() << "\n";
            status = 1;
        }
    });
}

} // namespace renju::arbiter::cli
