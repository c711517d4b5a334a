#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <string_view>
#include <vector>

typedef struct _cairo cairo_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;

namespace renju::arbiter::print {

/// The fonts of every printed text, first to last: DejaVu Sans for Latin, Greek and Cyrillic,
/// Noto Sans CJK for Chinese and Japanese, Noto Sans Thai and Devanagari for players' names in
/// those scripts (fonts-noto-core); fontconfig supplies any other font that has a character.
inline constexpr const char* kPrintFontFamilies =
    "DejaVu Sans, Noto Sans CJK JP, Noto Sans Thai, Noto Sans Devanagari, sans-serif";

/// A font size in points and a weight. The families are kPrintFontFamilies.
struct FontSpec {
    double size = 9.5;
    bool isBold = false;
};

/// A grey level (0 black, 1 white) to draw text in.
struct Ink {
    double grey = 0.0;
};

/// Draws and measures UTF-8 text with Pango on a cairo context, in points. One layout is
/// reused for every call (creating layouts is the expensive part).
class TextPainter {
public:
    explicit TextPainter(cairo_t* cairo);
    ~TextPainter();
    TextPainter(const TextPainter&) = delete;
    TextPainter& operator=(const TextPainter&) = delete;

    /// Returns the natural width of one line of text.
    double lineWidth(std::string_view text, const FontSpec& font);
    /// Returns the height of one line of text in this font.
    double lineHeight(const FontSpec& font);
    /// Draws one line vertically centred in the box (x, top, width, height). Text wider than
    /// the box is shrunk to at most 20% smaller and then cut with an ellipsis: it never
    /// leaves its box.
    void drawLine(std::string_view text, double x, double top, double width, double height,
                  const FontSpec& font, Align align, Ink ink = {});
    /// Returns the texts drawLine had to cut, in the order drawn, each once: the PDF's own fit
    /// check (the print command warns about each; no test document may have any).
    const std::vector<std::string>& cutTexts() const { return m_cutTexts; }
    /// Returns the largest size from `font`'s down to `floor` at which the text fits `width`
    /// on one line, or 0 when it does not fit even at `floor`.
    double fittingSize(std::string_view text, const FontSpec& font, double width, double floor);
    /// Returns the height of text wrapped to `width`.
    double wrappedHeight(std::string_view text, double width, const FontSpec& font);
    /// Draws text wrapped to `width` from (x, top).
    void drawWrapped(std::string_view text, double x, double top, double width,
                     const FontSpec& font, Ink ink = {});
    /// Draws text wrapped to `width` in at most `lines` lines from (x, top); a last line that
    /// does not hold the rest is cut with an ellipsis (and counted as cut).
    void drawWrappedLines(std::string_view text, double x, double top, double width, int lines,
                          const FontSpec& font, Ink ink = {});
    /// Returns the number of lines text wrapped to `width` takes.
    int wrappedLines(std::string_view text, double width, const FontSpec& font);

private:
    /// Sets text, font and width (-1 for none) on the layout, without ellipsis or wrapping.
    void prepare(std::string_view text, const FontSpec& font, double width);

    cairo_t* m_cairo;
    PangoLayout* m_layout;
    PangoFontDescription* m_font;
    std::vector<std::string> m_cutTexts;

    void noteCut(std::string_view text);
};

} // namespace renju::arbiter::print
