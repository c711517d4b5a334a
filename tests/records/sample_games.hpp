#pragma once

#include "arbiter/records/game_record.hpp"
#include "arbiter/records/record_file.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::records::testing {

/// Games that use everything the formats can hold: names in Latin, Cyrillic, Chinese, Japanese,
/// Korean and Greek scripts, passes, unchosen 5th-move proposals, comments, board labels, times
/// per move, and every result.
std::vector<GameRecord> sampleGames();

/// Returns the moves of a text like "h8 h9 --".
std::vector<RecordMove> movesOf(const std::string& text);

/// Returns the file's bytes under tests/data/records.
std::string readDataFile(const std::string& name);

/// Returns the moves of every game a file read, one text a game ("h8 h9 --").
std::vector<std::string> gameMoves(const RecordFile& file);

/// Returns a file's problems as describe() gives them.
std::vector<std::string> described(const RecordFile& file);

/// Returns the games with the numbers a reading gives them cleared.
std::vector<GameRecord> unnumbered(std::vector<GameRecord> games);

} // namespace renju::arbiter::records::testing
