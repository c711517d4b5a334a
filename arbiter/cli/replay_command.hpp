#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

namespace renju::arbiter::cli {

/// Replays a game script (see rules/game_script.hpp and the README): prints one line per event
/// and a last line `result: S REASON`. Returns 0 when the script was read (rule refusals
/// included) and 2, printing `NAME:LINE: message` lines on `err`, when the script has errors.
int runReplay(std::string_view script, const std::string& name, std::ostream& out,
              std::ostream& err);

} // namespace renju::arbiter::cli
