#pragma once

#include "clock/seat.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace renju::arbiter::platform {

/// Which seat each connected game controller presses. The first controller connected takes
/// seat A, the next seat B; a controller that is unplugged leaves its seat free and the next
/// one connected takes that seat back, so a reconnect never swaps the players' buttons. While
/// only one controller has ever been connected, its left-hand buttons are seat A and the others
/// seat B; once there were two, each keeps its own seat even while the other is unplugged.
/// Pure: SDL's controller thread feeds it instance ids.
class ControllerSeats {
public:
    /// A controller was connected; returns the seat it holds (none beyond two controllers).
    std::optional<clock::Seat> connect(std::int32_t instance);
    /// A controller was unplugged: its seat is free again.
    void disconnect(std::int32_t instance);
    /// The seat a button of `instance` presses; none for a third controller.
    [[nodiscard]] std::optional<clock::Seat> seatOf(std::int32_t instance,
                                                    bool isLeftHandButton) const;
    [[nodiscard]] bool isEmpty() const { return !m_slots[0] && !m_slots[1]; }

private:
    std::array<std::optional<std::int32_t>, 2> m_slots; ///< seat A, seat B
    bool m_hasHadTwo = false;
};

} // namespace renju::arbiter::platform
