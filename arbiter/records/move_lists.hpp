#pragma once

// Game lists that hold moves only, one game a line: Gomocup's opening files of offsets from the
// centre and packed move strings; also the move strings of a JSON list.

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Returns the board of a list read or written with `option` (0: kListBoardSize).
int listBoardSize(int option);

/// Reads the moves of one move string into `game`: packed points (`h8h9i8`, `k10j10i9`; spaces
/// or commas between them allowed) or, when it holds only numbers, commas and minus signs,
/// offsets `dx,dy, dx,dy` from the centre of the game's board (x to the right, y down, as
/// Piskvork counts). Returns what is wrong with it, or "".
std::string readMoveString(std::string_view text, GameRecord& game);

/// Returns true when a line holds only numbers, commas, minus signs and spaces, and a comma.
bool looksLikeOffsets(std::string_view line);

/// Returns true when a line is one token of two or more points written together (`h8h9i8`).
bool looksLikePacked(std::string_view line);

/// Reads a Gomocup opening file or a file of packed move strings: one game a line on the board
/// `options.boardSize` (15 when 0); blank lines and lines starting with # are skipped. A line
/// that cannot be read is left out with its number.
RecordFile readMoveLines(std::string_view bytes, RecordFormat format, const ReadOptions& options);

/// Writes games one a line as offsets from the centre or as packed points. Such a list holds
/// moves only, on one board it does not say: a game on another board than `options.boardSize`
/// (15 when 0) or with a pass is left out with a problem.
WrittenRecords writeMoveLines(const std::vector<GameRecord>& games, RecordFormat format,
                              const WriteOptions& options);

/// Returns why a game cannot be a line of a move list on a board of `boardSize`, or "".
std::string unlistable(const GameRecord& game, int boardSize, const char* list);

/// Writes a game's moves as offsets (`0,0, 1,-1`) or packed points (`h8i9`).
std::string moveString(const GameRecord& game, RecordFormat format);

} // namespace renju::arbiter::records
