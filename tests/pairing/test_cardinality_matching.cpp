// The completion check: perfect matchings with blossoms, fixed pairs and failures.
#include "pairing/matching/cardinality_matching.hpp"

#include <catch2/catch.hpp>

using renju::pairing::matching::CardinalityMatching;

TEST_CASE("A perfect matching through an odd cycle is found", "[matching]") {
    // A triangle 0-1-2 with a tail 2-3 and 0-4, 4-5: perfect only as 4-5, 0-1, 2-3.
    CardinalityMatching m(6);
    for (auto [a, b] : {std::pair{0, 1}, {1, 2}, {2, 0}, {2, 3}, {0, 4}, {4, 5}}) {
        m.setEdge(a, b, true);
    }
    REQUIRE(m.isPerfect());
    REQUIRE(m.mate(5) == 4);
    REQUIRE(m.mate(3) == 2);
}

TEST_CASE("Fixing a pair can make completion impossible", "[matching]") {
    CardinalityMatching m(4);
    m.setEdge(0, 1, true);
    m.setEdge(1, 2, true);
    m.setEdge(2, 3, true);
    REQUIRE(m.isPerfect());
    m.fixPair(1, 2);
    REQUIRE_FALSE(m.isPerfect()); // 0 and 3 are not adjacent
}

TEST_CASE("Removed vertices need no partner", "[matching]") {
    CardinalityMatching m(3);
    m.setEdge(0, 1, true);
    REQUIRE_FALSE(m.isPerfect());
    m.removeVertex(2);
    REQUIRE(m.isPerfect());
}
