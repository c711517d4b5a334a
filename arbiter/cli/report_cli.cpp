// `log` (the audit log) and `restore`.
#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/event_trf.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "arbiter/storage/backups.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/wall_time.hpp"
#include "arbiter/time/real_clock.hpp"

#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>

namespace renju::arbiter::cli {

namespace {

struct LogFilter {
    int round = 0;
    int table = 0;
    bool isJson = false;
    bool showsSessions = false;
};

void printLog(const app::EventSession& session, std::ostream& out, const LogFilter& filter) {
    nlohmann::json entries = nlohmann::json::array();
    session.store().forEachEntry([&](const storage::JournalEntry& entry) {
        std::string text;
        if (entry.kind == storage::EntryKind::Command) {
            app::Command command = app::commandFromJson(entry.payload);
            auto [round, table] = app::commandPlace(command);
            if ((filter.round > 0 && round != filter.round) ||
                (filter.table > 0 && table != filter.table)) {
                return;
            }
            text = app::describeCommand(command, session.state());
        } else if (filter.round > 0 || filter.table > 0 || !filter.showsSessions) {
            return;
        } else {
            text = entry.kind == storage::EntryKind::SessionOpen ? "event opened"
                                                                 : "event closed cleanly";
        }
        if (filter.isJson) {
            entries.push_back(
                {{"sequence", entry.sequence},
                 {"wallTime", storage::formatLocalWallTime(entry.wallMilliseconds)},
                 {"eventSeconds", static_cast<double>(entry.eventMilliseconds) / 1000},
                 {"actor", entry.actor},
                 {"program", entry.program},
                 {"what", text}});
            if (!entry.role.empty()) {
                entries.back()["role"] = entry.role; // an event on a server
            }
            return;
        }
        // On a server the role is the database's record of who it was; the station says where.
        std::string who = entry.role.empty() ? entry.actor : entry.role + " (" + entry.actor + ")";
        out << entry.sequence << "  " << storage::formatLocalWallTime(entry.wallMilliseconds)
            << "  " << who << "  " << text << "\n";
    });
    if (filter.isJson) {
        out << entries.dump(2) << "\n";
    }
}

} // namespace

void addReportCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* log = app.add_subcommand("log", "The audit log: every change, when, by whom, why "
                                          "(read-only)");
    addEventArgument(log, context, withEventArgument);
    auto filter = std::make_shared<LogFilter>();
    log->add_option("--round", filter->round, "only this round");
    log->add_option("--table", filter->table, "only this table");
    log->add_flag("--json", filter->isJson, "as JSON");
    log->add_flag("--all", filter->showsSessions, "also when the event was opened and closed");
    log->callback([&context, filter] {
        LogFilter copy = *filter;
        context.query([copy](const app::EventSession& session, std::ostream& out) {
            printLog(session, out, copy);
        });
    });

    auto* exportCommand = app.add_subcommand(
        "export", "Export the event's games (read-only): EVENT OUT [--round N], the format by "
                  "OUT's extension (.rif .lib .psq .sgf .txt); or `export trf EVENT`");
    exportCommand->require_subcommand(0, 1);
    auto* trf = exportCommand->add_subcommand(
        "trf", "FIDE TRF of the finished rounds (w = the first mover, tentative Black): the "
               "tournament section, names as \"Surname, Given\", ranks as the standings give "
               "them; TRF-16 with XXR, XXC, XXP, or TRF-26 (--trf 26)");
    addEventArgument(trf, context, withEventArgument);
    auto output = std::make_shared<std::string>();
    auto version = std::make_shared<int>(16);
    auto ids = std::make_shared<std::string>("rif");
    trf->add_option("-o,--output", *output, "the file to write (default: standard output)");
    trf->add_option("--trf", *version, "16 (TRF-16, the default) or 26 (the 2026 revision)")
        ->check(CLI::IsMember({16, 26}));
    trf->add_option("--ids", *ids, "the id in the id field: rif (the default), fide or national")
        ->check(CLI::IsMember({"rif", "fide", "national"}));
    trf->callback([&context, output, version, ids] {
        std::string target = *output;
        app::EventTrfOptions options;
        options.version = *version == 26 ? pairing::TrfVersion::Trf26 : pairing::TrfVersion::Trf16;
        options.ids = app::parseTrfIdField(*ids).value_or(app::TrfIdField::Rif);
        context.query(
            [target, options, &context](const app::EventSession& session, std::ostream& out) {
                const app::EventTrf file = app::eventTrf(session.state(), options);
                if (!file.error.empty()) {
                    context.fail(file.error);
                    return;
                }
                if (target.empty()) {
                    out << file.text;
                    return;
                }
                std::ofstream written(target, std::ios::binary);
                written << file.text;
                if (!written) {
                    context.fail("cannot write " + target);
                    return;
                }
                out << "wrote " << target << " (" << file.rounds << " finished rounds)\n";
                for (const std::string& note : file.notes) {
                    context.err() << "note: " << note << "\n";
                }
            });
    });

    addExportRecords(exportCommand, context, withEventArgument);

    if (withEventArgument) {
        auto* restore = app.add_subcommand(
            "restore", "Replace the event file by a backup (the replaced file is kept)");
        addEventArgument(restore, context, withEventArgument);
        auto backup = std::make_shared<std::string>();
        restore->add_option("BACKUP", *backup, "the backup file")->required();
        restore->callback([&context, backup] {
            try {
                if (storage::isServerUri(context.eventPath)) {
                    throw storage::StorageError("restore replaces an event file; for an event on "
                                                "a server, push the backup as a new event");
                }
                context.out() << storage::restoreFromBackup(context.eventPath, *backup,
                                                            RealClock::wallClockMilliseconds())
                              << "\n";
            } catch (const std::exception& error) {
                context.fail(error.what());
            }
        });
    }
}

} // namespace renju::arbiter::cli
