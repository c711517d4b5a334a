#include "arbiter/cli/replay_command.hpp"

#include "arbiter/cli/commands.hpp"
#include "rules/game_families.hpp"
#include "rules/game_script.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

namespace renju::arbiter::cli {

int runReplay(std::string_view script, const std::string& name, std::ostream& out,
              std::ostream& err) {
    rules::GameScript parsed = rules::parseGameScript(script);
    if (!parsed.errors.empty()) {
        for (const rules::ScriptError& error : parsed.errors) {
            err << name << ":" << error.lineNumber << ": " << error.message << "\n";
        }
        return 2;
    }
    rules::AnyGame game = rules::newGame(parsed.rules);
    std::visit(
        [&](rules::PlayedGame auto& played) {
            for (const rules::ScriptLine& line : parsed.lines) {
                out << rules::formatOutcome(played.apply(line.event)) << "\n";
            }
        },
        game);
    if (auto points = rules::boardPoints(game)) { // a family that scores points (Ren)
        out << "score: " << (*points)[0] << " " << (*points)[1] << "\n";
    }
    out << "result: " << rules::formatResult(rules::resultOf(game)) << "\n";
    return 0;
}

void addReplayCommand(CLI::App& app, int& status) {
    auto* command = app.add_subcommand(
        "replay", "Replay a game script and print what the rules say about every event");
    auto file = std::make_shared<std::string>();
    command->add_option("FILE", *file, "the script, or - for standard input")->required();
    command->callback([file, &status] {
        std::ostringstream text;
        if (*file == "-") {
            text << std::cin.rdbuf();
        } else {
            std::ifstream input(*file, std::ios::binary);
            if (!input) {
                std::cerr << "error: cannot open " << *file << "\n";
                status = 2;
                return;
            }
            text << input.rdbuf();
        }
        status = runReplay(text.str(), *file == "-" ? "stdin" : *file, std::cout, std::cerr);
    });
}

} // namespace renju::arbiter::cli
