#pragma once

#include "rules/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::rules::test {

/// A game played from a script, with the outcome of each event as the replay command prints it.
struct Played {
    Game game;
    std::vector<std::string> lines;

    /// Returns the printed outcome of the last event.
    const std::string& last() const { return lines.back(); }
};

/// Plays a game script (the replay grammar; the header may name the opening). Throws when the
/// script itself has errors, so a typo in a test cannot pass silently.
Played play(std::string_view script);

/// Applies more events (script lines) to a game, returning the printed outcome of the last.
std::string more(Played& played, std::string_view script);

/// Returns true when `text` starts with `prefix`.
inline bool startsWith(const std::string& text, std::string_view prefix) {
    return text.rfind(prefix, 0) == 0;
}

} // namespace renju::rules::test
