#pragma once

#include <vector>

namespace renju::pairing::matching {

/// A maximum-cardinality matching on a dense graph (Edmonds' blossom algorithm with breadth-first
/// search), knowing nothing of players. It answers one question cheaply and repeatedly: can the
/// vertices not yet fixed still all be matched? Fixing pairs removes them; the matching of the
/// rest is repaired by augmenting from the vertices that lost their partner.
class CardinalityMatching {
public:
    /// A graph on `vertexCount` vertices without edges.
    explicit CardinalityMatching(int vertexCount);

    /// Adds or removes edge {a, b}; a removed edge leaves the matching.
    void setEdge(int a, int b, bool present);
    /// True when edge {a, b} exists.
    [[nodiscard]] bool hasEdge(int a, int b) const { return m_adjacent[cell(a, b)] != 0; }
    /// Matches a with b and removes both from the graph.
    void fixPair(int a, int b);
    /// Removes a vertex from the graph (it needs no partner).
    void removeVertex(int vertex);
    /// Puts a removed vertex back into the graph, unmatched (no effect on a vertex in the graph).
    void restoreVertex(int vertex);
    /// True when every vertex still in the graph can be matched; keeps such a matching.
    bool isPerfect();
    /// When the current matching is maximum and leaves `root` unmatched (and no other vertex),
    /// the vertices some maximum matching leaves unmatched instead, root among them: the even
    /// vertices of the alternating tree grown from root (Gallai-Edmonds). Empty when the
    /// matching is not maximum.
    std::vector<int> possiblyUnmatched(int root);
    /// The partner of `vertex` in the current matching, or -1.
    [[nodiscard]] int mate(int vertex) const { return m_mate[at(vertex)]; }

private:
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }
    [[nodiscard]] std::size_t cell(int a, int b) const { return at(a) * at(m_n) + at(b); }
    bool augmentFrom(int root);
    int findPath(int root);
    int commonBase(int a, int b);
    void markPath(int v, int base, int child);

    int m_n;
    std::vector<char> m_adjacent;
    std::vector<int> m_mate;
    std::vector<bool> m_removed;
    std::vector<int> m_parent;
    std::vector<int> m_base;
    std::vector<char> m_used;
    std::vector<char> m_inBlossom;
    std::vector<int> m_queue;
};

} // namespace renju::pairing::matching
