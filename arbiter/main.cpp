// renju-arbiter: with a subcommand it runs the command line; without one (only an event file
// and the application's options) it opens the desktop application.
#include "arbiter/cli/cli.hpp"
#include "arbiter/platform/gui_app.hpp"

int main(int argc, char** argv) {
    if (argc > 1 && renju::arbiter::cli::isCommandLineWord(argv[1])) {
        return renju::arbiter::cli::runCli(argc, argv);
    }
    return renju::arbiter::platform::runGui(argc, argv);
}
