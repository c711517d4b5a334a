// renju-arbiter: with a subcommand it runs the command line; the desktop application (no
// subcommand, or only an event file) arrives with the application issue.
#include "arbiter/cli/cli.hpp"

int main(int argc, char** argv) {
    return renju::arbiter::cli::runCli(argc, argv);
}
