#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/model/event_state.hpp"

#include <string>
#include <utility>

namespace renju::arbiter::app {

/// Returns a one-line description of a command for the audit log, reasons included, e.g.
/// "round 3 table 7: claim white forbidden" or "player No. 4 Mari Tamm withdrawn (ill)": players
/// are named by their numbers and names in `state` (app::playerLabel), the event as it stands.
std::string describeCommand(const Command& command, const model::EventState& state);

/// Returns the round and table a command concerns, as its kind's scope says: both for a table,
/// the round and 0 for a round as a whole, 0 and 0 for the event as a whole.
std::pair<int, int> commandPlace(const Command& command);

} // namespace renju::arbiter::app
