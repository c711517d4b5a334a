#pragma once

#include "arbiter/print/document.hpp"

#include <string>

namespace renju::arbiter::print {

/// Returns the SVG drawing of a diagram, `side` points wide, for inline use in HTML: the same
/// geometry as the PDF diagram.
std::string boardSvg(const BoardBlock& board, double side);

} // namespace renju::arbiter::print
