#include "arbiter/print/fit_check.hpp"

#include "arbiter/print/pdf_blocks.hpp"
#include "arbiter/print/pdf_text.hpp"
#include "arbiter/print/pdf_writer.hpp"
#include "arbiter/print/snaked_table.hpp"

#include <algorithm>
#include <cairo.h>
#include <memory>

namespace renju::arbiter::print {

namespace {

/// What is measured and where the texts that do not fit go.
struct Checker {
    TextPainter& text;
    double leastScale = 1.0;
    std::vector<CutText>& cut;
};

void checkBlocks(const std::vector<Block>& blocks, double width, Checker& checker);

void checkTable(const TableBlock& table, double width, Checker& checker) {
    TableMetrics metrics = tableMetrics(table.look);
    std::vector<double> edges = fittedColumnEdges(table, 0, width, checker.text);
    auto check = [&](const std::string& content, std::size_t column, bool isHeader) {
        double available = edges[column + 1] - edges[column] - 2 * metrics.padding;
        double needed = checker.text.lineWidth(content, isHeader ? metrics.header : metrics.font);
        if (!content.empty() && needed * checker.leastScale > available) {
            checker.cut.push_back(CutText{content, isHeader, needed, available});
        }
    };
    for (std::size_t column = 0; column < table.columns.size(); ++column) {
        check(table.columns[column].header, column, true);
        for (const std::vector<std::string>& row : table.rows) {
            if (column < row.size()) {
                check(row[column], column, false);
            }
        }
    }
}

/// A field's label is cut at the share of its column the block gives the labels.
void checkFields(const FieldsBlock& block, double width, Checker& checker) {
    double available = width / std::max(1, block.columns) * block.labelShare - 4;
    for (const Field& field : block.fields) {
        double needed = checker.text.lineWidth(field.label, kLabelFont);
        if (!field.label.empty() && needed * checker.leastScale > available) {
            checker.cut.push_back(CutText{field.label, true, needed, available});
        }
    }
}

void checkColumns(const ColumnsBlock& block, double width, Checker& checker) {
    for (std::size_t i = 0; i < block.columns.size(); ++i) {
        checkBlocks(block.columns[i], columnWidth(block, i, width), checker);
    }
}

void checkBlocks(const std::vector<Block>& blocks, double width, Checker& checker) {
    for (const Block& block : blocks) {
        if (const auto* table = std::get_if<TableBlock>(&block.content)) {
            checkTable(snakedTable(*table), width, checker);
        } else if (const auto* columns = std::get_if<ColumnsBlock>(&block.content)) {
            checkColumns(*columns, width, checker);
        } else if (const auto* fields = std::get_if<FieldsBlock>(&block.content)) {
            checkFields(*fields, width, checker);
        }
    }
}

/// A cairo context to measure text on (a 1x1 image: nothing is drawn).
struct Measuring {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface{
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), cairo_surface_destroy};
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cairo{cairo_create(surface.get()),
                                                             cairo_destroy};
};

} // namespace

std::vector<double> printedColumnEdges(const TableBlock& table, double left, double width) {
    Measuring measuring;
    TextPainter text(measuring.cairo.get());
    return fittedColumnEdges(table, left, width, text);
}

std::vector<CutText> cutTexts(const Document& document, Paper paper, double leastScale) {
    Measuring measuring;
    TextPainter text(measuring.cairo.get());
    std::vector<CutText> cut;
    Checker checker{text, leastScale, cut};
    checkBlocks(document.blocks, pageFrame(paper, document.isLandscape).width, checker);
    return cut;
}

} // namespace renju::arbiter::print
