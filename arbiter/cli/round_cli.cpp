// `round pair|set|publish|start|pairings|finish`.
#include "arbiter/app/event_views.hpp"
#include "arbiter/cli/event_commands.hpp"

#include <memory>

namespace renju::arbiter::cli {

namespace {

/// Returns the round a command means: `--round N` when given, else the current round.
std::optional<int> chosenRound(const model::EventState& state, int given, std::string& problem) {
    if (given > 0) {
        return given;
    }
    if (const model::Round* round = state.currentRound()) {
        return round->number;
    }
    problem = "no round is paired yet (round pair)";
    return std::nullopt;
}

/// Adds a round command whose only argument is the round (current by default).
template <class RoundCommand>
void addSimpleRoundCommand(CLI::App* parent, EventContext& context, bool withEventArgument,
                           const char* name, const char* description) {
    auto* command = parent->add_subcommand(name, description);
    addEventArgument(command, context, withEventArgument);
    auto round = std::make_shared<int>(0);
    command->add_option("--round", *round, "the round (default: the current one)");
    command->callback([&context, round] {
        context.runBuilt([round](const model::EventState& state,
                                 std::string& problem) -> std::optional<app::Command> {
            auto number = chosenRound(state, *round, problem);
            if (!number) {
                return std::nullopt;
            }
            return RoundCommand{*number};
        });
    });
}

} // namespace

void addRoundCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* round = app.add_subcommand("round", "Pair, publish, start and finish rounds");
    round->require_subcommand(1);

    auto* pair = round->add_subcommand("pair", "Pair the next round (Swiss: the Dutch engine; "
                                               "round robin: the Berger tables)");
    addEventArgument(pair, context, withEventArgument);
    pair->callback([&context] { context.run(app::PairNextRound{}); });

    auto* set = round->add_subcommand("set", "Set one table by hand (first player = tentative "
                                             "Black); the engine's checks are reported");
    addEventArgument(set, context, withEventArgument);
    auto table = std::make_shared<int>(0);
    auto ids = std::make_shared<std::vector<int>>();
    auto reason = std::make_shared<std::string>();
    auto setRound = std::make_shared<int>(0);
    set->add_option("TABLE", *table, "the table number")->required();
    set->add_option("NUMBERS", *ids, "the first and second player's numbers (No.)")
        ->expected(2)
        ->required();
    set->add_option("--reason", *reason, "why the arbiter changes the pairing")->required();
    set->add_option("--round", *setRound, "the round (default: the current one)");
    set->callback([&context, table, ids, reason, setRound] {
        context.runBuilt([=](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            auto number = chosenRound(state, *setRound, problem);
            auto first = number ? playerNumbered(state, (*ids)[0], problem) : std::nullopt;
            auto second = first ? playerNumbered(state, (*ids)[1], problem) : std::nullopt;
            if (!second) {
                return std::nullopt;
            }
            return app::SetTable{*number, *table, *first, *second, *reason, {}};
        });
    });

    auto* bye = round->add_subcommand(
        "bye", "Give the pairing-allocated bye of a round not yet started to a player (NUMBER, "
               "the No. of the lists), or take it away (none); the engine's checks are "
               "reported");
    addEventArgument(bye, context, withEventArgument);
    auto byePlayer = std::make_shared<std::string>();
    auto byeReason = std::make_shared<std::string>();
    auto byeRound = std::make_shared<int>(0);
    bye->add_option("NUMBER", *byePlayer, "the player's number (No.), or none")->required();
    bye->add_option("--reason", *byeReason, "why the arbiter changes the pairing")->required();
    bye->add_option("--round", *byeRound, "the round (default: the current one)");
    bye->callback([&context, byePlayer, byeReason, byeRound] {
        std::optional<int> given;
        if (*byePlayer != "none") {
            try {
                given = std::stoi(*byePlayer);
            } catch (const std::exception&) {
                context.fail("'" + *byePlayer + "' is not a player's number or none");
                return;
            }
        }
        context.runBuilt([=](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            auto number = chosenRound(state, *byeRound, problem);
            if (!number) {
                return std::nullopt;
            }
            std::optional<model::PlayerId> player;
            if (given && !(player = playerNumbered(state, *given, problem))) {
                return std::nullopt;
            }
            return app::SetBye{*number, player, *byeReason, {}};
        });
    });

    addSimpleRoundCommand<app::PublishRound>(round, context, withEventArgument, "publish",
                                             "Publish the pairing of a round");
    addSimpleRoundCommand<app::StartRound>(round, context, withEventArgument, "start",
                                           "Start a published round: every clock starts (14.3)");
    addSimpleRoundCommand<app::FinishRound>(round, context, withEventArgument, "finish",
                                            "Finish a round (every table has a result); backups");

    auto* pairings = round->add_subcommand("pairings", "Show a round's pairing (read-only)");
    addEventArgument(pairings, context, withEventArgument);
    auto shown = std::make_shared<int>(0);
    pairings->add_option("N", *shown, "the round (default: the current one)");
    pairings->add_flag("--json", context.isJson, "as JSON");
    pairings->callback([&context, shown] {
        bool isJson = context.isJson;
        int number = *shown;
        context.query([isJson, number, &context](const app::EventSession& session,
                                                 std::ostream& out) {
            std::string problem;
            auto chosen = chosenRound(session.state(), number, problem);
            if (!chosen || !session.state().findRound(*chosen)) {
                context.fail(problem.empty() ? "round " + std::to_string(number) + " is not paired"
                                             : problem);
                return;
            }
            out << (isJson ? app::pairingsJson(session.state(), *chosen)
                           : app::pairingsText(session.state(), *chosen));
        });
    });
}

} // namespace renju::arbiter::cli
