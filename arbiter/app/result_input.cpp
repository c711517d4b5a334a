#include "arbiter/app/result_input.hpp"

#include "rules/ascii_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace renju::arbiter::app {

namespace {

using model::ResultCode;

/// The words a referee may type instead of a code; each names the colour, never a seat.
constexpr std::array<std::pair<std::string_view, ResultCode>, 8> kWords = {{
    {"black", ResultCode::FirstWins},
    {"white", ResultCode::SecondWins},
    {"draw", ResultCode::Draw},
    {"½-½", ResultCode::Draw},
    {"1/2-1/2", ResultCode::Draw},
    {"white-absent", ResultCode::FirstForfeit},
    {"black-absent", ResultCode::SecondForfeit},
    {"both-absent", ResultCode::DoubleForfeit},
}};

} // namespace

std::optional<ResultCode> parseResultByColour(std::string_view text, std::string& problem) {
    std::string word = rules::asciiLowered(text);
    if (auto code = model::parseResultCode(word)) {
        return code;
    }
    for (const auto& [name, code] : kWords) {
        if (word == name) {
            return code;
        }
    }
    problem = "'" + std::string(text) + "' is not a result: " + resultByColourHelp();
    return std::nullopt;
}

std::string resultByColourHelp() {
    return "give it by colour, Black's score first: 1-0 (or black), 0-1 (or white), 0.5-0.5 "
           "(or draw); a game not played by the tentative colours: 1-0f (white-absent), 0-1f "
           "(black-absent), 0-0f (both-absent)";
}

model::ResultCode byColourInGameOrder(const model::TableGame& game, model::ResultCode code) {
    bool isFirstBlack = model::isForfeit(code) ||
                        rules::colourOf(game.game, rules::Player::First) == rules::Stone::Black;
    return isFirstBlack ? code : model::exchangedCode(code);
}

} // namespace renju::arbiter::app
