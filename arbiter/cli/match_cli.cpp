// `match new`, `match next`, `match show`: a match of two games from the command line.
#include "arbiter/app/quick_match.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/cli/event_commands.hpp"
#include "clock/display.hpp"
#include "clock/time_control_text.hpp"

#include <memory>

namespace renju::arbiter::cli {

namespace {

struct MatchOptions {
    std::string first;
    std::string second;
    std::string rule = "beginners";
    std::string rules;
    int board = 0;
    std::string control = "rapid";
    std::string name;
    int round = 0;
    int table = 1;
};

/// Returns the match to set up, or sets `problem`.
std::optional<app::QuickMatch> quickMatchOf(const MatchOptions& o, std::string& problem) {
    app::QuickMatch match;
    auto rule = rules::parseMatchRule(o.rule);
    if (!rule) {
        problem = "--rule: '" + o.rule + "' (" + rules::matchRuleNames() + ")";
        return std::nullopt;
    }
    match.rule = *rule;
    if (!o.rules.empty()) {
        match.ruleSet = rules::RuleSet::parse(o.rules);
        if (!match.ruleSet) {
            problem = "--rules: '" + o.rules + "' (" + rules::RuleSet::names() + ")";
            return std::nullopt;
        }
    }
    if (o.board != 0) {
        match.boardSize = o.board;
    }
    match.first.name = o.first;
    match.second.name = o.second;
    match.timeControl = o.control;
    match.name = o.name;
    return match;
}

int roundOf(const model::EventState& state, int given) {
    const model::Round* current = state.currentRound();
    return given > 0 ? given : (current ? current->number : 1);
}

std::string clockText(const model::TableGame& game, std::int64_t now) {
    if (!game.clock) {
        return "";
    }
    clock::Milliseconds at(now);
    return "; clocks " + clock::formatClockTime(game.clock->remaining(clock::Seat::A, at)) + " - " +
           clock::formatClockTime(game.clock->remaining(clock::Seat::B, at)) + " (" +
           clock::formatClockControls(game.clock->setup().controls) + ")";
}

/// Ren (seed 002): the game's points, Black's first ("; points: Black 12, White 7").
std::string renPointsText(const model::TableGame& game) {
    std::optional<std::array<int, 2>> points = rules::boardPoints(game.game);
    if (!points) {
        return ""; // a family that scores no points
    }
    // The game's first player is Black in Ren.
    return "; points: Black " + std::to_string((*points)[0]) + ", White " +
           std::to_string((*points)[1]);
}

/// Prints a match table: its rule, both games with who moved first, their state and result,
/// and the match's result.
void printMatch(const model::EventState& state, const model::Table& table, std::int64_t now,
                std::ostream& out) {
    auto nameOf = [&](model::PlayerId id) {
        const model::Player* player = state.findPlayer(id);
        return player ? player->name : "?";
    };
    out << "table " << table.number << ": " << nameOf(table.first) << " - " << nameOf(table.second);
    if (!table.isMatch()) {
        out << " (one game)\nresult: "
            << (table.result ? app::tableResultSentence(state, table) : "*") << "\n";
        return;
    }
    out << ", match (" << rules::matchRuleName(*table.match) << ": "
        << rules::matchRuleTitle(*table.match) << ")\n";
    for (std::size_t i = 0; i < table.games.size(); ++i) {
        const model::TableGame& game = table.games[i];
        out << "game " << i + 1 << ": " << nameOf(game.first) << " Black, " << nameOf(game.second)
            << " White; ";
        if (game.result) {
            out << app::resultSentence(state, game);
        } else if (game.hasStarted()) {
            std::size_t moves = rules::moveCountOf(game.game);
            out << "in play, " << moves << " moves" << clockText(game, now);
        } else {
            out << "not started";
        }
        out << renPointsText(game) << "\n";
    }
    out << "match: "
        << (table.result ? app::tableResultSentence(state, table) + "; " + nameOf(table.first) +
                               " " + app::tableOwnScore(table, true) + ", " + nameOf(table.second) +
                               " " + app::tableOwnScore(table, false)
                         : std::string("* (both games need a result)"))
        << "\n";
}

void addMatchNew(CLI::App* match, EventContext& context) {
    auto* create = match->add_subcommand(
        "new", "Set up a single match at once: the event, both players, the round paired by "
               "hand, published and started (game 1's clock runs). FIRST is the beginner of a "
               "beginners' match (Black in both games; freestyle on 15x15, clocks handicap-1 "
               "and handicap-2)");
    auto o = std::make_shared<MatchOptions>();
    create->add_option("EVENT", context.eventPath, "the new event file (.renju)")->required();
    create->add_option("FIRST", o->first, "the first player (the beginner)")->required();
    create->add_option("SECOND", o->second, "the second player (the experienced one)")->required();
    create->add_option("--rule", o->rule,
                       "the match rule: " + rules::matchRuleNames() + " (default beginners)");
    create->add_option("--rules", o->rules,
                       "the rule set (default: freestyle for beginners, else renju)");
    create->add_option("--board", o->board, "the board, 15 or 19 (default: the set's)");
    create->add_option("--control", o->control,
                       "the time control of a game-points match (default rapid)");
    create->add_option("--name", o->name, "the event's name (default: the two names)");
    create->callback([&context, o] {
        std::string problem;
        auto quick = quickMatchOf(*o, problem);
        if (!quick) {
            context.fail(problem);
            return;
        }
        context.create(app::quickMatchCommands(*quick));
    });
}

} // namespace

void addMatchCommands(CLI::App& app, EventContext& context, bool withEventArgument) {
    auto* match = app.add_subcommand("match", "Matches of two games: set one up, start game 2, "
                                              "show a match");
    match->require_subcommand(1);
    if (withEventArgument) {
        addMatchNew(match, context);
    }
    auto* next = match->add_subcommand(
        "next", "Start game 2 of the match at TABLE once game 1 has its result (its clock "
                "starts for game 2's first player)");
    addEventArgument(next, context, withEventArgument);
    auto nextOptions = std::make_shared<MatchOptions>();
    next->add_option("TABLE", nextOptions->table, "the table (default 1)");
    next->add_option("--round", nextOptions->round, "the round (default: the current one)");
    next->callback([&context, nextOptions] {
        context.runBuilt([nextOptions](const model::EventState& state,
                                       std::string&) -> std::optional<app::Command> {
            return app::StartGame{roundOf(state, nextOptions->round), nextOptions->table, 2};
        });
    });
    auto* show = match->add_subcommand(
        "show", "Show the match at TABLE: both games, their results and the match's (read-only)");
    addEventArgument(show, context, withEventArgument);
    auto showOptions = std::make_shared<MatchOptions>();
    show->add_option("TABLE", showOptions->table, "the table (default 1)");
    show->add_option("--round", showOptions->round, "the round (default: the current one)");
    show->callback([&context, showOptions] {
        context.query([&context, showOptions](const app::EventSession& session, std::ostream& out) {
            const model::EventState& state = session.state();
            int number = roundOf(state, showOptions->round);
            const model::Round* round = state.findRound(number);
            const model::Table* table = round ? round->findTable(showOptions->table) : nullptr;
            if (!table) {
                context.fail("round " + std::to_string(number) + " has no table " +
                             std::to_string(showOptions->table));
                return;
            }
            printMatch(state, *table, context.eventTimeNow(session), out);
        });
    });
}

} // namespace renju::arbiter::cli
