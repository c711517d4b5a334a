#pragma once

#include "rules/board.hpp"
#include "rules/rule_set.hpp"

#include <iosfwd>
#include <string>
#include <string_view>

namespace renju::arbiter::cli {

/// What `renju-arbiter forbidden` is asked: whose forbidden points, under which rule set, on
/// which board. The default is today's question: Black under renju on 15x15.
struct ForbiddenQuery {
    rules::RuleSet set;
    int boardSize = rules::kRenjuBoardSize;
    rules::Stone colour = rules::Stone::Black;
};

/// Answers one input line of `renju-arbiter forbidden`: `moves` or `id<TAB>moves[<TAB>...]`.
/// Appends `[id<TAB>]points` (or `[id<TAB>]error: ...`) without a newline to `out` and
/// returns false when the line is in error.
bool answerForbiddenLine(std::string_view line, std::string& out, const ForbiddenQuery& query = {});

/// Runs `renju-arbiter forbidden` over a stream: one output line per input line. Returns the
/// exit status: 0, or 1 when any line was in error (processing continues after errors).
int runForbiddenBatch(std::istream& in, std::ostream& out, bool flushEachLine,
                      const ForbiddenQuery& query = {});

/// Runs `renju-arbiter forbidden --explain POINT "MOVES"`: prints the reasoning for one point.
/// Returns 0, or 2 with a message on `err` when the point or the moves are not valid.
int runForbiddenExplain(const std::string& point, const std::string& moves, std::ostream& out,
                        std::ostream& err, const ForbiddenQuery& query = {});

} // namespace renju::arbiter::cli
