#pragma once

#include <cstdint>

namespace renju::pairing {

/// A small deterministic random generator (splitmix64), identical on every platform: the only
/// randomness `pairing/` uses, always from an explicit seed.
class SeededRandom {
public:
    /// A generator started from `seed`.
    explicit SeededRandom(std::uint64_t seed) : m_state(seed) {}
    /// The next 64 random bits.
    std::uint64_t next();
    /// A number in [0, bound); 0 when bound is not positive.
    int below(int bound);
    /// True `percent` times in a hundred.
    bool chance(int percent) { return below(100) < percent; }

private:
    std::uint64_t m_state;
};

} // namespace renju::pairing
