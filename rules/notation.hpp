#pragma once

#include "rules/board.hpp"
#include "rules/point.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::rules {

/// A move: a stone on a point, or a pass (written `--`).
struct Move {
    bool isPass = false;
    Point point{};

    static Move pass() { return Move{true, Point{}}; }
    static Move at(Point point) { return Move{false, point}; }
    friend bool operator==(const Move&, const Move&) = default;
};

/// Parses a point such as `h8` (column letter a.., row number 1..) on a board of `boardSize`;
/// upper-case letters are accepted. Returns nothing when the text is not a point of that board.
std::optional<Point> parsePoint(std::string_view text, int boardSize = kRenjuBoardSize);

/// Parses a move: a point or `--` (a pass).
std::optional<Move> parseMove(std::string_view text, int boardSize = kRenjuBoardSize);

/// Writes a point as `h8`.
std::string formatPoint(Point point);

/// Writes a move as `h8` or `--`.
std::string formatMove(const Move& move);

/// Why a move list cannot be a position: which move (from 1) and what is wrong with it.
struct MoveListError {
    int moveNumber = 0;
    std::string message;
};

/// A move list read from text, or the first error in it.
struct MoveListParse {
    std::vector<Move> moves;
    std::optional<MoveListError> error;
};

/// Parses whitespace-separated moves. Stops at the first token that is not a point of the
/// board or `--`, reporting its move number and text.
MoveListParse parseMoveList(std::string_view text, int boardSize = kRenjuBoardSize);

/// Writes moves separated by single spaces.
std::string formatMoveList(const std::vector<Move>& moves);

/// A board built from a move list, or the first move that cannot be played.
struct PositionBuild {
    Board board;
    std::optional<MoveListError> error;
};

/// Plays moves alternately, Black first, passes included, checking only that each stone goes
/// on an empty point (no opening rule, no end of game).
PositionBuild buildPosition(const std::vector<Move>& moves, int boardSize = kRenjuBoardSize);

/// Returns the stone colour of the move with index `moveIndex` (0-based): Black, White, ...
constexpr Stone colourOfMove(std::size_t moveIndex) {
    return moveIndex % 2 == 0 ? Stone::Black : Stone::White;
}

} // namespace renju::rules
