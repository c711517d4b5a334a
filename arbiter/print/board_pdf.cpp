#include "arbiter/print/board_pdf.hpp"

#include "arbiter/print/board_geometry.hpp"

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

} // namespace

void drawBoard(cairo_t* cairo, TextPainter& text, const BoardBlock& board, double left, double top,
               double side) {
    BoardGeometry g = boardGeometry(left, top, side, board.size);
    cairo_save(cairo);
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
