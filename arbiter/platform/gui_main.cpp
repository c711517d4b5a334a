// `renju-arbiter [EVENT.renju]`: the desktop application's command line (`renju-arbiter ren
// GAME`: the Ren window, arbiter/platform/ren_main.cpp).
#include "arbiter/platform/gui_app.hpp"
#include "arbiter/platform/ren_window.hpp"

#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

namespace renju::arbiter::platform {

namespace {

bool parseSize(const std::string& text, WindowOptions& window) {
    std::size_t x = text.find('x');
    if (x == std::string::npos) {
        return false;
    }
    try {
        window.width = std::stoi(text.substr(0, x));
        window.height = std::stoi(text.substr(x + 1));
    } catch (const std::exception&) {
        return false;
    }
    return window.width >= 320 && window.height >= 240;
}

std::optional<GuiScript> readScript(const std::string& path) {
    std::ifstream input(path);
    if (!input) {
        std::cerr << "error: cannot read the script " << path << "\n";
        return std::nullopt;
    }
    std::ostringstream text;
    text << input.rdbuf();
    GuiScript script = parseGuiScript(text.str());
    for (const std::string& error : script.errors) {
        std::cerr << path << ": " << error << "\n";
    }
    return script.errors.empty() ? std::optional(script) : std::nullopt;
}

} // namespace

int runGui(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "ren") {
        return runRenGui(argc - 1, argv + 1); // one game of Ren, outside any event
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
    if (!size.empty() && !parseSize(size, options.window)) {
        std::cerr << "error: --size wants WIDTHxHEIGHT, e.g. 1280x800, not '" << size << "'\n";
        return 2;
    }
    std::optional<GuiScript> script;
    if (!options.scriptPath.empty()) {
        script = readScript(options.scriptPath);
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
