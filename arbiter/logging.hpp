#pragma once

#include <filesystem>
#include <memory>

namespace spdlog {
class logger;
}

namespace renju::arbiter {

/// Starts logging for an event: every subsystem's logger writes to `<event>.log` beside the
/// event file (everything from info up) and to standard error (warnings and errors only).
void startEventLog(const std::filesystem::path& eventPath);

/// Starts logging for a server process (the hall server): every subsystem's logger writes
/// everything from info up to standard error, where the one who runs it reads it.
void startServerLog();

/// Returns the logger of a subsystem ("storage", "app", "cli", "gui"); silent until
/// startEventLog() is called, so tests and read-only commands log nothing.
std::shared_ptr<spdlog::logger> subsystemLogger(const char* subsystem);

} // namespace renju::arbiter
