// `renju-arbiter ren GAME [options]`: the Ren window's command line.
#include "arbiter/platform/gui_command_line.hpp"
#include "arbiter/platform/ren_window.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

namespace renju::arbiter::platform {

int runRenGui(int argc, char** argv) {
    CLI::App command{"renju-arbiter ren: one game of Ren (seed 002) at one board in a window, "
                     "outside any event; every event is saved to GAME, a replay script that "
                     "`renju-arbiter replay` and `print ren-record --script` read"};
    RenWindowOptions options;
    options.rules = rules::defaultGameRules(*rules::RuleSet::parse("ren"));
    std::string scriptPath;
    std::string screenshotDir;
    std::string size;
    int lead = 0;
    command.add_option("GAME", options.gamePath, "the game file (created when missing)")
        ->required();
    command.add_option("--board", options.rules.boardSize, "a new game's board: 8 or 10")
        ->check(CLI::IsMember({8, 10}));
    command.add_option("--rui-limit", options.rules.ren.ruiLimit,
                       "a new game's rui limit (default 3; variant a: 5)");
    command.add_option("--lead", lead, "a new game's lead that wins at once (variant b: 6)");
    command.add_option("--black", options.black, "Black's name");
    command.add_option("--white", options.white, "White's name");
    command.add_option("--script", scriptPath, "replay a GUI script, then exit");
    command.add_option("--screenshot-dir", screenshotDir, "where `screenshot` writes");
    command.add_option("--size", size, "the window's size, e.g. 1280x800");
    try {
        command.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return command.exit(error);
    }
    if (lead > 0) {
        options.rules.ren.lead = lead;
    }
    if (auto problem = rules::findGameRulesProblem(options.rules)) {
        std::cerr << "error: " << *problem << "\n";
        return 2;
    }
    if (!size.empty() && !parseWindowSize(size, options.window)) {
        std::cerr << "error: --size wants WIDTHxHEIGHT, e.g. 1280x800, not '" << size << "'\n";
        return 2;
    }
    std::optional<GuiScript> script;
    if (!scriptPath.empty() && !(script = readGuiScriptFile(scriptPath))) {
        return 2;
    }
    options.window.isMaximized = !script && size.empty();
    try {
        RenWindowApp application(options);
        if (script) {
            return application.runScript(*script, screenshotDir);
        }
        application.runInteractive();
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 1;
    }
}

} // namespace renju::arbiter::platform
