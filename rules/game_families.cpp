#include "rules/game_families.hpp"

#include "rules/overloaded.hpp"

namespace renju::rules {

AnyGame newGame(const GameRules& rules) {
    switch (rules.set.family()) {
    case GameFamily::FiveInARow:
        break;
    case GameFamily::Ren:
        return AnyGame{std::in_place_type<RenGame>, rules};
    }
    return AnyGame{std::in_place_type<Game>, rules};
}

AnyGame restartedGame(const AnyGame& game) {
    return newGame(gameRulesOf(game));
}

const GameRules& gameRulesOf(const AnyGame& game) {
    return std::visit(
        [](const PlayedGame auto& played) -> const GameRules& { return played.gameRules(); }, game);
}

GameResult resultOf(const AnyGame& game) {
    return std::visit([](const PlayedGame auto& played) { return played.result(); }, game);
}

std::size_t moveCountOf(const AnyGame& game) {
    return std::visit([](const PlayedGame auto& played) { return played.moveCount(); }, game);
}

Stone colourOf(const AnyGame& game, Player player) {
    return std::visit([player](const PlayedGame auto& played) { return played.colourOf(player); },
                      game);
}

Player playerToActOf(const AnyGame& game) {
    return std::visit([](const PlayedGame auto& played) { return played.playerToAct(); }, game);
}

std::vector<Move> movesOf(const AnyGame& game) {
    return std::visit([](const PlayedGame auto& played) { return played.movesPlayed(); }, game);
}

Player moverOf(const AnyGame& game, std::size_t index) {
    return std::visit([index](const PlayedGame auto& played) { return played.moverOf(index); },
                      game);
}

const std::vector<GameEvent>& effectiveEventsOf(const AnyGame& game) {
    return std::visit(
        [](const PlayedGame auto& played) -> const std::vector<GameEvent>& {
            return played.effectiveEvents();
        },
        game);
}

const std::vector<GameEvent>& recordOf(const AnyGame& game) {
    return std::visit(
        [](const PlayedGame auto& played) -> const std::vector<GameEvent>& {
            return played.record();
        },
        game);
}

Player playerOf(const AnyGame& game, Stone colour) {
    return std::visit([colour](const PlayedGame auto& played) { return played.playerOf(colour); },
                      game);
}

bool isAwaitingRuling(const AnyGame& game) {
    return std::visit([](const PlayedGame auto& played) { return played.isAwaitingRuling(); },
                      game);
}

std::optional<std::array<int, 2>> boardPoints(const AnyGame& game) {
    return std::visit(
        Overloaded{[](const Game&) -> std::optional<std::array<int, 2>> {
                       return std::nullopt; // five-in-a-row scores no points
                   },
                   [](const RenGame& ren) -> std::optional<std::array<int, 2>> {
                       return std::array<int, 2>{ren.score(Stone::Black), ren.score(Stone::White)};
                   }},
        game);
}

} // namespace renju::rules
