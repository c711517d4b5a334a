#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/paper.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::print {

/// A table's text wider than its cell, or a field's label wider than the room for labels: it
/// would print shrunk, or cut to "…".
struct CutText {
    std::string text;
    /// A column header or a field's label (else a table's cell).
    bool isHeader = false;
    /// Its natural width and the width of its cell inside the padding, in points.
    double needed = 0;
    double available = 0;
};

/// Returns the texts of the document's tables and the labels of its fields (those in columns
/// included) that do not fit their cells on `paper` even drawn at `leastScale` of their size (1: at
/// full size; 0.8: the most the PDF shrinks a text before it cuts it), measured with the fonts the
/// PDF uses. Only a name far longer than usual may be shrunk or cut; the tests hold the demo's
/// documents to none.
std::vector<CutText> cutTexts(const Document& document, Paper paper, double leastScale = 1.0);

/// Returns a table's column edges as the PDF draws them (fittedColumnEdges, measured with the
/// PDF's fonts).
std::vector<double> printedColumnEdges(const TableBlock& table, double left, double width);

} // namespace renju::arbiter::print
