#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/cli/event_context.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::cli {

/// Parses the event form of `clock`: TABLE pause|resume, TABLE adjust A|B +-SECONDS,
/// TABLE adjust A|B moves +-N, TABLE period A|B N, TABLE absent A|B|both|none (15).
std::optional<app::ClockAction> parseClockArguments(const std::vector<std::string>& args,
                                                    std::string& problem);

/// Runs the event form of `clock` on the context's event (the current round by default; a
/// match's game being played unless `game` names one).
void runEventClockCommand(EventContext& context, const std::vector<std::string>& args,
                          const std::string& reason, int round, int game);

} // namespace renju::arbiter::cli
