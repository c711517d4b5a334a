#pragma once

#include <cstdint>
#include <string>

namespace renju::arbiter::storage {

/// Returns a journal entry's wall-clock time (ms since the Unix epoch) as local time,
/// "2026-11-23 18:00:05", for the audit log and `renju-arbiter log`. A time the C library cannot
/// represent is written as "@SECONDS" rather than cut or left unwritten.
std::string formatLocalWallTime(std::int64_t wallMilliseconds);

/// Returns a wall-clock time as a UTC file-name stamp, "20261123-180005" (or "@SECONDS", as
/// above).
std::string formatUtcFileStamp(std::int64_t wallMilliseconds);

} // namespace renju::arbiter::storage
