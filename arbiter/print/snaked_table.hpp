#pragma once

#include "arbiter/print/document.hpp"

#include <cstddef>

namespace renju::arbiter::print {

/// Returns entries [begin, end) of a snaked table (TableBlock::snakeGroups > 0: one entry a
/// row, in reading order) laid out as printed: the groups side by side, each under its own
/// copy of the columns, reading down the first group, then the next. A table that is not
/// snaked is returned as it is.
TableBlock snakedTable(const TableBlock& table, std::size_t begin, std::size_t end);

/// Returns the whole snaked table laid out as printed on one page (HTML, the fit check).
TableBlock snakedTable(const TableBlock& table);

} // namespace renju::arbiter::print
