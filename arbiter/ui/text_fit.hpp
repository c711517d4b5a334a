#pragma once

#include <imgui.h>
#include <string>

namespace renju::arbiter::ui {

/// Returns `text` as it fits in `width` pixels in `font` at `size`: the text itself when it
/// fits, otherwise its longest beginning (cut at a UTF-8 character) followed by "…".
std::string elideToWidth(ImFont* font, float size, const std::string& text, float width);

/// Returns "PREFIX FIRST SEPARATOR SECOND" fitted to `width` in the current font: when it does
/// not fit, the two names share the room left (each cut with "…" as needed), so that both stay
/// readable ("Table 3: Maximilian-Alex… – Иван Пет…").
std::string elidePair(const std::string& prefix, const std::string& first,
                      const std::string& separator, const std::string& second, float width);

/// Draws `text` on one line of at most `width` pixels (0: to the end of the line), in the
/// current font and colour: cut with "…" when it does not fit, and then shown whole in a
/// tooltip while the mouse rests on it. Nothing is drawn past the width. Returns true when
/// the text was cut.
bool fittedText(const std::string& text, float width = 0);

/// fittedText() in a colour.
bool fittedText(const ImVec4& colour, const std::string& text, float width = 0);

/// fittedText() in a font (a heading, bold).
bool fittedText(ImFont* font, const std::string& text, float width = 0);

/// Draws `text` wrapped at word boundaries within `width` (0: to the end of the line) in at
/// most `lines` lines, and always takes the height of `lines` lines, so that what follows
/// stays in place whatever the text; a text that needs more lines ends its last line with "…"
/// and is shown whole on hover. Returns true when it was cut.
bool fittedLines(const ImVec4& colour, const std::string& text, int lines, float width = 0);

} // namespace renju::arbiter::ui
