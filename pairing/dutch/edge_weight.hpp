#pragma once

#include "pairing/dutch/round_state.hpp"
#include "pairing/matching/wide_uint.hpp"

#include <cstdint>
#include <map>
#include <vector>

namespace renju::pairing::dutch {

/// The number of bits needed to write `count` (0 for 0).
int bitsFor(std::size_t count);

/// Bit positions for score differences: each distinct difference gets a field wide enough to
/// count its occurrences, larger differences higher, so that minimising the packed sum minimises
/// the sorted list of differences from the largest down (the pairing score difference, A.8).
struct DifferenceFields {
    std::map<HalfPoints, int> position;
    int width = 0;
    /// Builds the fields from every difference that may occur, with repetitions.
    static DifferenceFields from(std::vector<HalfPoints> differences);
    /// The bit position of a difference that was listed.
    [[nodiscard]] int at(HalfPoints difference) const;
};

/// A downfloater's difference: as if paired with a virtual player one point below the lowest
/// score of the bracket (A.8).
inline HalfPoints floatDifference(HalfPoints score, HalfPoints lowest) {
    return score - lowest + 2;
}

/// Counts bit positions; stands in for a weight when only the layout is wanted.
struct LayoutMeter {
    int bits = 0;
    void shift(int width) { bits += width; }
    void add(std::uint64_t) {}
    void sub(std::uint64_t) {}
    void addBit(int) {}
    void subBit(int) {}
};

/// Builds one weight field by field, most significant first.
template <int N>
struct WeightWriter {
    matching::WideUint<N> value;
    void shift(int width) { value <<= width; }
    void add(std::uint64_t v) { value += v; }
    void sub(std::uint64_t v) { value -= v; }
    void addBit(int position) { value += matching::WideUint<N>::bit(position); }
    void subBit(int position) { value -= matching::WideUint<N>::bit(position); }
};

/// The four role criteria of a pair inside the current bracket (C.04.3 2017 C10-C13, 2025
/// C12-C15), each true when the pair satisfies it. `lower` is the lower-placed player.
struct RoleCriteria {
    bool noTopscorerImbalance; ///< no topscorer ends with a role difference beyond 2
    bool noTopscorerRepeat;    ///< no topscorer gets the same role a third time in a row
    bool preferencesMet;       ///< both preferences can be met
    bool strongMet;            ///< no strong preference is broken
};

/// Evaluates the role criteria for a pair.
RoleCriteria roleCriteria(const PlayerState& lower, const PlayerState& higher);

} // namespace renju::pairing::dutch
