#include "arbiter/print/pdf_blocks.hpp"

#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/board_pdf.hpp"
#include "arbiter/print/snaked_table.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <numeric>

namespace renju::arbiter::print {

namespace {

constexpr double kFieldRow = 17;
constexpr double kChoiceLine = 17;
constexpr double kChoiceBox = 8;
constexpr double kSignatureHeight = 44;
constexpr double kRuleHeight = 10;

FontSpec textFont(TextStyle style) {
    switch (style) {
    case TextStyle::Heading:
        return FontSpec{11.5, true};
    case TextStyle::Body:
        return FontSpec{9.5, false};
    case TextStyle::Small:
        return FontSpec{8, false};
    }
    return FontSpec{};
}

const FontSpec kValueFont{9.5, false};
const FontSpec kCaptionFont{8, false};

void line(cairo_t* cairo, double x1, double y1, double x2, double y2, double width) {
    cairo_set_line_width(cairo, width);
    cairo_move_to(cairo, x1, y1);
    cairo_line_to(cairo, x2, y2);
    cairo_stroke(cairo);
}

/// Returns the share of the width column `i` of a columns block takes (by weight).
double columnShare(const ColumnsBlock& block, std::size_t i) {
    double total = std::accumulate(block.weights.begin(), block.weights.end(), 0.0);
    if (i < block.weights.size() && total > 0) {
        return block.weights[i] / total;
    }
    return 1.0 / static_cast<double>(block.columns.size());
}

/// Returns the space kept free at the right of each column of a columns block.
double columnGap(const ColumnsBlock& block) {
    return block.columns.size() > 1 ? 2 * kBlockGap : 0;
}

void fillRect(cairo_t* cairo, double x, double y, double width, double height, double grey) {
    cairo_set_source_rgb(cairo, grey, grey, grey);
    cairo_rectangle(cairo, x, y, width, height);
    cairo_fill(cairo);
}

} // namespace

TableMetrics tableMetrics(TableLook look) {
    switch (look) {
    case TableLook::List:
        return TableMetrics{15, FontSpec{9.5, false}, FontSpec{8.5, true}, 3};
    case TableLook::Compact:
        return TableMetrics{11.5, FontSpec{7.5, false}, FontSpec{7, true}, 2};
    case TableLook::Form:
        return TableMetrics{19, FontSpec{9, false}, FontSpec{8, true}, 3};
    }
    return TableMetrics{};
}

std::vector<double> columnEdges(const TableBlock& table, double left, double width) {
    double total = 0;
    for (const TableColumn& column : table.columns) {
        total += column.weight;
    }
    std::vector<double> edges{left};
    double used = 0;
    for (const TableColumn& column : table.columns) {
        used += column.weight;
        edges.push_back(left + width * used / (total > 0 ? total : 1));
    }
    return edges;
}

std::vector<double> fittedColumnEdges(const TableBlock& table, double left, double width,
                                      TextPainter& text) {
    std::vector<double> edges = columnEdges(table, left, width);
    TableMetrics metrics = tableMetrics(table.look);
    std::size_t count = table.columns.size();
    std::vector<double> widths(count);
    std::vector<double> needs(count);
    double missing = 0;
    double spare = 0;
    for (std::size_t column = 0; column < count; ++column) {
        widths[column] = edges[column + 1] - edges[column];
        double widest = text.lineWidth(table.columns[column].header, metrics.header);
        for (const std::vector<std::string>& row : table.rows) {
            if (column < row.size() && !row[column].empty()) {
                widest = std::max(widest, text.lineWidth(row[column], metrics.font));
            }
        }
        needs[column] = widest + 2 * metrics.padding;
        double gap = needs[column] - widths[column];
        (gap > 0 ? missing : spare) += std::abs(gap);
    }
    if (missing <= 0 || spare <= 0) {
        return edges;
    }
    // Take no more than there is: with too little spare room every short column grows alike
    // and the text still too wide is shrunk (and at worst cut) when drawn.
    double taken = std::min(missing, spare);
    for (std::size_t column = 0; column < count; ++column) {
        double gap = needs[column] - widths[column];
        widths[column] += gap > 0 ? gap * taken / missing : gap * taken / spare;
    }
    for (std::size_t column = 0; column < count; ++column) {
        edges[column + 1] = edges[column] + widths[column];
    }
    return edges;
}

double columnWidth(const ColumnsBlock& block, std::size_t i, double width) {
    return width * columnShare(block, i) - columnGap(block);
}

double boardSide(const BoardBlock& board, double width) {
    return std::min(width, board.width > 0 ? board.width : kLargestBoard);
}

double BlockPainter::height(const Block& block, double width) {
    return std::visit(
        [&](const auto& content) -> double {
            using T = std::decay_t<decltype(content)>;
            if constexpr (std::is_same_v<T, TableBlock>) {
                return tableMetrics(content.look).rowHeight *
                       static_cast<double>(snakedTable(content).rows.size() + 1);
            } else if constexpr (std::is_same_v<T, SignaturesBlock>) {
                return kSignatureHeight;
            } else if constexpr (std::is_same_v<T, BoardBlock>) {
                return boardHeight(content, boardSide(content, width));
            } else if constexpr (std::is_same_v<T, RuleBlock>) {
                return kRuleHeight;
            } else if constexpr (std::is_same_v<T, PageBreakBlock>) {
                return 0.0;
            } else {
                return heightOf(content, width);
            }
        },
        block.content);
}

void BlockPainter::draw(const Block& block, double left, double top, double width) {
    std::visit(
        [&](const auto& content) {
            using T = std::decay_t<decltype(content)>;
            if constexpr (std::is_same_v<T, TextBlock>) {
                drawText(content, left, top, width);
            } else if constexpr (std::is_same_v<T, TableBlock>) {
                drawTable(content, left, top, width, 0, content.rows.size());
            } else if constexpr (std::is_same_v<T, FieldsBlock>) {
                drawFields(content, left, top, width);
            } else if constexpr (std::is_same_v<T, ChoicesBlock>) {
                drawChoices(content, left, top, width);
            } else if constexpr (std::is_same_v<T, SignaturesBlock>) {
                drawSignatures(content, left, top, width);
            } else if constexpr (std::is_same_v<T, BoardBlock>) {
                drawBoard(m_cairo, m_text, content, left, top, boardSide(content, width));
            } else if constexpr (std::is_same_v<T, RuleBlock>) {
                drawRule(content, left, top, width);
            } else if constexpr (std::is_same_v<T, ColumnsBlock>) {
                drawColumns(content, left, top, width);
            }
        },
        block.content);
}

double BlockPainter::heightOf(const TextBlock& block, double width) {
    return m_text.wrappedHeight(block.text, width, textFont(block.style));
}

void BlockPainter::drawText(const TextBlock& block, double left, double top, double width) {
    m_text.drawWrapped(block.text, left, top, width, textFont(block.style),
                       Ink{block.style == TextStyle::Small ? 0.25 : 0.0});
}

int BlockPainter::fieldColumns(const FieldsBlock& block, double width) {
    int columns = std::max(1, block.columns);
    if (columns == 1) {
        return 1;
    }
    // A value that would be cut even shrunk (a 45-character name beside another) puts the
    // fields one under the other: a longer block, every value whole.
    double valueWidth = width / columns - width / columns * block.labelShare - 8;
    for (const Field& field : block.fields) {
        if (m_text.lineWidth(field.value, kValueFont) * 0.8 > valueWidth) {
            return 1;
        }
    }
    return columns;
}

double BlockPainter::heightOf(const FieldsBlock& block, double width) {
    int columns = fieldColumns(block, width);
    auto rows = (block.fields.size() + static_cast<std::size_t>(columns) - 1) /
                static_cast<std::size_t>(columns);
    return kFieldRow * static_cast<double>(rows);
}

void BlockPainter::drawFields(const FieldsBlock& block, double left, double top, double width) {
    int columns = fieldColumns(block, width);
    double cellWidth = width / columns;
    double labelWidth = 0;
    for (const Field& field : block.fields) {
        labelWidth = std::max(labelWidth, m_text.lineWidth(field.label, kLabelFont) + 6);
    }
    labelWidth = std::min(labelWidth, cellWidth * block.labelShare);
    for (std::size_t i = 0; i < block.fields.size(); ++i) {
        const Field& field = block.fields[i];
        double x = left + cellWidth * static_cast<double>(i % static_cast<std::size_t>(columns));
        double y = top + kFieldRow * static_cast<double>(i / static_cast<std::size_t>(columns));
        m_text.drawLine(field.label, x, y, labelWidth - 4, kFieldRow, kLabelFont, Align::Left);
        double valueWidth = cellWidth - labelWidth - 8;
        if (field.value.empty()) {
            cairo_set_source_rgb(m_cairo, 0.3, 0.3, 0.3);
            line(m_cairo, x + labelWidth, y + kFieldRow - 3, x + labelWidth + valueWidth,
                 y + kFieldRow - 3, 0.5);
        } else {
            m_text.drawLine(field.value, x + labelWidth, y, valueWidth, kFieldRow, kValueFont,
                            Align::Left);
        }
    }
}

template <class Place>
int BlockPainter::layoutChoices(const ChoicesBlock& block, double left, double width, Place place) {
    double labelWidth = block.label.empty() ? 0 : m_text.lineWidth(block.label, kLabelFont) + 8;
    double x = left + labelWidth;
    int lineIndex = 0;
    for (const std::string& option : block.options) {
        double optionWidth = kChoiceBox + 4 + m_text.lineWidth(option, kValueFont) + 14;
        if (x + optionWidth > left + width && x > left + labelWidth) {
            x = left + labelWidth;
            ++lineIndex;
        }
        place(option, x, lineIndex);
        x += optionWidth;
    }
    return lineIndex + 1;
}

double BlockPainter::heightOf(const ChoicesBlock& block, double width) {
    int lines = layoutChoices(block, 0, width, [](const std::string&, double, int) {});
    return kChoiceLine * lines;
}

void BlockPainter::drawChoices(const ChoicesBlock& block, double left, double top, double width) {
    m_text.drawLine(block.label, left, top, width, kChoiceLine, kLabelFont, Align::Left);
    layoutChoices(block, left, width, [&](const std::string& option, double x, int lineIndex) {
        double y = top + kChoiceLine * lineIndex;
        cairo_set_source_rgb(m_cairo, 0, 0, 0);
        cairo_set_line_width(m_cairo, 0.7);
        cairo_rectangle(m_cairo, x, y + (kChoiceLine - kChoiceBox) / 2, kChoiceBox, kChoiceBox);
        cairo_stroke(m_cairo);
        double textWidth = m_text.lineWidth(option, kValueFont);
        m_text.drawLine(option, x + kChoiceBox + 4, y, textWidth + 1, kChoiceLine, kValueFont,
                        Align::Left);
    });
}

void BlockPainter::drawSignatures(const SignaturesBlock& block, double left, double top,
                                  double width) {
    if (block.captions.empty()) {
        return;
    }
    double each = width / static_cast<double>(block.captions.size());
    for (std::size_t i = 0; i < block.captions.size(); ++i) {
        double x = left + each * static_cast<double>(i);
        cairo_set_source_rgb(m_cairo, 0, 0, 0);
        line(m_cairo, x + 8, top + 28, x + each - 8, top + 28, 0.6);
        m_text.drawLine(block.captions[i], x + 8, top + 30, each - 16, 12, kCaptionFont,
                        Align::Centre, Ink{0.25});
    }
}

void BlockPainter::drawRule(const RuleBlock& block, double left, double top, double width) {
    cairo_save(m_cairo);
    cairo_set_source_rgb(m_cairo, 0.4, 0.4, 0.4);
    if (block.isCutLine) {
        const double dashes[] = {4.0, 3.0};
        cairo_set_dash(m_cairo, dashes, 2, 0);
    }
    line(m_cairo, left, top + kRuleHeight / 2, left + width, top + kRuleHeight / 2, 0.6);
    cairo_restore(m_cairo);
}

double BlockPainter::heightOf(const ColumnsBlock& block, double width) {
    double tallest = 0;
    for (std::size_t i = 0; i < block.columns.size(); ++i) {
        double inside = columnWidth(block, i, width);
        double stack = 0;
        for (const Block& inner : block.columns[i]) {
            stack += (stack > 0 ? kBlockGap : 0) + height(inner, inside);
        }
        tallest = std::max(tallest, stack);
    }
    return tallest;
}

void BlockPainter::drawColumns(const ColumnsBlock& block, double left, double top, double width) {
    double x = left;
    for (std::size_t i = 0; i < block.columns.size(); ++i) {
        double inside = columnWidth(block, i, width);
        double y = top;
        for (const Block& inner : block.columns[i]) {
            draw(inner, x, y, inside);
            y += height(inner, inside) + kBlockGap;
        }
        x += width * columnShare(block, i);
    }
}

void BlockPainter::drawTableGrid(const TableBlock& table, const std::vector<double>& edges,
                                 double top, std::size_t rows) {
    TableMetrics metrics = tableMetrics(table.look);
    double bottom = top + metrics.rowHeight * static_cast<double>(rows + 1);
    cairo_set_source_rgb(m_cairo, 0, 0, 0);
    if (table.look == TableLook::List) {
        line(m_cairo, edges.front(), top + metrics.rowHeight, edges.back(), top + metrics.rowHeight,
             0.8);
        line(m_cairo, edges.front(), bottom, edges.back(), bottom, 0.5);
    } else {
        for (std::size_t row = 0; row <= rows + 1; ++row) {
            double y = top + metrics.rowHeight * static_cast<double>(row);
            line(m_cairo, edges.front(), y, edges.back(), y, 0.4);
        }
        for (double x : edges) {
            line(m_cairo, x, top, x, bottom, 0.4);
        }
    }
    for (std::size_t group : table.groupStarts) {
        if (group < edges.size()) {
            line(m_cairo, edges[group], top, edges[group], bottom, 1.2);
        }
    }
}

void BlockPainter::drawTable(const TableBlock& table, double left, double top, double width,
                             std::size_t begin, std::size_t end) {
    TableMetrics metrics = tableMetrics(table.look);
    std::vector<double> edges = fittedColumnEdges(table, left, width, m_text);
    double rowHeight = metrics.rowHeight;
    if (table.look != TableLook::List) {
        fillRect(m_cairo, left, top, width, rowHeight, 0.88);
    }
    for (std::size_t row = begin; row < end; ++row) {
        double y = top + rowHeight * static_cast<double>(row - begin + 1);
        if (table.look == TableLook::List && (row - begin) % 2 == 1) {
            fillRect(m_cairo, left, y, width, rowHeight, 0.93);
        }
        for (const auto& [shadedRow, shadedColumn] : table.shadedCells) {
            if (shadedRow == row && shadedColumn + 1 < edges.size()) {
                fillRect(m_cairo, edges[shadedColumn], y,
                         edges[shadedColumn + 1] - edges[shadedColumn], rowHeight, 0.7);
            }
        }
    }
    drawTableGrid(table, edges, top, end - begin);
    for (std::size_t column = 0; column < table.columns.size(); ++column) {
        double x = edges[column] + metrics.padding;
        double cellWidth = edges[column + 1] - edges[column] - 2 * metrics.padding;
        m_text.drawLine(table.columns[column].header, x, top, cellWidth, rowHeight, metrics.header,
                        table.columns[column].align);
        for (std::size_t row = begin; row < end; ++row) {
            const std::vector<std::string>& cells = table.rows[row];
            if (column < cells.size()) {
                double y = top + rowHeight * static_cast<double>(row - begin + 1);
                m_text.drawLine(cells[column], x, y, cellWidth, rowHeight, metrics.font,
                                table.columns[column].align);
            }
        }
    }
}

} // namespace renju::arbiter::print
