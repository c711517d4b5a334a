#pragma once

#include "arbiter/records/game_record.hpp"

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

} // namespace renju::arbiter::records::testing
