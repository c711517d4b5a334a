#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads a JSON array of move strings, each a game on the board `options.boardSize` (15 when 0):
/// packed points (`"h8h9i8"`), points separated by spaces (`"k10 j10 i9"`) or offsets from the
/// centre (`"0,0, 1,-1"`). A string that cannot be read is left out with its place; the reading
/// stops at what is not an array of strings.
RecordFile readJsonList(std::string_view bytes, const ReadOptions& options);

/// Writes games as a JSON array of packed move strings, one a line; a game on another board than
/// `options.boardSize` (15 when 0) or with a pass is left out with a problem.
WrittenRecords writeJsonList(const std::vector<GameRecord>& games, const WriteOptions& options);

} // namespace renju::arbiter::records
