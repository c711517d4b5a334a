// `scoresheet`: a game typed in from its paper scoresheet, or compared with the record entered
// live (13.1).
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/scoresheet.hpp"
#include "arbiter/cli/event_commands.hpp"

#include <memory>

namespace renju::arbiter::cli {

namespace {

struct ScoresheetOptions {
    int table = 0;
    int round = 0;
    std::vector<std::string> moves;
    std::string black = "first";
    std::string result;
    std::string reason;
    /// The game of a match (1 or 2); 0: the game in play.
    int game = 0;
};

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) {
        text += (text.empty() ? "" : " ") + word;
    }
    return text;
}

/// The game the scoresheet is about: the table's game, or a match's game `number` (0: the
/// game in play).
const model::TableGame* findGame(const model::EventState& state, const ScoresheetOptions& options) {
    const model::Round* found =
        options.round > 0 ? state.findRound(options.round) : state.currentRound();
    const model::Table* table = found ? found->findTable(options.table) : nullptr;
    if (!table) {
        return nullptr;
    }
    return options.game == 0 ? &table->currentGame() : table->findGame(options.game);
}

bool isEnteredLive(const model::TableGame& table) {
    return rules::moveCountOf(table.game) > 0;
}

/// Prints the differences between the scoresheet and the live record; returns how many.
std::size_t compareWithRecord(const model::TableGame& table, const ScoresheetOptions& options,
                              std::ostream& out, std::string& problem) {
    app::TypedMoves typed = app::readTypedMoves(joined(options.moves), table.rules.boardSize);
    if (!typed.problem.empty()) {
        problem = typed.problem;
        return 0;
    }
    std::vector<std::string> differences =
        app::compareScoresheet(rules::movesOf(table.game), typed.moves);
    for (const std::string& difference : differences) {
        out << difference << "\n";
    }
    out << (differences.empty() ? "the scoresheet agrees with the record (" +
                                      std::to_string(typed.moves.size()) + " moves)"
                                : app::countText(differences.size(), "difference") +
                                      " between the scoresheet and the record (13.1)")
        << "\n";
    return differences.size();
}

} // namespace

void addScoresheetCommand(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* command = app.add_subcommand(
        "scoresheet",
        "A game typed from its scoresheet: at a table not entered live the moves are checked as "
        "if played and the game is entered as one correction-able entry; at a table entered "
        "live the scoresheet is compared with the record, every difference with its move number "
        "(13.1; exit status 1 when they differ)");
    addEventArgument(command, context, withEventArgument);
    auto options = std::make_shared<ScoresheetOptions>();
    command->add_option("TABLE", options->table, "the table")->required();
    command
        ->add_option("MOVES", options->moves,
                     "the moves: h8 h9 ... (-- a pass; numbers "
                     "like 12. are skipped)")
        ->required();
    command->add_option("--round", options->round, "the round (default: the current one)");
    command->add_option("--black", options->black, "who had Black: first (default) or second")
        ->check(CLI::IsMember({"first", "second"}));
    command->add_option("--result", options->result,
                        "the result by colour, Black's score first: 1-0, 0-1, 0.5-0.5");
    command->add_option("--reason", options->reason, "why it is typed (e.g. not entered live)");
    command->add_option("--game", options->game,
                        "the game of a match: 1 or 2 (default: the game "
                        "in play)");
    command->callback([&context, options] {
        bool isLive = false;
        context.query([&](const app::EventSession& session, std::ostream& out) {
            const model::TableGame* table = findGame(session.state(), *options);
            if (!table || !isEnteredLive(*table)) {
                return; // entered below, or refused there with the reason
            }
            isLive = true;
            std::string problem;
            if (compareWithRecord(*table, *options, out, problem) > 0) {
                context.raiseStatus(1);
            }
            if (!problem.empty()) {
                context.fail(problem);
            }
        });
        if (isLive) {
            return;
        }
        context.runBuilt([&](const model::EventState& state,
                             std::string& problem) -> std::optional<app::Command> {
            const model::Round* round =
                options->round > 0 ? state.findRound(options->round) : state.currentRound();
            if (!round) {
                problem = "no round is paired yet";
                return std::nullopt;
            }
            return app::EnterScoresheet{round->number,          options->table,
                                        joined(options->moves), options->black == "second",
                                        options->result,        options->reason,
                                        options->game};
        });
    });
}

} // namespace renju::arbiter::cli
