#pragma once

#include "rules/forbidden.hpp"
#include "rules/game.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// A stone as the board shows it: where, which colour, and its move number.
struct BoardStone {
    rules::Point point{};
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
};

/// What the board of one game shows.
struct BoardModel {
    int size = rules::kRenjuBoardSize;
    std::vector<BoardStone> stones;
    std::optional<rules::Point> lastMove;
    /// The stones the last claim is about (the five, the forbidden stone claimed).
    std::vector<rules::Point> claimMarks;
    /// 5th-move proposals on the board, waiting for White's choice or being made.
    std::vector<rules::Point> proposals;
    /// The zone the next opening stone must be in (half-width; -1: no zone to show).
    int zone = -1;
    rules::Expectation expectation;
    /// What the game waits for, as a sentence ("the first player places move 2 ...").
    std::string prompt;
    bool isOver = false;
};

/// Returns what the board of `game` shows.
BoardModel boardModel(const rules::Game& game);

/// Returns the replay-grammar event that a click on `point` stands for: a proposal while
/// proposals are due, the choice when a proposal is clicked at the choice, else a stone.
std::string clickEvent(const rules::Game& game, rules::Point point);

/// A forbidden point for the referee's overlay.
struct ForbiddenMark {
    rules::Point point{};
    rules::ForbiddenKind kind = rules::ForbiddenKind::None;
};

/// Returns the forbidden points of `colour` in the game's position under its rule set (empty
/// when the board is empty or the set forbids that colour nothing).
std::vector<ForbiddenMark> forbiddenMarks(const rules::Game& game, rules::Stone colour);

/// One line that makes a point forbidden (or that 9.3 discounts), from stone to stone.
struct WitnessSegment {
    rules::Point from{};
    rules::Point to{};
    rules::LineShape shape = rules::LineShape::None;
    /// False for a three that 9.3 does not count (no legal straight-four point).
    bool counts = true;
    /// The points that complete the four or make the three straight.
    std::vector<rules::Point> keyPoints;
    /// e.g. "three on the horizontal line f8-h8 (real: g8 legal)".
    std::string label;
};

/// Returns the lines of a verdict that matter for 9.2, with their stones' extent.
std::vector<WitnessSegment> witnessSegments(const rules::ForbiddenVerdict& verdict);

} // namespace renju::arbiter::ui
