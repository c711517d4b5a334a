#pragma once

#include "arbiter/app/command.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// A single two-game match set up at once: an event of one round with its two players, the
/// table paired by hand, published and started (game 1's clock runs). In a beginners' match
/// the first player is the beginner (Black in both games) and the rules are RULES.md's:
/// freestyle on 15x15, no opening, the clocks `handicap-1` then `handicap-2`.
struct QuickMatch {
    /// The event's name; empty: "FIRST – SECOND".
    std::string name;
    /// The first player (the beginner under `beginners`) and the second.
    model::Player first;
    model::Player second;
    rules::MatchRule rule = rules::MatchRule::Beginners;
    /// The rule set and board; nothing: freestyle on 15x15 for beginners, renju otherwise (with
    /// the set's own board).
    std::optional<rules::RuleSet> ruleSet;
    std::optional<int> boardSize;
    /// Ren's variants (seed 002), when the rule set is ren.
    rules::RenVariants renVariants;
    /// The time control of a `game-points` match (a beginners' match has its presets).
    std::string timeControl = "rapid";
};

/// Returns the commands that set up `match`, in order: the event, both players, the round
/// paired by hand, published and started. Each is an ordinary command (journaled, checked).
std::vector<Command> quickMatchCommands(const QuickMatch& match);

} // namespace renju::arbiter::app
