#pragma once

#include "arbiter/records/record_formats.hpp"

namespace renju::arbiter::records {

/// Reads the plain text format (docs/records.md): one game a line, its moves (`h8 h9 --`) and
/// then tab-separated `key=value` fields; `#` starts a comment line.
RecordFile readTextRecords(std::string_view bytes, const ReadOptions& options);

/// Writes games in the plain text format, UTF-8, one line each (LF).
std::string writeTextRecords(const std::vector<GameRecord>& games);

/// Splits text into lines at CR, LF or CR LF.
std::vector<std::string_view> splitRecordLines(std::string_view text);

} // namespace renju::arbiter::records
