#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads renju.net's XML database (.rif): the tables `<players>` (`<player id name surname>`),
/// `<tournaments>` (`<tournament id name start end>`), `<rules>` (`<rule id name>`) and
/// `<games>` (`<game id tournament round rule black white bresult [alt] [date]>` holding
/// `<move>h8 h9 ...</move>`). `bresult` is Black's score (1, 0, 0.5); the rule, players and
/// tournament are keys into the file's own tables, whatever their order in the file, and a game
/// takes the rule's name from there. Streamed with expat: a damaged file keeps every game read
/// before the damage; a bad game is left out with its id and line.
RecordFile readRif(std::string_view bytes, const ReadOptions& options);

/// Writes games as a renju.net database of the same shape: the players (name and surname split
/// at the last space), one tournament per event name (dates from `options` or the games), the
/// rules the games name (the "rif.rule" extra, else the rule set, "renju" when none is named)
/// and the games, UTF-8. The database holds 15x15 games: a game on another board is left out
/// with a problem naming it (its points would mean other intersections).
WrittenRecords writeRif(const std::vector<GameRecord>& games, const WriteOptions& options);

} // namespace renju::arbiter::records
