#include "arbiter/cli/cli.hpp"

#include "arbiter/cli/commands.hpp"

namespace renju::arbiter::cli {

int runCli(int argc, char** argv) {
    CLI::App app{"Renju Arbiter: clocks, rulings, pairings and records for Renju tournaments"};
    app.require_subcommand(1);
    int status = 0;
    addForbiddenCommand(app, status);
    addBenchCommand(app, status);
    addReplayCommand(app, status);
    addClockCommand(app, status);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    }
    return status;
}

} // namespace renju::arbiter::cli
