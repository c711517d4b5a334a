#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads PlayOK's PGN-like game lists: each game's tag pairs (`[Black "..."]`, `[White "..."]`,
/// `[Event]`, `[Round]`, `[Date]`, `[Result "1-0"]` with Black's score first; the others kept as
/// "playok.TAG" extras), then its moves in numbered pairs of turns, `1. h8 i9 2. j10 white 3. --
/// h12`: points are stones, Black and White in turn; `white`, `black` and `swap` are the swap
/// choices of the opening (a turn without a stone), and `--` right after one fills the turn of
/// the player who does not move next (elsewhere `--` is a pass); `{...}` and `;` comments; a
/// result token (`1-0`, `0-1`, `1/2-1/2`, `*`) ends the game. Games are separated by tag pairs,
/// a result or a new `1.`. Every game is on the board `options.boardSize` (15 when 0). A game
/// with a token that is none of these is left out with its line.
RecordFile readPlayOk(std::string_view bytes, const ReadOptions& options);

/// Writes games as a PlayOK list, their swap choices where they were read ("playok.slots"),
/// comments in braces. A game on another board than `options.boardSize` (15 when 0), or with a
/// pass right after a swap choice (it would read as a filler), is left out with a problem.
WrittenRecords writePlayOk(const std::vector<GameRecord>& games, const WriteOptions& options);

} // namespace renju::arbiter::records
