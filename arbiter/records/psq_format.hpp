#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads a Gomocup / Piskvork .psq: `Piskvorky WxH, L1:L2, F`, then `x,y,ms` per move (1-based,
/// y counted from the top), the two engines' names in match order, the error code, and in files
/// of Gomocup's judge `N,TOURNAMENT` (N the winner in match order, 0 a draw). F says which
/// engine made the first move, so Black is that one. The result is `*` unless the judge says
/// draw or the caller gives it (the winner's colour is not in the file).
RecordFile readPsq(std::string_view bytes, const ReadOptions& options);

/// Writes one game as a .psq (CR LF line ends, Black's name first; a move without a known time as
/// `x,y`, which Piskvork reads as 0 ms): only a square board, every point on it; the judge's line
/// only when the game came from one ("psq.judge" extra).
WrittenRecords writePsq(const GameRecord& game);

} // namespace renju::arbiter::records
