#pragma once

namespace renju::arbiter::cli {

/// Runs the command line: a subcommand and its options. Returns the process exit status.
int runCli(int argc, char** argv);

/// Returns true when `word` names a subcommand (or is an option of the command line itself,
/// such as --help): the program then runs the command line rather than the application.
bool isCommandLineWord(const char* word);

} // namespace renju::arbiter::cli
