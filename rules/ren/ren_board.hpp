#pragma once

#include "rules/board.hpp"
#include "rules/point.hpp"

#include <array>
#include <cstdint>

namespace renju::rules {

/// The largest Ren board (seed 002: "a 10x10 or 8x8 board").
inline constexpr int kRenMaxBoardSize = 10;

/// The board of a Ren game: stones on the squares of an 8x8 or 10x10 board (`a1` is the
/// bottom-left square, as intersections are named on the five-in-a-row boards). Besides the
/// colour of each square it remembers which stones were placed as niban (seed 002: "a niban
/// stone cannot be rui"), and keeps the count of each colour.
class RenBoard {
public:
    /// Creates an empty 10x10 board.
    RenBoard() : RenBoard(kRenMaxBoardSize) {}
    /// Creates an empty board of `size` x `size` squares (clamped to 1..10).
    explicit RenBoard(int size);

    /// Returns the number of squares per side.
    int size() const { return m_size; }
    /// Returns true when `square` lies on the board.
    bool contains(Point square) const {
        return square.col >= 0 && square.row >= 0 && square.col < m_size && square.row < m_size;
    }
    /// Returns the stone on `square`; Empty off the board.
    Stone at(Point square) const {
        return contains(square) ? m_stones[indexOf(square)] : Stone::Empty;
    }
    /// Returns true when the stone on `square` was placed as a niban stone.
    bool isNiban(Point square) const { return contains(square) && m_niban[indexOf(square)]; }
    /// Returns the number of stones of `colour` (Empty: the number of empty squares).
    int count(Stone colour) const { return m_counts[static_cast<std::size_t>(colour)]; }
    /// Returns true when no square is empty.
    bool isFull() const { return count(Stone::Empty) == 0; }

    /// Puts a stone of `colour` on the empty on-board `square`; `isNiban` marks a niban stone.
    void place(Point square, Stone colour, bool isNiban = false);
    /// Takes the stone off `square` (which must hold one).
    void remove(Point square);
    /// Replaces the stone on `square` by one of the other colour (a rui replacement).
    void replace(Point square);

    friend bool operator==(const RenBoard&, const RenBoard&) = default;

private:
    static std::size_t indexOf(Point square) {
        return static_cast<std::size_t>(square.row * kRenMaxBoardSize + square.col);
    }

    int m_size = kRenMaxBoardSize;
    std::array<Stone, kRenMaxBoardSize * kRenMaxBoardSize> m_stones{};
    std::array<bool, kRenMaxBoardSize * kRenMaxBoardSize> m_niban{};
    /// Indexed by Stone: empty squares, Black's stones, White's stones.
    std::array<int, 3> m_counts{};
};

} // namespace renju::rules
