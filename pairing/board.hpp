#pragma once

#include "pairing/tournament.hpp"

namespace renju::pairing {

/// One board of a round: First moves first (tentative Black; TRF `w`). A pairing-allocated bye
/// (or the rest of an odd round robin) has no Second.
struct Board {
    PlayerId first;
    PlayerId second;
    /// True for the pairing-allocated bye.
    [[nodiscard]] bool isBye() const { return second.isNone(); }
    friend bool operator==(const Board&, const Board&) = default;
};

} // namespace renju::pairing
