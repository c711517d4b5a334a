#include "pairing/dutch/dutch_2017.hpp"

#include "pairing/dutch/bracket.hpp"
#include "pairing/dutch/edge_weight.hpp"
#include "pairing/matching/cardinality_matching.hpp"
#include "pairing/matching/weighted_matching.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <deque>

namespace renju::pairing::dutch {

namespace {

using matching::CardinalityMatching;

/// Everything the edge weight needs that is the same for all edges of a bracket.
struct BracketLayout {
    bool isSpecial = false; ///< the penultimate pairing bracket or the collapsed last one
    bool isFinal = false;   ///< the next bracket is the last one
    int residentBits = 0;
    int nextBits = 0;
    HalfPoints lowest = 0;
    DifferenceFields differences;
};

const PlayerState& playerAt(const BracketSetup& setup, int position) {
    return setup.state->players[at(setup.players[at(position)])];
}

BracketLayout makeLayout(const BracketSetup& setup, bool isSpecial, bool isFinal) {
    BracketLayout layout;
    layout.isSpecial = isSpecial;
    layout.isFinal = isFinal;
    layout.residentBits = bitsFor(at(setup.residentEnd - setup.moved));
    layout.nextBits = bitsFor(setup.players.size() - at(setup.residentEnd));
    layout.lowest = playerAt(setup, static_cast<int>(setup.players.size()) - 1).score;
    std::vector<HalfPoints> differences;
    for (int p = 0; p < setup.residentEnd; ++p) {
        const HalfPoints score = playerAt(setup, p).score;
        differences.push_back(floatDifference(score, layout.lowest));
        const int first = std::max(setup.moved, p + 1);
        for (int q = first; q < setup.residentEnd; ++q) {
            if (q == first || playerAt(setup, q).score < playerAt(setup, q - 1).score) {
                differences.push_back(score - playerAt(setup, q).score);
            }
        }
    }
    layout.differences = DifferenceFields::from(std::move(differences));
    return layout;
}

/// Writes the weight of pair (higher, lower) by position, most important criterion first.
template <class Out>
void writeEdge(Out& out, const BracketSetup& setup, const BracketLayout& layout, int higherPos,
               int lowerPos, bool measuring = false) {
    const PlayerState& h = playerAt(setup, higherPos);
    const PlayerState& l = playerAt(setup, lowerPos);
    const bool lowerIn = !measuring && lowerPos < setup.residentEnd;
    const bool higherIn = !measuring && higherPos < setup.residentEnd;
    const int pcb = layout.residentBits;
    const DifferenceFields& keys = layout.differences;
    const int sds = keys.width;
    const auto notEligible = [](const PlayerState& p) { return p.isByeEligible ? 0U : 1U; };
    const auto key = [&](HalfPoints score) {
        return keys.at(floatDifference(score, layout.lowest));
    };
    if (layout.isSpecial) {
        out.add(1U + notEligible(h) + notEligible(l)); // C4 completion, C2 bye eligibility
    }
    out.shift(pcb);
    out.add(lowerIn ? 1U : 0U); // C5: pairs in the bracket
    out.shift(sds);
    if (lowerIn) { // C6: pairing score difference
        out.addBit(key(h.score));
        out.addBit(key(l.score));
        out.subBit(keys.at(h.score - l.score));
    }
    if (!layout.isSpecial) {
        if (layout.isFinal) { // C7 with completion in the collapsed last bracket
            out.shift(std::max(pcb, layout.nextBits));
            out.shift(3);
            out.add(1U + notEligible(h) + notEligible(l));
        } else {
            out.shift(layout.nextBits);
            out.add(lowerIn ? 0U : 1U);
        }
        out.shift(sds); // C8: score differences in the next bracket
        if (higherIn) {
            out.addBit(key(h.score));
        }
        if (lowerIn) {
            out.addBit(key(l.score));
        }
    }
    const RoleCriteria roles = roleCriteria(l, h);
    for (bool met : {roles.noTopscorerImbalance, roles.noTopscorerRepeat, roles.preferencesMet,
                     roles.strongMet}) {
        out.shift(pcb);
        out.add(lowerIn && met ? 1U : 0U);
    }
    const int played = setup.state->playedRounds;
    for (int back = 0; back < 2 && back < played; ++back) { // C14-C17: repeated floats
        out.shift(pcb);
        if (lowerIn) {
            out.add(l.floats[back] == Float::Down ? 1U : 0U);
            out.add(h.score <= l.score && h.floats[back] == Float::Down ? 1U : 0U);
        }
        out.shift(pcb);
        if (lowerIn && h.score > l.score && l.floats[back] == Float::Up) {
            out.sub(1U);
        }
    }
    for (int back = 0; back < 2 && back < played; ++back) { // C18-C21: their score differences
        out.shift(sds);
        if (lowerIn) {
            if (l.floats[back] == Float::Down) {
                out.addBit(key(l.score));
            }
            if (h.floats[back] == Float::Down) {
                out.addBit(key(h.score));
                if (h.score > l.score) {
                    out.subBit(keys.at(h.score - l.score));
                }
            }
        }
        out.shift(sds);
        if (lowerIn && l.floats[back] == Float::Up && h.score > l.score) {
            out.subBit(keys.at(h.score - l.score));
        }
    }
    out.shift(3 * pcb + 1); // room for the ordering steps
}

/// The bit length of the largest weight of a bracket (the finalised-pair weight), given the
/// layout's width.
int topBits(const BracketLayout& layout, int layoutBits) {
    return layout.isSpecial ? layoutBits + 2 : layoutBits - layout.residentBits + 1;
}

/// Runs one bracket with the narrowest weight that fits.
template <int N>
std::vector<std::pair<int, int>> runWith(const BracketSetup& setup, const BracketLayout& layout,
                                         int layoutBits, CardinalityMatching& validity,
                                         std::vector<bool>& matched) {
    using Weight = matching::WideUint<N>;
    Weight fixed = Weight::bit(topBits(layout, layoutBits));
    fixed -= 1U;
    matching::WeightedMatching<N> matcher(static_cast<int>(setup.players.size()), fixed);
    BracketSolver<N> solver(setup, matcher, fixed, &validity);
    auto pairs = solver.run([&](int higher, int lower) {
        if (!setup.state->isCompatible(setup.players[at(higher)], setup.players[at(lower)])) {
            return Weight{};
        }
        WeightWriter<N> writer(layoutBits);
        writeEdge(writer, setup, layout, higher, lower);
        return writer.value;
    });
    matched = solver.matched();
    return pairs;
}

std::vector<std::pair<int, int>> runBracket(BracketSetup& setup, bool isSpecial, bool isFinal,
                                            CardinalityMatching& validity,
                                            std::vector<bool>& matched) {
    const BracketLayout layout = makeLayout(setup, isSpecial, isFinal);
    setup.exchangeBits = layout.residentBits;
    LayoutMeter meter;
    writeEdge(meter, setup, layout, 0, 0, true);
    const int needed = topBits(layout, meter.bits) + 6;
    return matching::withWeightWords(
        needed, [&]<int N>() { return runWith<N>(setup, layout, meter.bits, validity, matched); });
}

} // namespace

std::optional<std::vector<std::pair<int, int>>>
matchDutch2017(const RoundState& state, std::vector<BracketRecord>* brackets) {
    const int n = static_cast<int>(state.players.size());
    std::vector<int> sorted(at(n));
    for (int i = 0; i < n; ++i) {
        sorted[at(i)] = i;
    }
    std::sort(sorted.begin(), sorted.end(), [&](int a, int b) {
        return isRankedAbove(state.players[at(a)], state.players[at(b)]);
    });
    const auto scoreAt = [&](int s) { return state.players[at(sorted[at(s)])].score; };
    const bool isOdd = (n & 1) != 0;
    CardinalityMatching validity(n + (isOdd ? 1 : 0));
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            validity.setEdge(i, j, state.isCompatible(sorted[at(i)], sorted[at(j)]));
        }
        if (isOdd) {
            validity.setEdge(i, n, state.players[at(sorted[at(i)])].isByeEligible);
        }
    }
    if (n == 0 || !validity.isPerfect()) {
        return std::nullopt;
    }
    std::vector<int> partner(at(n), -1);
    std::vector<int> bracket; // sorted positions
    int next = 0;
    while (next < n && scoreAt(next) >= scoreAt(0)) {
        bracket.push_back(next++);
    }
    bool isSpecial = next == n;
    int moved = 0;
    while (bracket.size() > 1 || next < n) {
        const int residentEnd = static_cast<int>(bracket.size());
        const int groupStart = next;
        while (next < n && (isSpecial || scoreAt(next) >= scoreAt(groupStart))) {
            bracket.push_back(next++);
        }
        if (residentEnd == moved) {
            break; // nothing left to pair against
        }
        BracketSetup setup;
        setup.state = &state;
        for (int s : bracket) {
            setup.players.push_back(sorted[at(s)]);
        }
        setup.validityVertices = bracket;
        for (int p = 0; p < static_cast<int>(bracket.size()); ++p) {
            setup.matcherVertices.push_back(p);
        }
        setup.moved = moved;
        setup.residentEnd = residentEnd;
        std::vector<bool> matched;
        const auto pairs = runBracket(setup, isSpecial, next == n, validity, matched);
        if (!isSpecial && !validity.isPerfect()) {
            // This bracket cannot complete the round: it is the penultimate pairing bracket,
            // paired again together with everyone below.
            bracket.resize(at(residentEnd));
            next = groupStart;
            isSpecial = true;
            continue;
        }
        if (brackets != nullptr) {
            brackets->push_back(recordBracket(setup, isSpecial, pairs));
        }
        isSpecial = next == n;
        for (auto [a, b] : pairs) {
            partner[at(bracket[at(a)])] = bracket[at(b)];
            partner[at(bracket[at(b)])] = bracket[at(a)];
        }
        std::vector<int> following;
        int newMoved = 0;
        for (int pos = 0; pos < static_cast<int>(bracket.size()); ++pos) {
            if (pos < residentEnd && matched[at(pos)]) {
                continue;
            }
            following.push_back(bracket[at(pos)]);
            newMoved += pos < residentEnd ? 1 : 0;
        }
        bracket = std::move(following);
        moved = newMoved;
    }
    std::vector<std::pair<int, int>> result;
    int byes = 0;
    for (int s = 0; s < n; ++s) {
        if (partner[at(s)] < 0) {
            result.emplace_back(sorted[at(s)], -1);
            ++byes;
        } else if (s < partner[at(s)]) {
            result.emplace_back(sorted[at(s)], sorted[at(partner[at(s)])]);
        }
    }
    if (byes > 1) {
        return std::nullopt;
    }
    return result;
}

} // namespace renju::pairing::dutch
