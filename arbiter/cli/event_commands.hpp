#pragma once

#include "arbiter/cli/event_context.hpp"

#include <CLI/CLI.hpp>

namespace renju::arbiter::cli {

/// Adds the commands that act on an event to `app`. With `withEventArgument` each takes the
/// event file as its first argument (the one-shot command line); without, they act on the
/// context's open session (`batch`).
void addEventCommands(CLI::App& app, EventContext& context, bool withEventArgument);

// The groups, one file each.
void addEventSetupCommands(CLI::App& app, EventContext& context, bool withEventArgument);
void addPlayerCommands(CLI::App& app, EventContext& context, bool withEventArgument);
void addRoundCommands(CLI::App& app, EventContext& context, bool withEventArgument);
void addTableCommands(CLI::App& app, EventContext& context, bool withEventArgument);
/// Registers `scoresheet`: a game typed from its scoresheet, or compared with the record.
void addScoresheetCommand(CLI::App& app, EventContext& context, bool withEventArgument);
void addReportCommands(CLI::App& app, EventContext& context, bool withEventArgument);
void addPairingCommands(CLI::App& app, EventContext& context, bool withEventArgument);
void addPrintCommand(CLI::App& app, EventContext& context, bool withEventArgument);
void addRecordCommand(CLI::App& app, EventContext& context, bool withEventArgument);
void addMatchCommands(CLI::App& app, EventContext& context, bool withEventArgument);

/// Returns the player whose number (No., the number every list prints) is `number`; nothing,
/// with `problem` saying so, when no player has it.
std::optional<model::PlayerId> playerNumbered(const model::EventState& state, int number,
                                              std::string& problem);

/// Adds `EVENT OUT [--round N]` to the `export` command: the event's games as a record file.
void addExportRecords(CLI::App* exportCommand, EventContext& context, bool withEventArgument);
/// Adds `event schedule` (each round's date and time, the day a postponed game was played).
void addScheduleCommand(CLI::App* event, EventContext& context, bool withEventArgument);
/// Adds `event push` and `event pull` (the one-shot command line only).
void addEventTransferCommands(CLI::App* event, EventContext& context);
/// Moves an event file to a new event on a server with its whole journal and checks that the
/// server replays to the same state; says so on `out`. Throws StorageError naming the problem.
void pushEventFile(const std::string& file, const std::string& uri, std::ostream& out);
/// Adds `referee add` (the one-shot command line only).
void addRefereeCommands(CLI::App& app, EventContext& context);

/// Adds the EVENT argument to a command when the command line needs it.
void addEventArgument(CLI::App* command, EventContext& context, bool withEventArgument);

} // namespace renju::arbiter::cli
