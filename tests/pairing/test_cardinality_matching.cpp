// The completion check: perfect matchings with blossoms, fixed pairs and failures.
#include "pairing/matching/cardinality_matching.hpp"
#include "pairing/seeded_random.hpp"

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

namespace {

/// True when the vertices of `graph` not in `out` have a perfect matching (exhaustive).
bool hasPerfectMatching(const std::vector<std::vector<bool>>& graph, std::vector<bool> out) {
    const int n = static_cast<int>(graph.size());
    int first = 0;
    while (first < n && out[static_cast<std::size_t>(first)]) {
        ++first;
    }
    if (first == n) {
        return true;
    }
    out[static_cast<std::size_t>(first)] = true;
    for (int other = first + 1; other < n; ++other) {
        const auto o = static_cast<std::size_t>(other);
        if (!out[o] && graph[static_cast<std::size_t>(first)][o]) {
            out[o] = true;
            if (hasPerfectMatching(graph, out)) {
                return true;
            }
            out[o] = false;
        }
    }
    return false;
}

} // namespace

TEST_CASE("Gallai-Edmonds: the players a maximum matching can leave out are found from one",
          "[matching]") {
    renju::pairing::SeededRandom random(11);
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 1 + 2 * random.below(5); // odd, up to 9
        const int density = 20 + random.below(70);
        std::vector<std::vector<bool>> graph(static_cast<std::size_t>(n),
                                             std::vector<bool>(static_cast<std::size_t>(n)));
        CardinalityMatching m(n + 1); // the last vertex stands for the one left out
        for (int a = 0; a < n; ++a) {
            m.setEdge(a, n, true);
            for (int b = a + 1; b < n; ++b) {
                const bool edge = random.below(100) < density;
                graph[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = edge;
                graph[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] = edge;
                m.setEdge(a, b, edge);
            }
        }
        INFO("trial " << trial);
        const bool isNearPerfect = m.isPerfect();
        std::vector<int> expected;
        for (int v = 0; v < n; ++v) {
            std::vector<bool> out(static_cast<std::size_t>(n), false);
            out[static_cast<std::size_t>(v)] = true;
            if (hasPerfectMatching(graph, out)) {
                expected.push_back(v);
            }
        }
        REQUIRE(isNearPerfect == !expected.empty());
        if (isNearPerfect) {
            const int root = m.mate(n);
            m.removeVertex(n);
            REQUIRE(m.possiblyUnmatched(root) == expected);
        }
    }
}

TEST_CASE("A vertex put back needs a partner again", "[matching]") {
    CardinalityMatching m(4);
    m.setEdge(0, 1, true);
    m.setEdge(2, 3, true);
    m.removeVertex(3);
    m.removeVertex(2);
    REQUIRE(m.isPerfect());
    m.restoreVertex(2);
    REQUIRE_FALSE(m.isPerfect());
    m.restoreVertex(3);
    REQUIRE(m.isPerfect());
    m.setEdge(2, 3, false); // a removed edge leaves the matching
    REQUIRE(m.mate(2) == -1);
    REQUIRE_FALSE(m.isPerfect());
}
