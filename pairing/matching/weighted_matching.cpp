// Maximum-weight matching by Edmonds' blossom algorithm in its primal-dual form (Galil's
// exposition): vertex duals, blossom duals, alternating trees of outer (S) and inner (T)
// blossoms, and four kinds of dual adjustment. Dual variables and slacks are kept doubled so
// that integer weights give integer arithmetic.
//
// Incremental use generalises the textbook start: free vertices may begin a solve with
// different (positive) duals. Every free vertex with a positive dual is a tree root; when the
// smallest outer dual reaches zero, the alternating path from that vertex to its root is flipped
// (the root becomes matched, the vertex free with a zero dual) and a new stage begins. All roots
// keep duals of one parity, which keeps every outer-outer slack even.
#include "pairing/matching/weighted_matching.hpp"

#include <algorithm>
#include <cassert>

namespace renju::pairing::matching {

namespace {

int wrapIndex(int j, std::size_t length) {
    const int n = static_cast<int>(length);
    return ((j % n) + n) % n;
}

} // namespace

template <int N>
WeightedMatching<N>::WeightedMatching(int vertexCount, const Weight& maxWeight)
    : m_n(vertexCount), m_weights(at(vertexCount) * at(vertexCount)),
      m_hasEdge(at(vertexCount) * at(vertexCount), 0), m_dual(2 * at(vertexCount)),
      m_mate(at(vertexCount), -1), m_label(2 * at(vertexCount), 0), m_labelEnd(2 * at(vertexCount)),
      m_inBlossom(at(vertexCount)), m_parent(2 * at(vertexCount), -1),
      m_children(2 * at(vertexCount)), m_endpoints(2 * at(vertexCount)),
      m_base(2 * at(vertexCount), -1), m_bestEdge(2 * at(vertexCount)),
      m_bestEdges(2 * at(vertexCount)), m_hasBestEdges(2 * at(vertexCount), false),
      m_allowed(at(vertexCount) * at(vertexCount), 0), m_isTouched(at(vertexCount), false),
      m_bestSlack(2 * at(vertexCount)), m_cachedEpoch(2 * at(vertexCount), 0),
      m_cachedEdge(2 * at(vertexCount)), m_cachedSlack(2 * at(vertexCount)) {
    Weight initial = maxWeight;
    if (initial.isOdd()) {
        initial += 1U;
    }
    for (int v = 0; v < m_n; ++v) {
        m_dual[at(v)] = initial;
        m_inBlossom[at(v)] = v;
        m_base[at(v)] = v;
    }
    for (int b = 2 * m_n - 1; b >= m_n; --b) {
        m_unused.push_back(b);
    }
}

template <int N>
void WeightedMatching<N>::setWeight(int owner, int other, const Weight& weight) {
    m_weights[cell(owner, other)] = weight;
    m_weights[cell(other, owner)] = weight;
    m_hasEdge[cell(owner, other)] = m_hasEdge[cell(other, owner)] = weight.isZero() ? 0 : 1;
    if (!m_isTouched[at(owner)]) {
        m_isTouched[at(owner)] = true;
        m_touched.push_back(owner);
    }
}

template <int N>
typename WeightedMatching<N>::Weight WeightedMatching<N>::slack(int a, int b) const {
    return Weight::sumMinusTwice(m_dual[at(a)], m_dual[at(b)], m_weights[cell(a, b)]);
}

template <int N>
bool WeightedMatching<N>::isTight(int a, int b) const {
    // The lowest word of the slack depends on the lowest words only: most edges stop there.
    const std::uint64_t low =
        m_dual[at(a)].lowWord() + m_dual[at(b)].lowWord() - (m_weights[cell(a, b)].lowWord() << 1);
    return low == 0 && slack(a, b).isZero();
}

template <int N>
const typename WeightedMatching<N>::Weight& WeightedMatching<N>::bestSlack(int owner) {
    const End& best = m_bestEdge[at(owner)];
    if (m_cachedEpoch[at(owner)] != m_epoch || !(m_cachedEdge[at(owner)] == best)) {
        m_cachedSlack[at(owner)] = slack(best.vertex, best.other);
        m_cachedEdge[at(owner)] = best;
        m_cachedEpoch[at(owner)] = m_epoch;
    }
    return m_cachedSlack[at(owner)];
}

template <int N>
void WeightedMatching<N>::offerBestEdge(int owner, End edge) {
    End& best = m_bestEdge[at(owner)];
    if (best.isNone()) {
        best = edge;
        return;
    }
    const Weight s = slack(edge.vertex, edge.other);
    if (s < bestSlack(owner)) {
        best = edge;
        m_cachedSlack[at(owner)] = s;
        m_cachedEdge[at(owner)] = edge;
        m_cachedEpoch[at(owner)] = m_epoch;
    }
}

template <int N>
void WeightedMatching<N>::leaves(int blossom, std::vector<int>& out) const {
    out.clear();
    std::vector<int> stack{blossom};
    while (!stack.empty()) {
        int b = stack.back();
        stack.pop_back();
        if (b < m_n) {
            out.push_back(b);
            continue;
        }
        const auto& children = m_children[at(b)];
        for (auto it = children.rbegin(); it != children.rend(); ++it) {
            stack.push_back(*it);
        }
    }
}

template <int N>
void WeightedMatching<N>::unmatch(int vertex) {
    int partner = m_mate[at(vertex)];
    if (partner < 0) {
        return;
    }
    m_mate[at(partner)] = -1;
    m_mate[at(vertex)] = -1;
    m_freed.push_back(vertex);
    m_freed.push_back(partner);
}

template <int N>
void WeightedMatching<N>::dissolveTop(int blossom) {
    const Weight z = m_dual[at(blossom)];
    const int base = m_base[at(blossom)];
    std::vector<int> vertices;
    leaves(blossom, vertices);
    if (!z.isZero()) {
        // Moving z onto the vertices keeps every inside edge's slack and raises crossing ones.
        for (int v : vertices) {
            m_dual[at(v)] += z;
        }
    }
    for (int child : m_children[at(blossom)]) {
        m_parent[at(child)] = -1;
        if (child < m_n) {
            m_inBlossom[at(child)] = child;
        } else {
            leaves(child, m_scratch);
            for (int v : m_scratch) {
                m_inBlossom[at(v)] = child;
            }
        }
    }
    m_label[at(blossom)] = kFree;
    m_labelEnd[at(blossom)] = End{};
    m_children[at(blossom)].clear();
    m_endpoints[at(blossom)].clear();
    m_base[at(blossom)] = -1;
    m_bestEdge[at(blossom)] = End{};
    m_bestEdges[at(blossom)].clear();
    m_hasBestEdges[at(blossom)] = false;
    m_dual[at(blossom)] = Weight{};
    m_unused.push_back(blossom);
    m_freed.push_back(base);
    if (!z.isZero()) {
        unmatch(base); // its matched edge leaves the blossom and is no longer tight
    }
}

template <int N>
void WeightedMatching<N>::dissolveAround(int vertex) {
    while (m_inBlossom[at(vertex)] != vertex) {
        dissolveTop(m_inBlossom[at(vertex)]);
    }
}

template <int N>
void WeightedMatching<N>::requireFeasibleDual(int vertex) {
    Weight need;
    for (int j = 0; j < m_n; ++j) {
        if (j == vertex || !hasEdge(vertex, j)) {
            continue;
        }
        Weight twice = m_weights[cell(vertex, j)];
        twice += twice;
        if (m_dual[at(j)] < twice) {
            Weight gap = twice;
            gap -= m_dual[at(j)];
            if (need < gap) {
                need = gap;
            }
        }
    }
    m_dual[at(vertex)] = need;
}

template <int N>
void WeightedMatching<N>::repairChanges() {
    m_freed.clear();
    for (int x : m_touched) {
        dissolveAround(x);
        unmatch(x);
    }
    for (int x : m_touched) {
        requireFeasibleDual(x);
    }
    std::vector<int> candidates = m_touched;
    for (std::size_t i = 0; i < m_freed.size(); ++i) {
        candidates.push_back(m_freed[i]);
    }
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        int v = candidates[i];
        if (m_mate[at(v)] < 0 && !m_dual[at(v)].isZero()) {
            m_freed.clear();
            dissolveAround(v); // a root must be a single vertex to fix its parity
            candidates.insert(candidates.end(), m_freed.begin(), m_freed.end());
        }
    }
    for (int v : candidates) {
        if (m_mate[at(v)] < 0 && m_inBlossom[at(v)] == v && m_dual[at(v)].isOdd()) {
            m_dual[at(v)] += 1U;
        }
    }
    for (int x : m_touched) {
        m_isTouched[at(x)] = false;
    }
    m_touched.clear();
}

template <int N>
void WeightedMatching<N>::solve() {
    repairChanges();
    while (runStage()) {
    }
}

template <int N>
bool WeightedMatching<N>::runStage() {
    ++m_stage;
    ++m_epoch;
    std::fill(m_label.begin(), m_label.end(), std::uint8_t{kFree});
    std::fill(m_bestEdge.begin(), m_bestEdge.end(), End{});
    for (int b = m_n; b < 2 * m_n; ++b) {
        m_bestEdges[at(b)].clear();
        m_hasBestEdges[at(b)] = false;
    }
    m_queue.clear();
    bool hasRoot = false;
    for (int v = 0; v < m_n; ++v) {
        if (m_mate[at(v)] < 0 && !m_dual[at(v)].isZero() &&
            m_label[at(m_inBlossom[at(v)])] == kFree) {
            assignLabel(v, kOuter, End{});
            hasRoot = true;
        }
    }
    if (!hasRoot) {
        return false;
    }
    while (!scanQueue() && !applyDelta()) {
    }
    endStage();
    return true;
}

template <int N>
bool WeightedMatching<N>::scanQueue() {
    while (!m_queue.empty()) {
        int v = m_queue.back();
        m_queue.pop_back();
        for (int w = 0; w < m_n; ++w) {
            if (w != v && hasEdge(v, w) && scanEdge(v, w)) {
                return true;
            }
        }
    }
    return false;
}

template <int N>
bool WeightedMatching<N>::scanEdge(int v, int w) {
    const int bv = m_inBlossom[at(v)];
    const int bw = m_inBlossom[at(w)];
    if (bv == bw) {
        return false;
    }
    bool allowed = m_allowed[cell(v, w)] == m_stage;
    if (!allowed && isTight(v, w)) {
        allowed = true;
        m_allowed[cell(v, w)] = m_stage;
        m_allowed[cell(w, v)] = m_stage;
    }
    if (allowed) {
        if (m_label[at(bw)] == kFree) {
            if (m_mate[at(m_base[at(bw)])] < 0) {
                // A free blossom with a zero dual: the path to it augments.
                m_label[at(bw)] = kOuter;
                m_labelEnd[at(bw)] = End{};
                augment(v, w);
                return true;
            }
            assignLabel(w, kInner, End{v, w});
        } else if (m_label[at(bw)] == kOuter) {
            int base = scanBlossom(v, w);
            if (base < 0) {
                augment(v, w);
                return true;
            }
            addBlossom(base, v, w);
        } else if (m_label[at(w)] == kFree) {
            m_label[at(w)] = kInner;
            m_labelEnd[at(w)] = End{v, w};
        }
    } else if (m_label[at(bw)] == kOuter) {
        offerBestEdge(bv, End{v, w});
    } else if (m_label[at(w)] == kFree) {
        offerBestEdge(w, End{v, w});
    }
    return false;
}

template <int N>
bool WeightedMatching<N>::applyDelta() {
    int type = 0;
    Weight delta;
    int deltaVertex = -1;
    End deltaEdge;
    int deltaBlossom = -1;
    for (int v = 0; v < m_n; ++v) {
        if (m_label[at(m_inBlossom[at(v)])] == kOuter && (type == 0 || m_dual[at(v)] < delta)) {
            delta = m_dual[at(v)];
            type = 1;
            deltaVertex = v;
        }
    }
    for (int v = 0; v < m_n; ++v) {
        const End& e = m_bestEdge[at(v)];
        if (m_label[at(m_inBlossom[at(v)])] == kFree && !e.isNone()) {
            const Weight& d = bestSlack(v);
            if (type == 0 || d < delta) {
                delta = d;
                type = 2;
                deltaEdge = e;
            }
        }
    }
    for (int b = 0; b < 2 * m_n; ++b) {
        const End& e = m_bestEdge[at(b)];
        if (m_parent[at(b)] == -1 && m_label[at(b)] == kOuter && (b < m_n || m_base[at(b)] >= 0) &&
            !e.isNone()) {
            Weight d = bestSlack(b);
            assert(!d.isOdd());
            d.halve();
            if (type == 0 || d < delta) {
                delta = d;
                type = 3;
                deltaEdge = e;
            }
        }
    }
    for (int b = m_n; b < 2 * m_n; ++b) {
        if (m_base[at(b)] >= 0 && m_parent[at(b)] == -1 && m_label[at(b)] == kInner &&
            (type == 0 || m_dual[at(b)] < delta)) {
            delta = m_dual[at(b)];
            type = 4;
            deltaBlossom = b;
        }
    }
    for (int v = 0; v < m_n; ++v) {
        std::uint8_t label = m_label[at(m_inBlossom[at(v)])];
        if (label == kOuter) {
            m_dual[at(v)] -= delta;
        } else if (label == kInner) {
            m_dual[at(v)] += delta;
        }
    }
    for (int b = m_n; b < 2 * m_n; ++b) {
        if (m_base[at(b)] >= 0 && m_parent[at(b)] == -1) {
            if (m_label[at(b)] == kOuter) {
                m_dual[at(b)] += delta;
            } else if (m_label[at(b)] == kInner) {
                m_dual[at(b)] -= delta;
            }
        }
    }
    ++m_epoch; // the duals changed
    switch (type) {
    case 1:
        // An outer vertex reached a zero dual: make it the free end of its tree.
        augmentFrom(deltaVertex, -1);
        return true;
    case 2: {
        m_allowed[cell(deltaEdge.vertex, deltaEdge.other)] = m_stage;
        m_allowed[cell(deltaEdge.other, deltaEdge.vertex)] = m_stage;
        int outer = deltaEdge.vertex;
        if (m_label[at(m_inBlossom[at(outer)])] == kFree) {
            outer = deltaEdge.other;
        }
        m_queue.push_back(outer);
        return false;
    }
    case 3:
        m_allowed[cell(deltaEdge.vertex, deltaEdge.other)] = m_stage;
        m_allowed[cell(deltaEdge.other, deltaEdge.vertex)] = m_stage;
        m_queue.push_back(deltaEdge.vertex);
        return false;
    default:
        expandBlossom(deltaBlossom, false);
        return false;
    }
}

template <int N>
void WeightedMatching<N>::assignLabel(int w, Label label, End through) {
    const int b = m_inBlossom[at(w)];
    m_label[at(w)] = label;
    m_label[at(b)] = label;
    m_labelEnd[at(w)] = through;
    m_labelEnd[at(b)] = through;
    m_bestEdge[at(w)] = End{};
    m_bestEdge[at(b)] = End{};
    if (label == kOuter) {
        leaves(b, m_scratch);
        m_queue.insert(m_queue.end(), m_scratch.begin(), m_scratch.end());
        return;
    }
    const int base = m_base[at(b)];
    const int partner = m_mate[at(base)];
    assert(partner >= 0);
    assignLabel(partner, kOuter, End{base, partner});
}

template <int N>
int WeightedMatching<N>::scanBlossom(int v, int w) {
    std::vector<int> path;
    int base = -1;
    while (v != -1 || w != -1) {
        int b = m_inBlossom[at(v)];
        if ((m_label[at(b)] & kCrumb) != 0) {
            base = m_base[at(b)];
            break;
        }
        path.push_back(b);
        m_label[at(b)] = kOuter | kCrumb;
        if (m_labelEnd[at(b)].isNone()) {
            v = -1;
        } else {
            v = m_labelEnd[at(b)].vertex;
            b = m_inBlossom[at(v)];
            v = m_labelEnd[at(b)].vertex;
        }
        if (w != -1) {
            std::swap(v, w);
        }
    }
    for (int b : path) {
        m_label[at(b)] = kOuter;
    }
    return base;
}

template <int N>
void WeightedMatching<N>::addBlossom(int base, int v, int w) {
    const int bb = m_inBlossom[at(base)];
    int bv = m_inBlossom[at(v)];
    int bw = m_inBlossom[at(w)];
    const int b = m_unused.back();
    m_unused.pop_back();
    m_base[at(b)] = base;
    m_parent[at(b)] = -1;
    m_parent[at(bb)] = b;
    std::vector<int>& path = m_children[at(b)];
    std::vector<End>& ends = m_endpoints[at(b)];
    path.clear();
    ends.clear();
    while (bv != bb) {
        m_parent[at(bv)] = b;
        path.push_back(bv);
        ends.push_back(m_labelEnd[at(bv)]);
        bv = m_inBlossom[at(m_labelEnd[at(bv)].vertex)];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(ends.begin(), ends.end());
    ends.push_back(End{v, w});
    while (bw != bb) {
        m_parent[at(bw)] = b;
        path.push_back(bw);
        ends.push_back(m_labelEnd[at(bw)].flipped());
        bw = m_inBlossom[at(m_labelEnd[at(bw)].vertex)];
    }
    m_label[at(b)] = kOuter;
    m_labelEnd[at(b)] = m_labelEnd[at(bb)];
    m_dual[at(b)] = Weight{};
    leaves(b, m_scratch);
    for (int leaf : m_scratch) {
        if (m_label[at(m_inBlossom[at(leaf)])] == kInner) {
            m_queue.push_back(leaf); // an inner vertex becomes outer inside the new blossom
        }
        m_inBlossom[at(leaf)] = b;
    }
    computeBestEdges(b);
}

template <int N>
void WeightedMatching<N>::computeBestEdges(int b) {
    std::vector<End> bestTo(2 * at(m_n));
    std::vector<int> vertices;
    auto consider = [&](int i, int j) {
        if (m_inBlossom[at(j)] == b) {
            std::swap(i, j);
        }
        const int bj = m_inBlossom[at(j)];
        if (bj == b || m_label[at(bj)] != kOuter) {
            return;
        }
        End& best = bestTo[at(bj)];
        const Weight s = slack(i, j);
        if (best.isNone() || s < m_bestSlack[at(bj)]) {
            best = End{i, j};
            m_bestSlack[at(bj)] = s; // the duals do not change here
        }
    };
    for (int child : m_children[at(b)]) {
        if (!m_hasBestEdges[at(child)]) {
            leaves(child, vertices);
            for (int i : vertices) {
                for (int j = 0; j < m_n; ++j) {
                    if (j != i && hasEdge(i, j)) {
                        consider(i, j);
                    }
                }
            }
        } else {
            for (const End& e : m_bestEdges[at(child)]) {
                consider(e.vertex, e.other);
            }
        }
        m_bestEdges[at(child)].clear();
        m_hasBestEdges[at(child)] = false;
        m_bestEdge[at(child)] = End{};
    }
    std::vector<End>& list = m_bestEdges[at(b)];
    list.clear();
    for (const End& e : bestTo) {
        if (!e.isNone()) {
            list.push_back(e);
        }
    }
    m_hasBestEdges[at(b)] = true;
    End best;
    Weight bestSlack;
    for (const End& e : list) {
        const Weight s = slack(e.vertex, e.other);
        if (best.isNone() || s < bestSlack) {
            best = e;
            bestSlack = s;
        }
    }
    m_bestEdge[at(b)] = best;
}

template <int N>
int WeightedMatching<N>::childIndex(int blossom, int child) const {
    const auto& children = m_children[at(blossom)];
    auto it = std::find(children.begin(), children.end(), child);
    return static_cast<int>(it - children.begin());
}

template <int N>
void WeightedMatching<N>::expandBlossom(int blossom, bool endOfStage) {
    for (int child : m_children[at(blossom)]) {
        m_parent[at(child)] = -1;
        if (child < m_n) {
            m_inBlossom[at(child)] = child;
        } else if (endOfStage && m_dual[at(child)].isZero()) {
            expandBlossom(child, endOfStage);
        } else {
            leaves(child, m_scratch);
            for (int v : m_scratch) {
                m_inBlossom[at(v)] = child;
            }
        }
    }
    if (!endOfStage && m_label[at(blossom)] == kInner) {
        relabelExpandedInner(blossom);
    }
    m_label[at(blossom)] = kFree;
    m_labelEnd[at(blossom)] = End{};
    m_children[at(blossom)].clear();
    m_endpoints[at(blossom)].clear();
    m_base[at(blossom)] = -1;
    m_bestEdges[at(blossom)].clear();
    m_hasBestEdges[at(blossom)] = false;
    m_bestEdge[at(blossom)] = End{};
    m_unused.push_back(blossom);
}

template <int N>
void WeightedMatching<N>::relabelExpandedInner(int blossom) {
    const auto& children = m_children[at(blossom)];
    const auto& ends = m_endpoints[at(blossom)];
    const std::size_t count = children.size();
    const int entryChild = m_inBlossom[at(m_labelEnd[at(blossom)].other)];
    int j = childIndex(blossom, entryChild);
    int step = -1;
    int trick = 1;
    if ((j & 1) != 0) {
        j -= static_cast<int>(count);
        step = 1;
        trick = 0;
    }
    auto endAt = [&](int index) -> const End& { return ends[at(wrapIndex(index, count))]; };
    auto withTrick = [&](const End& e, bool flip) { return flip ? e.flipped() : e; };
    End p = m_labelEnd[at(blossom)];
    while (j != 0) {
        m_label[at(p.other)] = kFree;
        m_label[at(withTrick(endAt(j - trick), trick == 0).vertex)] = kFree;
        assignLabel(p.other, kInner, p);
        const End& forward = endAt(j - trick);
        m_allowed[cell(forward.vertex, forward.other)] = m_stage;
        m_allowed[cell(forward.other, forward.vertex)] = m_stage;
        j += step;
        p = withTrick(endAt(j - trick), trick == 1);
        m_allowed[cell(p.vertex, p.other)] = m_stage;
        m_allowed[cell(p.other, p.vertex)] = m_stage;
        j += step;
    }
    int bv = children[at(wrapIndex(j, count))];
    m_label[at(p.other)] = kInner;
    m_label[at(bv)] = kInner;
    m_labelEnd[at(p.other)] = p;
    m_labelEnd[at(bv)] = p;
    m_bestEdge[at(bv)] = End{};
    j += step;
    while (children[at(wrapIndex(j, count))] != entryChild) {
        bv = children[at(wrapIndex(j, count))];
        if (m_label[at(bv)] == kOuter) {
            j += step;
            continue;
        }
        leaves(bv, m_scratch);
        int reached = -1;
        for (int v : m_scratch) {
            if (m_label[at(v)] != kFree) {
                reached = v;
                break;
            }
        }
        if (reached >= 0) {
            m_label[at(reached)] = kFree;
            m_label[at(m_mate[at(m_base[at(bv)])])] = kFree;
            assignLabel(reached, kInner, m_labelEnd[at(reached)]);
        }
        j += step;
    }
}

template <int N>
void WeightedMatching<N>::augmentBlossom(int blossom, int vertex) {
    int t = vertex;
    while (m_parent[at(t)] != blossom) {
        t = m_parent[at(t)];
    }
    if (t >= m_n) {
        augmentBlossom(t, vertex);
    }
    auto& children = m_children[at(blossom)];
    auto& ends = m_endpoints[at(blossom)];
    const std::size_t count = children.size();
    const int i = childIndex(blossom, t);
    int j = i;
    int step = -1;
    bool flip = true;
    if ((i & 1) != 0) {
        j -= static_cast<int>(count);
        step = 1;
        flip = false;
    }
    const int trick = flip ? 1 : 0;
    while (j != 0) {
        j += step;
        t = children[at(wrapIndex(j, count))];
        End e = ends[at(wrapIndex(j - trick, count))];
        End p = flip ? e.flipped() : e;
        if (t >= m_n) {
            augmentBlossom(t, p.vertex);
        }
        j += step;
        t = children[at(wrapIndex(j, count))];
        if (t >= m_n) {
            augmentBlossom(t, p.other);
        }
        m_mate[at(p.vertex)] = p.other;
        m_mate[at(p.other)] = p.vertex;
    }
    std::rotate(children.begin(), children.begin() + i, children.end());
    std::rotate(ends.begin(), ends.begin() + i, ends.end());
    m_base[at(blossom)] = m_base[at(children.front())];
    assert(m_base[at(blossom)] == vertex);
}

template <int N>
void WeightedMatching<N>::augmentFrom(int start, int partner) {
    int s = start;
    int p = partner;
    while (true) {
        const int bs = m_inBlossom[at(s)];
        if (bs >= m_n) {
            augmentBlossom(bs, s);
        }
        m_mate[at(s)] = p;
        if (m_labelEnd[at(bs)].isNone()) {
            break;
        }
        const int t = m_labelEnd[at(bs)].vertex;
        const int bt = m_inBlossom[at(t)];
        s = m_labelEnd[at(bt)].vertex;
        const int j = m_labelEnd[at(bt)].other;
        if (bt >= m_n) {
            augmentBlossom(bt, j);
        }
        m_mate[at(j)] = s;
        p = j;
    }
}

template <int N>
void WeightedMatching<N>::augment(int v, int w) {
    augmentFrom(v, w);
    augmentFrom(w, v);
}

template <int N>
void WeightedMatching<N>::endStage() {
    for (int b = m_n; b < 2 * m_n; ++b) {
        if (m_parent[at(b)] == -1 && m_base[at(b)] >= 0 && m_label[at(b)] == kOuter &&
            m_dual[at(b)].isZero()) {
            expandBlossom(b, true);
        }
    }
}

template class WeightedMatching<1>;
template class WeightedMatching<2>;
template class WeightedMatching<3>;
template class WeightedMatching<4>;
template class WeightedMatching<6>;
template class WeightedMatching<8>;
template class WeightedMatching<12>;
template class WeightedMatching<16>;
template class WeightedMatching<24>;
template class WeightedMatching<32>;
template class WeightedMatching<48>;
template class WeightedMatching<64>;

} // namespace renju::pairing::matching
