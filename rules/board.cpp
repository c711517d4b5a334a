#include "rules/board.hpp"

#include <algorithm>
#include <memory>
#include <vector>

namespace renju::rules {

namespace {

/// The offsets of a line code's digits, in digit order: digit i has weight 3^i.
constexpr std::array<int, 10> kOffsets = {-5, -4, -3, -2, -1, 1, 2, 3, 4, 5};
constexpr std::array<int, 10> kWeights = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

/// The cells and line codes of an empty board of one size.
struct EmptyBoardData {
    std::array<Cell, Board::kCellCount> cells{};
    std::array<std::array<std::uint16_t, Board::kCellCount>, 4> codes{};
};

bool isOnBoard(int cellIndex, int size) {
    Point point = Board::pointOf(cellIndex);
    return point.col >= 0 && point.row >= 0 && point.col < size && point.row < size;
}

std::unique_ptr<EmptyBoardData> buildEmptyBoard(int size) {
    auto data = std::make_unique<EmptyBoardData>();
    for (int cell = 0; cell < Board::kCellCount; ++cell) {
        data->cells[static_cast<std::size_t>(cell)] =
            isOnBoard(cell, size) ? Cell::Empty : Cell::Wall;
    }
    // Only on-board cells are ever analysed; a wall neighbour is digit 2, like a White stone.
    for (int cell = 0; cell < Board::kCellCount; ++cell) {
        if (!isOnBoard(cell, size)) {
            continue;
        }
        for (Direction direction : kDirections) {
            int code = 0;
            for (std::size_t digit = 0; digit < kOffsets.size(); ++digit) {
                int neighbour = cell + kOffsets[digit] * Board::cellStep(direction);
                if (data->cells[static_cast<std::size_t>(neighbour)] == Cell::Wall) {
                    code += 2 * kWeights[digit];
                }
            }
            data->codes[static_cast<std::size_t>(direction)][static_cast<std::size_t>(cell)] =
                static_cast<std::uint16_t>(code);
        }
    }
    return data;
}

/// Returns the empty board of a size; all sizes are built once, on first use (~0.1 ms).
const EmptyBoardData& emptyBoard(int size) {
    static const std::vector<std::unique_ptr<EmptyBoardData>> boards = [] {
        std::vector<std::unique_ptr<EmptyBoardData>> all;
        for (int side = 0; side <= kMaxBoardSize; ++side) {
            all.push_back(buildEmptyBoard(side));
        }
        return all;
    }();
    return *boards[static_cast<std::size_t>(size)];
}

int digitOf(Stone stone) {
    return stone == Stone::Black ? 1 : 2;
}

/// Returns, for every line code, the code with digits 1 and 2 exchanged; built once.
const std::array<std::uint16_t, Board::kLineCodeCount>& swappedCodes() {
    static const auto table = [] {
        auto swapped = std::make_unique<std::array<std::uint16_t, Board::kLineCodeCount>>();
        for (int code = 0; code < Board::kLineCodeCount; ++code) {
            int rest = code;
            int result = 0;
            for (int weight : kWeights) {
                int digit = rest % 3;
                rest /= 3;
                result += (digit == 0 ? 0 : 3 - digit) * weight;
            }
            (*swapped)[static_cast<std::size_t>(code)] = static_cast<std::uint16_t>(result);
        }
        return swapped;
    }();
    return *table;
}

} // namespace

Board::Board(int size) : m_size(std::clamp(size, 1, kMaxBoardSize)) {
    const EmptyBoardData& empty = emptyBoard(m_size);
    m_cells = empty.cells;
    m_codes = empty.codes;
}

Stone Board::at(Point point) const {
    if (!contains(point)) {
        return Stone::Empty;
    }
    Cell value = cell(cellIndex(point));
    return value == Cell::Black ? Stone::Black
                                : (value == Cell::White ? Stone::White : Stone::Empty);
}

const std::uint16_t* swappedLineCodes() {
    return swappedCodes().data();
}

const std::uint16_t* Board::wallCodes(Direction direction) const {
    return emptyBoard(m_size).codes[static_cast<std::size_t>(direction)].data();
}

std::uint16_t Board::whiteLineCode(int cellIndex, Direction direction) const {
    return whiteCodeOf(lineCode(cellIndex, direction),
                       wallCodes(direction)[static_cast<std::size_t>(cellIndex)],
                       swappedLineCodes());
}

void Board::place(Point point, Stone stone) {
    placeAt(cellIndex(point), stone);
}

void Board::remove(Point point) {
    removeAt(cellIndex(point));
}

void Board::placeAt(int cellIndex, Stone stone) {
    m_cells[static_cast<std::size_t>(cellIndex)] = static_cast<Cell>(stone);
    ++m_stoneCount;
    addToCodes(cellIndex, digitOf(stone));
}

void Board::removeAt(int cellIndex) {
    Cell value = m_cells[static_cast<std::size_t>(cellIndex)];
    m_cells[static_cast<std::size_t>(cellIndex)] = Cell::Empty;
    --m_stoneCount;
    addToCodes(cellIndex, -digitOf(static_cast<Stone>(value)));
}

namespace {

/// Adds `delta` times each digit weight to the codes of the ten neighbours along one direction.
/// The cell at offset k from a neighbour N lies at N + k*Step, so N = cell - k*Step; Step is a
/// compile-time constant, so the ten updates compile to plain adds at fixed displacements.
template <int Step>
void addAlong(std::uint16_t* codes, int delta) {
    for (std::size_t digit = 0; digit < kOffsets.size(); ++digit) {
        std::uint16_t& code = codes[-kOffsets[digit] * Step];
        code = static_cast<std::uint16_t>(code + delta * kWeights[digit]);
    }
}

} // namespace

void Board::addToCodes(int cellIndex, int digitDelta) {
    auto at = [&](Direction direction) {
        return m_codes[static_cast<std::size_t>(direction)].data() + cellIndex;
    };
    addAlong<cellStep(Direction::Horizontal)>(at(Direction::Horizontal), digitDelta);
    addAlong<cellStep(Direction::Vertical)>(at(Direction::Vertical), digitDelta);
    addAlong<cellStep(Direction::Diagonal)>(at(Direction::Diagonal), digitDelta);
    addAlong<cellStep(Direction::AntiDiagonal)>(at(Direction::AntiDiagonal), digitDelta);
}

} // namespace renju::rules
