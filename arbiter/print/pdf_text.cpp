#include "arbiter/print/pdf_text.hpp"

#include <algorithm>
#include <cairo.h>
#include <pango/pangocairo.h>

namespace renju::arbiter::print {

namespace {

/// Text is shrunk to no less than this share of its size before it is cut.
constexpr double kSmallestShrink = 0.8;

int pangoUnits(double points) {
    return static_cast<int>(points * PANGO_SCALE);
}

double points(int pangoValue) {
    return static_cast<double>(pangoValue) / PANGO_SCALE;
}

} // namespace

TextPainter::TextPainter(cairo_t* cairo)
    : m_cairo(cairo), m_layout(pango_cairo_create_layout(cairo)),
      m_font(pango_font_description_from_string(kPrintFontFamilies)) {
    // Metrics as the font designs them, not snapped to a screen's pixels: the same layout on
    // every machine and at every zoom.
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    PangoContext* context = pango_layout_get_context(m_layout);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_layout_context_changed(m_layout);
}

TextPainter::~TextPainter() {
    pango_font_description_free(m_font);
    g_object_unref(m_layout);
}

void TextPainter::prepare(std::string_view text, const FontSpec& font, double width) {
    pango_font_description_set_absolute_size(m_font, font.size * PANGO_SCALE);
    pango_font_description_set_weight(m_font,
                                      font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description(m_layout, m_font);
    pango_layout_set_ellipsize(m_layout, PANGO_ELLIPSIZE_NONE);
    pango_layout_set_width(m_layout, width < 0 ? -1 : pangoUnits(width));
    pango_layout_set_text(m_layout, text.data(), static_cast<int>(text.size()));
}

double TextPainter::lineWidth(std::string_view text, const FontSpec& font) {
    prepare(text, font, -1);
    int width = 0;
    int height = 0;
    pango_layout_get_size(m_layout, &width, &height);
    return points(width);
}

double TextPainter::lineHeight(const FontSpec& font) {
    prepare("Ag", font, -1);
    int width = 0;
    int height = 0;
    pango_layout_get_size(m_layout, &width, &height);
    return points(height);
}

void TextPainter::drawLine(std::string_view text, double x, double top, double width, double height,
                           const FontSpec& font, Align align, Ink ink) {
    if (text.empty() || width <= 0) {
        return;
    }
    FontSpec fitted = font;
    double natural = lineWidth(text, fitted);
    if (natural > width) {
        fitted.size = font.size * std::max(kSmallestShrink, width / natural * 0.99);
        natural = lineWidth(text, fitted);
    }
    if (natural > width) {
        pango_layout_set_width(m_layout, pangoUnits(width));
        pango_layout_set_ellipsize(m_layout, PANGO_ELLIPSIZE_END);
        natural = width;
        noteCut(text);
    }
    int layoutWidth = 0;
    int layoutHeight = 0;
    pango_layout_get_size(m_layout, &layoutWidth, &layoutHeight);
    double left = x;
    if (align == Align::Right) {
        left = x + width - natural;
    } else if (align == Align::Centre) {
        left = x + (width - natural) / 2;
    }
    cairo_set_source_rgb(m_cairo, ink.grey, ink.grey, ink.grey);
    cairo_move_to(m_cairo, left, top + (height - points(layoutHeight)) / 2);
    pango_cairo_show_layout(m_cairo, m_layout);
}

void TextPainter::noteCut(std::string_view text) {
    if (std::find(m_cutTexts.begin(), m_cutTexts.end(), text) == m_cutTexts.end()) {
        m_cutTexts.emplace_back(text);
    }
}

double TextPainter::fittingSize(std::string_view text, const FontSpec& font, double width,
                                double floor) {
    FontSpec sized = font;
    double natural = lineWidth(text, sized);
    if (natural <= width) {
        return font.size;
    }
    // The width grows in proportion to the size, near enough; a second measure settles it.
    sized.size = std::max(floor, font.size * width / natural * 0.99);
    if (lineWidth(text, sized) <= width) {
        return sized.size;
    }
    return 0;
}

int TextPainter::wrappedLines(std::string_view text, double width, const FontSpec& font) {
    prepare(text, font, width);
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    return pango_layout_get_line_count(m_layout);
}

void TextPainter::drawWrappedLines(std::string_view text, double x, double top, double width,
                                   int lines, const FontSpec& font, Ink ink) {
    if (wrappedLines(text, width, font) > lines) {
        noteCut(text);
    }
    prepare(text, font, width);
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_height(m_layout, -lines); // negative: at most this many lines
    pango_layout_set_ellipsize(m_layout, PANGO_ELLIPSIZE_END);
    cairo_set_source_rgb(m_cairo, ink.grey, ink.grey, ink.grey);
    cairo_move_to(m_cairo, x, top);
    pango_cairo_show_layout(m_cairo, m_layout);
    pango_layout_set_height(m_layout, -1);
}

double TextPainter::wrappedHeight(std::string_view text, double width, const FontSpec& font) {
    prepare(text, font, width);
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    int layoutWidth = 0;
    int layoutHeight = 0;
    pango_layout_get_size(m_layout, &layoutWidth, &layoutHeight);
    return points(layoutHeight);
}

void TextPainter::drawWrapped(std::string_view text, double x, double top, double width,
                              const FontSpec& font, Ink ink) {
    prepare(text, font, width);
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    cairo_set_source_rgb(m_cairo, ink.grey, ink.grey, ink.grey);
    cairo_move_to(m_cairo, x, top);
    pango_cairo_show_layout(m_cairo, m_layout);
}

} // namespace renju::arbiter::print
