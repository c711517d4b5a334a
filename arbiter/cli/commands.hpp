#pragma once

#include <CLI/CLI.hpp>

namespace renju::arbiter::cli {

class EventContext;

/// Each subcommand registers itself on the application with one of these functions; its
/// callback stores the process exit status in `status`. cli.cpp lists them all in one place.
void addForbiddenCommand(CLI::App& app, int& status);
void addBenchCommand(CLI::App& app, int& status);
void addReplayCommand(CLI::App& app, int& status);
void addDemoCommand(CLI::App& app, int& status);
void addClockCommand(CLI::App& app, int& status, EventContext& context);
void addRecordsCommand(CLI::App& app, int& status);
void addServeCommand(CLI::App& app, int& status);
/// `hall-server STORE`: the hall server (arbiter/hall/).
void addHallServerCommand(CLI::App& app, int& status);

} // namespace renju::arbiter::cli
