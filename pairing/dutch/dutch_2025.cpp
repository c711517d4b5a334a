// The 2025 revision pairs bracket by bracket, but its completion criterion (C4: the players not
// yet paired can all be paired, the bye going to a candidate, C5) looks at the whole round. The
// round's weighted matching has one weight per pair: the completion count 1 + (not a bye
// candidate) + (not a bye candidate) in the top field, and below it the bracket's criteria,
// which are zero for every pair that touches a player below the bracket and its next score
// group. Every matching that completes the round has the same completion sum, so the optimum is
// the matching of the bracket (and its next score group) with the best lower fields whose
// unpaired players can be completed by the players below. Each step therefore matches only the
// bracket, with the completion field left out, and a cardinality matching checks that the
// players it leaves unpaired and everyone below can still all be paired. When that check holds,
// the bracket's optimum is the optimum of the whole round (the bracket's matching is a
// relaxation that drops the check); when it fails, the bracket is paired again on the matching
// of all players not yet paired, with the completion field.
#include "pairing/dutch/dutch_2025.hpp"

#include "pairing/dutch/bracket.hpp"
#include "pairing/dutch/edge_weight.hpp"
#include "pairing/matching/cardinality_matching.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <map>

namespace renju::pairing::dutch {

namespace {

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

/// True when the player is a candidate for the bye (C5): eligible and scoring no more than the
/// bye assignee.
bool isByeCandidate(const RoundLayout& layout, const PlayerState& p) {
    return p.isByeEligible && p.score <= layout.byeScore;
}

/// Writes the fields of a pair below the completion field (C4 completion, C2, C5), which sits
/// just above them (Engine::completionPart).
template <class Out>
void writeEdge(Out& out, const RoundLayout& layout, const PlayerState& h, const PlayerState& l,
               PairPlace place, bool measuring = false) {
    const bool current = !measuring && place.lowerInCurrent;
    const bool next = !measuring && place.lowerInNext;
    const auto field = [&](HalfPoints score) { return layout.groupField.at(score); };
    const int sg = layout.groupBits;
    const int groups = layout.groupsWidth;
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

/// What pairing one bracket leaves for the next.
struct BracketOutcome {
    std::vector<std::pair<int, int>> pairs; ///< by bracket position
    std::vector<bool> matched;              ///< positions before the next group that were paired
    bool isFollowingSelfContained = false;  ///< no player left over is paired below the bracket
};

/// The engine over one weight width.
template <int N>
class Engine {
public:
    using Weight = matching::WideUint<N>;

    Engine(const RoundState& state, std::vector<int> sorted, RoundLayout layout, int restBits,
           std::vector<BracketRecord>* brackets, BracketMatching how)
        : m_state(state), m_brackets(brackets), m_how(how), m_sorted(std::move(sorted)),
          m_layout(std::move(layout)), m_n(static_cast<int>(m_sorted.size())),
          m_isOdd((m_n & 1) != 0), m_restBits(restBits), m_fixed(allOnes(restBits + 2)),
          m_partner(at(m_n), -1), m_completion(m_n + (m_isOdd ? 1 : 0)),
          m_inBracket(at(m_n), false) {}

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
    /// The completion field of a pair, shifted into place.
    Weight completionPart(int a, int b) const {
        const auto notCandidate = [&](int s) {
            return isByeCandidate(m_layout, player(s)) ? 0U : 1U;
        };
        Weight w(1U + notCandidate(a) + notCandidate(b));
        w <<= m_restBits;
        return w;
    }
    Weight bracketWeight(const std::vector<int>& members, int residentEnd, int higher, int lower,
                         bool withCompletion) const;
    bool chooseByeScore();
    [[nodiscard]] bool isTopSelfContained() const;
    void rankPlayedGames();
    void enterBracket(const std::vector<int>& members);
    bool canComplete(const matching::WeightedMatching<N>& matcher, const std::vector<int>& members);
    void presetMovedWeights(matching::WeightedMatching<N>& matcher, const std::vector<int>& members,
                            int moved, bool withCompletion) const;
    void keepMovedWeights(const matching::WeightedMatching<N>& matcher,
                          const std::vector<int>& members, const BracketOutcome& outcome,
                          int residentEnd, bool withCompletion);
    bool pairAlone(const BracketSetup& setup, const std::vector<int>& members,
                   BracketOutcome& outcome);
    void pairWithRest(const BracketSetup& setup, const std::vector<int>& members, int next,
                      BracketOutcome& outcome);
    void pairBrackets();

    const RoundState& m_state;
    std::vector<BracketRecord>* m_brackets;
    BracketMatching m_how;
    std::vector<int> m_sorted;
    RoundLayout m_layout;
    int m_n;
    bool m_isOdd;
    int m_restBits; ///< the width of the fields below the completion field
    Weight m_fixed;
    std::vector<int> m_partner;
    /// Compatible pairs among the players not yet in a bracket and between them and a bracket's
    /// players; in an odd round, a last vertex stands for the bye.
    matching::CardinalityMatching m_completion;
    std::vector<bool> m_inBracket;
    /// Weights (without the completion field) among the moved-down players of the next bracket,
    /// row by row: the next bracket keeps them as the round's matching did.
    std::vector<Weight> m_movedWeights;
};

template <int N>
typename Engine<N>::Weight Engine<N>::bracketWeight(const std::vector<int>& members,
                                                    int residentEnd, int higher, int lower,
                                                    bool withCompletion) const {
    const int hs = members[at(higher)];
    const int ls = members[at(lower)];
    if (!compatible(hs, ls)) {
        return Weight{};
    }
    WeightWriter<N> writer(m_restBits);
    writeEdge(writer, m_layout, player(hs), player(ls),
              PairPlace{lower < residentEnd, lower >= residentEnd});
    if (withCompletion) {
        writer.value += completionPart(hs, ls);
    }
    return writer.value;
}

/// The bye of an odd round as the round's matching would choose it before any bracket: a
/// complete pairing with an eligible bye (C2 is absolute: without one there is no pairing),
/// then the highest scores paired (the lowest bye score possible, C5), then as many pairs
/// inside the top score group as possible. Those are questions of which players some maximum
/// matching can leave out, answered exactly by cardinality matchings.
template <int N>
bool Engine<N>::chooseByeScore() {
    for (int j = 1; j < m_n; ++j) {
        for (int i = 0; i < j; ++i) {
            m_completion.setEdge(i, j, compatible(i, j));
        }
    }
    if (!m_isOdd) {
        return m_completion.isPerfect();
    }
    for (int s = 0; s < m_n; ++s) {
        m_completion.setEdge(s, m_n, player(s).isByeEligible);
    }
    if (!m_completion.isPerfect()) {
        return false;
    }
    const int root = m_completion.mate(m_n);
    m_completion.removeVertex(m_n);
    const std::vector<int> leftOut = m_completion.possiblyUnmatched(root);
    m_completion.restoreVertex(m_n);
    int byePlayer = -1;
    for (int s : leftOut) {
        if (player(s).isByeEligible &&
            (byePlayer < 0 || player(s).score < player(byePlayer).score)) {
            byePlayer = s;
        }
    }
    m_layout.byeScore = player(byePlayer).score;
    for (int s = 0; s < m_n; ++s) {
        m_completion.setEdge(s, m_n, isByeCandidate(m_layout, player(s)));
    }
    m_layout.isByeDecidedHere = m_layout.byeScore >= player(0).score && isTopSelfContained();
    rankPlayedGames();
    return true;
}

/// True when the top score group can be paired among itself but for an eligible bye while
/// everyone else is paired among themselves.
template <int N>
bool Engine<N>::isTopSelfContained() const {
    int groupEnd = 0;
    while (groupEnd < m_n && player(groupEnd).score >= player(0).score) {
        ++groupEnd;
    }
    matching::CardinalityMatching split(m_n + 1);
    for (int j = 1; j < m_n; ++j) {
        for (int i = 0; i < j; ++i) {
            split.setEdge(i, j, (i < groupEnd) == (j < groupEnd) && compatible(i, j));
        }
    }
    for (int s = 0; s < groupEnd; ++s) {
        split.setEdge(s, m_n, player(s).isByeEligible);
    }
    return split.isPerfect();
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

/// The players of a bracket are paired only through the bracket's matching from now on: the
/// completion graph keeps only their pairs with players below.
template <int N>
void Engine<N>::enterBracket(const std::vector<int>& members) {
    for (int p : members) {
        if (m_inBracket[at(p)]) {
            continue;
        }
        m_inBracket[at(p)] = true;
        for (int q : members) {
            if (q != p) {
                m_completion.setEdge(p, q, false);
            }
        }
    }
}

/// True when the players the bracket's optimum leaves unpaired and everyone below can all be
/// paired (an odd round: all but one bye candidate).
template <int N>
bool Engine<N>::canComplete(const matching::WeightedMatching<N>& matcher,
                            const std::vector<int>& members) {
    for (std::size_t pos = 0; pos < members.size(); ++pos) {
        if (matcher.mate(static_cast<int>(pos)) < 0) {
            m_completion.restoreVertex(members[pos]);
        } else {
            m_completion.removeVertex(members[pos]);
        }
    }
    return m_completion.isPerfect();
}

template <int N>
void Engine<N>::presetMovedWeights(matching::WeightedMatching<N>& matcher,
                                   const std::vector<int>& members, int moved,
                                   bool withCompletion) const {
    for (int b = 1; b < moved; ++b) {
        for (int a = 0; a < b; ++a) {
            Weight w = m_movedWeights[at(a * moved + b)];
            if (!w.isZero()) {
                if (withCompletion) {
                    w += completionPart(members[at(a)], members[at(b)]);
                }
                matcher.presetWeight(a, b, w);
            }
        }
    }
}

template <int N>
void Engine<N>::keepMovedWeights(const matching::WeightedMatching<N>& matcher,
                                 const std::vector<int>& members, const BracketOutcome& outcome,
                                 int residentEnd, bool withCompletion) {
    std::vector<int> left;
    for (int pos = 0; pos < residentEnd; ++pos) {
        if (!outcome.matched[at(pos)]) {
            left.push_back(pos);
        }
    }
    const int count = static_cast<int>(left.size());
    m_movedWeights.assign(at(count * count), Weight{});
    for (int y = 1; y < count; ++y) {
        for (int x = 0; x < y; ++x) {
            Weight w = matcher.weight(left[at(x)], left[at(y)]);
            if (withCompletion && !w.isZero()) {
                w -= completionPart(members[at(left[at(x)])], members[at(left[at(y)])]);
            }
            m_movedWeights[at(x * count + y)] = w;
        }
    }
}

/// Pairs the bracket on its own matching; false when an optimum could not complete the round.
template <int N>
bool Engine<N>::pairAlone(const BracketSetup& setup, const std::vector<int>& members,
                          BracketOutcome& outcome) {
    const int size = static_cast<int>(members.size());
    matching::WeightedMatching<N> matcher(size, m_fixed);
    presetMovedWeights(matcher, members, setup.moved, false);
    BracketSolver<N> solver(setup, matcher, m_fixed, nullptr);
    solver.setSolveCheck([&] { return canComplete(matcher, members); });
    outcome.pairs = solver.run([&](int higher, int lower) {
        return bracketWeight(members, setup.residentEnd, higher, lower, false);
    });
    if (solver.failed()) {
        return false;
    }
    outcome.matched = solver.matched();
    // In a completed round exactly one player is left out (the bye, who is never below the
    // bracket): any other player left out here is paired below it.
    int unpaired = 0;
    for (int pos = 0; pos < size; ++pos) {
        const bool isFollowing = pos >= setup.residentEnd || !outcome.matched[at(pos)];
        unpaired += isFollowing && matcher.mate(pos) < 0 ? 1 : 0;
    }
    outcome.isFollowingSelfContained = unpaired <= 1;
    keepMovedWeights(matcher, members, outcome, setup.residentEnd, false);
    return true;
}

/// Pairs the bracket on the matching of every player not yet paired, with the completion field.
template <int N>
void Engine<N>::pairWithRest(const BracketSetup& setup, const std::vector<int>& members, int next,
                             BracketOutcome& outcome) {
    const int size = static_cast<int>(members.size());
    const int total = size + m_n - next;
    const auto sortedOf = [&](int v) { return v < size ? members[at(v)] : next + v - size; };
    matching::WeightedMatching<N> matcher(total, m_fixed);
    for (int b = size; b < total; ++b) {
        for (int a = 0; a < b; ++a) {
            if (compatible(sortedOf(a), sortedOf(b))) {
                matcher.presetWeight(a, b, completionPart(sortedOf(a), sortedOf(b)));
            }
        }
    }
    presetMovedWeights(matcher, members, setup.moved, true);
    BracketSolver<N> solver(setup, matcher, m_fixed, nullptr);
    outcome.pairs = solver.run([&](int higher, int lower) {
        return bracketWeight(members, setup.residentEnd, higher, lower, true);
    });
    outcome.matched = solver.matched();
    outcome.isFollowingSelfContained = true;
    for (int pos = 0; pos < size; ++pos) {
        const bool isFollowing = pos >= setup.residentEnd || !outcome.matched[at(pos)];
        if (isFollowing && matcher.mate(pos) >= size) {
            outcome.isFollowingSelfContained = false;
        }
    }
    keepMovedWeights(matcher, members, outcome, setup.residentEnd, true);
}

template <int N>
void Engine<N>::pairBrackets() {
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
        for (int p = 0; p < static_cast<int>(bracket.size()); ++p) {
            setup.players.push_back(m_sorted[at(bracket[at(p)])]);
            setup.matcherVertices.push_back(p);
        }
        setup.moved = moved;
        setup.residentEnd = residentEnd;
        setup.exchangeBits = m_layout.groupBits;
        setup.zeroesExchangedDownfloats = true;
        enterBracket(bracket);
        BracketOutcome outcome;
        // Paired on the matching of everyone not yet paired: the explanation says so.
        const bool isWithRest =
            m_how == BracketMatching::WholeRound || !pairAlone(setup, bracket, outcome);
        if (isWithRest) {
            pairWithRest(setup, bracket, next, outcome);
        }
        if (m_brackets != nullptr) {
            m_brackets->push_back(recordBracket(setup, isWithRest, outcome.pairs));
        }
        for (auto [a, b] : outcome.pairs) {
            m_partner[at(bracket[at(a)])] = bracket[at(b)];
            m_partner[at(bracket[at(b)])] = bracket[at(a)];
            m_completion.removeVertex(bracket[at(a)]);
            m_completion.removeVertex(bracket[at(b)]);
        }
        m_layout.isByeDecidedHere = m_isOdd && groupStart < m_n &&
                                    m_layout.byeScore == player(groupStart).score &&
                                    outcome.isFollowingSelfContained;
        std::vector<int> following;
        int newMoved = 0;
        for (int pos = 0; pos < static_cast<int>(bracket.size()); ++pos) {
            if (pos < residentEnd && outcome.matched[at(pos)]) {
                continue;
            }
            following.push_back(bracket[at(pos)]);
            newMoved += pos < residentEnd ? 1 : 0;
        }
        bracket = std::move(following);
        moved = newMoved;
    }
}

template <int N>
std::optional<std::vector<std::pair<int, int>>>
runWith(const RoundState& state, std::vector<int> sorted, RoundLayout layout, int restBits,
        std::vector<BracketRecord>* brackets, BracketMatching how) {
    Engine<N> engine(state, std::move(sorted), std::move(layout), restBits, brackets, how);
    return engine.run();
}

} // namespace

std::optional<std::vector<std::pair<int, int>>>
matchDutch2025(const RoundState& state, std::vector<BracketRecord>* brackets, BracketMatching how) {
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
    const int restBits = meter.bits;
    const int needed = restBits + 2 + 6;
    return matching::withWeightWords(needed, [&]<int N>() {
        return runWith<N>(state, std::move(sorted), std::move(layout), restBits, brackets, how);
    });
}

} // namespace renju::pairing::dutch
