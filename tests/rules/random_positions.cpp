#include "random_positions.hpp"

#include <vector>

namespace renju::rules::test {

int Lcg::below(int bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33U) % static_cast<std::uint64_t>(bound));
}

Board randomDensePosition(Lcg& random, const DenseShape& shape) {
    Board board(shape.boardSize);
    std::vector<Point> played{shape.start};
    board.place(shape.start, shape.favoured);
    while (static_cast<int>(played.size()) < shape.stones) {
        Point anchor =
            played[static_cast<std::size_t>(random.below(static_cast<int>(played.size())))];
        Point point{anchor.col + random.below(5) - 2, anchor.row + random.below(5) - 2};
        if (!board.contains(point) || board.at(point) != Stone::Empty) {
            continue;
        }
        bool isFavoured = random.below(100) < shape.favouredShare;
        board.place(point, isFavoured ? shape.favoured : opponent(shape.favoured));
        played.push_back(point);
    }
    return board;
}

} // namespace renju::rules::test
