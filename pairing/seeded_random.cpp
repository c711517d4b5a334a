#include "pairing/seeded_random.hpp"

namespace renju::pairing {

std::uint64_t SeededRandom::next() {
    m_state += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = m_state;
    z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27U)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31U);
}

int SeededRandom::below(int bound) {
    return bound <= 0 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(bound));
}

} // namespace renju::pairing
