#pragma once

#include "rules/ren/ren_game.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// A stone on a Ren board as the board shows it: its square, colour, the number of the move
/// that put it there (a replacement or a niban takes its move's number), and what it is now.
struct RenSquareStone {
    rules::Point square{};
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
    bool isNiban = false;
    /// A current rui stone: the player to move may replace it.
    bool isRui = false;
};

/// What the board and score of one Ren game show (the squares, not intersections): every
/// stone, the current rui stones with the count of replacements in succession, the last move
/// with its groups (outlined for a moment), captures and niban, both scores and the sentences
/// the referee reads.
struct RenBoardModel {
    int size = rules::kRenMaxBoardSize;
    std::vector<RenSquareStone> stones;
    std::optional<rules::Point> lastMove;
    /// The last move's scoring groups, to outline; its captured squares and its niban stone.
    std::vector<rules::RenGroup> lastGroups;
    std::vector<rules::Point> lastCaptures;
    std::optional<rules::Point> lastNiban;
    /// Black's points, then White's.
    std::array<int, 2> scores{};
    rules::Stone toMove = rules::Stone::Black;
    int ruiRun = 0;
    int ruiLimit = rules::kRenDefaultRuiLimit;
    bool isRuiLimitReached = false;
    bool isOver = false;
    /// "Black: row of 4 + six-box = 3 points"; "" when the last move scored nothing.
    std::string pointsInWords;
    /// "12. f6 Black captures e5; nibai: a niban stone on e5" (the replay line of the last
    /// move); "" before the first move.
    std::string lastMoveText;
    /// "rui: d4 e5: White may replace one (replacements in succession: 1 of 3)", "the rui
    /// limit is reached (3 of 3): White plays on an empty square or passes", or "".
    std::string ruiText;
    /// What the game waits for ("Black to move: a square or pass"), or how it ended.
    std::string prompt;
};

/// Returns what the board of a Ren game shows.
RenBoardModel renBoardModel(const rules::RenGame& game);

/// Returns the replay-grammar event a click on `square` stands for (the square: a placement
/// when it is empty, a rui replacement on a current rui stone; the rules refuse the rest), or
/// "" when the square is off the board.
std::string renClickEvent(const RenBoardModel& model, rules::Point square);

} // namespace renju::arbiter::ui
