// Property test: the fast table-driven checker agrees with a plain reading of the rules
// (reference_forbidden.cpp) on every empty point of many seeded random dense positions.
#include "reference_forbidden.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

/// A seeded linear congruential generator: tests stay deterministic.
struct Lcg {
    std::uint64_t state;
    int below(int bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33U) % static_cast<std::uint64_t>(bound));
    }
};

/// A random game where each stone lands within two points of an earlier one, from `start`.
Board randomDensePosition(Lcg& random, Point start, int stones, int blackShare) {
    Board board;
    std::vector<Point> played{start};
    board.place(start, Stone::Black);
    while (static_cast<int>(played.size()) < stones) {
        Point anchor =
            played[static_cast<std::size_t>(random.below(static_cast<int>(played.size())))];
        Point point{anchor.col + random.below(5) - 2, anchor.row + random.below(5) - 2};
        if (!board.contains(point) || board.at(point) != Stone::Empty) {
            continue;
        }
        // More Black than White makes Black's shapes (and forbidden points) frequent.
        board.place(point, random.below(100) < blackShare ? Stone::Black : Stone::White);
        played.push_back(point);
    }
    return board;
}

int compareAllPoints(const Board& board) {
    int mismatches = 0;
    for (int col = 0; col < board.size(); ++col) {
        for (int row = 0; row < board.size(); ++row) {
            Point point{col, row};
            if (board.at(point) != Stone::Empty) {
                continue;
            }
            ForbiddenKind fast = forbiddenKind(board, point);
            ForbiddenKind reference = test::referenceForbiddenKind(board, point);
            if (fast != reference) {
                ++mismatches;
                INFO(formatPoint(point) << " fast " << forbiddenKindCode(fast) << " reference "
                                        << forbiddenKindCode(reference));
                CHECK(fast == reference);
            }
        }
    }
    return mismatches;
}

} // namespace

TEST_CASE("Reference: the fast checker equals a plain reading on random dense positions",
          "[forbidden][reference]") {
    Lcg random{20261121};
    int forbiddenSeen = 0;
    for (int game = 0; game < 300; ++game) {
        Board board = randomDensePosition(random, Point{7, 7}, 20 + random.below(40), 60);
        CHECK(compareAllPoints(board) == 0);
        forbiddenSeen += static_cast<int>(findForbiddenPoints(board).size());
    }
    CHECK(forbiddenSeen > 300); // the positions do exercise the rules
}

TEST_CASE("Reference: the fast checker equals a plain reading near edges and corners",
          "[forbidden][reference][edge]") {
    Lcg random{77};
    for (int game = 0; game < 200; ++game) {
        Point corner{random.below(2) * 14, random.below(15)};
        if (random.below(2) == 0) {
            std::swap(corner.col, corner.row);
        }
        Board board = randomDensePosition(random, corner, 15 + random.below(25), 65);
        CHECK(compareAllPoints(board) == 0);
    }
}

TEST_CASE("Reference: scan and single-point judgement agree", "[forbidden][reference]") {
    Lcg random{5};
    for (int game = 0; game < 100; ++game) {
        Board board = randomDensePosition(random, Point{7, 7}, 40, 60);
        auto points = findForbiddenPoints(board);
        std::size_t next = 0;
        for (int col = 0; col < 15; ++col) {
            for (int row = 0; row < 15; ++row) {
                Point point{col, row};
                if (board.at(point) != Stone::Empty) {
                    continue;
                }
                ForbiddenKind kind = forbiddenKind(board, point);
                if (kind != ForbiddenKind::None) {
                    REQUIRE(next < points.size());
                    CHECK(points[next] == ForbiddenPoint{point, kind});
                    ++next;
                }
            }
        }
        CHECK(next == points.size());
    }
}
