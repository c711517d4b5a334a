#include "arbiter/cli/cli.hpp"

#include "arbiter/app/event_session.hpp"
#include "arbiter/cli/batch_cli.hpp"
#include "arbiter/cli/commands.hpp"
#include "arbiter/cli/event_commands.hpp"

#include <iostream>

namespace renju::arbiter::cli {

namespace {

void addAllCommands(CLI::App& app, int& status, EventContext& context) {
    addForbiddenCommand(app, status);
    addBenchCommand(app, status);
    addReplayCommand(app, status);
    addClockCommand(app, status, context);
    addBatchCommand(app, status);
    addDemoCommand(app, status);
    addRecordsCommand(app, status);
    addServeCommand(app, status);
    addHallServerCommand(app, status);
    addEventCommands(app, context, true);
}

} // namespace

bool isCommandLineWord(const char* word) {
    std::string text(word);
    if (!text.empty() && text[0] == '-') {
        return true;
    }
    CLI::App app;
    int status = 0;
    EventContext context(std::cout, std::cerr);
    addAllCommands(app, status, context);
    for (const CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
        if (command->get_name() == text) {
            return true;
        }
    }
    return false;
}

int runCli(int argc, char** argv) {
    CLI::App app{"Renju Arbiter: clocks, rulings, pairings and records for Renju tournaments. "
                 "Without a subcommand, `renju-arbiter EVENT.renju` opens the desktop "
                 "application on that event."};
    app.set_version_flag("--version", app::kProgramVersion);
    app.require_subcommand(1);
    app.fallthrough();
    int status = 0;
    EventContext context(std::cout, std::cerr);
    double at = 0;
    auto* atOption = app.add_option("--at", at, "a synthetic event time in seconds (scripts)");
    app.add_option("--as", context.actor, "the arbiter's name for the audit log");
    addAllCommands(app, status, context);
    app.parse_complete_callback([&] {
        if (atOption->count() > 0) {
            context.atSeconds = at;
        }
        context.actor = "cli:" + (context.actor.empty() ? defaultArbiterName() : context.actor);
    });
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        if (error.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) {
            return app.exit(error); // --help, --version
        }
        // A command line that cannot be read: said like every other error, exit status 2.
        std::cerr << "error: " << error.what() << " (see renju-arbiter --help)\n";
        return 2;
    }
    return status != 0 ? status : context.status();
}

} // namespace renju::arbiter::cli
