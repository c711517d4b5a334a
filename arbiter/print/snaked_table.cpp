#include "arbiter/print/snaked_table.hpp"

#include <algorithm>

namespace renju::arbiter::print {

TableBlock snakedTable(const TableBlock& table, std::size_t begin, std::size_t end) {
    if (table.snakeGroups == 0) {
        return table;
    }
    TableBlock laid;
    laid.look = table.look;
    std::size_t groups = table.snakeGroups;
    for (std::size_t group = 0; group < groups; ++group) {
        laid.groupStarts.push_back(laid.columns.size());
        laid.columns.insert(laid.columns.end(), table.columns.begin(), table.columns.end());
    }
    end = std::min(end, table.rows.size());
    std::size_t entries = end > begin ? end - begin : 0;
    std::size_t rows = (entries + groups - 1) / groups;
    std::size_t width = table.columns.size();
    laid.rows.assign(rows, std::vector<std::string>(laid.columns.size()));
    for (std::size_t i = 0; i < entries; ++i) {
        const std::vector<std::string>& entry = table.rows[begin + i];
        std::vector<std::string>& row = laid.rows[i % rows];
        std::copy_n(entry.begin(), std::min(width, entry.size()),
                    row.begin() + static_cast<std::ptrdiff_t>(width * (i / rows)));
    }
    return laid;
}

TableBlock snakedTable(const TableBlock& table) {
    return snakedTable(table, 0, table.rows.size());
}

} // namespace renju::arbiter::print
