// `renju-arbiter demo EVENT.renju`: a complete sample event.
#include "arbiter/app/demo_event.hpp"
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/cli/event_context.hpp"
#include "arbiter/logging.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/sqlite_event_store.hpp"

#include <filesystem>
#include <iostream>
#include <memory>
#include <unistd.h>

namespace renju::arbiter::cli {

namespace {

/// Removes what a failed demo wrote: the event file, its companions and its round backups.
void removeHalfMadeEvent(const std::filesystem::path& path) {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", ".lock"}) {
        std::filesystem::remove(path.string() + suffix, ignored);
    }
    std::filesystem::path log = path;
    std::filesystem::remove(log.replace_extension(".log"), ignored);
    std::filesystem::path backups = path.parent_path() / "backups";
    std::string prefix = path.stem().string() + "-round-";
    if (std::filesystem::is_directory(backups, ignored)) {
        for (const auto& entry : std::filesystem::directory_iterator(backups, ignored)) {
            if (entry.path().filename().string().rfind(prefix, 0) == 0) {
                std::filesystem::remove(entry.path(), ignored);
            }
        }
    }
}

/// Builds the demo in a file beside, then pushes it to the server in one transaction (the
/// generated commands need not wait for the server one by one).
void demoOnServer(const std::string& uri, const app::DemoOptions& options, int& status) {
    std::filesystem::path file = std::filesystem::temp_directory_path() /
                                 ("renju-demo-" + std::to_string(getpid()) + ".renju");
    removeHalfMadeEvent(file);
    try {
        auto store = storage::SqliteEventStore::create(file, "renju-arbiter demo");
        store->setBulkLoading(true);
        std::vector<std::string> notices;
        auto session = app::EventSession::open(std::move(store), realInstant(), "demo", notices);
        int commands = app::buildDemoEvent(*session, options, realInstant());
        session->close(realInstant());
        session.reset();
        pushEventFile(file.string(), uri, std::cout);
        std::cout << "demo event written to " << uri << ": " << options.players << " players, "
                  << options.rounds << " rounds, " << commands << " journaled commands\n";
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        status = 1;
    }
    removeHalfMadeEvent(file);
}

} // namespace

void addDemoCommand(CLI::App& app, int& status) {
    auto* demo = app.add_subcommand(
        "demo", "Create a complete sample event: players in Latin, Cyrillic, Chinese and Japanese "
                "scripts, a Swiss with simulated games (real move records, claims, a forfeit, "
                "byes)");
    auto path = std::make_shared<std::string>();
    auto options = std::make_shared<app::DemoOptions>();
    demo->add_option("EVENT", *path,
                     "the new event file (.renju), or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    demo->add_option("--players", options->players, "the number of players (default 24)")
        ->check(CLI::Range(2, 300));
    demo->add_option("--rounds", options->rounds, "the number of rounds (default 5)")
        ->check(CLI::Range(1, 15));
    demo->add_option("--seed", options->seed, "the random seed (the same seed, the same event)");
    demo->add_flag("--live", options->leavesLastRoundLive,
                   "leave the last round in progress, clocks running");
    demo->callback([path, options, &status] {
        if (options->rounds >= options->players) {
            std::cerr << "error: --rounds " << options->rounds << " needs at least "
                      << options->rounds + 1 << " players (a Swiss has no rematches)\n";
            status = 1;
            return;
        }
        if (storage::isServerUri(*path)) {
            demoOnServer(*path, *options, status);
            return;
        }
        bool isCreated = false;
        try {
            auto store = storage::SqliteEventStore::create(*path, "renju-arbiter demo");
            isCreated = true;
            storage::SqliteEventStore* bulk = store.get();
            bulk->setBulkLoading(true); // generated, not a referee's input: one sync at the end
            startEventLog(*path);
            std::vector<std::string> notices;
            auto session =
                app::EventSession::open(std::move(store), realInstant(), "demo", notices);
            int commands = app::buildDemoEvent(*session, *options, realInstant());
            session->close(realInstant());
            bulk->setBulkLoading(false);
            std::cout << "demo event written to " << *path << ": " << options->players
                      << " players, " << options->rounds << " rounds, " << commands
                      << " journaled commands\n";
        } catch (const std::exception& error) {
            std::cerr << "error: " << error.what() << "\n";
            status = 1;
            if (isCreated) {
                removeHalfMadeEvent(*path);
            }
        }
    });
}

} // namespace renju::arbiter::cli
