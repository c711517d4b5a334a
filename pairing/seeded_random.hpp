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
    /// A number in [0, bound) (bound > 0).
    int below(int bound);

private:
    std::uint64_t m_state;
};

} // namespace renju::pairing
