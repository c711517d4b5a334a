#pragma once

#include "arbiter/print/document.hpp"

#include <string>
#include <utility>
#include <vector>

namespace renju::arbiter::print {

/// Returns one warning for each text of the document (a player's name, the event's name, ...)
/// holding a character no installed font has: Pango would print it as an empty box. Each
/// warning names the character and the text it is in, once per document. A text that holds a
/// player's name (`players`: each player's number (No.) and name) names the player as the
/// commands do, by the number every command takes: `in player No. 5 "Li 𪜀𪜁"`.
std::vector<std::string>
missingGlyphWarnings(const Document& document,
                     const std::vector<std::pair<int, std::string>>& players = {});

} // namespace renju::arbiter::print
