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

/// Builds one weight field by field, most significant first. The layout's width (what a
/// LayoutMeter counts) is known, so each value goes straight to its final bit position: the
/// same integer as shifting the whole weight left before every field, without those shifts.
template <int N>
struct WeightWriter {
    matching::WideUint<N> value;
    int remaining; ///< the shifts still to come: where a value added now ends up
    explicit WeightWriter(int layoutBits) : remaining(layoutBits) {}
    void shift(int width) { remaining -= width; }
    void add(std::uint64_t v) { value.addShifted(v, remaining); }
    void sub(std::uint64_t v) { value.subShifted(v, remaining); }
    void addBit(int position) { value.addShifted(1U, position + remaining); }
    void subBit(int position) { value.subShifted(1U, position + remaining); }
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
