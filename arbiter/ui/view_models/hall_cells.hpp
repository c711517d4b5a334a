#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/ui/view_models/call_queue.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// What a table of the hall is doing, the most urgent first for the referee.
enum class HallState { NotStarted, Playing, AwaitingRuling, Called, Finished };

/// A stone of the hall's small board (no move numbers: too small to read at that size).
struct HallStone {
    rules::Point point{};
    rules::Stone colour = rules::Stone::Black;
};

/// The small board of a table: intersections (five in a row) or squares (Ren).
struct HallBoard {
    int size = rules::kRenjuBoardSize;
    bool isSquares = false;
    std::vector<HallStone> stones;
    std::optional<rules::Point> lastMove;
};

/// One table of the hall overview: the players by colour as the lists name them, the state
/// in words, the small board and both clocks.
struct HallCell {
    int table = 0;
    /// The players as the lists name them ("No. 4 Mari Tamm"), Black first.
    std::string blackName;
    std::string whiteName;
    HallState state = HallState::NotStarted;
    /// "playing", "claim: awaiting ruling", "call: table 3: ...", "finished 1-0" (Black first).
    std::string stateText;
    HallBoard board;
    /// The game's first player holds Black (the clock's seat A is the game's first player).
    bool isSeatABlack = true;
    /// The time left by colour ("1:27:05"), empty before the clock starts; the running one.
    std::string blackTime;
    std::string whiteTime;
    bool isBlackRunning = false;
    bool isWhiteRunning = false;
};

/// Returns the hall's cells of `round` (its number, not 0) in table order: everything but the
/// clocks, which change by themselves (refreshHallClocks).
std::vector<HallCell> hallCells(const model::EventState& state, int round, const CallQueue& calls);

/// Sets every cell's clocks to their time at event time `now`.
void refreshHallClocks(std::vector<HallCell>& cells, const model::EventState& state, int round,
                       std::int64_t now);

} // namespace renju::arbiter::ui
