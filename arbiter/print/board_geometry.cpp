#include "arbiter/print/board_geometry.hpp"

namespace renju::arbiter::print {

double boardSideInCells(int size) {
    // (size - 1) cells between the lines, 1.5 cells for the row numbers on the left (clear of
    // the stones on column a), 0.6 cell of margin on the right; vertically 0.6 cell at the top
    // and 1.5 cells for the letters at the bottom.
    return size - 1 + 2.1;
}

BoardGeometry boardGeometry(double left, double top, double side, int size) {
    BoardGeometry geometry;
    geometry.left = left;
    geometry.top = top;
    geometry.side = side;
    geometry.size = size;
    geometry.cell = side / boardSideInCells(size);
    return geometry;
}

std::vector<rules::Point> starPoints(int size) {
    if (size < 9) {
        return {};
    }
    int centre = size / 2;
    int near = size >= 13 ? 3 : 2;
    int far = size - 1 - near;
    return {{centre, centre}, {near, near}, {far, near}, {near, far}, {far, far}};
}

std::string columnLetter(int col) {
    return std::string(1, static_cast<char>('a' + col));
}

} // namespace renju::arbiter::print
