#pragma once

#include "clock/seat.hpp"

#include <optional>
#include <string>
#include <vector>

namespace renju::clock {

/// What a period gives back per move, if anything.
enum class BonusKind : std::uint8_t {
    None,
    Fischer,   ///< `amount` is added after every completed move, from move 1
    Bronstein, ///< after every completed move, the time used on it is added back, at most `amount`
    UsDelay,   ///< each turn, the clock waits `amount` before it starts counting down
};

/// A period's per-move increment or delay.
struct Bonus {
    BonusKind kind = BonusKind::None;
    Milliseconds amount{0};
    friend bool operator==(const Bonus&, const Bonus&) = default;
};

/// One period of a time control: `base` to make `moves` moves (0 = the rest of the game).
/// When a period ends, the next one's base is added to what is left (RIF 14.1). A last period
/// with a move count repeats.
struct Period {
    Milliseconds base{0};
    int moves = 0;
    Bonus bonus;
    friend bool operator==(const Period&, const Period&) = default;
};

/// What follows the main time of the last period, if anything.
enum class OvertimeKind : std::uint8_t {
    None,
    ByoYomi,  ///< Japanese: `count` periods of `time`; a move made within a period keeps it
    Canadian, ///< `count` moves in `time`, repeating; time left in a block is lost
};

/// The overtime after the last period's main time: byo-yomi or Canadian.
struct Overtime {
    OvertimeKind kind = OvertimeKind::None;
    int count = 0;
    Milliseconds time{0};
    friend bool operator==(const Overtime&, const Overtime&) = default;
};

/// One seat's time control: periods in order, then an optional overtime; or an hourglass
/// (one period whose base the seat starts with; the time one seat uses is added to the other).
struct TimeControl {
    std::vector<Period> periods;
    Overtime overtime;
    bool isHourglass = false;

    /// Returns the period with 0-based index `index`; past the end, the last one (it repeats).
    const Period& periodAt(int index) const;
    /// Returns the index of the last period.
    int lastPeriodIndex() const { return static_cast<int>(periods.size()) - 1; }

    /// Returns a control of one period for the rest of the game.
    static TimeControl suddenDeath(Milliseconds base, Bonus bonus = {});
    /// Returns an hourglass control: each seat starts with `base`.
    static TimeControl hourglass(Milliseconds base);

    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

/// The controls of both seats; they differ for time odds (the beginners' handicap match).
struct ClockControls {
    TimeControl a;
    TimeControl b;

    /// Returns the control of `seat`.
    const TimeControl& of(Seat seat) const { return seat == Seat::A ? a : b; }
    /// Returns controls where both seats play under `control`.
    static ClockControls same(const TimeControl& control) { return {control, control}; }

    friend bool operator==(const ClockControls&, const ClockControls&) = default;
};

/// The largest time in a control: 1,000,000 seconds (about 11.5 days).
inline constexpr Milliseconds kMaxControlTime{1'000'000'000};
/// The largest move count of a period or a Canadian block, and of byo-yomi periods.
inline constexpr int kMaxControlCount = 10'000;

/// Returns what makes `control` unusable, or nothing when a clock can run it: at least one
/// period; only the last period may be for the rest of the game; bases positive (a last period
/// followed by overtime may have none); overtime only after a period for the rest of the game;
/// an hourglass has one plain period; times and counts within the limits above.
std::optional<std::string> findControlProblem(const TimeControl& control);

/// Like findControlProblem for both seats, naming the seat; an hourglass needs both seats on it.
std::optional<std::string> findControlsProblem(const ClockControls& controls);

} // namespace renju::clock
