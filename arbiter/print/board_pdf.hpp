#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_text.hpp"

namespace renju::arbiter::print {

/// Draws a board diagram `side` points wide with its top-left corner at (left, top): the
/// grid, the star points, the coordinates, the stones with their numbers (white on Black,
/// black on White) and the marks.
void drawBoard(cairo_t* cairo, TextPainter& text, const BoardBlock& board, double left, double top,
               double side);

} // namespace renju::arbiter::print
