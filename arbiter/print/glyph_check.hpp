#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <vector>

namespace renju::arbiter::print {

/// Returns one warning for each text of the document (a player's name, the event's name, ...)
/// holding a character no installed font has: Pango would print it as an empty box. Each
/// warning names the character and the text it is in, once per document.
std::vector<std::string> missingGlyphWarnings(const Document& document);

} // namespace renju::arbiter::print
