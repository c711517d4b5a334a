#include "arbiter/print/pdf_writer.hpp"

#include "arbiter/print/page_layout.hpp"

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
int render(cairo_surface_t* surface, const Document& document, const PdfOptions& options,
           std::vector<std::string>* cutTexts) {
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cairo(cairo_create(surface), cairo_destroy);
    PageComposer composer(cairo.get(), document, options);
    for (int page = 0; page < composer.pages(); ++page) {
        composer.drawPage(page);
        cairo_show_page(cairo.get());
    }
    if (cutTexts) {
        *cutTexts = composer.cutTexts();
    }
    return composer.pages();
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
    frame.headerTop = kTopMargin;
    frame.footerLine = frame.page.height - kFooterHeight + 12;
    frame.contentTop = kTopMargin + kHeaderHeight;
    frame.contentBottom = frame.page.height - kFooterHeight;
    return frame;
}

int writePdf(const Document& document, const PdfOptions& options, const std::filesystem::path& path,
             std::vector<std::string>* cutTexts) {
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
    int pages = render(surface, document, options, cutTexts);
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
