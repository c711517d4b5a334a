#include "arbiter/print/move_boxes.hpp"

#include <string>

namespace renju::arbiter::print {

TableBlock moveBoxes(int first, int last, int rows, int groups,
                     const std::vector<TableColumn>& groupColumns) {
    TableBlock table;
    table.look = TableLook::Form;
    for (int group = 0; group < groups; ++group) {
        table.groupStarts.push_back(table.columns.size());
        table.columns.insert(table.columns.end(), groupColumns.begin(), groupColumns.end());
    }
    for (int row = 0; row < rows; ++row) {
        std::vector<std::string> cells;
        for (int group = 0; group < groups; ++group) {
            int move = first + group * rows + row;
            cells.push_back(move <= last ? std::to_string(move) : "");
            cells.insert(cells.end(), groupColumns.size() - 1, "");
        }
        table.rows.push_back(std::move(cells));
    }
    return table;
}

std::string positiveOrBlank(int value) {
    return value > 0 ? std::to_string(value) : "";
}

} // namespace renju::arbiter::print
