#include "arbiter/print/pdf_writer.hpp"

#include "arbiter/print/pdf_blocks.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

namespace renju::arbiter::print {

namespace {

constexpr double kSideMargin = 36;
constexpr double kTopMargin = 30;
constexpr double kHeaderHeight = 40;
constexpr double kFooterHeight = 40;

/// A block (or a run of a table's rows) placed on a page.
struct Placement {
    const Block* block = nullptr;
    double top = 0;
    std::size_t rowBegin = 0;
    std::size_t rowEnd = 0;
};

using PagePlan = std::vector<Placement>;

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
    Paginator(BlockPainter& painter, const PageFrame& frame) : m_painter(painter), m_frame(frame) {
        m_pages.emplace_back();
        m_y = frame.contentTop;
    }

    std::vector<PagePlan> run(const std::vector<Block>& blocks) {
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            const Block& block = blocks[i];
            if (std::holds_alternative<PageBreakBlock>(block.content)) {
                newPage();
            } else if (const auto* table = std::get_if<TableBlock>(&block.content)) {
                placeTable(block, *table, tailHeight(blocks, i + 1));
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

    BlockPainter& m_painter;
    const PageFrame& m_frame;
    std::vector<PagePlan> m_pages;
    double m_y = 0;
};

void drawFrame(cairo_t* cairo, TextPainter& text, const Document& document,
               const PdfOptions& options, int page, int pages) {
    PageFrame frame = pageFrame(options.paper, document.isLandscape);
    const FontSpec big{12, true};
    const FontSpec small{7.5, false};
    double half = frame.width / 2;
    std::string title =
        document.title + (document.subtitle.empty() ? "" : ", " + document.subtitle);
    text.drawLine(document.eventName, frame.left, kTopMargin, half + 40, 16, big, Align::Left);
    text.drawLine(title, frame.left + half + 50, kTopMargin, half - 50, 16, big, Align::Right);
    text.drawLine(document.eventDetails, frame.left, kTopMargin + 16, frame.width, 12, small,
                  Align::Left, Ink{0.3});
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_set_line_width(cairo, 0.8);
    cairo_move_to(cairo, frame.left, kTopMargin + 31);
    cairo_line_to(cairo, frame.left + frame.width, kTopMargin + 31);
    cairo_stroke(cairo);

    double footer = frame.page.height - kFooterHeight + 12;
    cairo_set_line_width(cairo, 0.5);
    cairo_move_to(cairo, frame.left, footer);
    cairo_line_to(cairo, frame.left + frame.width, footer);
    cairo_stroke(cairo);
    double third = frame.width / 3;
    text.drawLine("printed " + footerTime(options.printedAt), frame.left, footer + 3, third, 12,
                  small, Align::Left, Ink{0.3});
    text.drawLine("Renju Arbiter", frame.left + third, footer + 3, third, 12, small, Align::Centre,
                  Ink{0.3});
    text.drawLine("page " + std::to_string(page) + " of " + std::to_string(pages),
                  frame.left + 2 * third, footer + 3, third, 12, small, Align::Right, Ink{0.3});
}

cairo_status_t writeToFile(void* closure, const unsigned char* data, unsigned int length) {
    auto* file = static_cast<std::FILE*>(closure);
    return std::fwrite(data, 1, length, file) == length ? CAIRO_STATUS_SUCCESS
                                                        : CAIRO_STATUS_WRITE_ERROR;
}

void setMetadata(cairo_surface_t* surface, const Document& document, const PdfOptions& options) {
    std::string title = document.eventName + " - " + document.title +
                        (document.subtitle.empty() ? "" : ", " + document.subtitle);
    std::string date = isoTime(options.printedAt);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title.c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Renju Arbiter");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
}

/// Draws every page on the surface; returns the number of pages.
int render(cairo_surface_t* surface, const Document& document, const PdfOptions& options) {
    PageFrame frame = pageFrame(options.paper, document.isLandscape);
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cairo(cairo_create(surface), cairo_destroy);
    TextPainter text(cairo.get());
    BlockPainter painter(cairo.get(), text);
    std::vector<PagePlan> pages = Paginator(painter, frame).run(document.blocks);
    int count = static_cast<int>(pages.size());
    for (int page = 0; page < count; ++page) {
        drawFrame(cairo.get(), text, document, options, page + 1, count);
        for (const Placement& placed : pages[static_cast<std::size_t>(page)]) {
            if (const auto* table = std::get_if<TableBlock>(&placed.block->content)) {
                painter.drawTable(*table, frame.left, placed.top, frame.width, placed.rowBegin,
                                  placed.rowEnd);
            } else {
                painter.draw(*placed.block, frame.left, placed.top, frame.width);
            }
        }
        cairo_show_page(cairo.get());
    }
    return count;
}

} // namespace

PageFrame pageFrame(Paper paper, bool isLandscape) {
    PageFrame frame;
    frame.page = pageSize(paper);
    if (isLandscape) {
        std::swap(frame.page.width, frame.page.height);
    }
    frame.left = kSideMargin;
    frame.width = frame.page.width - 2 * kSideMargin;
    frame.contentTop = kTopMargin + kHeaderHeight;
    frame.contentBottom = frame.page.height - kFooterHeight;
    return frame;
}

int writePdf(const Document& document, const PdfOptions& options,
             const std::filesystem::path& path) {
    std::filesystem::path partial = path;
    partial += ".partial";
    std::FILE* file = std::fopen(partial.c_str(), "wb");
    if (!file) {
        throw PrintError("cannot write " + path.string() + ": " + std::strerror(errno));
    }
    PageSize size = pageFrame(options.paper, document.isLandscape).page;
    cairo_surface_t* surface =
        cairo_pdf_surface_create_for_stream(writeToFile, file, size.width, size.height);
    setMetadata(surface, document, options);
    int pages = render(surface, document, options);
    cairo_surface_finish(surface);
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    std::string problem;
    if (std::fclose(file) != 0) {
        problem = std::strerror(errno);
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        problem = cairo_status_to_string(status);
    }
    std::error_code error;
    if (problem.empty()) {
        std::filesystem::rename(partial, path, error);
        problem = error ? error.message() : "";
    }
    if (!problem.empty()) {
        std::filesystem::remove(partial, error);
        throw PrintError("cannot write " + path.string() + ": " + problem);
    }
    return pages;
}

} // namespace renju::arbiter::print
