#include "arbiter/print/page_images.hpp"

#include "arbiter/print/page_layout.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <memory>

namespace renju::arbiter::print {

namespace {

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

/// Copies cairo's premultiplied native-endian ARGB (opaque here: the page is painted white
/// first) into RGBA bytes.
PageImage toRgba(cairo_surface_t* surface) {
    cairo_surface_flush(surface);
    PageImage image;
    image.width = cairo_image_surface_get_width(surface);
    image.height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    image.rgba.resize(static_cast<std::size_t>(image.width) *
                      static_cast<std::size_t>(image.height) * 4);
    std::size_t out = 0;
    for (int y = 0; y < image.height; ++y) {
        const auto* row =
            reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < image.width; ++x) {
            std::uint32_t pixel = row[x];
            image.rgba[out++] = static_cast<std::uint8_t>(pixel >> 16U);
            image.rgba[out++] = static_cast<std::uint8_t>(pixel >> 8U);
            image.rgba[out++] = static_cast<std::uint8_t>(pixel);
            image.rgba[out++] = static_cast<std::uint8_t>(pixel >> 24U);
        }
    }
    return image;
}

} // namespace

PagePreview renderPreview(const Document& document, const PdfOptions& options, int pageLimit,
                          double pixelsPerPoint) {
    PageSize size = pageFrame(options.paper, document.isLandscape).page;
    int width = std::max(1, static_cast<int>(std::lround(size.width * pixelsPerPoint)));
    int height = std::max(1, static_cast<int>(std::lround(size.height * pixelsPerPoint)));
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
                    cairo_surface_destroy);
    Context cairo(cairo_create(surface.get()), cairo_destroy);
    cairo_scale(cairo.get(), pixelsPerPoint, pixelsPerPoint);
    PageComposer composer(cairo.get(), document, options);
    PagePreview preview;
    preview.pages = composer.pages();
    for (int page = 0; page < std::min(pageLimit, preview.pages); ++page) {
        cairo_save(cairo.get());
        cairo_set_source_rgb(cairo.get(), 1, 1, 1);
        cairo_paint(cairo.get());
        cairo_restore(cairo.get());
        composer.drawPage(page);
        preview.images.push_back(toRgba(surface.get()));
    }
    return preview;
}

} // namespace renju::arbiter::print
