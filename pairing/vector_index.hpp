#pragma once

// Players, rounds and scores are counted with ints (as TRF and the rules count them); vectors
// are indexed with std::size_t.

#include <cstddef>

namespace renju::pairing {

/// Returns `i` (never negative) as an index into a vector.
inline std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

} // namespace renju::pairing
