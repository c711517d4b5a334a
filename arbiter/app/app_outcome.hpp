#pragma once

#include "arbiter/app/application.hpp"

#include <string>

namespace renju::arbiter::app {

/// Returns a refusal with its reason.
inline CommandOutcome refuse(std::string reason) {
    CommandOutcome outcome;
    outcome.message = std::move(reason);
    return outcome;
}

/// Returns an acceptance that journals `command` as given.
inline CommandOutcome accept(Command command, std::string message) {
    CommandOutcome outcome;
    outcome.isAccepted = true;
    outcome.message = std::move(message);
    outcome.journaled = std::move(command);
    return outcome;
}

} // namespace renju::arbiter::app
