// The weighted matching against exhaustive search on small random graphs, from scratch and
// after incremental weight changes.
#include "pairing/matching/weighted_matching.hpp"
#include "pairing/random_tournament.hpp"

#include <catch2/catch.hpp>
#include <functional>
#include <vector>

using renju::pairing::SeededRandom;
using renju::pairing::matching::WeightedMatching;
using renju::pairing::matching::WideUint;

namespace {

using Grid = std::vector<std::vector<std::uint64_t>>;

std::uint64_t bestByExhaustion(const Grid& w, std::vector<bool>& used, int from) {
    const int n = static_cast<int>(w.size());
    while (from < n && used[static_cast<std::size_t>(from)]) {
        ++from;
    }
    if (from >= n) {
        return 0;
    }
    used[static_cast<std::size_t>(from)] = true;
    std::uint64_t best = bestByExhaustion(w, used, from + 1); // `from` stays single
    for (int j = from + 1; j < n; ++j) {
        const auto sj = static_cast<std::size_t>(j);
        const std::uint64_t weight = w[static_cast<std::size_t>(from)][sj];
        if (used[sj] || weight == 0) {
            continue;
        }
        used[sj] = true;
        best = std::max(best, weight + bestByExhaustion(w, used, from + 1));
        used[sj] = false;
    }
    used[static_cast<std::size_t>(from)] = false;
    return best;
}

template <int N>
std::uint64_t matchedWeight(const WeightedMatching<N>& m, const Grid& w, int shift) {
    std::uint64_t total = 0;
    const int n = m.size();
    for (int v = 0; v < n; ++v) {
        const int mate = m.mate(v);
        if (mate > v) {
            REQUIRE(m.mate(mate) == v);
            REQUIRE(w[static_cast<std::size_t>(v)][static_cast<std::size_t>(mate)] != 0);
            total += w[static_cast<std::size_t>(v)][static_cast<std::size_t>(mate)];
        }
    }
    (void)shift;
    return total;
}

template <int N>
WideUint<N> wide(std::uint64_t value, int shift) {
    WideUint<N> result(value);
    result <<= shift;
    return result;
}

template <int N>
void checkRandomGraphs(int shift) {
    SeededRandom random(42 + static_cast<std::uint64_t>(shift));
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 2 + random.below(9);
        const int density = 30 + random.below(70);
        const int range = 1 + random.below(trial % 3 == 0 ? 3 : 40);
        Grid w(static_cast<std::size_t>(n),
               std::vector<std::uint64_t>(static_cast<std::size_t>(n)));
        WeightedMatching<N> m(n, wide<N>(64, shift));
        auto setRandom = [&](int a, int b, bool incremental) {
            std::uint64_t value = random.below(100) < density
                                      ? static_cast<std::uint64_t>(1 + random.below(range))
                                      : 0;
            w[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = value;
            w[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] = value;
            if (incremental) {
                m.setWeight(a, b, wide<N>(value, shift));
            } else {
                m.presetWeight(a, b, wide<N>(value, shift));
            }
        };
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                setRandom(a, b, false);
            }
        }
        for (int round = 0; round < 6; ++round) {
            m.solve();
            std::vector<bool> used(static_cast<std::size_t>(n), false);
            INFO("trial " << trial << " round " << round << " n " << n);
            REQUIRE(matchedWeight(m, w, shift) == bestByExhaustion(w, used, 0));
            const int owner = random.below(n);
            const int changes = 1 + random.below(n);
            for (int c = 0; c < changes; ++c) {
                int other = random.below(n);
                if (other != owner) {
                    setRandom(owner, other, true);
                }
            }
        }
    }
}

} // namespace

TEST_CASE("Weighted matching is maximal on small random graphs, also after changes", "[matching]") {
    checkRandomGraphs<1>(0);
}

TEST_CASE("Weighted matching works with weights across several words", "[matching]") {
    checkRandomGraphs<2>(70);
    checkRandomGraphs<3>(150);
}

TEST_CASE("Wide integers add, subtract, shift and compare across words", "[matching]") {
    using W = WideUint<2>;
    W a(~std::uint64_t{0});
    a += 1U;
    REQUIRE(a == W::bit(64));
    a -= 1U;
    REQUIRE(a == W(~std::uint64_t{0}));
    W b = W::bit(100);
    b.halve();
    REQUIRE(b == W::bit(99));
    W c(3);
    c <<= 70;
    REQUIRE(W::bit(70) < c);
    REQUIRE(c < W::bit(72));
    W zero;
    zero -= 1U;
    zero += 1U;
    REQUIRE(zero.isZero());
}

TEST_CASE("Wide integers: a value added or subtracted at a bit equals the shifted value, the "
          "slack a + b - 2c in one pass equals the long way",
          "[matching]") {
    using W = WideUint<3>;
    SeededRandom random(7);
    const auto randomWide = [&] {
        W w;
        for (int word = 0; word < 3; ++word) {
            w <<= 64;
            w += static_cast<std::uint64_t>(random.below(1 << 30)) << 34 |
                 static_cast<std::uint64_t>(random.below(1 << 30));
        }
        return w;
    };
    for (int trial = 0; trial < 500; ++trial) {
        const W base = randomWide();
        const std::uint64_t value = ~std::uint64_t{0} >> random.below(64);
        const int bit = random.below(3 * 64 + 8); // past the top too: those bits are lost
        W shifted(value);
        shifted <<= bit;
        W added = base;
        added.addShifted(value, bit);
        REQUIRE(added == base + shifted);
        W subtracted = base;
        subtracted.subShifted(value, bit);
        REQUIRE(subtracted == base - shifted);
        const W a = randomWide();
        const W b = randomWide();
        const W c = randomWide();
        REQUIRE(W::sumMinusTwice(a, b, c) == a + b - c - c);
    }
}
