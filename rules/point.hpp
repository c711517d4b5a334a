#pragma once

#include <array>
#include <compare>

namespace renju::rules {

/// The largest board any supported game uses: free-style and gomoku records of Gomocup's
/// engine tournaments are played on 20x20.
inline constexpr int kMaxBoardSize = 20;
/// The Renju board size (RIF clause 2).
inline constexpr int kRenjuBoardSize = 15;

/// An intersection: column 0 is `a` (left), row 0 is `1` (bottom).
struct Point {
    int col = 0;
    int row = 0;

    friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

/// One of the four line directions through a point.
enum class Direction { Horizontal, Vertical, Diagonal, AntiDiagonal };

/// The four directions in a fixed order; arrays indexed by direction follow it.
inline constexpr std::array<Direction, 4> kDirections = {
    Direction::Horizontal, Direction::Vertical, Direction::Diagonal, Direction::AntiDiagonal};

/// Returns the column step of a direction: +1 rightwards; the anti-diagonal runs up-left.
constexpr int columnStep(Direction direction) {
    return direction == Direction::Vertical ? 0 : (direction == Direction::AntiDiagonal ? -1 : 1);
}

/// Returns the row step of a direction: +1 upwards (towards row 15).
constexpr int rowStep(Direction direction) {
    return direction == Direction::Horizontal ? 0 : 1;
}

/// Returns the point `steps` intersections away from `from` along `direction`.
constexpr Point stepAlong(Point from, Direction direction, int steps) {
    return Point{from.col + steps * columnStep(direction), from.row + steps * rowStep(direction)};
}

/// Returns a short English name for a direction ("horizontal", ...), for explanations.
const char* directionName(Direction direction);

} // namespace renju::rules
