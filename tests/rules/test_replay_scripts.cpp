// The replay scripts of tests/cli/replay, played through the library: the same lines the CLI
// prints (the CLI test checks them again through the executable).
#include "rules/game.hpp"
#include "rules/game_script.hpp"
#include "rules/ren/ren_game.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <type_traits>

using namespace renju::rules;

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// Returns the expected standard output: the .expected file without stderr and exit lines.
std::string expectedOutput(const std::filesystem::path& path) {
    std::istringstream lines(readFile(path));
    std::string line;
    std::string output;
    while (std::getline(lines, line)) {
        if (line.rfind("stderr: ", 0) != 0 && line.rfind("exit ", 0) != 0) {
            output += line + "\n";
        }
    }
    return output;
}

/// Returns the lines `replay` prints for a script: one per event, Ren's score, the result.
template <class GameType>
std::string replayed(const GameScript& script) {
    GameType game(script.rules);
    std::string output;
    for (const ScriptLine& line : script.lines) {
        output += formatOutcome(game.apply(line.event)) + "\n";
    }
    if constexpr (std::is_same_v<GameType, RenGame>) {
        output += "score: " + std::to_string(game.score(Stone::Black)) + " " +
                  std::to_string(game.score(Stone::White)) + "\n";
    }
    return output + "result: " + formatResult(game.result()) + "\n";
}

} // namespace

TEST_CASE("Replay scripts: the library gives the lines of the golden files", "[script][golden]") {
    int scripts = 0;
    for (const auto& entry : std::filesystem::directory_iterator(RENJU_REPLAY_SCRIPTS_DIR)) {
        if (entry.path().extension() != ".game") {
            continue;
        }
        CAPTURE(entry.path().filename().string());
        GameScript script = parseGameScript(readFile(entry.path()));
        std::filesystem::path expected = entry.path();
        expected.replace_extension(".expected");
        if (!script.errors.empty()) {
            CHECK(expectedOutput(expected).empty()); // a script with errors prints nothing
            continue;
        }
        std::string output = script.rules.set.family() == GameFamily::Ren
                                 ? replayed<RenGame>(script)
                                 : replayed<Game>(script);
        CHECK(output == expectedOutput(expected));
        ++scripts;
    }
    CHECK(scripts >= 4);
}
