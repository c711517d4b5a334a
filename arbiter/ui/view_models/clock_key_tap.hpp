#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace renju::arbiter::ui {

/// A clock press on the keyboard: which Shift key, and when it went down.
struct ClockKeyPress {
    bool isLeft = true;
    std::int64_t monotonicAt = 0;
};

/// Tells a clock press on a Shift key from a Shift held for typing: only a Shift pressed and
/// released with no other key or mouse button between is a press ('+', '*', capitals and
/// Shift-clicks are not), and it counts from the instant the key went down. The two Shift keys
/// are the two players' buttons and never cancel each other.
class ClockKeyTap {
public:
    /// A Shift key went down at `monotonicAt` (milliseconds).
    void shiftDown(bool isLeft, std::int64_t monotonicAt);
    /// Any other key or a mouse button: the Shift held now is for typing or clicking.
    void otherInput() { m_pending = {}; }
    /// A Shift key went up: the press it made, if it was a tap.
    std::optional<ClockKeyPress> shiftUp(bool isLeft);

private:
    std::array<std::optional<ClockKeyPress>, 2> m_pending; ///< left, right
};

} // namespace renju::arbiter::ui
