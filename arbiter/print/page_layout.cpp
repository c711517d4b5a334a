#include "arbiter/print/page_layout.hpp"

#include "arbiter/print/snaked_table.hpp"

#include <algorithm>
#include <cairo.h>
#include <string>
#include <utility>

namespace renju::arbiter::print {

namespace {

bool isHeading(const Block& block) {
    const auto* text = std::get_if<TextBlock>(&block.content);
    return text && text->style == TextStyle::Heading;
}

/// Returns the least height a block needs on a page (a table: its header and one row).
double leastHeight(BlockPainter& painter, const Block& block, double width) {
    if (const auto* table = std::get_if<TableBlock>(&block.content)) {
        return 2 * tableMetrics(table->look).rowHeight;
    }
    return painter.height(block, width);
}

/// Lays the blocks out on pages. Tables break between rows (the header repeats); other blocks
/// move whole to the next page; a heading stays with what follows it.
class Paginator {
public:
    Paginator(BlockPainter& painter, const PageFrame& frame, std::deque<Block>& pieces)
        : m_painter(painter), m_frame(frame), m_pieces(pieces) {
        m_pages.emplace_back();
        m_y = frame.contentTop;
    }

    std::vector<PagePlan> run(const std::vector<Block>& blocks) {
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            const Block& block = blocks[i];
            if (std::holds_alternative<PageBreakBlock>(block.content)) {
                newPage();
            } else if (const auto* table = std::get_if<TableBlock>(&block.content)) {
                if (table->snakeGroups > 0) {
                    placeSnaked(*table, tailHeight(blocks, i + 1));
                } else {
                    placeTable(block, *table, tailHeight(blocks, i + 1));
                }
            } else if (std::holds_alternative<RuleBlock>(block.content)) {
                placeRule(block); // a line between blocks: never alone at a page's top or foot
            } else {
                double keep = isHeading(block) && i + 1 < blocks.size()
                                  ? kBlockGap + leastHeight(m_painter, blocks[i + 1], m_frame.width)
                                  : 0;
                double height = m_painter.height(block, m_frame.width);
                if (m_y + height + keep > m_frame.contentBottom) {
                    newPage();
                }
                m_pages.back().push_back(Placement{&block, m_y, 0, 0});
                m_y += height + kBlockGap;
            }
        }
        if (m_pages.size() > 1 && m_pages.back().empty()) {
            m_pages.pop_back();
        }
        return std::move(m_pages);
    }

private:
    void newPage() {
        if (!m_pages.back().empty()) {
            m_pages.emplace_back();
        }
        m_y = m_frame.contentTop;
    }

    void placeRule(const Block& block) {
        double height = m_painter.height(block, m_frame.width);
        if (!m_pages.back().empty() && m_y + height <= m_frame.contentBottom) {
            m_pages.back().push_back(Placement{&block, m_y, 0, 0});
            m_y += height + kBlockGap;
        }
    }

    /// The height of the blocks from `first` up to the next table or page break: what follows a
    /// table (a record's result and signature lines).
    double tailHeight(const std::vector<Block>& blocks, std::size_t first) {
        double height = 0;
        for (std::size_t i = first; i < blocks.size(); ++i) {
            const Block& block = blocks[i];
            if (std::holds_alternative<TableBlock>(block.content) ||
                std::holds_alternative<PageBreakBlock>(block.content)) {
                break;
            }
            height += m_painter.height(block, m_frame.width) + kBlockGap;
        }
        return height;
    }

    /// Places a table row by row; `tail` is the height of what follows it. When the table ends
    /// on a page that has no room left for its tail, its last rows go over with the tail, so
    /// that the result and signature lines never stand alone on a page.
    void placeTable(const Block& block, const TableBlock& table, double tail) {
        constexpr std::size_t kCarriedRows = 3;
        double rowHeight = tableMetrics(table.look).rowHeight;
        double pageHeight = m_frame.contentBottom - m_frame.contentTop;
        std::size_t next = 0;
        do {
            auto fitting = static_cast<std::size_t>(
                std::max(0.0, (m_frame.contentBottom - m_y) / rowHeight - 1));
            if (fitting == 0 ||
                (fitting < table.rows.size() - next && fitting < 3 && !m_pages.back().empty())) {
                newPage(); // not even a few rows here: start the table on a fresh page
                fitting = static_cast<std::size_t>(
                    std::max(1.0, (m_frame.contentBottom - m_y) / rowHeight - 1));
            }
            std::size_t end = std::min(table.rows.size(), next + fitting);
            double tableBottom = m_y + rowHeight * static_cast<double>(end - next + 1) + kBlockGap;
            bool isTailPushedOver = end == table.rows.size() && tail > 0 &&
                                    tableBottom + tail > m_frame.contentBottom &&
                                    tail + rowHeight * (kCarriedRows + 1) < pageHeight;
            if (isTailPushedOver && end - next > kCarriedRows) {
                end -= kCarriedRows;
            }
            m_pages.back().push_back(Placement{&block, m_y, next, end});
            m_y += rowHeight * static_cast<double>(end - next + 1) + kBlockGap;
            next = end;
            if (next < table.rows.size()) {
                newPage();
            }
        } while (next < table.rows.size());
    }

    /// Places a snaked list page by page: each page takes as many entries as its groups hold
    /// and prints them laid out on their own (snakedTable), so that every page reads down its
    /// first group, then the next, and the next page goes on from there. As with other tables,
    /// the last entries go over with a tail that has no room left.
    void placeSnaked(const TableBlock& table, double tail) {
        std::size_t groups = table.snakeGroups;
        double rowHeight = tableMetrics(table.look).rowHeight;
        double pageHeight = m_frame.contentBottom - m_frame.contentTop;
        std::size_t carried = 3 * groups;
        std::size_t next = 0;
        do {
            auto rows = static_cast<std::size_t>(
                std::max(0.0, (m_frame.contentBottom - m_y) / rowHeight - 1));
            if (rows < 3 && !m_pages.back().empty()) {
                newPage(); // not even a few rows here: go on on a fresh page
                rows = static_cast<std::size_t>(
                    std::max(1.0, (m_frame.contentBottom - m_y) / rowHeight - 1));
            }
            std::size_t end = std::min(table.rows.size(), next + rows * groups);
            auto laidRows = [&](std::size_t last) {
                return static_cast<double>((last - next + groups - 1) / groups + 1) * rowHeight;
            };
            bool isTailPushedOver =
                end == table.rows.size() && tail > 0 &&
                m_y + laidRows(end) + kBlockGap + tail > m_frame.contentBottom &&
                tail + rowHeight * 4 < pageHeight;
            if (isTailPushedOver && end - next > carried) {
                end -= carried;
            }
            m_pieces.push_back(Block{snakedTable(table, next, end)});
            const auto& piece = std::get<TableBlock>(m_pieces.back().content);
            m_pages.back().push_back(Placement{&m_pieces.back(), m_y, 0, piece.rows.size()});
            m_y += laidRows(end) + kBlockGap;
            next = end;
            if (next < table.rows.size()) {
                newPage();
            }
        } while (next < table.rows.size());
    }

    BlockPainter& m_painter;
    const PageFrame& m_frame;
    std::deque<Block>& m_pieces;
    std::vector<PagePlan> m_pages;
    double m_y = 0;
};

} // namespace

PageComposer::PageComposer(cairo_t* cairo, const Document& document, const PdfOptions& options)
    : m_cairo(cairo), m_document(document), m_options(options),
      m_frame(pageFrame(options.paper, document.isLandscape)), m_text(cairo),
      m_painter(cairo, m_text) {
    m_pages = Paginator(m_painter, m_frame, m_pieces).run(document.blocks);
}

void PageComposer::drawPage(int index) {
    drawFrame(index + 1);
    for (const Placement& placed : m_pages[static_cast<std::size_t>(index)]) {
        if (const auto* table = std::get_if<TableBlock>(&placed.block->content)) {
            m_painter.drawTable(*table, m_frame.left, placed.top, m_frame.width, placed.rowBegin,
                                placed.rowEnd);
        } else {
            m_painter.draw(*placed.block, m_frame.left, placed.top, m_frame.width);
        }
    }
}

void PageComposer::drawFrame(int page) {
    cairo_t* cairo = m_cairo;
    TextPainter& text = m_text;
    const Document& document = m_document;
    const PageFrame& frame = m_frame;
    int pages = this->pages();
    const FontSpec big{12, true};
    const FontSpec small{7.5, false};
    std::string title =
        document.title + (document.subtitle.empty() ? "" : ", " + document.subtitle);
    // The title takes what it needs, at most what a short name leaves or else half the line,
    // and the event's name the rest: a long name shrinks to kHeaderFloor and then wraps to a
    // second line, never cut (issue 24: an 80-character name was cut to "...Champio…" on every
    // page, and a scoresheet's title with its date was cut beside the demo's short name).
    constexpr double kHeaderFloor = 8;
    constexpr double kHeaderGap = 16;
    double nameNeeds = std::min(text.lineWidth(document.eventName, big), frame.width * 0.5);
    double titleWidth =
        std::min(text.lineWidth(title, big) + 1, frame.width - nameNeeds - kHeaderGap);
    double nameWidth = frame.width - titleWidth - kHeaderGap;
    double nameSize = text.fittingSize(document.eventName, big, nameWidth, kHeaderFloor);
    if (nameSize > 0) {
        text.drawLine(document.eventName, frame.left, frame.headerTop, nameWidth, 16,
                      FontSpec{nameSize, true}, Align::Left);
    } else { // two lines at the floor size, from a little above the band, over the details
        text.drawWrappedLines(document.eventName, frame.left, frame.headerTop - 4, nameWidth, 2,
                              FontSpec{kHeaderFloor, true});
    }
    text.drawLine(title, frame.left + frame.width - titleWidth, frame.headerTop, titleWidth, 16,
                  big, Align::Right);
    text.drawLine(document.eventDetails, frame.left, frame.headerTop + 16, frame.width, 12, small,
                  Align::Left, Ink{0.3});
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_set_line_width(cairo, 0.8);
    cairo_move_to(cairo, frame.left, frame.headerTop + 31);
    cairo_line_to(cairo, frame.left + frame.width, frame.headerTop + 31);
    cairo_stroke(cairo);

    double footer = frame.footerLine;
    cairo_set_line_width(cairo, 0.5);
    cairo_move_to(cairo, frame.left, footer);
    cairo_line_to(cairo, frame.left + frame.width, footer);
    cairo_stroke(cairo);
    double third = frame.width / 3;
    text.drawLine("printed " + footerTime(m_options.printedAt), frame.left, footer + 3, third, 12,
                  small, Align::Left, Ink{0.3});
    text.drawLine("Renju Arbiter", frame.left + third, footer + 3, third, 12, small, Align::Centre,
                  Ink{0.3});
    text.drawLine("page " + std::to_string(page) + " of " + std::to_string(pages),
                  frame.left + 2 * third, footer + 3, third, 12, small, Align::Right, Ink{0.3});
}

} // namespace renju::arbiter::print
