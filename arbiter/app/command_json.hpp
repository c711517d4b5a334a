#pragma once

#include "arbiter/app/command.hpp"
#include "arbiter/model/event_state.hpp"

#include <stdexcept>
#include <string>
#include <string_view>

namespace renju::arbiter::app {

/// A journal payload that cannot be read back (damage, or a newer program's command).
class CommandFormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Writes a command as one line of JSON, `{"type": "...", ...}` (UTF-8 kept as is).
std::string commandToJson(const Command& command);

/// Returns the event's state in brief as JSON: the settings (as journaled), the number of
/// players and each round's number and status.
std::string eventSummaryJson(const model::EventState& state);

/// Returns what makes a command unwritable, naming the field ("player.name: not UTF-8 at byte
/// 4"), or "" when every text in it is valid UTF-8.
std::string findInvalidText(const Command& command);

/// Reads a command written by commandToJson(); throws CommandFormatError naming the problem.
Command commandFromJson(std::string_view json);

} // namespace renju::arbiter::app
