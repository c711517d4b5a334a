#include "arbiter/print/board_pdf.hpp"

#include "arbiter/print/board_geometry.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <string>

namespace renju::arbiter::print {

namespace {

void drawGrid(cairo_t* cairo, const BoardGeometry& g) {
    int last = g.size - 1;
    cairo_set_source_rgb(cairo, 0, 0, 0);
    for (int i = 0; i < g.size; ++i) {
        cairo_set_line_width(cairo, i == 0 || i == last ? 1.0 : 0.5);
        cairo_move_to(cairo, g.x(i), g.y(0));
        cairo_line_to(cairo, g.x(i), g.y(last));
        cairo_stroke(cairo);
        cairo_move_to(cairo, g.x(0), g.y(i));
        cairo_line_to(cairo, g.x(last), g.y(i));
        cairo_stroke(cairo);
    }
    for (const rules::Point& star : starPoints(g.size)) {
        cairo_new_path(cairo);
        cairo_arc(cairo, g.x(star.col), g.y(star.row), g.cell * 0.1, 0, 2 * M_PI);
        cairo_fill(cairo);
    }
}

void drawCoordinates(TextPainter& text, const BoardGeometry& g) {
    FontSpec font{g.coordinateSize(), false};
    for (int i = 0; i < g.size; ++i) {
        text.drawLine(columnLetter(i), g.x(i) - g.cell / 2, g.columnLabelY() - g.cell / 2, g.cell,
                      g.cell, font, Align::Centre);
        text.drawLine(std::to_string(i + 1), g.left, g.y(i) - g.cell / 2,
                      g.rowLabelRight() - g.left, g.cell, font, Align::Right);
    }
}

void drawMark(cairo_t* cairo, const BoardGeometry& g, const rules::Point& mark) {
    double r = g.cell * 0.22;
    double x = g.x(mark.col);
    double y = g.y(mark.row);
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_set_line_width(cairo, 1.2);
    cairo_move_to(cairo, x - r, y - r);
    cairo_line_to(cairo, x + r, y + r);
    cairo_move_to(cairo, x - r, y + r);
    cairo_line_to(cairo, x + r, y - r);
    cairo_stroke(cairo);
}

void drawStone(cairo_t* cairo, TextPainter& text, const BoardGeometry& g,
               const FigureStone& stone) {
    bool isBlack = stone.colour == rules::Stone::Black;
    double x = g.x(stone.point.col);
    double y = g.y(stone.point.row);
    cairo_new_path(cairo); // the text drawn before left a current point: no line from it
    cairo_arc(cairo, x, y, g.stoneRadius(), 0, 2 * M_PI);
    double fill = isBlack ? 0.0 : 1.0;
    cairo_set_source_rgb(cairo, fill, fill, fill);
    cairo_fill_preserve(cairo);
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_set_line_width(cairo, 0.8);
    cairo_stroke(cairo);
    if (stone.number > 0) {
        double box = 2 * g.stoneRadius();
        text.drawLine(std::to_string(stone.number), x - box / 2, y - box / 2, box, box,
                      FontSpec{g.numberSize(stone.number), false}, Align::Centre,
                      Ink{isBlack ? 1.0 : 0.0});
    }
}

void squareLine(cairo_t* cairo, double x0, double y0, double x1, double y1, double width) {
    cairo_set_line_width(cairo, width);
    cairo_move_to(cairo, x0, y0);
    cairo_line_to(cairo, x1, y1);
    cairo_stroke(cairo);
}

/// Ren's board (seed 002): the squares, those outside the inner board lighter, and their
/// edges; the outline heavier.
void drawSquares(cairo_t* cairo, const BoardGeometry& g, int innerSize) {
    double half = g.cell / 2;
    int ring = innerSize > 0 ? (g.size - innerSize) / 2 : 0;
    for (int row = 0; row < g.size; ++row) {
        for (int col = 0; col < g.size; ++col) {
            bool isOuter = col < ring || row < ring || col >= g.size - ring || row >= g.size - ring;
            double shade = isOuter ? 0.86 : 1.0;
            cairo_set_source_rgb(cairo, shade, shade, shade);
            cairo_rectangle(cairo, g.x(col) - half, g.y(row) - half, g.cell, g.cell);
            cairo_fill(cairo);
        }
    }
    cairo_set_source_rgb(cairo, 0, 0, 0);
    double x0 = g.x(0) - half;
    double x1 = g.x(g.size - 1) + half;
    double y0 = g.y(g.size - 1) - half;
    double y1 = g.y(0) + half;
    for (int i = 0; i <= g.size; ++i) {
        double width = i == 0 || i == g.size ? 1.2 : 0.6;
        squareLine(cairo, x0 + i * g.cell, y0, x0 + i * g.cell, y1, width);
        squareLine(cairo, x0, y0 + i * g.cell, x1, y0 + i * g.cell, width);
    }
    if (ring > 0) { // the inner board's outline
        squareLine(cairo, x0 + ring * g.cell, y0 + ring * g.cell, x1 - ring * g.cell,
                   y0 + ring * g.cell, 2.0);
        squareLine(cairo, x0 + ring * g.cell, y1 - ring * g.cell, x1 - ring * g.cell,
                   y1 - ring * g.cell, 2.0);
        squareLine(cairo, x0 + ring * g.cell, y0 + ring * g.cell, x0 + ring * g.cell,
                   y1 - ring * g.cell, 2.0);
        squareLine(cairo, x1 - ring * g.cell, y0 + ring * g.cell, x1 - ring * g.cell,
                   y1 - ring * g.cell, 2.0);
    }
}

/// A ring around a stone on a square (a niban stone on a Ren record).
void drawRing(cairo_t* cairo, const BoardGeometry& g, const rules::Point& square) {
    cairo_new_path(cairo);
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_set_line_width(cairo, 1.0);
    cairo_arc(cairo, g.x(square.col), g.y(square.row), g.cell * 0.47, 0, 2 * M_PI);
    cairo_stroke(cairo);
}

/// Stones to cut out: squares with grey cut lines, a stone in each square that has one.
void drawCutOut(cairo_t* cairo, const BoardBlock& board, double left, double top, double side) {
    double cell = side / board.size;
    double height = cell * board.rows;
    cairo_set_source_rgb(cairo, 0.6, 0.6, 0.6);
    for (int i = 0; i <= board.size; ++i) {
        squareLine(cairo, left + i * cell, top, left + i * cell, top + height, 0.5);
    }
    for (int i = 0; i <= board.rows; ++i) {
        squareLine(cairo, left, top + i * cell, left + side, top + i * cell, 0.5);
    }
    for (const FigureStone& stone : board.stones) {
        double x = left + (stone.point.col + 0.5) * cell;
        double y = top + (board.rows - stone.point.row - 0.5) * cell;
        cairo_new_path(cairo);
        cairo_arc(cairo, x, y, cell * 0.42, 0, 2 * M_PI);
        double fill = stone.colour == rules::Stone::Black ? 0.0 : 1.0;
        cairo_set_source_rgb(cairo, fill, fill, fill);
        cairo_fill_preserve(cairo);
        cairo_set_source_rgb(cairo, 0, 0, 0);
        cairo_set_line_width(cairo, 0.8);
        cairo_stroke(cairo);
    }
}

/// Score counters: each row a label and `size` squares numbered 0.. (seed 002: "the first
/// stone counts 10s and the second 1s").
void drawCounter(cairo_t* cairo, TextPainter& text, const BoardBlock& board, double left,
                 double top, double side) {
    double cell = side / (board.size + kCounterLabelCells);
    double start = left + kCounterLabelCells * cell;
    for (int row = 0; row < board.rows; ++row) {
        double y = top + row * cell;
        if (static_cast<std::size_t>(row) < board.rowLabels.size()) {
            text.drawLine(board.rowLabels[static_cast<std::size_t>(row)], left, y,
                          kCounterLabelCells * cell - 4, cell, FontSpec{cell * 0.36, false},
                          Align::Right);
        }
        for (int col = 0; col < board.size; ++col) {
            double x = start + col * cell;
            cairo_set_source_rgb(cairo, 0, 0, 0);
            cairo_set_line_width(cairo, 0.8);
            cairo_rectangle(cairo, x, y, cell, cell);
            cairo_stroke(cairo);
            text.drawLine(std::to_string(col), x, y, cell, cell, FontSpec{cell * 0.5, false},
                          Align::Centre, Ink{0.45});
        }
    }
}

} // namespace

double boardHeight(const BoardBlock& board, double side) {
    if (board.look == BoardLook::CutOut) {
        return side * board.rows / std::max(1, board.size);
    }
    if (board.look == BoardLook::Counter) {
        return side * board.rows / (board.size + kCounterLabelCells);
    }
    return side;
}

void drawBoard(cairo_t* cairo, TextPainter& text, const BoardBlock& board, double left, double top,
               double side) {
    if (board.look == BoardLook::CutOut || board.look == BoardLook::Counter) {
        cairo_save(cairo);
        if (board.look == BoardLook::CutOut) {
            drawCutOut(cairo, board, left, top, side);
        } else {
            drawCounter(cairo, text, board, left, top, side);
        }
        cairo_restore(cairo);
        return;
    }
    BoardGeometry g = boardGeometry(left, top, side, board.size);
    g.isSquares = board.look == BoardLook::Squares;
    cairo_save(cairo);
    if (g.isSquares) {
        drawSquares(cairo, g, board.innerSize);
        drawCoordinates(text, g);
        for (const FigureStone& stone : board.stones) {
            drawStone(cairo, text, g, stone);
        }
        for (const rules::Point& mark : board.marks) {
            drawRing(cairo, g, mark);
        }
        cairo_restore(cairo);
        return;
    }
    drawGrid(cairo, g);
    drawCoordinates(text, g);
    for (const rules::Point& mark : board.marks) {
        drawMark(cairo, g, mark);
    }
    for (const FigureStone& stone : board.stones) {
        drawStone(cairo, text, g, stone);
    }
    cairo_restore(cairo);
}

} // namespace renju::arbiter::print
