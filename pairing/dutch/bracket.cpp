#include "pairing/dutch/bracket.hpp"

namespace renju::pairing::dutch {

BracketRecord recordBracket(const BracketSetup& setup, bool isCollapsed,
                            const std::vector<std::pair<int, int>>& pairs) {
    BracketRecord record;
    record.isCollapsed = isCollapsed;
    for (int p = 0; p < setup.residentEnd; ++p) {
        (p < setup.moved ? record.moved : record.residents)
            .push_back(setup.players[static_cast<std::size_t>(p)]);
    }
    for (auto [a, b] : pairs) {
        record.pairs.emplace_back(setup.players[static_cast<std::size_t>(a)],
                                  setup.players[static_cast<std::size_t>(b)]);
    }
    return record;
}

template <int N>
BracketSolver<N>::BracketSolver(const BracketSetup& setup, matching::WeightedMatching<N>& matcher,
                                const Weight& fixedWeight, matching::CardinalityMatching* validity)
    : m_setup(setup), m_matcher(matcher), m_fixed(fixedWeight), m_validity(validity),
      m_size(static_cast<int>(setup.players.size())), m_positionOf(idx(matcher.size()), -2),
      m_matched(idx(setup.residentEnd), false) {
    for (int p = 0; p < m_size; ++p) {
        m_positionOf[idx(setup.matcherVertices[idx(p)])] = p;
    }
}

template <int N>
int BracketSolver<N>::mateOf(int position) const {
    const int vertex = m_matcher.mate(m_setup.matcherVertices[idx(position)]);
    if (vertex < 0) {
        return position;
    }
    const int found = m_positionOf[idx(vertex)];
    if (found >= 0) {
        return found;
    }
    return vertex < m_setup.matcherVertices[idx(m_setup.moved)] ? -1 : m_size;
}

template <int N>
void BracketSolver<N>::setWeight(int owner, int other, const Weight& weight) {
    m_matcher.setWeight(m_setup.matcherVertices[idx(owner)], m_setup.matcherVertices[idx(other)],
                        weight);
}

template <int N>
std::vector<std::pair<int, int>> BracketSolver<N>::run(const EdgeWeight& edgeWeight) {
    computeBaseWeights(edgeWeight);
    solve();
    using Step = void (BracketSolver::*)();
    for (Step step : {&BracketSolver::chooseMovedDown, &BracketSolver::pairMovedDown,
                      &BracketSolver::buildRemainder, &BracketSolver::chooseExchangesInFirstGroup,
                      &BracketSolver::chooseExchangesInSecondGroup, &BracketSolver::fixExchanges,
                      &BracketSolver::pairFirstGroup}) {
        if (m_failed) {
            break;
        }
        (this->*step)();
    }
    return m_pairs;
}

template <int N>
void BracketSolver<N>::computeBaseWeights(const EdgeWeight& edgeWeight) {
    m_base.assign(idx(m_size), {});
    for (int j = m_setup.moved; j < m_size; ++j) {
        m_base[idx(j)].assign(idx(j), Weight{});
        for (int i = 0; i < j; ++i) {
            base(j, i) = edgeWeight(i, j);
            setWeight(j, i, base(j, i));
        }
    }
}

template <int N>
void BracketSolver<N>::finalizePair(int a, int b) {
    if (a == b || a < 0 || b < 0 || b >= m_size) {
        return;
    }
    const int va = m_setup.matcherVertices[idx(a)];
    const int vb = m_setup.matcherVertices[idx(b)];
    for (int v = 0; v < m_matcher.size(); ++v) {
        if (v != va) {
            m_matcher.setWeight(va, v, v == vb ? m_fixed : Weight{});
        }
        if (v != vb && v != va) {
            m_matcher.setWeight(vb, v, Weight{});
        }
    }
    if (m_validity != nullptr) {
        m_validity->fixPair(m_setup.validityVertices[idx(a)], m_setup.validityVertices[idx(b)]);
    }
    m_pairs.emplace_back(a, b);
}

template <int N>
void BracketSolver<N>::chooseMovedDown() {
    // Moved-down players of one score are paired in the bracket from the highest down, as many
    // as the optimum allows.
    HalfPoints groupScore = 0;
    int remaining = 0;
    int remainingMatched = 0;
    const auto scoreAt = [&](int p) {
        return m_setup.state->players[idx(m_setup.players[idx(p)])].score;
    };
    const std::uint64_t residents = static_cast<std::uint64_t>(m_setup.residentEnd - m_setup.moved);
    for (int i = 0; i < m_setup.moved; ++i) {
        if (i == 0 || scoreAt(i) < groupScore) {
            groupScore = scoreAt(i);
            remaining = 0;
            remainingMatched = 0;
            for (int k = i; k < m_size && scoreAt(k) >= groupScore; ++k) {
                ++remaining;
                remainingMatched += isResident(mateOf(k)) ? 1 : 0;
            }
        }
        if (remainingMatched == 0) {
            continue;
        }
        if (remaining <= remainingMatched) {
            m_matched[idx(i)] = true;
            continue;
        }
        --remaining;
        if (!isResident(mateOf(i))) {
            for (int r = m_setup.moved; r < m_setup.residentEnd; ++r) {
                if (!base(r, i).isZero()) {
                    setWeight(i, r, base(r, i) + Weight(1U));
                }
            }
            solve();
        }
        if (isResident(mateOf(i))) {
            m_matched[idx(i)] = true;
            --remainingMatched;
            for (int r = m_setup.moved; r < m_setup.residentEnd; ++r) {
                if (!base(r, i).isZero()) {
                    setWeight(i, r, base(r, i) + Weight(residents + 1U));
                }
            }
        }
    }
}

template <int N>
void BracketSolver<N>::pairMovedDown() {
    // Each chosen moved-down player meets the highest resident the optimum allows.
    for (int i = 0; i < m_setup.moved; ++i) {
        if (!m_matched[idx(i)]) {
            continue;
        }
        std::uint64_t addend = static_cast<std::uint64_t>(m_size);
        for (int r = m_setup.residentEnd - 1; r >= m_setup.moved; --r) {
            if (!m_matched[idx(r)] && !base(r, i).isZero()) {
                setWeight(i, r, base(r, i) + Weight(addend));
                ++addend;
            }
        }
        solve();
        const int partner = mateOf(i);
        if (isResident(partner)) {
            m_matched[idx(partner)] = true;
        }
        finalizePair(i, partner);
    }
}

template <int N>
void BracketSolver<N>::buildRemainder() {
    m_remainder.clear();
    m_remainderPairs = 0;
    for (int r = m_setup.moved; r < m_setup.residentEnd; ++r) {
        const int partner = mateOf(r);
        if (partner < m_setup.moved) {
            continue; // paired with a moved-down player
        }
        m_remainder.push_back(r);
        m_remainderPairs += partner < r ? 1 : 0;
    }
    const int count = static_cast<int>(m_remainder.size());
    for (int b = 0; b < count; ++b) {
        for (int a = 0; a < b; ++a) {
            setWeight(m_remainder[idx(a)], m_remainder[idx(b)],
                      exchangeWeight(m_remainder[idx(a)], m_remainder[idx(b)], a));
        }
    }
    solve();
    m_exchangeCount = 0;
    for (int k = 0; k < m_remainderPairs; ++k) {
        const int p = m_remainder[idx(k)];
        const int partner = mateOf(p);
        m_exchangeCount += (partner <= p || partner >= m_setup.residentEnd) ? 1 : 0;
    }
}

template <int N>
typename BracketSolver<N>::Weight BracketSolver<N>::exchangeWeight(int smaller, int larger,
                                                                   int smallerIndex) const {
    Weight result = m_base[idx(larger)][idx(smaller)];
    if (result.isZero()) {
        return result;
    }
    // Fewest exchanges first, then the smallest exchanged sequence numbers; bit 0 stays free.
    Weight addend(smallerIndex < m_remainderPairs ? 1U : 0U);
    addend <<= 2 * m_setup.exchangeBits;
    addend -= static_cast<std::uint64_t>(smallerIndex);
    addend <<= 1;
    result += addend;
    return result;
}

template <int N>
void BracketSolver<N>::chooseExchangesInFirstGroup() {
    // From the bottom of S1 up: a player leaves S1 when the optimum allows it.
    int remaining = m_exchangeCount;
    const int count = static_cast<int>(m_remainder.size());
    for (int k = m_remainderPairs - 1; k >= 0 && remaining > 0; --k) {
        const int p = m_remainder[idx(k)];
        int partner = mateOf(p);
        if (partner > p && partner < m_setup.residentEnd) {
            for (int q = k + 1; q < count; ++q) {
                Weight w = exchangeWeight(p, m_remainder[idx(q)], k);
                if (!w.isZero()) {
                    setWeight(p, m_remainder[idx(q)], w - Weight(1U));
                }
            }
            solve();
        }
        partner = mateOf(p);
        const bool exchanged = partner <= p || partner >= m_setup.residentEnd;
        remaining -= exchanged ? 1 : 0;
        for (int q = k + 1; q < count; ++q) {
            const int other = m_remainder[idx(q)];
            if (exchanged) {
                base(other, p) = Weight{};
            }
            setWeight(p, other, exchangeWeight(p, other, k));
        }
    }
}

template <int N>
void BracketSolver<N>::chooseExchangesInSecondGroup() {
    // From the top of S2 down: a player joins S1 when the optimum allows it.
    int remaining = m_exchangeCount;
    const int count = static_cast<int>(m_remainder.size());
    for (int k = m_remainderPairs; k < count && remaining > 1; ++k) {
        const int p = m_remainder[idx(k)];
        int partner = mateOf(p);
        const bool already = partner > p && partner < m_setup.residentEnd;
        if (!already) {
            for (int q = k + 1; q < count; ++q) {
                Weight w = exchangeWeight(p, m_remainder[idx(q)], k);
                if (!w.isZero()) {
                    setWeight(p, m_remainder[idx(q)], w + Weight(1U));
                }
            }
            solve();
        }
        partner = mateOf(p);
        if (partner > p && partner < m_setup.residentEnd) {
            --remaining;
            for (int q = 0; q < k; ++q) {
                base(p, m_remainder[idx(q)]) = Weight{};
                setWeight(p, m_remainder[idx(q)], Weight{});
            }
            for (int q = m_setup.residentEnd; q < m_size && m_setup.zeroesExchangedDownfloats;
                 ++q) {
                base(q, p) = Weight{};
                setWeight(p, q, Weight{});
            }
        }
        if (!already) {
            for (int q = k + 1; q < count; ++q) {
                setWeight(p, m_remainder[idx(q)], exchangeWeight(p, m_remainder[idx(q)], k));
            }
        }
    }
}

template <int N>
void BracketSolver<N>::fixExchanges() {
    // Only pairs of a player now in S1 with a player now in S2 remain possible.
    const int count = static_cast<int>(m_remainder.size());
    for (int a = 0; a < count; ++a) {
        const int p = m_remainder[idx(a)];
        const int pm = mateOf(p);
        for (int b = a + 1; b < count; ++b) {
            const int q = m_remainder[idx(b)];
            const int qm = mateOf(q);
            if (pm <= p || pm >= m_setup.residentEnd || (qm > q && qm < m_setup.residentEnd)) {
                base(q, p) = Weight{};
            }
            setWeight(p, q, base(q, p));
        }
    }
}

template <int N>
void BracketSolver<N>::pairFirstGroup() {
    // Each S1 player in order meets the highest S2 player the optimum allows.
    for (int p : m_remainder) {
        const int current = mateOf(p);
        if (!(current > p && current < m_setup.residentEnd)) {
            continue;
        }
        std::uint64_t addend = 0;
        for (auto it = m_remainder.rbegin(); it != m_remainder.rend(); ++it) {
            const int q = *it;
            if (q <= p || m_matched[idx(q)]) {
                continue;
            }
            if (!base(q, p).isZero()) {
                setWeight(p, q, base(q, p) + Weight(addend));
            }
            ++addend;
        }
        solve();
        const int partner = mateOf(p);
        m_matched[idx(p)] = true;
        if (partner >= 0 && partner < m_setup.residentEnd) {
            m_matched[idx(partner)] = true;
        }
        finalizePair(p, partner);
    }
}

template class BracketSolver<1>;
template class BracketSolver<2>;
template class BracketSolver<3>;
template class BracketSolver<4>;
template class BracketSolver<6>;
template class BracketSolver<8>;
template class BracketSolver<12>;
template class BracketSolver<16>;
template class BracketSolver<24>;
template class BracketSolver<32>;
template class BracketSolver<48>;
template class BracketSolver<64>;

} // namespace renju::pairing::dutch
