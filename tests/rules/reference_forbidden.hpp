#pragma once

#include "rules/board.hpp"
#include "rules/forbidden.hpp"

namespace renju::rules::test {

/// A deliberately plain, independent reading of RIF 9.2/9.3 for cross-checking the fast
/// checker: a 2-D grid, rows found by walking the board, fours counted as distinct sets of four
/// stones, no tables, no incremental codes. Slow; for tests only.
ForbiddenKind referenceForbiddenKind(const Board& board, Point point);

} // namespace renju::rules::test
