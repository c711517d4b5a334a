#pragma once

#include "arbiter/app/command.hpp"

#include <string>

namespace renju::arbiter::app {

/// "1 table", "2 tables": a count and its noun in the right number (nouns that take an s).
std::string countText(std::size_t count, const std::string& noun);

/// Returns a one-line description of a command for the audit log, reasons included, e.g.
/// "round 3 table 7: claim white forbidden" or "result round 2 table 4: 0-1f (did not come)".
std::string describeCommand(const Command& command);

/// Returns the round and table a command concerns (0 when none), for filtering the log.
std::pair<int, int> commandPlace(const Command& command);

} // namespace renju::arbiter::app
