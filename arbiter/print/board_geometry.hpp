#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::print {

/// Where everything of a board diagram goes, shared by the PDF and the SVG drawings so that
/// both look the same. The diagram is square; y grows downwards (row 1 is at the bottom).
struct BoardGeometry {
    double left = 0;
    double top = 0;
    /// The width and height of the whole diagram, coordinates included.
    double side = 0;
    double cell = 0;
    int size = rules::kRenjuBoardSize;
    /// Ren's board: the stones sit in squares (x, y are the squares' centres), a little
    /// smaller so that the squares' edges show between them.
    bool isSquares = false;

    /// Returns the x of column `col` (0 = a).
    double x(int col) const { return left + 1.5 * cell + col * cell; }
    /// Returns the y of row `row` (0 = 1, at the bottom).
    double y(int row) const { return top + 0.6 * cell + (size - 1 - row) * cell; }
    double stoneRadius() const { return (isSquares ? 0.41 : 0.46) * cell; }
    /// Returns the font size of a stone's number: smaller for more digits.
    double numberSize(int number) const {
        return cell * (number < 10 ? 0.58 : number < 100 ? 0.5 : 0.4);
    }
    double coordinateSize() const { return cell * 0.42; }
    /// The x of the row numbers' right edge and the y of the column letters' centre.
    double rowLabelRight() const { return left + 0.95 * cell; }
    double columnLabelY() const { return top + 0.6 * cell + (size - 1) * cell + 0.9 * cell; }
};

/// The widest a board diagram is drawn (points) when its block leaves the width open: the
/// PDF and the HTML print the same size.
inline constexpr double kLargestBoard = 360;

/// The width of a score counter's row labels, in squares.
inline constexpr double kCounterLabelCells = 1.6;

/// Returns the width of a diagram of `size` lines in cells: the cells between the lines and
/// the margins for the coordinates.
double boardSideInCells(int size);

/// Returns the geometry of a diagram of `size` lines whose whole width is `side`.
BoardGeometry boardGeometry(double left, double top, double side, int size);

/// Returns the star points of a board (the centre and the four points 4 lines from the edges
/// on a 15x15 board).
std::vector<rules::Point> starPoints(int size);

/// Returns the letter of a column: a, b, ... (the notation skips no letter).
std::string columnLetter(int col);

} // namespace renju::arbiter::print
