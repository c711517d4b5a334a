// The one line `batch` answers a refused command with.
#pragma once

#include <string>
#include <string_view>

namespace renju::arbiter::cli {

/// "refused: MESSAGE" on one line: a script reads one answer line per command, so the line
/// breaks inside a message (libpq's, a reader's) are folded into "; ".
std::string refusalLine(std::string_view message);

} // namespace renju::arbiter::cli
