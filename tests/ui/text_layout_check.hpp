#pragma once

#include <imgui.h>
#include <string>
#include <vector>

namespace renju::arbiter::test {

/// Reads the glyphs of a rendered frame from its draw data (the font atlas's textured quads)
/// and returns what a reader would see wrong, as sentences with the screen position:
/// - two pieces of text drawn over each other (glyphs of different runs overlapping by more
///   than a third of the smaller glyph);
/// - text cut at the side of its clip rectangle without a sign (a glyph crossing the left or
///   right edge; text that fits or is elided with "…" never does).
/// Text cut at the top or bottom (a scrolled list) is allowed. Anti-aliased lines must be drawn
/// without the baked line texture (style.AntiAliasedLinesUseTex = false), so that only glyphs
/// are textured quads of the atlas.
std::vector<std::string> textLayoutProblems(const ImDrawData& data, ImTextureID fontAtlas);

} // namespace renju::arbiter::test
