#pragma once

#include "arbiter/platform/gui_script.hpp"
#include "arbiter/platform/window.hpp"

#include <optional>
#include <string>

namespace renju::arbiter::platform {

// What the window's two command lines share (`renju-arbiter [EVENT]` and `renju-arbiter ren
// EVENT`): the options --script and --size.

/// Reads and parses the GUI script at `path`; prints what is wrong, each error with the file's
/// name, and returns nothing when the file cannot be read or holds an error.
std::optional<GuiScript> readGuiScriptFile(const std::string& path);

/// Reads WIDTHxHEIGHT into the window options; false when it is not a size of at least 320x240.
bool parseWindowSize(const std::string& text, WindowOptions& window);

} // namespace renju::arbiter::platform
