#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_text.hpp"

namespace renju::arbiter::print {

/// Returns the height of a diagram `side` points wide: as wide as high, except stones to cut
/// out (their rows of squares).
double boardHeight(const BoardBlock& board, double side);

/// Draws a board diagram `side` points wide with its top-left corner at (left, top): the
/// grid (lines, or Ren's squares with the inner board), the star points, the coordinates, the
/// stones with their numbers (white on Black, black on White) and the marks (crosses; rings
/// on squares); or the stones to cut out.
void drawBoard(cairo_t* cairo, TextPainter& text, const BoardBlock& board, double left, double top,
               double side);

} // namespace renju::arbiter::print
