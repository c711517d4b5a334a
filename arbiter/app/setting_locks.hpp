#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>

namespace renju::arbiter::app {

/// Why each setting can no longer change, or "" while it can: the one source of the Event
/// setup's locked fields and of the refusals of EditEvent.
struct SettingLocks {
    /// The rule set, the board size, the opening, the match rule, the time control and the
    /// pairing system: the games of a started round were played under them.
    std::string play;
    /// The Dutch rules' edition and the pairing-allocated bye's points: a paired round was
    /// paired (and a bye scored) under them.
    std::string pairing;
    /// The draw of pairing numbers for a round robin.
    std::string draw;
    /// The fewest rounds the event may have (the rounds paired already).
    int fewestRounds = 1;
};

/// Returns the locks of the event as it stands.
SettingLocks settingLocks(const model::EventState& state);

/// Returns why `next` may not replace the event's settings now, or "" when it may;
/// `locksPairing` false leaves the Dutch rules and the bye's points free (journals of 0.1).
std::string lockedChange(const model::EventState& state, const model::EventSettings& next,
                         bool locksPairing = true);

} // namespace renju::arbiter::app
