#pragma once

#include "arbiter/records/record_formats.hpp"

#include <functional>

namespace renju::arbiter::records {

/// Reads the plain text format (docs/records.md): one game a line, its moves (`h8 h9 --`) and
/// then tab-separated `key=value` fields; `#` starts a comment line.
RecordFile readTextRecords(std::string_view bytes, const ReadOptions& options);

/// Writes games in the plain text format, UTF-8, one line each (LF).
std::string writeTextRecords(const std::vector<GameRecord>& games);

/// Splits text into lines at CR, LF or CR LF.
std::vector<std::string_view> splitRecordLines(std::string_view text);

/// Reads a file of one game a line: decodes it (its encoding goes to the file) and hands every
/// line that holds something (not blank, not starting with #) to `read` with a game numbered
/// from 1; `read` returns what is wrong with the line, or "". A game with a problem is left out
/// with its line number, the others go to the file in order.
RecordFile readGameLines(std::string_view bytes, const ReadOptions& options,
                         const std::function<std::string(std::string_view, GameRecord&)>& read);

} // namespace renju::arbiter::records
