#pragma once

#include "rules/game.hpp"
#include "rules/ren/ren_game.hpp"

#include <array>
#include <concepts>
#include <cstddef>
#include <optional>
#include <variant>

namespace renju::rules {

/// What a table needs of a game, whatever its family: apply an event (undo by replay comes
/// from `RecordedGame`), the result, who must act, whose flag has fallen, the colours of the
/// players and the rules it plays. Everything else a family shows (a board of intersections or
/// of squares, claims, points) is read through a visit of `AnyGame`, so that a surface that
/// does not handle a family does not compile.
template <class G>
concept PlayedGame = requires(G game, const G& shown, const GameEvent& event, Player player,
                              Stone colour) {
    { game.apply(event) } -> std::same_as<EventOutcome>;
    { shown.record() } -> std::same_as<const std::vector<GameEvent>&>;
    { shown.effectiveEvents() } -> std::same_as<const std::vector<GameEvent>&>;
    { shown.gameRules() } -> std::same_as<const GameRules&>;
    { shown.result() } -> std::same_as<GameResult>;
    { shown.playerToAct() } -> std::same_as<Player>;
    { shown.isAwaitingRuling() } -> std::same_as<bool>;
    { shown.hasFlagFallen(player) } -> std::same_as<bool>;
    { shown.colourOf(player) } -> std::same_as<Stone>;
    { shown.playerOf(colour) } -> std::same_as<Player>;
    { shown.moveCount() } -> std::same_as<std::size_t>;
    { shown.moverOf(std::size_t{}) } -> std::same_as<Player>;
    { shown.movesPlayed() } -> std::same_as<std::vector<Move>>;
};

/// One game of any family. A third family is a folder of its own, a type satisfying
/// `PlayedGame` added here, and a line in `newGame`.
using AnyGame = std::variant<Game, RenGame>;

static_assert(PlayedGame<Game>);
static_assert(PlayedGame<RenGame>);

/// Returns a new game of the family `rules.set` belongs to (callers check
/// findGameRulesProblem() first).
AnyGame newGame(const GameRules& rules);

/// Returns a new game under the same rules as `game`, with nothing played.
AnyGame restartedGame(const AnyGame& game);

/// Returns the rules `game` plays.
const GameRules& gameRulesOf(const AnyGame& game);
/// Returns the game's result (`* *` while it goes on).
GameResult resultOf(const AnyGame& game);
/// Returns the number of moves in effect, passes included.
std::size_t moveCountOf(const AnyGame& game);
/// Returns the colour `player` holds now.
Stone colourOf(const AnyGame& game, Player player);
/// Returns the events in effect (the record without what undo took back).
const std::vector<GameEvent>& effectiveEventsOf(const AnyGame& game);
/// Returns every recorded event in order, undo entries included.
const std::vector<GameEvent>& recordOf(const AnyGame& game);
/// Returns the player who must act now.
Player playerToActOf(const AnyGame& game);
/// Returns the moves in effect as points (squares in Ren) and passes, in order.
std::vector<Move> movesOf(const AnyGame& game);
/// Returns the player who made move `index` (0-based) of the moves in effect.
Player moverOf(const AnyGame& game, std::size_t index);
/// Returns the player who holds `colour` now.
Player playerOf(const AnyGame& game, Stone colour);
/// Returns true while a claim awaits the arbiter's ruling (play is stopped, 9.6).
bool isAwaitingRuling(const AnyGame& game);

/// Returns the points each player has scored on the board, the game's first player's first,
/// in a family that scores them (Ren); nothing in one that does not (five-in-a-row).
std::optional<std::array<int, 2>> boardPoints(const AnyGame& game);

} // namespace renju::rules
