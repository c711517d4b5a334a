#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/pdf_writer.hpp"

#include <cstdint>
#include <vector>

namespace renju::arbiter::print {

/// A page drawn in pixels: RGBA, 8 bits a channel, rows from the top, no padding.
struct PageImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;
};

/// The first pages of a document as images, and how many pages it has in all.
struct PagePreview {
    int pages = 0;
    std::vector<PageImage> images;
};

/// Lays the document out exactly as writePdf() does and draws its first `pageLimit` pages on
/// white at `pixelsPerPoint` (1.0: 72 pixels an inch), for the print dialog's preview.
PagePreview renderPreview(const Document& document, const PdfOptions& options, int pageLimit,
                          double pixelsPerPoint);

} // namespace renju::arbiter::print
