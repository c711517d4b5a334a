#include "game_helpers.hpp"

#include "rules/game_script.hpp"

#include <stdexcept>

namespace renju::rules::test {

namespace {

GameScript parseOrThrow(std::string_view script) {
    GameScript parsed = parseGameScript(script);
    if (!parsed.errors.empty()) {
        throw std::invalid_argument("test script line " +
                                    std::to_string(parsed.errors[0].lineNumber) + ": " +
                                    parsed.errors[0].message);
    }
    return parsed;
}

} // namespace

Played play(std::string_view script) {
    GameScript parsed = parseOrThrow(script);
    Played played{Game(parsed.rules), {}};
    for (const ScriptLine& line : parsed.lines) {
        played.lines.push_back(formatOutcome(played.game.apply(line.event)));
    }
    return played;
}

std::string more(Played& played, std::string_view script) {
    // The events are read on the game's board.
    const GameRules& rules = played.game.gameRules();
    GameScript parsed = parseOrThrow("rules " + std::string(rules.set.name()) + "\nboard " +
                                     std::to_string(rules.boardSize) + "\n" + std::string(script));
    for (const ScriptLine& line : parsed.lines) {
        played.lines.push_back(formatOutcome(played.game.apply(line.event)));
    }
    return played.lines.empty() ? std::string() : played.lines.back();
}

} // namespace renju::rules::test
