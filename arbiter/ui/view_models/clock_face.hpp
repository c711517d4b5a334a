#pragma once

#include "arbiter/model/event_state.hpp"
#include "clock/game_clock.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// Who looks at a clock: the referee sees everything; the players see a fallen flag only when
/// the event uses time referees (14.8: otherwise nobody but the players may point it out).
enum class Audience { Referee, Players };

/// Returns true when `audience` may be shown a fallen flag (14.8, 14.9).
bool isFlagShownTo(Audience audience, bool usesTimeReferees);

/// One seat's face of a table clock.
struct ClockFace {
    clock::Seat seat = clock::Seat::A;
    std::string name;
    /// The colour this player holds now (the opening may swap colours).
    rules::Stone colour = rules::Stone::Black;
    /// The time as the clock shows it ("1:29:58", "4:31", "0:09.7").
    std::string time;
    clock::Milliseconds remaining{0};
    bool isRunning = false;
    /// "" for a single period, "period 2", "byo-yomi: 3 periods left", "Canadian: 12 presses
    /// to play".
    std::string period;
    /// The moves of the game in this face's colour, passes included: what a player calls moves.
    int moves = 0;
    /// The presses the clock has counted for this seat. A move counts for the time control once
    /// the clock is pressed (14.4), so the control counts presses; in the opening they are not
    /// the moves (tentative Black's three stones take one press, the swap and the 5th-move
    /// proposals a press each).
    int presses = 0;
    /// Presses still due in this period ("" when none are): "3 presses to the control".
    std::string toControl;
    /// The flag, when this audience may see it.
    bool showsFlag = false;
    /// At most a minute left: shown in a warning colour.
    bool isLow = false;
    /// "need not record (13.2)", "time referee (14.9)", "absent (15)".
    std::vector<std::string> notes;
};

/// Both faces of a table's clock and its state.
struct TableClockFaces {
    std::array<ClockFace, 2> seats;
    /// "not started", "running", "paused by the arbiter (14.6)", "stopped for a claim (9.6)",
    /// "stopped at a flag"; for the players in plain words ("stopped: a claim, the arbiter is
    /// coming"). It reads after the word "clock".
    std::string status;
    bool hasClock = false;
    bool isPaused = false;
};

/// Returns the faces of a game's clock at event time `now` for `audience` (seat A is the game's
/// first player: in game 2 of a match, the table's second).
TableClockFaces clockFaces(const model::EventState& state, const model::TableGame& table,
                           std::int64_t now, Audience audience);

/// Returns the line under a face's time: "Black · 4 moves", the period before it and the
/// presses due to the control after it; the referee also reads the presses counted so far
/// ("Black · 2 moves · 1 press").
std::string faceDetail(const ClockFace& face, Audience audience);

/// Returns the milliseconds until the text of a shown time changes (its next digit, or the
/// flag), for a time that decreases (`isRising` false) or grows (the hourglass's waiting seat);
/// nothing when it cannot change.
std::optional<std::int64_t> displayChangeDelay(clock::Milliseconds remaining, bool isRising);

/// Returns the milliseconds until anything a clock face of a game shows changes, or nothing
/// while its clock is stopped (the display then waits for an event).
std::optional<std::int64_t> nextClockChange(const model::TableGame& table, std::int64_t now);

} // namespace renju::arbiter::ui
