#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_blocks.hpp"
#include "arbiter/print/pdf_text.hpp"
#include "arbiter/print/pdf_writer.hpp"

#include <cstddef>
#include <deque>
#include <vector>

namespace renju::arbiter::print {

/// A block (or a run of a table's rows) placed on a page.
struct Placement {
    const Block* block = nullptr;
    double top = 0;
    std::size_t rowBegin = 0;
    std::size_t rowEnd = 0;
};

/// What one page holds.
using PagePlan = std::vector<Placement>;

/// Lays a document out on pages and draws them one at a time on a cairo context in points: a
/// PDF page, or an image for the print preview, with the same layout (the text metrics are
/// those of the font design, whatever the surface). The document must outlive the composer.
class PageComposer {
public:
    PageComposer(cairo_t* cairo, const Document& document, const PdfOptions& options);

    /// Returns the number of pages.
    int pages() const { return static_cast<int>(m_pages.size()); }
    /// Returns the texts cut with an ellipsis on the pages drawn so far.
    const std::vector<std::string>& cutTexts() const { return m_text.cutTexts(); }
    /// Draws page `index` (0-based): the event header, the title, the blocks and the footer
    /// ("page N of M"). The caller ends the page (cairo_show_page) when the surface needs it.
    void drawPage(int index);

private:
    void drawFrame(int page);

    cairo_t* m_cairo;
    const Document& m_document;
    PdfOptions m_options;
    PageFrame m_frame;
    TextPainter m_text;
    BlockPainter m_painter;
    /// The pages' runs of snaked lists, laid out page by page (placements point into it; a
    /// deque never moves what it holds).
    std::deque<Block> m_pieces;
    std::vector<PagePlan> m_pages;
};

} // namespace renju::arbiter::print
