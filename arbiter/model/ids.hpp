#pragma once

#include <compare>

namespace renju::arbiter::model {

/// A player's registration number in the event: 1, 2, 3, ... in the order of registration.
/// It never changes (pairing numbers follow the rating order and may).
struct PlayerId {
    int value = 0;
    friend constexpr auto operator<=>(const PlayerId&, const PlayerId&) = default;
};

} // namespace renju::arbiter::model
