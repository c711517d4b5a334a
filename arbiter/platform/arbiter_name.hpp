#pragma once

#include <filesystem>
#include <string>

namespace renju::arbiter::platform {

/// Returns where the GUI remembers the arbiter's name for an event file: beside it, as
/// "EVENT.arbiter"; empty for an event on a server (the name lasts the session there).
std::filesystem::path arbiterNamePath(const std::string& eventPath);

/// Returns the name remembered at `path`, or "" when there is none (or no file).
std::string readArbiterName(const std::filesystem::path& path);

/// Remembers `name` at `path` (nothing for an empty path); returns false when it could not be
/// written (the name then lasts the session).
bool rememberArbiterName(const std::filesystem::path& path, const std::string& name);

} // namespace renju::arbiter::platform
