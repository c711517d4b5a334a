#pragma once

#include "rules/ren/ren_move.hpp"

#include <string>

namespace renju::rules {

/// Returns a group kind's name: "row of 4", "row of 6", "four-box", "six-box", "nine-box".
const char* renGroupName(RenGroupKind kind);

/// Returns a group's name and squares, e.g. "row of 4 c6-f6" or "six-box e5-f7" (the
/// bottom-left and top-right squares).
std::string describeRenGroup(const RenGroup& group);

/// Returns a move's points in words, as the referee reads them: "Black: row of 4 + six-box = 3
/// points", "White: nine-box, White wins (+10)", or "" when the move scored nothing.
std::string renPointsInWords(const RenMoveReport& report);

/// Returns "Black 5, White 3".
std::string renScoreText(const std::array<int, 2>& scores);

/// Returns how a finished Ren game ended, e.g. "Black wins (the board is full), 19 points to
/// 15" (the winner's points first) or "drawn (two consecutive passes), 4 points each"; "" while
/// it goes on.
std::string renResultSentence(const GameResult& result, const std::array<int, 2>& scores);

/// Returns one line for a move, as `replay` prints it: the number, the square and the colour,
/// then what the move did: the replacement, captures, the nibai and its niban stone, the groups
/// with their squares and points, the score, the stones that became rui, the end of the game.
/// E.g. "12. f6 Black scores row of 4 c6-f6 + four-box e5-f6 = 2 points: Black 5, White 3;
/// rui: e5 f5".
std::string describeRenMove(const RenMoveReport& report, const RenVariants& variants);

/// Returns why `move` is refused in `position`, e.g. "e5 holds a White stone that is not rui
/// (White has no rui stone now)"; "" for `RenRefusal::None`.
std::string renRefusalText(RenRefusal refusal, const RenPosition& position, const Move& move,
                           const RenVariants& variants);

} // namespace renju::rules
