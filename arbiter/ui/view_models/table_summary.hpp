#pragma once

#include "arbiter/app/event_views.hpp"
#include "arbiter/model/event_state.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// One board of a round as the Round view lists it.
struct TableSummary {
    /// The table, its players with their points before the round, and its result.
    app::PairingRow pairing;
    /// Who holds Black now: the first player unless the opening swapped colours (or, in game 2
    /// of a match, the colours were exchanged).
    bool isFirstBlack = true;
    /// The game being played at a match's table (1 or 2); 0 for a table of one game.
    int game = 0;
    /// What is happening: "move 23, White to move", "opening: swap decision", "claim: ...".
    std::string activity;
    /// Each listed player's time in the game being played ("1:27:05"), empty before the start.
    std::string firstTime;
    std::string secondTime;
    /// A claim waits for the arbiter's ruling, or a flag has fallen (referee's view).
    bool needsReferee = false;
    bool hasFlag = false;
    /// Why the table was set by hand, and what the pairing checks say about it.
    std::string manualReason;
    std::vector<std::string> warnings;
};

/// Returns the boards of `round` in table order at event time `now`.
std::vector<TableSummary> tableSummaries(const model::EventState& state, int round,
                                         std::int64_t now);

/// Returns what a game of any family is doing, in a few words: "move 23, White to play",
/// "opening: swap decision", "claim: ...", "move 9, Black to play; points 3-5" (Ren).
std::string gameActivity(const rules::AnyGame& game);

/// Returns what a claim is about: "five", "forbidden move" or "time".
const char* claimKindName(rules::ClaimKind kind);

} // namespace renju::arbiter::ui
