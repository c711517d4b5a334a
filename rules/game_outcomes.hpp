#pragma once

// How the game's steps (rules/game*.cpp) word their outcomes: one spelling of "accepted",
// "refused under clause X" and "a win for colour", kept out of the public headers.

#include "rules/game_event.hpp"
#include "rules/recorded_game.hpp"

#include <string>
#include <utility>

namespace renju::rules::outcomes {

inline EventOutcome refused(std::string clause, std::string text) {
    return EventOutcome{OutcomeKind::Refused, std::move(clause), std::move(text)};
}

inline EventOutcome accepted(std::string text) {
    return EventOutcome{OutcomeKind::Accepted, "", std::move(text)};
}

inline GameResult winFor(Stone colour, ResultReason reason) {
    return GameResult{colour == Stone::Black ? Score::BlackWins : Score::WhiteWins, reason};
}

} // namespace renju::rules::outcomes
