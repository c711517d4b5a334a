#pragma once

#include "rules/game_event.hpp"
#include "rules/notation.hpp"
#include "rules/ren/ren_board.hpp"
#include "rules/ren/ren_scoring.hpp"
#include "rules/ren/ren_variants.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace renju::rules {

/// What a Ren move is (seed 002: "on their turn, a player may pass or place a stone ... either
/// on an empty space, or replacing an opponent's weak stone").
enum class RenMoveKind : std::uint8_t { Placement, Replacement, Pass };

/// Why a Ren move cannot be played; `None` when it can.
enum class RenRefusal : std::uint8_t {
    None,
    OffBoard, ///< the square is not on the board
    OwnStone, ///< the square holds the mover's own stone
    NotRui,   ///< the square holds an opponent's stone that is not a current rui stone
    RuiLimit, ///< a rui stone, but the rui limit of replacements in succession is reached
    GameOver, ///< the game has ended
};

/// Returns the points of `colour` in a pair indexed Black, White.
constexpr std::size_t renSide(Stone colour) {
    return colour == Stone::White ? 1 : 0;
}

/// A Ren game between two moves: the board, both scores, whose move it is, the current rui
/// stones and the count of rui replacements in succession.
struct RenPosition {
    RenBoard board;
    /// Points scored so far, Black's first.
    std::array<int, 2> scores{};
    Stone toMove = Stone::Black;
    /// The stones the player to move may replace: the last mover's stones that became rui on
    /// that move (rui from an earlier move have expired).
    std::vector<Point> rui;
    /// Rui replacements in succession, over both players, up to the last move.
    int ruiRun = 0;
    bool lastWasPass = false;
    /// Moves played, passes included.
    int movesPlayed = 0;
    GameResult result;

    /// Returns the points `colour` has scored.
    int score(Stone colour) const { return scores[renSide(colour)]; }
    /// Returns true when `square` holds a stone the player to move may replace.
    bool isRui(Point square) const;

    friend bool operator==(const RenPosition&, const RenPosition&) = default;
};

/// Returns the position before Black's first move on a board of `size` squares.
RenPosition initialRenPosition(int size);

/// Everything one Ren move did, as data: what it was, its captures and niban, the groups it
/// scored, the stones that became rui, the count of replacements in succession, both scores
/// before and after, and the game's result after it.
struct RenMoveReport {
    /// 1-based; passes are moves.
    int number = 0;
    Stone colour = Stone::Black;
    RenMoveKind kind = RenMoveKind::Pass;
    /// The square played (the scoring stone); unused for a pass.
    Point square{};
    /// The opponent's stones the placement captured (never more than the four neighbours).
    std::vector<Point> captures;
    /// The niban stone the nibai put on the captured square.
    std::optional<Point> niban;
    std::vector<RenGroup> groups;
    /// The points the groups scored (a nine-box adds 10 instead, see `swapsScores`).
    int points = 0;
    bool isNineBox = false;
    /// A nine-box made from behind: the scores were swapped before the 10 points were added.
    bool swapsScores = false;
    /// The mover's stones that became rui (the opponent may replace one on the next move).
    std::vector<Point> rui;
    /// Rui replacements in succession after this move (0 after a placement or a pass).
    int ruiRun = 0;
    /// True when the next move may not be a replacement (the limit is reached).
    bool isRuiLimitReached = false;
    std::array<int, 2> scoresBefore{};
    std::array<int, 2> scoresAfter{};
    /// The game's result after the move (`* *` while it goes on).
    GameResult result;

    friend bool operator==(const RenMoveReport&, const RenMoveReport&) = default;
};

/// Returns why `move` (a square or a pass) cannot be played in `position`, or `None`.
RenRefusal findRenRefusal(const RenPosition& position, const Move& move,
                          const RenVariants& variants);

/// A move played, or why it was refused (then the position is unchanged).
struct RenPlay {
    RenRefusal refusal = RenRefusal::None;
    RenMoveReport report;
};

/// Plays `move` for the player to move (RULES.md, Ren): a square is a placement when empty and
/// a rui replacement when it holds a current rui stone of the opponent; a placement captures
/// and may make a nibai; the stones are scored, rui made, and the game ended by a nine-box, the
/// lead (variant b), a full board or two passes, in that order. A refused move changes nothing.
RenPlay playRenMove(RenPosition& position, const Move& move, const RenVariants& variants);

/// Ends the game by resignation or time: `winner` wins with `reason`; the scores stay.
void endRenGame(RenPosition& position, Stone winner, ResultReason reason);

/// Returns why a result does not fit a Ren game, or "" when it does: a win by nine-box, lead,
/// double pass, full board, resignation or time; a draw by double pass or full board; `* *`.
std::string renResultProblem(const GameResult& result);

} // namespace renju::rules
