#pragma once

#include "rules/game.hpp"
#include "rules/ren_move.hpp"
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
class RenGame {
public:
    /// A game under `rules` (set ren; callers check findGameRulesProblem() first).
    explicit RenGame(const GameRules& rules);

    /// Checks and applies one event; refused events change nothing.
    EventOutcome apply(const GameEvent& event);

    /// Returns every recorded event in order, undo entries included.
    const std::vector<GameEvent>& record() const { return m_record; }
    /// Returns the events in effect (the record with undone events removed).
    const std::vector<GameEvent>& effectiveEvents() const { return m_effective; }

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

    EventOutcome dispatch(const GameEvent& event);
    EventOutcome undo();
    EventOutcome onMove(const Move& move);
    EventOutcome onPress();
    EventOutcome onFlag(const FlagEvent& event);
    EventOutcome onResign(const ResignEvent& event);

    GameRules m_rules;
    State m_state;
    std::vector<GameEvent> m_record;
    std::vector<GameEvent> m_effective;
};

} // namespace renju::rules
