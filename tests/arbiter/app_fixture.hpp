#pragma once

#include "arbiter/app/application.hpp"

#include <string>

namespace renju::arbiter::test {

/// Returns a player with a name and a rating, the rest left empty.
model::Player named(const std::string& name, int rating);

/// An application with a small event: `players` players, rated 2000 down in steps of 10.
app::Application eventWithPlayers(int players, int rounds = 5, const std::string& opening = "rif");

/// Dispatches a command that must be accepted; throws with the refusal otherwise.
app::CommandOutcome mustAccept(app::Application& application, const app::Command& command,
                               std::int64_t now);

/// Returns a text that changes whenever anything in the state changes (players, rounds,
/// tables, game records, clock events unless left out, results).
std::string fingerprint(const model::EventState& state, bool includesClocks = true);

/// Pairs, publishes and starts round `round` by hand: table i seats players 2i-1 and 2i.
void startHandPairedRound(app::Application& application, int round, int tables, std::int64_t now);

} // namespace renju::arbiter::test
