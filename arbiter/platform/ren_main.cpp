// `renju-arbiter ren EVENT [options]`: a game of Ren (seed 002) at one board, in the referee's
// window. A new EVENT is a quick event of one table: the two players, a two-game match under
// total-points, round 1 started; the window opens at its Table view. Everything is an ordinary
// event (one journal, one window, one script runner).
#include "arbiter/app/quick_match.hpp"
#include "arbiter/platform/gui_app.hpp"
#include "arbiter/platform/gui_command_line.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

namespace renju::arbiter::platform {

namespace {

/// The players and rules of a new Ren event, from the command line.
struct RenOptions {
    int board = 10;
    int ruiLimit = rules::kRenDefaultRuiLimit;
    int lead = 0;
    std::string black = "Black";
    std::string white = "White";
    std::string control = "rapid";
};

app::QuickMatch renMatch(const RenOptions& options) {
    app::QuickMatch match;
    match.first.name = options.black; // the first player is Black in game 1 (seed 002)
    match.second.name = options.white;
    match.rule = rules::MatchRule::TotalPoints;
    match.ruleSet = rules::RuleSet::parse("ren");
    match.boardSize = options.board;
    match.renVariants.ruiLimit = options.ruiLimit;
    if (options.lead > 0) {
        match.renVariants.lead = options.lead;
    }
    match.timeControl = options.control;
    return match;
}

} // namespace

int runRenGui(int argc, char** argv) {
    CLI::App command{"renju-arbiter ren: a game of Ren (seed 002) at one board in the referee's "
                     "window. A new EVENT is a quick event of one table (a two-game match under "
                     "total-points, round 1 started); an existing one opens as it is"};
    GuiOptions options;
    RenOptions ren;
    std::string size;
    command.add_option("EVENT", options.eventPath, "the event file (.renju), created when missing")
        ->required();
    command.add_option("--board", ren.board, "a new event's board: 8 or 10 squares (default 10)")
        ->check(CLI::IsMember({8, 10}));
    command.add_option("--rui-limit", ren.ruiLimit,
                       "a new event's rui limit (default 3; variant a: 5)");
    command.add_option("--lead", ren.lead, "a new event's lead that wins at once (variant b: 6)");
    command.add_option("--black", ren.black, "the first player (Black in game 1)");
    command.add_option("--white", ren.white, "the second player");
    command.add_option("--control", ren.control, "a new event's time control (default rapid)");
    command.add_option("--as", options.arbiter, "the arbiter's name for the audit log");
    command.add_option("--script", options.scriptPath, "replay a GUI script, then exit");
    command.add_option("--screenshot-dir", options.screenshotDir, "where `screenshot` writes");
    command.add_option("--size", size, "the window's size, e.g. 1280x800");
    try {
        command.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return command.exit(error);
    }
    app::QuickMatch match = renMatch(ren);
    rules::GameRules rules = rules::defaultGameRules(*match.ruleSet);
    rules.boardSize = ren.board;
    rules.ren = match.renVariants;
    if (auto problem = rules::findGameRulesProblem(rules)) {
        std::cerr << "error: " << *problem << "\n";
        return 2;
    }
    if (!size.empty() && !parseWindowSize(size, options.window)) {
        std::cerr << "error: --size wants WIDTHxHEIGHT, e.g. 1280x800, not '" << size << "'\n";
        return 2;
    }
    options.newEventCommands = app::quickMatchCommands(match);
    options.firstView = ui::ViewId::Table;
    return runGuiApp(options, size);
}

} // namespace renju::arbiter::platform
