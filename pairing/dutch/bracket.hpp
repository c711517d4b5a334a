#pragma once

#include "pairing/dutch/round_state.hpp"
#include "pairing/matching/cardinality_matching.hpp"
#include "pairing/matching/weighted_matching.hpp"

#include <functional>
#include <utility>
#include <vector>

namespace renju::pairing::dutch {

/// One pairing bracket as a Dutch engine hands it over: moved-down players, the resident score
/// group and the players below that the bracket may float to. Positions index `players`.
struct BracketSetup {
    const RoundState* state = nullptr;
    std::vector<int> players;               ///< state indices by position
    std::vector<int> matcherVertices;       ///< weighted-matching vertex by position (increasing)
    std::vector<int> validityVertices;      ///< completion-graph vertex by position (2017 only)
    int moved = 0;                          ///< positions [0, moved) are moved-down players
    int residentEnd = 0;                    ///< positions [moved, residentEnd) are residents
    int exchangeBits = 0;                   ///< width of the field that counts exchanges
    bool zeroesExchangedDownfloats = false; ///< 2025: a player moved into S1 does not float
};

/// The record of a bracket paired (for explanations): its players and pairs as state indices.
BracketRecord recordBracket(const BracketSetup& setup, bool isCollapsed,
                            const std::vector<std::pair<int, int>>& pairs);

/// Runs the steps of one bracket on a weighted matching whose edges between bracket positions
/// the caller describes with `edgeWeight(higher, lower)`: the basic optimum, the moved-down
/// players to pair and their opponents, the exchanges between S1 and S2 (fewest, then the
/// smallest sequence numbers), and the pairs of S1 in order (C.04.3 B.1-B.6, D). Pairs are
/// fixed in the matching with weight `fixedWeight`, and in `validity` when given.
template <int N>
class BracketSolver {
public:
    using Weight = matching::WideUint<N>;
    /// The weight of a pair of positions (higher-placed first); zero when they may not meet.
    using EdgeWeight = std::function<Weight(int higher, int lower)>;

    BracketSolver(const BracketSetup& setup, matching::WeightedMatching<N>& matcher,
                  const Weight& fixedWeight, matching::CardinalityMatching* validity);

    /// Asks `check` after every solve whether the optimum found may be used; once it says no,
    /// the run stops early and failed() is true (the caller pairs the bracket another way).
    void setSolveCheck(std::function<bool()> check) { m_check = std::move(check); }
    /// Pairs the bracket; returns the pairs by position.
    std::vector<std::pair<int, int>> run(const EdgeWeight& edgeWeight);
    /// True when the solve check refused an optimum: the pairs returned mean nothing.
    [[nodiscard]] bool failed() const { return m_failed; }
    /// Which positions of the bracket (moved-down and residents) were paired.
    [[nodiscard]] const std::vector<bool>& matched() const { return m_matched; }
    /// The partner position of `position` in the current optimum: itself when unmatched, -1 for
    /// a player above the bracket, the bracket size for a player below it.
    [[nodiscard]] int mateOf(int position) const;

private:
    [[nodiscard]] bool isResident(int position) const {
        return position >= m_setup.moved && position < m_setup.residentEnd;
    }
    Weight& base(int larger, int smaller) { return m_base[idx(larger)][idx(smaller)]; }
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    void setWeight(int owner, int other, const Weight& weight);
    void solve() {
        if (!m_failed) {
            m_matcher.solve();
            m_failed = m_check && !m_check();
        }
    }
    void computeBaseWeights(const EdgeWeight& edgeWeight);
    void finalizePair(int a, int b);
    void chooseMovedDown();
    void pairMovedDown();
    void buildRemainder();
    [[nodiscard]] Weight exchangeWeight(int smaller, int larger, int smallerIndex) const;
    void chooseExchangesInFirstGroup();
    void chooseExchangesInSecondGroup();
    void fixExchanges();
    void pairFirstGroup();

    const BracketSetup& m_setup;
    matching::WeightedMatching<N>& m_matcher;
    Weight m_fixed;
    matching::CardinalityMatching* m_validity;
    int m_size;
    std::vector<int> m_positionOf; ///< by matcher vertex: position, or -2 when outside
    std::vector<std::vector<Weight>> m_base;
    std::vector<bool> m_matched;
    std::vector<std::pair<int, int>> m_pairs;
    std::vector<int> m_remainder;
    int m_remainderPairs = 0;
    int m_exchangeCount = 0;
    std::function<bool()> m_check;
    bool m_failed = false;
};

} // namespace renju::pairing::dutch
