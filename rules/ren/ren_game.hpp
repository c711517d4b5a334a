#pragma once

#include "rules/recorded_game.hpp"
#include "rules/ren/ren_move.hpp"
#include "rules/rule_set.hpp"

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace renju::rules {

/// One game of Ren (seed 002) at one board, as a referee mirrors it: the same events and
/// outcomes as a five-in-a-row `Game` (a square is a `StoneEvent`), checked against RULES.md's
/// section on Ren and recorded or refused. A square is a placement when empty and a rui
/// replacement when it holds one of the opponent's current rui stones; `pass`, `resign`,
/// `undo` (recorded, never erased: the game is replayed without the last event), and the clock
/// events `press` and `flag` (a flag ends the game: Ren has no claims). Every refusal has the
/// clause "ren" and changes nothing; every event after the end is refused, except `undo`.
class RenGame : public RecordedGame<RenGame> {
public:
    /// A game under `rules` (set ren; callers check findGameRulesProblem() first).
    explicit RenGame(const GameRules& rules);

    const GameRules& gameRules() const { return m_rules; }
    const RenVariants& variants() const { return m_rules.ren; }
    const RenPosition& position() const { return m_state.position; }
    const RenBoard& board() const { return m_state.position.board; }
    /// Returns what each move in effect did, in order.
    const std::vector<RenMoveReport>& moves() const { return m_state.moves; }
    GameResult result() const { return m_state.position.result; }
    /// Returns the points `colour` has scored.
    int score(Stone colour) const { return m_state.position.score(colour); }
    /// Returns the colour of the next move.
    Stone colourToMove() const { return m_state.position.toMove; }
    /// Returns the colour of the last move, press or pass: nothing before the first move.
    std::optional<Stone> lastActor() const { return m_state.lastActor; }
    /// Returns true when the last mover has pressed the clock since their move.
    bool isPressed() const { return m_state.isPressed; }
    bool hasFlagFallen(Stone colour) const { return m_state.flagDown[renSide(colour)]; }

    // The interface every game family gives a table (rules/game_families.hpp). In Ren the
    // game's first player is Black (seed 002: Black moves first) and colours never change.

    /// Returns the colour `player` holds: the first player Black.
    static Stone colourOf(Player player) {
        return player == Player::First ? Stone::Black : Stone::White;
    }
    /// Returns the player who holds `colour`.
    static Player playerOf(Stone colour) {
        return colour == Stone::Black ? Player::First : Player::Second;
    }
    bool hasFlagFallen(Player player) const { return hasFlagFallen(colourOf(player)); }
    /// Returns the player whose turn it is (the one whose clock must run).
    Player playerToAct() const { return playerOf(colourToMove()); }
    /// Ren has no claims: nothing ever waits for a ruling.
    bool isAwaitingRuling() const { return false; }
    /// Returns the number of moves in effect, passes included.
    std::size_t moveCount() const { return m_state.moves.size(); }
    /// Returns the player who made move `index` (0-based) of the moves in effect.
    Player moverOf(std::size_t index) const { return playerOf(m_state.moves[index].colour); }
    /// Returns the moves in effect as squares and passes, in order.
    std::vector<Move> movesPlayed() const;

    /// Returns, for every stone on the board, the number of the move that put it on its
    /// square (a replacement and a niban take their move's number), ordered by square.
    std::map<Point, int> stoneNumbers() const;

private:
    struct State {
        RenPosition position;
        std::vector<RenMoveReport> moves;
        std::optional<Stone> lastActor;
        bool isPressed = false;
        std::array<bool, 2> flagDown{};
    };

    friend class RecordedGame<RenGame>;
    /// Every refusal of a Ren game names the game as its clause, an undo's too.
    static constexpr const char* kUndoClause = "ren";
    EventOutcome dispatch(const GameEvent& event);
    void restart();
    EventOutcome onMove(const Move& move);
    EventOutcome onPress();
    EventOutcome onFlag(const FlagEvent& event);
    EventOutcome onResign(const ResignEvent& event);

    GameRules m_rules;
    State m_state;
};

} // namespace renju::rules
