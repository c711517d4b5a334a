// `renju-arbiter [EVENT.renju]`: the desktop application's command line (`renju-arbiter ren
// EVENT`, a quick Ren event in the same window: arbiter/platform/ren_main.cpp).
#include "arbiter/platform/gui_app.hpp"
#include "arbiter/platform/gui_command_line.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

namespace renju::arbiter::platform {

int runGui(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "ren") {
        return runRenGui(argc - 1, argv + 1); // a quick event of one Ren table
    }
    CLI::App command{"Renju Arbiter: the referee's application. Without a subcommand it opens "
                     "the desktop application on EVENT (created when missing); see "
                     "`renju-arbiter --help` for the command line."};
    GuiOptions options;
    std::string size;
    command
        .add_option("EVENT", options.eventPath,
                    "the event file (.renju), or postgresql://HOST[:PORT]/DB?event=NAME")
        ->required();
    command.add_option("--script", options.scriptPath, "replay a GUI script, then exit");
    command.add_option("--screenshot-dir", options.screenshotDir, "where `screenshot` writes");
    command.add_option("--size", size, "the window's size, e.g. 1280x800");
    command.add_option("--as", options.arbiter,
                       "the arbiter's name for the audit log (otherwise asked at the first change "
                       "and remembered for the event)");
    try {
        command.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return command.exit(error);
    }
    if (!size.empty() && !parseWindowSize(size, options.window)) {
        std::cerr << "error: --size wants WIDTHxHEIGHT, e.g. 1280x800, not '" << size << "'\n";
        return 2;
    }
    return runGuiApp(options, size);
}

int runGuiApp(GuiOptions& options, const std::string& size) {
    std::optional<GuiScript> script;
    if (!options.scriptPath.empty()) {
        script = readGuiScriptFile(options.scriptPath);
        if (!script) {
            return 2;
        }
    } else {
        options.window.isMaximized = size.empty();
    }
    try {
        GuiApp application(options);
        if (script) {
            return application.runScript(*script, options.screenshotDir);
        }
        application.runInteractive();
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 1;
    }
}

} // namespace renju::arbiter::platform
