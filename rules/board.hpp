#pragma once

#include "rules/point.hpp"

#include <array>
#include <cstdint>

namespace renju::rules {

/// What occupies an intersection.
enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2 };

/// What a cell of the padded grid holds: a stone value, or Wall beyond the board's edge.
enum class Cell : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

/// Returns the other colour; Empty stays Empty.
constexpr Stone opponent(Stone stone) {
    return stone == Stone::Black ? Stone::White
                                 : (stone == Stone::White ? Stone::Black : Stone::Empty);
}

/// A square board of 1..kMaxBoardSize intersections a side.
///
/// Besides the stones it keeps, for every intersection and direction, a "line code": the ten
/// neighbours at distances 1..5 on both sides, read as base-3 digits (0 empty, 1 Black,
/// 2 White or off the board). Codes are updated incrementally by place() and remove() (40 small
/// additions per stone), so the forbidden-move analysis reads a whole line with one load.
class Board {
public:
    /// Padding around the largest board, so that a line of +-5 never leaves the arrays.
    static constexpr int kPadding = 5;
    static constexpr int kStride = kMaxBoardSize + 2 * kPadding;
    static constexpr int kCellCount = kStride * kStride;
    /// Number of distinct line codes (3^10).
    static constexpr int kLineCodeCount = 59049;

    /// Creates an empty board of `size` x `size` (1..kMaxBoardSize); other sizes are clamped into
    /// range.
    explicit Board(int size = kRenjuBoardSize);

    /// Returns the number of intersections per side.
    int size() const { return m_size; }
    /// Returns true when `point` lies on the board.
    bool contains(Point point) const {
        return point.col >= 0 && point.row >= 0 && point.col < m_size && point.row < m_size;
    }
    /// Returns the stone at `point` (Empty when the point is off the board).
    Stone at(Point point) const;
    /// Returns the number of stones on the board.
    int stoneCount() const { return m_stoneCount; }

    /// Puts `stone` (Black or White) on the empty on-board `point`.
    void place(Point point, Stone stone);
    /// Takes the stone off `point` (which must hold one).
    void remove(Point point);

    /// Returns the cell index of an on-board point, for the analysis functions.
    static constexpr int cellIndex(Point point) {
        return (point.row + kPadding) * kStride + point.col + kPadding;
    }
    /// Returns the point of a cell index.
    static constexpr Point pointOf(int cell) {
        return Point{cell % kStride - kPadding, cell / kStride - kPadding};
    }
    /// Returns the cell-index step of a direction.
    static constexpr int cellStep(Direction direction) {
        return columnStep(direction) + rowStep(direction) * kStride;
    }
    /// Returns what a cell holds; cells off the board are Wall.
    Cell cell(int cellIndex) const { return m_cells[static_cast<std::size_t>(cellIndex)]; }
    /// Returns the line code of a cell in a direction (see the class comment).
    std::uint16_t lineCode(int cellIndex, Direction direction) const {
        return m_codes[static_cast<std::size_t>(direction)][static_cast<std::size_t>(cellIndex)];
    }

    /// Returns the line code of a cell read from `own`'s side: own stones are digit 1, the
    /// opponent's stones and off-board cells digit 2. For Black this is lineCode(); for White
    /// the digits of Black and White are exchanged (two table loads), for the rule sets that
    /// restrict White.
    std::uint16_t lineCodeFor(int cellIndex, Direction direction, Stone own) const {
        return own == Stone::White ? whiteLineCode(cellIndex, direction)
                                   : lineCode(cellIndex, direction);
    }
    /// Returns the line codes of the empty board of this size in a direction, indexed by cell:
    /// digit 2 marks the cells beyond the edge. For loops that read White's codes with
    /// whiteCodeOf().
    const std::uint16_t* wallCodes(Direction direction) const;
    /// Returns White's line code from Black's `code` and the cell's wall code: the digits of
    /// Black and White exchanged, off-board cells kept at 2.
    static std::uint16_t whiteCodeOf(std::uint16_t code, std::uint16_t walls,
                                     const std::uint16_t* swapped) {
        // Exchanging the digits turns off-board cells (2) into own stones (1); the wall code has
        // digit 2 exactly there, so adding half of it turns them back into 2.
        return static_cast<std::uint16_t>(swapped[code] + walls / 2);
    }

    /// Places a stone by cell index; used by the analysis on its scratch board.
    void placeAt(int cellIndex, Stone stone);
    /// Removes a stone by cell index.
    void removeAt(int cellIndex);

    friend bool operator==(const Board& a, const Board& b) {
        return a.m_size == b.m_size && a.m_cells == b.m_cells;
    }

private:
    void addToCodes(int cellIndex, int digitDelta);
    std::uint16_t whiteLineCode(int cellIndex, Direction direction) const;

    int m_size = kRenjuBoardSize;
    int m_stoneCount = 0;
    std::array<Cell, kCellCount> m_cells{};
    std::array<std::array<std::uint16_t, kCellCount>, 4> m_codes{};
};

/// Returns, for every line code, the code with digits 1 and 2 exchanged (3^10 entries).
const std::uint16_t* swappedLineCodes();

/// Returns 3^(position of offset k in a line code): offsets -5..-1 are digits 0..4, +1..+5
/// are digits 5..9.
constexpr int lineCodeWeight(int offset) {
    int digit = offset < 0 ? offset + 5 : offset + 4;
    int weight = 1;
    for (int i = 0; i < digit; ++i) {
        weight *= 3;
    }
    return weight;
}

} // namespace renju::rules
