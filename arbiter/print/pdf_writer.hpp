#pragma once

#include "arbiter/print/document.hpp"
#include "arbiter/print/paper.hpp"
#include "arbiter/print/print_time.hpp"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace renju::arbiter::print {

/// A document that could not be written (the file and the reason).
class PrintError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// How a PDF is made: the paper and the printed-at time shown in every footer and written as
/// the PDF's creation and modification dates.
struct PdfOptions {
    Paper paper = Paper::A4;
    PrintTime printedAt;
};

/// Where the content of a page goes, in points from the top-left corner.
struct PageFrame {
    double left = 0;
    double width = 0;
    /// The top of the header band (event name, title) and the footer's rule.
    double headerTop = 0;
    double footerLine = 0;
    double contentTop = 0;
    double contentBottom = 0;
    PageSize page;
};

/// Returns the frame of a page: margins, the header band above and the footer band below; a
/// landscape page is the paper turned.
PageFrame pageFrame(Paper paper, bool isLandscape = false);

/// Writes the document as a PDF: the blocks laid out on pages, each page with the event
/// header, the document title, the printed-at time and "page N of M". The file appears
/// complete or not at all (written beside it, then renamed). Returns the number of pages;
/// throws PrintError naming the file when it cannot be written. `cutTexts`, when given, gets
/// every text that had to be cut with an ellipsis to fit (the fit check of the pages as drawn).
int writePdf(const Document& document, const PdfOptions& options, const std::filesystem::path& path,
             std::vector<std::string>* cutTexts = nullptr);

} // namespace renju::arbiter::print
