#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_text.hpp"

#include <cstddef>
#include <vector>

namespace renju::arbiter::print {

/// The row height and fonts of a table look.
struct TableMetrics {
    double rowHeight = 15;
    FontSpec font;
    FontSpec header;
    /// Space between a cell's edge and its text.
    double padding = 3;
};

/// The font of the labels of fields and choices blocks.
inline constexpr FontSpec kLabelFont{9, true};

/// Returns the metrics of a table look.
TableMetrics tableMetrics(TableLook look);

/// Returns the x of every column's left edge and, last, the table's right edge: the width is
/// shared by the columns' weights.
std::vector<double> columnEdges(const TableBlock& table, double left, double width);

/// Returns the column edges as columnEdges() does, but a column whose widest text (header or
/// cell, measured with `text`) does not fit its share takes the room it needs from columns with
/// room to spare, in proportion to their spare room (issue 24: a round-robin's shared rank
/// "10-11" and 45-character names were cut while a column beside them stood half empty). A
/// table whose texts all fit is laid out exactly by its weights.
std::vector<double> fittedColumnEdges(const TableBlock& table, double left, double width,
                                      TextPainter& text);

/// Measures and draws blocks on a PDF page (all but page breaks, which the composer handles).
class BlockPainter {
public:
    BlockPainter(cairo_t* cairo, TextPainter& text) : m_cairo(cairo), m_text(text) {}

    /// Returns the height of a block drawn `width` points wide (a whole table included).
    double height(const Block& block, double width);
    /// Draws a block with its top-left corner at (left, top).
    void draw(const Block& block, double left, double top, double width);
    /// Draws the header and rows [begin, end) of a table.
    void drawTable(const TableBlock& table, double left, double top, double width,
                   std::size_t begin, std::size_t end);

private:
    double heightOf(const TextBlock& block, double width);
    double heightOf(const FieldsBlock& block, double width);
    /// Returns the columns a fields block is laid out in: its own, or one when a value would
    /// not fit beside the others.
    int fieldColumns(const FieldsBlock& block, double width);
    double heightOf(const ChoicesBlock& block, double width);
    double heightOf(const ColumnsBlock& block, double width);
    void drawText(const TextBlock& block, double left, double top, double width);
    void drawFields(const FieldsBlock& block, double left, double top, double width);
    void drawChoices(const ChoicesBlock& block, double left, double top, double width);
    void drawSignatures(const SignaturesBlock& block, double left, double top, double width);
    void drawRule(const RuleBlock& block, double left, double top, double width);
    void drawColumns(const ColumnsBlock& block, double left, double top, double width);
    void drawTableGrid(const TableBlock& table, const std::vector<double>& edges, double top,
                       std::size_t rows);
    /// Lays out the options of a choices block: calls `place(option, x, lineIndex)`.
    template <class Place>
    int layoutChoices(const ChoicesBlock& block, double left, double width, Place place);

    cairo_t* m_cairo;
    TextPainter& m_text;
};

/// The space between two blocks, in points.
inline constexpr double kBlockGap = 7;

/// Returns the width of column `i` of a columns block `width` wide: its share by weight, less
/// the gap kept at its right.
double columnWidth(const ColumnsBlock& block, std::size_t i, double width);

/// Returns the width a board diagram takes in a column `width` wide.
double boardSide(const BoardBlock& board, double width);

} // namespace renju::arbiter::print
