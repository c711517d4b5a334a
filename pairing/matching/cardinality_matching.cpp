#include "pairing/matching/cardinality_matching.hpp"

#include <algorithm>

namespace renju::pairing::matching {

CardinalityMatching::CardinalityMatching(int vertexCount)
    : m_n(vertexCount), m_adjacent(at(vertexCount) * at(vertexCount), 0),
      m_mate(at(vertexCount), -1), m_removed(at(vertexCount), false), m_parent(at(vertexCount), -1),
      m_base(at(vertexCount), 0), m_used(at(vertexCount), 0), m_inBlossom(at(vertexCount), 0) {}

void CardinalityMatching::setEdge(int a, int b, bool present) {
    m_adjacent[cell(a, b)] = present ? 1 : 0;
    m_adjacent[cell(b, a)] = present ? 1 : 0;
    if (!present && m_mate[at(a)] == b) {
        m_mate[at(a)] = -1;
        m_mate[at(b)] = -1;
    }
}

void CardinalityMatching::fixPair(int a, int b) {
    if (m_mate[at(a)] != b) {
        for (int v : {a, b}) {
            int partner = m_mate[at(v)];
            if (partner >= 0) {
                m_mate[at(partner)] = -1;
            }
        }
        m_mate[at(a)] = b;
        m_mate[at(b)] = a;
    }
    m_removed[at(a)] = true;
    m_removed[at(b)] = true;
}

void CardinalityMatching::removeVertex(int vertex) {
    int partner = m_mate[at(vertex)];
    if (partner >= 0) {
        m_mate[at(partner)] = -1;
    }
    m_mate[at(vertex)] = -1;
    m_removed[at(vertex)] = true;
}

void CardinalityMatching::restoreVertex(int vertex) {
    if (m_removed[at(vertex)]) {
        removeVertex(vertex); // drops a pair fixed with it
        m_removed[at(vertex)] = false;
    }
}

bool CardinalityMatching::isPerfect() {
    // Greedy first: cheap and usually enough to leave few searches.
    for (int v = 0; v < m_n; ++v) {
        if (m_removed[at(v)] || m_mate[at(v)] >= 0) {
            continue;
        }
        for (int w = 0; w < m_n; ++w) {
            if (w != v && !m_removed[at(w)] && m_mate[at(w)] < 0 && hasEdge(v, w)) {
                m_mate[at(v)] = w;
                m_mate[at(w)] = v;
                break;
            }
        }
    }
    for (int v = 0; v < m_n; ++v) {
        if (!m_removed[at(v)] && m_mate[at(v)] < 0 && !augmentFrom(v)) {
            return false;
        }
    }
    return true;
}

std::vector<int> CardinalityMatching::possiblyUnmatched(int root) {
    std::vector<int> result;
    if (findPath(root) >= 0) {
        return result;
    }
    for (int v = 0; v < m_n; ++v) {
        if (m_used[at(v)] != 0) {
            result.push_back(v); // reached at an even distance, blossoms included
        }
    }
    return result;
}

bool CardinalityMatching::augmentFrom(int root) {
    int v = findPath(root);
    if (v < 0) {
        return false;
    }
    while (v >= 0) {
        int pv = m_parent[at(v)];
        int ppv = m_mate[at(pv)];
        m_mate[at(v)] = pv;
        m_mate[at(pv)] = v;
        v = ppv;
    }
    return true;
}

int CardinalityMatching::commonBase(int a, int b) {
    std::vector<char> seen(at(m_n), 0);
    while (true) {
        a = m_base[at(a)];
        seen[at(a)] = 1;
        if (m_mate[at(a)] < 0) {
            break;
        }
        a = m_parent[at(m_mate[at(a)])];
    }
    while (true) {
        b = m_base[at(b)];
        if (seen[at(b)] != 0) {
            return b;
        }
        b = m_parent[at(m_mate[at(b)])];
    }
}

void CardinalityMatching::markPath(int v, int base, int child) {
    while (m_base[at(v)] != base) {
        m_inBlossom[at(m_base[at(v)])] = 1;
        m_inBlossom[at(m_base[at(m_mate[at(v)])])] = 1;
        m_parent[at(v)] = child;
        child = m_mate[at(v)];
        v = m_parent[at(m_mate[at(v)])];
    }
}

int CardinalityMatching::findPath(int root) {
    std::fill(m_used.begin(), m_used.end(), 0);
    std::fill(m_parent.begin(), m_parent.end(), -1);
    for (int i = 0; i < m_n; ++i) {
        m_base[at(i)] = i;
    }
    m_used[at(root)] = 1;
    m_queue.assign(1, root);
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        int v = m_queue[head];
        for (int to = 0; to < m_n; ++to) {
            if (to == v || m_removed[at(to)] || !hasEdge(v, to) ||
                m_base[at(v)] == m_base[at(to)] || m_mate[at(v)] == to) {
                continue;
            }
            if (to == root || (m_mate[at(to)] >= 0 && m_parent[at(m_mate[at(to)])] >= 0)) {
                int base = commonBase(v, to);
                std::fill(m_inBlossom.begin(), m_inBlossom.end(), 0);
                markPath(v, base, to);
                markPath(to, base, v);
                for (int i = 0; i < m_n; ++i) {
                    if (m_inBlossom[at(m_base[at(i)])] != 0) {
                        m_base[at(i)] = base;
                        if (m_used[at(i)] == 0) {
                            m_used[at(i)] = 1;
                            m_queue.push_back(i);
                        }
                    }
                }
            } else if (m_parent[at(to)] < 0) {
                m_parent[at(to)] = v;
                if (m_mate[at(to)] < 0) {
                    return to;
                }
                m_used[at(m_mate[at(to)])] = 1;
                m_queue.push_back(m_mate[at(to)]);
            }
        }
    }
    return -1;
}

} // namespace renju::pairing::matching
