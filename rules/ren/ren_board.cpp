#include "rules/ren/ren_board.hpp"

#include <algorithm>

namespace renju::rules {

RenBoard::RenBoard(int size) : m_size(std::clamp(size, 1, kRenMaxBoardSize)) {
    m_counts[static_cast<std::size_t>(Stone::Empty)] = m_size * m_size;
}

void RenBoard::place(Point square, Stone colour, bool isNiban) {
    std::size_t index = indexOf(square);
    m_stones[index] = colour;
    m_niban[index] = isNiban;
    --m_counts[static_cast<std::size_t>(Stone::Empty)];
    ++m_counts[static_cast<std::size_t>(colour)];
}

void RenBoard::remove(Point square) {
    std::size_t index = indexOf(square);
    --m_counts[static_cast<std::size_t>(m_stones[index])];
    ++m_counts[static_cast<std::size_t>(Stone::Empty)];
    m_stones[index] = Stone::Empty;
    m_niban[index] = false;
}

void RenBoard::replace(Point square) {
    std::size_t index = indexOf(square);
    Stone before = m_stones[index];
    --m_counts[static_cast<std::size_t>(before)];
    m_stones[index] = opponent(before);
    ++m_counts[static_cast<std::size_t>(m_stones[index])];
    m_niban[index] = false;
}

} // namespace renju::rules
