#include "arbiter/platform/controller_seats.hpp"

namespace renju::arbiter::platform {

namespace {

clock::Seat seatOfSlot(std::size_t slot) {
    return slot == 0 ? clock::Seat::A : clock::Seat::B;
}

} // namespace

std::optional<clock::Seat> ControllerSeats::connect(std::int32_t instance) {
    for (std::size_t slot = 0; slot < m_slots.size(); ++slot) {
        if (m_slots.at(slot) == instance) {
            return seatOfSlot(slot);
        }
    }
    for (std::size_t slot = 0; slot < m_slots.size(); ++slot) {
        if (!m_slots.at(slot)) {
            m_slots.at(slot) = instance;
            m_hasHadTwo = m_hasHadTwo || (m_slots[0] && m_slots[1]);
            return seatOfSlot(slot);
        }
    }
    return std::nullopt;
}

void ControllerSeats::disconnect(std::int32_t instance) {
    for (std::optional<std::int32_t>& slot : m_slots) {
        if (slot == instance) {
            slot.reset();
        }
    }
}

std::optional<clock::Seat> ControllerSeats::seatOf(std::int32_t instance,
                                                   bool isLeftHandButton) const {
    for (std::size_t slot = 0; slot < m_slots.size(); ++slot) {
        if (m_slots.at(slot) == instance) {
            // One controller for both players: its two hands are the two buttons.
            if (!m_hasHadTwo) {
                return isLeftHandButton ? clock::Seat::A : clock::Seat::B;
            }
            return seatOfSlot(slot);
        }
    }
    return std::nullopt;
}

} // namespace renju::arbiter::platform
