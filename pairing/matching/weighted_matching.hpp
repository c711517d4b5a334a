#pragma once

#include "pairing/matching/wide_uint.hpp"

#include <cstdint>
#include <vector>

namespace renju::pairing::matching {

/// The word counts for which WeightedMatching is instantiated; callers round up to one of them.
inline constexpr int kWeightWordCounts[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};

/// Calls `run.template operator()<N>()` with the fewest words N of kWeightWordCounts whose
/// 64 N bits hold `bits` (64 words at most): the narrowest weight that fits, the same integers.
template <class Run>
decltype(auto) withWeightWords(int bits, Run&& run) {
    if (bits <= 64 * 4) {
        if (bits <= 64) {
            return run.template operator()<1>();
        }
        if (bits <= 64 * 2) {
            return run.template operator()<2>();
        }
        if (bits <= 64 * 3) {
            return run.template operator()<3>();
        }
        return run.template operator()<4>();
    }
    if (bits <= 64 * 16) {
        if (bits <= 64 * 6) {
            return run.template operator()<6>();
        }
        if (bits <= 64 * 8) {
            return run.template operator()<8>();
        }
        if (bits <= 64 * 12) {
            return run.template operator()<12>();
        }
        return run.template operator()<16>();
    }
    if (bits <= 64 * 24) {
        return run.template operator()<24>();
    }
    if (bits <= 64 * 32) {
        return run.template operator()<32>();
    }
    if (bits <= 64 * 48) {
        return run.template operator()<48>();
    }
    return run.template operator()<64>();
}

/// A maximum-weight matching on a dense graph (Edmonds' blossom algorithm, primal-dual, O(n^3)),
/// knowing nothing of players: vertices are 0..n-1, a weight of zero means "no edge".
///
/// It is incremental: after `setWeight` changes some edges, `solve` repairs the previous optimum
/// instead of starting again. Only the vertices named as owners of changed edges are freed (with
/// their partners and the blossoms around them), so re-solving after a few changes costs a few
/// augmentation stages. Weights must stay below `maxWeight` given at construction, which must
/// leave a few free bits at the top of the word.
template <int N>
class WeightedMatching {
public:
    /// The weight type.
    using Weight = WideUint<N>;

    /// An empty graph on `vertexCount` vertices whose weights never exceed `maxWeight`.
    WeightedMatching(int vertexCount, const Weight& maxWeight);

    /// Sets the weight of edge {owner, other}; `owner` is the vertex whose matching is repaired.
    void setWeight(int owner, int other, const Weight& weight);
    /// Sets the weight of edge {a, b} before the first `solve` (no repair is needed then).
    void presetWeight(int a, int b, const Weight& weight) {
        m_weights[cell(a, b)] = weight;
        m_weights[cell(b, a)] = weight;
        m_hasEdge[cell(a, b)] = m_hasEdge[cell(b, a)] = weight.isZero() ? 0 : 1;
    }
    /// The weight of edge {a, b}.
    [[nodiscard]] const Weight& weight(int a, int b) const { return m_weights[cell(a, b)]; }
    /// Computes a maximum-weight matching for the current weights.
    void solve();
    /// The partner of `vertex` in the last solved matching, or -1 when it is unmatched.
    [[nodiscard]] int mate(int vertex) const { return m_mate[at(vertex)]; }
    /// The number of vertices.
    [[nodiscard]] int size() const { return m_n; }

private:
    /// An edge end: `vertex` is the end, `other` the far end.
    struct End {
        int vertex = -1;
        int other = -1;
        [[nodiscard]] End flipped() const { return {other, vertex}; }
        [[nodiscard]] bool isNone() const { return vertex < 0; }
        friend bool operator==(const End&, const End&) = default;
    };
    enum Label : std::uint8_t { kFree = 0, kOuter = 1, kInner = 2, kCrumb = 4 };

    static std::size_t at(int i) { return static_cast<std::size_t>(i); }
    [[nodiscard]] std::size_t cell(int a, int b) const { return at(a) * at(m_n) + at(b); }
    [[nodiscard]] Weight slack(int a, int b) const;
    [[nodiscard]] bool isTight(int a, int b) const;
    [[nodiscard]] const Weight& bestSlack(int owner);
    void offerBestEdge(int owner, End edge);
    [[nodiscard]] bool hasEdge(int a, int b) const { return m_hasEdge[cell(a, b)] != 0; }

    void leaves(int blossom, std::vector<int>& out) const;
    void repairChanges();
    void dissolveAround(int vertex);
    void dissolveTop(int blossom);
    void unmatch(int vertex);
    void requireFeasibleDual(int vertex);
    bool runStage();
    bool scanQueue();
    bool scanEdge(int v, int w);
    bool applyDelta();
    void assignLabel(int w, Label label, End through);
    int scanBlossom(int v, int w);
    void addBlossom(int base, int v, int w);
    void computeBestEdges(int blossom);
    void expandBlossom(int blossom, bool endOfStage);
    void relabelExpandedInner(int blossom);
    void augmentBlossom(int blossom, int vertex);
    void augmentFrom(int start, int partner);
    void augment(int v, int w);
    void endStage();
    [[nodiscard]] int childIndex(int blossom, int child) const;

    int m_n;
    std::vector<Weight> m_weights;
    std::vector<std::uint8_t> m_hasEdge; ///< weight not zero, by cell: scans test it often
    std::vector<Weight> m_dual;
    std::vector<int> m_mate;
    std::vector<std::uint8_t> m_label;
    std::vector<End> m_labelEnd;
    std::vector<int> m_inBlossom;
    std::vector<int> m_parent;
    std::vector<std::vector<int>> m_children;
    std::vector<std::vector<End>> m_endpoints;
    std::vector<int> m_base;
    std::vector<End> m_bestEdge;
    std::vector<std::vector<End>> m_bestEdges;
    std::vector<bool> m_hasBestEdges;
    std::vector<int> m_unused;
    std::vector<std::uint32_t> m_allowed;
    std::uint32_t m_stage = 0;
    std::vector<int> m_queue;
    std::vector<int> m_touched;
    std::vector<bool> m_isTouched;
    std::vector<int> m_freed;
    std::vector<int> m_scratch;
    std::vector<Weight> m_bestSlack; ///< scratch of computeBestEdges, by blossom
    /// The slack of each best edge as last computed, valid while the duals stay as they were
    /// (the same epoch) and the best edge is the one it was computed for.
    std::uint64_t m_epoch = 0;
    std::vector<std::uint64_t> m_cachedEpoch;
    std::vector<End> m_cachedEdge;
    std::vector<Weight> m_cachedSlack;
};

} // namespace renju::pairing::matching
