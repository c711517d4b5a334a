#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/app/command_words.hpp"

#include <string>
#include <utility>

namespace renju::arbiter::app {

/// Returns a one-line description of a command for the audit log, reasons included, e.g.
/// "round 3 table 7: claim white forbidden" or "result round 2 table 4: 0-1f (did not come)".
std::string describeCommand(const Command& command);

/// Returns the round and table a command concerns, as its kind's scope says: both for a table,
/// the round and 0 for a round as a whole, 0 and 0 for the event as a whole.
std::pair<int, int> commandPlace(const Command& command);

} // namespace renju::arbiter::app
