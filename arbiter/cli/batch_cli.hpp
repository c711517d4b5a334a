#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <string>

namespace renju::arbiter::cli {

/// Runs batch lines from `in` on the event (opened for writing once); returns the exit status
/// (1 when the event cannot be opened).
int runBatch(const std::string& eventPath, const std::string& actor, std::istream& in,
             std::ostream& out, std::ostream& err);

/// Registers `batch`.
void addBatchCommand(CLI::App& app, int& status);

/// Returns the name recorded for commands when none is given: the login name.
std::string defaultArbiterName();

} // namespace renju::arbiter::cli
