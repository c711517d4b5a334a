// `game`, `result` and the event form of `clock`.
#include "arbiter/cli/table_cli.hpp"

#include "arbiter/app/command_text.hpp"
#include "arbiter/app/result_input.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "clock/time_control_text.hpp"

#include <cmath>
#include <memory>

namespace renju::arbiter::cli {

namespace {

std::optional<int> currentRoundNumber(const model::EventState& state, int given,
                                      std::string& problem) {
    if (given > 0) {
        return given;
    }
    if (const model::Round* round = state.currentRound()) {
        return round->number;
    }
    problem = "no round is paired yet";
    return std::nullopt;
}

std::optional<clock::Seat> parseSeat(const std::string& text) {
    if (text == "A" || text == "a" || text == "first") {
        return clock::Seat::A;
    }
    if (text == "B" || text == "b" || text == "second") {
        return clock::Seat::B;
    }
    return std::nullopt;
}

} // namespace

std::optional<app::ClockAction> parseClockArguments(const std::vector<std::string>& args,
                                                    std::string& problem) {
    const char* usage = "TABLE pause|resume | TABLE adjust A|B +-SECONDS | TABLE adjust A|B "
                        "moves +-N | TABLE period A|B N | TABLE absent A|B|both|none";
    if (args.size() < 2) {
        problem = std::string("expected ") + usage;
        return std::nullopt;
    }
    app::ClockAction action;
    try {
        action.table = std::stoi(args[0]);
    } catch (const std::exception&) {
        problem = "'" + args[0] + "' is not a table number";
        return std::nullopt;
    }
    const std::string& verb = args[1];
    if ((verb == "pause" || verb == "resume") && args.size() == 2) {
        action.kind = verb == "pause" ? app::ClockActionKind::Pause : app::ClockActionKind::Resume;
        return action;
    }
    if (verb == "absent" && args.size() == 3) {
        action.kind = app::ClockActionKind::Absent;
        action.absence = args[2];
        return action;
    }
    auto seat = args.size() >= 4 ? parseSeat(args[2]) : std::nullopt;
    if (!seat || (verb != "adjust" && verb != "period")) {
        problem = std::string("expected ") + usage;
        return std::nullopt;
    }
    action.seat = *seat;
    try {
        if (verb == "period" && args.size() == 4) {
            action.kind = app::ClockActionKind::SetPeriod;
            action.amount = std::stoi(args[3]);
            return action;
        }
        if (args.size() == 5 && args[3] == "moves") {
            action.kind = app::ClockActionKind::AdjustMoves;
            action.amount = std::stoi(args[4]);
            return action;
        }
        if (args.size() == 4) {
            action.kind = app::ClockActionKind::AdjustTime;
            action.amount = std::llround(std::stod(args[3]) * 1000.0);
            return action;
        }
    } catch (const std::exception&) {
        problem = "'" + args.back() + "' is not a number";
        return std::nullopt;
    }
    problem = std::string("expected ") + usage;
    return std::nullopt;
}

void runEventClockCommand(EventContext& context, const std::vector<std::string>& args,
                          const std::string& reason, int round, int game) {
    std::string problem;
    auto action = parseClockArguments(args, problem);
    if (!action) {
        context.fail(problem);
        return;
    }
    action->reason = reason;
    action->game = game;
    context.runBuilt([action, round](const model::EventState& state,
                                     std::string& issue) -> std::optional<app::Command> {
        auto number = currentRoundNumber(state, round, issue);
        if (!number) {
            return std::nullopt;
        }
        app::ClockAction resolved = *action;
        resolved.round = *number;
        return resolved;
    });
}

void addTableCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* game = app.add_subcommand(
        "game", "Board events at a table, in the replay grammar: h8, press, swap, "
                "\"claim white forbidden\", \"ruling reject TEXT\", ... (one per argument)");
    addEventArgument(game, context, withEventArgument);
    auto table = std::make_shared<int>(0);
    auto events = std::make_shared<std::vector<std::string>>();
    auto gameRound = std::make_shared<int>(0);
    auto gameNumber = std::make_shared<int>(0);
    game->add_option("TABLE", *table, "the table")->required();
    game->add_option("EVENTS", *events, "the events")->required();
    game->add_option("--round", *gameRound, "the round (default: the current one)");
    game->add_option("--game", *gameNumber,
                     "a match's game, 1 or 2 (default: the game being played)");
    auto gameReason = std::make_shared<std::string>();
    game->add_option("--reason", *gameReason,
                     "why the arbiter enters it: required for undo (a correction) and for "
                     "changing a ruling after the round");
    game->callback([&context, table, events, gameRound, gameReason, gameNumber] {
        for (std::size_t i = 0; i < events->size(); ++i) {
            const std::string& event = (*events)[i];
            int refusedBefore = context.refusals();
            context.runBuilt([&](const model::EventState& state,
                                 std::string& problem) -> std::optional<app::Command> {
                auto number = currentRoundNumber(state, *gameRound, problem);
                if (!number) {
                    return std::nullopt;
                }
                return app::GameAction{*number, *table, event, *gameReason, *gameNumber};
            });
            if (context.refusals() > refusedBefore && i + 1 < events->size()) {
                // The events after a refused one were meant to follow it: none is applied.
                context.err() << "stopped: "
                              << app::countText(events->size() - i - 1, "later event")
                              << " not applied\n";
                break;
            }
        }
    });

    auto* result = app.add_subcommand(
        "result", "Set a table's result, by colour: CODE is Black's score first, as every "
                  "printout writes it (1-0 or black: Black won; 0-1 or white; 0.5-0.5 or draw; "
                  "a game not played by the tentative colours: 1-0f or white-absent, 0-1f or "
                  "black-absent, 0-0f or both-absent). A result that is there already changes "
                  "only as a correction, with --reason");
    addEventArgument(result, context, withEventArgument);
    auto resultTable = std::make_shared<int>(0);
    auto code = std::make_shared<std::string>();
    auto resultRound = std::make_shared<int>(0);
    auto reason = std::make_shared<std::string>();
    auto resultGame = std::make_shared<int>(0);
    result->add_option("TABLE", *resultTable, "the table")->required();
    result->add_option("CODE", *code, "the result by colour, Black's score first")->required();
    result->add_option("--round", *resultRound, "the round (default: the current one)");
    result->add_option("--reason", *reason, "why (required to correct a result)");
    result->add_option("--game", *resultGame,
                       "a match's game, 1 or 2 (default: the first game without a result)");
    result->callback([&context, resultTable, code, resultRound, reason, resultGame] {
        std::string problem;
        auto parsed = app::parseResultByColour(*code, problem);
        if (!parsed) {
            context.fail(problem);
            return;
        }
        context.runBuilt([=](const model::EventState& state,
                             std::string& refusal) -> std::optional<app::Command> {
            auto number = currentRoundNumber(state, *resultRound, refusal);
            if (!number) {
                return std::nullopt;
            }
            return app::SetResult{*number, *resultTable, *parsed, *reason, "", *resultGame, true};
        });
    });

    if (!withEventArgument) {
        // In batch the clock command only has its event form.
        auto* clockCommand = app.add_subcommand("clock", "The arbiter's clock actions at a table");
        auto args = std::make_shared<std::vector<std::string>>();
        auto clockReason = std::make_shared<std::string>();
        auto clockRound = std::make_shared<int>(0);
        auto clockGame = std::make_shared<int>(0);
        clockCommand->add_option("ARGS", *args, "TABLE ACTION ...")->required();
        clockCommand->add_option("--reason", *clockReason, "why (required for adjustments)");
        clockCommand->add_option("--round", *clockRound, "the round (default: the current one)");
        clockCommand->add_option("--game", *clockGame, "a match's game, 1 or 2");
        clockCommand->callback([&context, args, clockReason, clockRound, clockGame] {
            runEventClockCommand(context, *args, *clockReason, *clockRound, *clockGame);
        });
    }
}

} // namespace renju::arbiter::cli
