#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace renju::clock {

/// Time in the clock: integer milliseconds. Instants (`now`) are milliseconds of a monotonic
/// time chosen by the caller; only differences between instants matter.
using Milliseconds = std::chrono::milliseconds;

/// One side of the clock. Seats are players, not colours: the opening may swap colours.
enum class Seat : std::uint8_t { A, B };

/// Returns the seat facing `seat`.
constexpr Seat otherSeat(Seat seat) {
    return seat == Seat::A ? Seat::B : Seat::A;
}

/// Returns 0 for seat A and 1 for seat B, for arrays indexed by seat.
constexpr std::size_t seatIndex(Seat seat) {
    return seat == Seat::A ? 0 : 1;
}

/// Returns 'A' or 'B'.
constexpr char seatLetter(Seat seat) {
    return seat == Seat::A ? 'A' : 'B';
}

/// Who is absent when the game should start (RIF 15).
enum class Absence : std::uint8_t { None, A, B, Both };

/// Returns true when `absence` includes `seat`.
constexpr bool isAbsent(Absence absence, Seat seat) {
    return absence == Absence::Both || (absence == Absence::A && seat == Seat::A) ||
           (absence == Absence::B && seat == Seat::B);
}

} // namespace renju::clock
