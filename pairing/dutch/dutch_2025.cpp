#include "pairing/dutch/dutch_2025.hpp"

#include "pairing/dutch/bracket.hpp"
#include "pairing/dutch/edge_weight.hpp"

#include <algorithm>
#include <map>

namespace renju::pairing::dutch {

namespace {

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// What the 2025 edge weight needs besides the pair.
struct RoundLayout {
    const RoundState* state = nullptr;
    std::map<HalfPoints, int> groupField; ///< bit position of each score group's counter
    int groupsWidth = 0;                  ///< all score-group counters together
    int groupBits = 0;                    ///< bits to count the largest score group
    HalfPoints byeScore = 0;              ///< score of the bye assignee (C5 / C9)
    bool isByeDecidedHere = false;        ///< the single downfloater gets the bye (C9 applies)
    std::map<int, int> playedGamesRank;   ///< rank of a played-games count among bye candidates
};

/// Where one pair stands relative to the bracket being paired.
struct PairPlace {
    bool lowerInCurrent = false;
    bool lowerInNext = false;
};

template <class Out>
void writeEdge(Out& out, const RoundLayout& layout, const PlayerState& h, const PlayerState& l,
               PairPlace place, bool measuring = false) {
    const bool current = !measuring && place.lowerInCurrent;
    const bool next = !measuring && place.lowerInNext;
    const auto notCandidate = [&](const PlayerState& p) {
        return p.isByeEligible && p.score <= layout.byeScore ? 0U : 1U;
    };
    const auto field = [&](HalfPoints score) { return layout.groupField.at(score); };
    const int sg = layout.groupBits;
    const int groups = layout.groupsWidth;
    out.add(measuring ? 2U : 1U + notCandidate(h) + notCandidate(l)); // C4 completion, C2, C5
    out.shift(sg);
    out.add(current ? 1U : 0U); // C6: pairs in the bracket
    out.shift(groups);
    if (current) { // C7: scores paired in the bracket
        out.addBit(field(h.score));
    }
    out.shift(sg);
    out.add(next ? 1U : 0U); // C8: pairs in the next bracket
    out.shift(groups);
    if (next) {
        out.addBit(field(h.score));
    }
    out.shift(sg);
    if (!measuring && layout.isByeDecidedHere) { // C9: the bye assignee's unplayed games
        if (h.score == layout.byeScore) {
            out.add(static_cast<std::uint64_t>(layout.playedGamesRank.at(h.playedGames)));
        }
        if (l.score == layout.byeScore) {
            out.add(static_cast<std::uint64_t>(layout.playedGamesRank.at(l.playedGames)));
        }
    }
    const RoleCriteria roles = roleCriteria(l, h);
    for (bool met : {roles.noTopscorerImbalance, roles.noTopscorerRepeat, roles.preferencesMet,
                     roles.strongMet}) {
        out.shift(sg);
        out.add(current && met ? 1U : 0U);
    }
    const int played = layout.state->playedRounds;
    for (int back = 0; back < 2 && back < played; ++back) { // repeated floats
        out.shift(sg);
        if (current) {
            out.add(l.floats[back] == Float::Down ? 1U : 0U);
            out.add(h.score <= l.score && h.floats[back] == Float::Down ? 1U : 0U);
        }
        out.shift(sg);
        if (current) {
            out.add(h.score > l.score && l.floats[back] == Float::Up ? 0U : 1U);
        }
    }
    for (int back = 0; back < 2 && back < played; ++back) { // their scores
        out.shift(groups);
        if (current) {
            if (l.floats[back] == Float::Down) {
                out.addBit(field(l.score));
            }
            if (h.floats[back] == Float::Down) {
                out.addBit(field(h.score));
            }
        }
        out.shift(groups);
        if (current && !(l.floats[back] == Float::Up && h.score > l.score)) {
            out.addBit(field(h.score));
        }
    }
    out.shift(3 * sg + 1); // room for the ordering steps
}

RoundLayout makeLayout(const RoundState& state, const std::vector<int>& sorted) {
    RoundLayout layout;
    layout.state = &state;
    std::size_t largest = 0;
    for (std::size_t end = sorted.size(); end > 0;) {
        const HalfPoints score = state.players[at(sorted[end - 1])].score;
        std::size_t begin = end;
        while (begin > 0 && state.players[at(sorted[begin - 1])].score == score) {
            --begin;
        }
        layout.groupField[score] = layout.groupsWidth;
        layout.groupsWidth += bitsFor(end - begin);
        largest = std::max(largest, end - begin);
        end = begin;
    }
    layout.groupBits = bitsFor(largest);
    return layout;
}

/// The engine over one weight width.
template <int N>
class Engine {
public:
    using Weight = matching::WideUint<N>;

    Engine(const RoundState& state, std::vector<int> sorted, RoundLayout layout, int bits,
           std::vector<BracketRecord>* brackets)
        : m_state(state), m_brackets(brackets), m_sorted(std::move(sorted)),
          m_layout(std::move(layout)), m_n(static_cast<int>(m_sorted.size())),
          m_fixed(allOnes(bits)), m_matcher(m_n, m_fixed), m_partner(at(m_n), -1) {}

    std::optional<std::vector<std::pair<int, int>>> run() {
        if (!chooseByeScore()) {
            return std::nullopt;
        }
        pairBrackets();
        std::vector<std::pair<int, int>> result;
        for (int s = 0; s < m_n; ++s) {
            const int partner = m_partner[at(s)];
            if (partner < 0) {
                result.emplace_back(m_sorted[at(s)], -1);
            } else if (s < partner) {
                result.emplace_back(m_sorted[at(s)], m_sorted[at(partner)]);
            }
        }
        return result;
    }

private:
    static Weight allOnes(int bits) {
        Weight w = Weight::bit(bits);
        w -= 1U;
        return w;
    }
    const PlayerState& player(int s) const { return m_state.players[at(m_sorted[at(s)])]; }
    bool compatible(int a, int b) const {
        return m_state.isCompatible(m_sorted[at(a)], m_sorted[at(b)]);
    }
    Weight plainWeight(int higher, int lower) const {
        if (!compatible(higher, lower)) {
            return Weight{};
        }
        WeightWriter<N> writer;
        writeEdge(writer, m_layout, player(higher), player(lower), PairPlace{});
        return writer.value;
    }
    int unmatchedCount() const {
        int count = 0;
        for (int s = 0; s < m_n; ++s) {
            count += m_matcher.mate(s) < 0 ? 1 : 0;
        }
        return count;
    }
    bool chooseByeScore();
    void rankPlayedGames();
    void pairBrackets();

    const RoundState& m_state;
    std::vector<BracketRecord>* m_brackets;
    std::vector<int> m_sorted;
    RoundLayout m_layout;
    int m_n;
    Weight m_fixed;
    matching::WeightedMatching<N> m_matcher;
    std::vector<int> m_partner;
};

template <int N>
bool Engine<N>::chooseByeScore() {
    const bool isOdd = (m_n & 1) != 0;
    const HalfPoints top = player(0).score;
    for (int j = 1; j < m_n; ++j) {
        for (int i = 0; i < j; ++i) {
            if (!isOdd) {
                m_matcher.setWeight(j, i, plainWeight(i, j));
                continue;
            }
            Weight w;
            if (compatible(i, j)) {
                // Completion and eligibility, then the highest scores matched, so the bye goes
                // to the lowest score possible.
                w = Weight((player(i).isByeEligible ? 1U : 2U) +
                           (player(j).isByeEligible ? 0U : 1U));
                w <<= m_layout.groupsWidth;
                w += static_cast<std::uint64_t>(m_layout.groupField.at(player(i).score) +
                                                m_layout.groupField.at(player(j).score));
                w <<= m_layout.groupBits;
                w += player(j).score >= top ? 1U : 0U;
            }
            m_matcher.setWeight(j, i, w);
        }
    }
    m_matcher.solve();
    if (unmatchedCount() > 1) {
        return false;
    }
    if (!isOdd) {
        return true;
    }
    int byePlayer = 0;
    while (m_matcher.mate(byePlayer) >= 0) {
        ++byePlayer;
    }
    m_layout.byeScore = player(byePlayer).score;
    std::vector<int> mates(at(m_n));
    for (int s = 0; s < m_n; ++s) {
        mates[at(s)] = m_matcher.mate(s) < 0 ? s : m_matcher.mate(s);
    }
    for (int j = 1; j < m_n; ++j) {
        for (int i = 0; i < j; ++i) {
            m_matcher.setWeight(j, i, plainWeight(i, j));
        }
    }
    m_layout.isByeDecidedHere = m_layout.byeScore >= top;
    for (int s = 0; s < m_n && player(s).score >= top && m_layout.isByeDecidedHere; ++s) {
        m_layout.isByeDecidedHere = player(mates[at(s)]).score >= top;
    }
    rankPlayedGames();
    return true;
}

/// C9 (2025): the bye goes to a candidate with the fewest unplayed games. Candidates with the
/// bye assignee's score are ranked by played games, most first (ties share the highest rank of
/// their count), and the matching maximises the ranks of the candidates it pairs.
template <int N>
void Engine<N>::rankPlayedGames() {
    std::vector<int> counts;
    for (int s = 0; s < m_n; ++s) {
        if (player(s).score == m_layout.byeScore) {
            counts.push_back(player(s).playedGames);
        }
    }
    std::sort(counts.begin(), counts.end(), std::greater<>());
    for (std::size_t i = 0; i < counts.size(); ++i) {
        m_layout.playedGamesRank[counts[i]] = static_cast<int>(i);
    }
}

template <int N>
void Engine<N>::pairBrackets() {
    const bool isOdd = (m_n & 1) != 0;
    std::vector<int> bracket;
    int next = 0;
    while (next < m_n && player(next).score >= player(0).score) {
        bracket.push_back(next++);
    }
    int moved = 0;
    while (bracket.size() > 1 || next < m_n) {
        const int residentEnd = static_cast<int>(bracket.size());
        const int groupStart = next;
        while (next < m_n && player(next).score >= player(groupStart).score) {
            bracket.push_back(next++);
        }
        if (residentEnd == moved) {
            break;
        }
        BracketSetup setup;
        setup.state = &m_state;
        for (int s : bracket) {
            setup.players.push_back(m_sorted[at(s)]);
        }
        setup.matcherVertices = bracket;
        setup.moved = moved;
        setup.residentEnd = residentEnd;
        setup.exchangeBits = m_layout.groupBits;
        setup.zeroesExchangedDownfloats = true;
        BracketSolver<N> solver(setup, m_matcher, m_fixed, nullptr);
        const auto pairs = solver.run([&](int higher, int lower) {
            const int hs = bracket[at(higher)];
            const int ls = bracket[at(lower)];
            if (!compatible(hs, ls)) {
                return Weight{};
            }
            WeightWriter<N> writer;
            PairPlace place{lower < residentEnd, lower >= residentEnd};
            writeEdge(writer, m_layout, player(hs), player(ls), place);
            return writer.value;
        });
        if (m_brackets != nullptr) {
            m_brackets->push_back(recordBracket(setup, false, pairs));
        }
        for (auto [a, b] : pairs) {
            m_partner[at(bracket[at(a)])] = bracket[at(b)];
            m_partner[at(bracket[at(b)])] = bracket[at(a)];
        }
        m_layout.isByeDecidedHere =
            isOdd && groupStart < m_n && m_layout.byeScore == player(groupStart).score;
        std::vector<int> following;
        int newMoved = 0;
        for (int pos = 0; pos < static_cast<int>(bracket.size()); ++pos) {
            if (pos < residentEnd && solver.matched()[at(pos)]) {
                continue;
            }
            following.push_back(bracket[at(pos)]);
            newMoved += pos < residentEnd ? 1 : 0;
            const int mate = m_matcher.mate(bracket[at(pos)]);
            const int mateSorted = mate < 0 ? bracket[at(pos)] : mate;
            if (player(mateSorted).score < m_layout.byeScore) {
                m_layout.isByeDecidedHere = false;
            }
        }
        bracket = std::move(following);
        moved = newMoved;
    }
}

template <int N>
std::optional<std::vector<std::pair<int, int>>>
runWith(const RoundState& state, std::vector<int> sorted, RoundLayout layout, int bits,
        std::vector<BracketRecord>* brackets) {
    Engine<N> engine(state, std::move(sorted), std::move(layout), bits, brackets);
    return engine.run();
}

} // namespace

std::optional<std::vector<std::pair<int, int>>>
matchDutch2025(const RoundState& state, std::vector<BracketRecord>* brackets) {
    const int n = static_cast<int>(state.players.size());
    if (n == 0) {
        return std::nullopt;
    }
    std::vector<int> sorted(at(n));
    for (int i = 0; i < n; ++i) {
        sorted[at(i)] = i;
    }
    std::sort(sorted.begin(), sorted.end(), [&](int a, int b) {
        return isRankedAbove(state.players[at(a)], state.players[at(b)]);
    });
    RoundLayout layout = makeLayout(state, sorted);
    LayoutMeter meter;
    writeEdge(meter, layout, state.players[at(sorted[0])], state.players[at(sorted[0])],
              PairPlace{}, true);
    const int bits = meter.bits + 2;
    const int needed = bits + 6;
    if (needed <= 64) {
        return runWith<1>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    if (needed <= 128) {
        return runWith<2>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    if (needed <= 256) {
        return runWith<4>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    if (needed <= 512) {
        return runWith<8>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    if (needed <= 1024) {
        return runWith<16>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    if (needed <= 2048) {
        return runWith<32>(state, std::move(sorted), std::move(layout), bits, brackets);
    }
    return runWith<64>(state, std::move(sorted), std::move(layout), bits, brackets);
}

} // namespace renju::pairing::dutch
