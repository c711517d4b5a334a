#pragma once

#include "rules/board.hpp"

#include <cstdint>

namespace renju::rules::test {

/// A seeded linear congruential generator: tests stay deterministic.
struct Lcg {
    std::uint64_t state;
    /// Returns a number in [0, bound).
    int below(int bound);
};

/// What a random dense position looks like.
struct DenseShape {
    int boardSize = kRenjuBoardSize;
    Point start{7, 7};
    int stones = 40;
    /// The share (percent) of stones of `favoured`: more of one colour makes its shapes (and
    /// forbidden points) frequent.
    int favouredShare = 60;
    Stone favoured = Stone::Black;
};

/// Returns a position where each stone lands within two points of an earlier one, from
/// `shape.start`.
Board randomDensePosition(Lcg& random, const DenseShape& shape);

} // namespace renju::rules::test
