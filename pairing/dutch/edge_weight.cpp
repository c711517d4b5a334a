#include "pairing/dutch/edge_weight.hpp"

#include <algorithm>
#include <cassert>

namespace renju::pairing::dutch {

int bitsFor(std::size_t count) {
    int bits = 0;
    while (count != 0) {
        ++bits;
        count >>= 1U;
    }
    return bits;
}

DifferenceFields DifferenceFields::from(std::vector<HalfPoints> differences) {
    std::sort(differences.begin(), differences.end());
    DifferenceFields fields;
    std::size_t i = 0;
    while (i < differences.size()) {
        std::size_t j = i;
        while (j < differences.size() && differences[j] == differences[i]) {
            ++j;
        }
        fields.position[differences[i]] = fields.width;
        fields.width += bitsFor(j - i);
        i = j;
    }
    return fields;
}

int DifferenceFields::at(HalfPoints difference) const {
    auto it = position.find(difference);
    assert(it != position.end());
    return it == position.end() ? 0 : it->second;
}

RoleCriteria roleCriteria(const PlayerState& lower, const PlayerState& higher) {
    const PlayerState& p = lower;
    const PlayerState& o = higher;
    const bool samePreference = p.preference == o.preference;
    RoleCriteria criteria{};
    criteria.noTopscorerImbalance =
        !p.hasAbsoluteImbalance() || !o.hasAbsoluteImbalance() || !samePreference;
    bool repeatAvoided = true;
    if (p.isAbsolute() && o.isAbsolute() && samePreference) {
        // The one with the smaller imbalance yields; with equal imbalances the lower player's
        // own repetition decides.
        const Role yielded = opposite(*p.preference);
        if (p.imbalance == o.imbalance) {
            repeatAvoided = !p.repeated || p.repeated != o.repeated;
        } else {
            const PlayerState& yielding = p.imbalance > o.imbalance ? o : p;
            repeatAvoided = yielding.repeated != yielded;
        }
    }
    criteria.noTopscorerRepeat = repeatAvoided;
    criteria.preferencesMet = !p.preference || !o.preference || !samePreference;
    criteria.strongMet = (!p.isStrong && !p.isAbsolute()) || (!o.isStrong && !o.isAbsolute()) ||
                         (p.isAbsolute() && o.isAbsolute()) || !samePreference;
    return criteria;
}

} // namespace renju::pairing::dutch
