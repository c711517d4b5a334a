#pragma once

#include "arbiter/records/game_record.hpp"
#include "arbiter/ui/view_models/board_model.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::ui {

/// One game of a record file as the browser lists it.
struct RecordRow {
    std::size_t index = 0;
    std::string black;
    std::string white;
    /// By colour, Black's score first ("1-0", "*").
    std::string result;
    int moves = 0;
    std::string event;
};

/// Returns the games whose Black or White contains `player` (letter case ignored for ASCII),
/// every game for an empty filter, in file order.
std::vector<RecordRow> recordRows(const std::vector<records::GameRecord>& games,
                                  const std::string& player);

/// Returns the board of a record after its first `shown` moves: the stones with their
/// numbers, the last move, and Black's forbidden stones as the rules judge them (the record's
/// rule set when the program knows it, renju otherwise; no opening protocol). A move the rules
/// refuse (a damaged record) ends the replay there: `stoppedAt` says at which move.
struct RecordBoard {
    BoardModel board;
    int stoppedAt = 0;
    std::string problem;
};
RecordBoard recordBoard(const records::GameRecord& game, int shown);

} // namespace renju::arbiter::ui
