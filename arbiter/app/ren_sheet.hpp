#pragma once

#include "rules/ren/ren_game.hpp"

#include <array>
#include <string>
#include <vector>

namespace renju::arbiter::app {

/// The players of a Ren game as a record names them (empty: "Black", "White" alone).
struct RenSheetPlayers {
    std::string black;
    std::string white;
};

/// A stone on the final board with the number of the move that put it there.
struct RenSheetStone {
    rules::Point square{};
    rules::Stone colour = rules::Stone::Black;
    int number = 0;
    bool isNiban = false;
};

/// One move of a Ren record: the square (or "--" for a pass), what it did, the groups it
/// scored, its points and the running score.
struct RenSheetMove {
    int number = 0;
    rules::Stone colour = rules::Stone::Black;
    std::string move;
    /// "replaces rui (2 of 3)", "captures d4", "nibai: niban d4", joined by "; ".
    std::string action;
    /// "row of 4 + six-box", "nine-box (scores swapped)", "" when nothing scored.
    std::string groups;
    /// The points the move scored; a nine-box's 10.
    int points = 0;
    /// The score after the move, Black's first: "3-5".
    std::string score;
    /// The mover's clock right after the press that followed the move ("" without one).
    std::string clock;
};

/// Everything a printed Ren record shows (seed 002): the board, the variants, every move with
/// its points and the running score, the final score and the result by colour with the
/// winner's name.
struct RenGameSheet {
    int boardSize = rules::kRenMaxBoardSize;
    /// "rui limit 3, no lead rule" or "rui limit 5, lead 6".
    std::string variants;
    RenSheetPlayers players;
    std::vector<RenSheetStone> stones;
    std::vector<RenSheetMove> moves;
    /// Black's points, then White's.
    std::array<int, 2> scores{};
    /// "1-0" by colour, Black's score first ("1-0" Black won); "" while the game goes on.
    std::string resultCode;
    /// "nine-box", "lead", "double-pass", "full-board", "resignation", "time"; "" while the
    /// game goes on.
    std::string resultReason;
    /// "Black (Anna Ivanova) wins: nine-box, 26 points to 12", "draw: double-pass, 4 points
    /// each", "game in progress".
    std::string resultText;
    /// What happened outside the moves: "White resigned after move 9", "Black's time ran out
    /// after move 12", "1 correction (undo) recorded".
    std::vector<std::string> notes;
};

/// Returns the record sheet of a Ren game.
RenGameSheet renGameSheet(const rules::RenGame& game, const RenSheetPlayers& players);

/// Returns "Black (NAME)" or "Black" when the name is empty.
std::string renPlayerText(rules::Stone colour, const RenSheetPlayers& players);

} // namespace renju::arbiter::app
