#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

namespace renju::arbiter::cli {

/// Answers one input line of `renju-arbiter forbidden`: `moves` or `id<TAB>moves[<TAB>...]`.
/// Appends `[id<TAB>]points` (or `[id<TAB>]error: ...`) without a newline to `out` and
/// returns false when the line is in error.
bool answerForbiddenLine(std::string_view line, std::string& out);

/// Runs `renju-arbiter forbidden` over a stream: one output line per input line. Returns the
/// exit status: 0, or 1 when any line was in error (processing continues after errors).
int runForbiddenBatch(std::istream& in, std::ostream& out, bool flushEachLine);

/// Runs `renju-arbiter forbidden --explain POINT "MOVES"`: prints the reasoning for one point.
/// Returns 0, or 2 with a message on `err` when the point or the moves are not valid.
int runForbiddenExplain(const std::string& point, const std::string& moves, std::ostream& out,
                        std::ostream& err);

} // namespace renju::arbiter::cli
