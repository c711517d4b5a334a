#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <utility>
#include <vector>

namespace renju::arbiter::print {

/// Returns one warning for each text of the document (a player's name, the event's name, ...)
/// holding a character no installed font has: Pango would print it as an empty box. Each
/// warning names the character and the text it is in, once per document. A text that holds a
/// player's name (the document's numberedPlayers) names the player as the commands do, by the
/// number every command takes: `in player No. 5 "Li 𪜀𪜁"`.
std::vector<std::string> missingGlyphWarnings(const Document& document);

/// Every warning of a document written: each text `cut` to fit its place (as writePdf reports
/// them), then the missing glyphs. The one wording of both, for the CLI and the GUI.
std::vector<std::string> printWarnings(const Document& document,
                                       const std::vector<std::string>& cut);

} // namespace renju::arbiter::print
