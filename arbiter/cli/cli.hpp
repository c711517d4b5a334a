#pragma once

namespace renju::arbiter::cli {

/// Runs the command line: a subcommand and its options. Returns the process exit status.
int runCli(int argc, char** argv);

} // namespace renju::arbiter::cli
