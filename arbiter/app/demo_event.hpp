#pragma once

#include "arbiter/app/event_session.hpp"

#include <cstdint>
#include <string>

namespace renju::arbiter::app {

/// What the sample event looks like.
struct DemoOptions {
    int players = 24;
    int rounds = 5;
    std::uint64_t seed = 2026;
    /// Leaves the last round in progress (clocks running, some games on), as a referee would
    /// see the hall in the middle of a round.
    bool leavesLastRoundLive = false;
};

/// Fills a new event with a complete sample tournament, every change a journaled command on
/// a synthetic timeline: players with names in Latin, Cyrillic, Chinese and Japanese scripts, a
/// requested bye, a Swiss paired by the engine, and every game simulated move by move through
/// the referee's commands (the opening protocol, clock presses, fives and forbidden moves
/// claimed, resignations, agreed draws) with one forfeit. Returns the number of commands, or
/// throws std::runtime_error naming a command that was refused.
int buildDemoEvent(EventSession& session, const DemoOptions& options, const Instant& now);

} // namespace renju::arbiter::app
