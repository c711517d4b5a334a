#pragma once

#include "rules/game_event.hpp"

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace renju::rules {

/// How an event was taken.
enum class OutcomeKind { Accepted, Refused, ClaimUpheld, ClaimRefused };

/// The answer to an event: accepted (recorded), refused (nothing changed), or a claim with
/// the software's ruling. `clause` is "-" where no clause applies.
struct EventOutcome {
    OutcomeKind kind = OutcomeKind::Accepted;
    std::string clause;
    std::string text;

    bool isRecorded() const { return kind != OutcomeKind::Refused; }
};

/// Returns "refused", "claim upheld" and so on followed by the clause, as the replay command
/// prints an outcome: `refused (12.9): ...`, `claim upheld (9.2): ...`, or just the text.
std::string formatOutcome(const EventOutcome& outcome);

/// The part every game family shares: the record of events as entered (undo entries
/// included), the events in effect, and undo by replay. A game family derives from
/// `RecordedGame<Family>` and gives it two private members (the base is a friend):
/// `EventOutcome dispatch(const GameEvent&)`, which checks and applies one event to the
/// family's state, and `void restart()`, which puts the state back to the start of the game;
/// and a constant `kUndoClause`, the clause an undo with nothing to take back is refused under.
/// Undo is never a family's own business: it replays the events in effect, one at a time, so
/// each sees the record as it was when it was first applied (a draw offer reads the event
/// before it), and the rules being deterministic, each is accepted again.
template <class Family>
class RecordedGame {
public:
    /// Checks and applies one event; `undo` takes back the last event in effect. Refused
    /// events change nothing and are not recorded.
    EventOutcome apply(const GameEvent& event) {
        if (std::holds_alternative<UndoEvent>(event)) {
            return undo();
        }
        EventOutcome outcome = family().dispatch(event);
        if (outcome.isRecorded()) {
            m_effective.push_back(event);
            m_record.push_back(event);
        }
        return outcome;
    }

    /// Returns every recorded event in order, undo entries included.
    const std::vector<GameEvent>& record() const { return m_record; }
    /// Returns the events in effect (the record with undone events removed).
    const std::vector<GameEvent>& effectiveEvents() const { return m_effective; }

protected:
    RecordedGame() = default;

private:
    Family& family() { return static_cast<Family&>(*this); }

    EventOutcome undo() {
        if (m_effective.empty()) {
            return EventOutcome{OutcomeKind::Refused, Family::kUndoClause,
                                "there is nothing to undo"};
        }
        std::string undone = formatEvent(m_effective.back());
        m_effective.pop_back();
        std::vector<GameEvent> events = std::move(m_effective);
        m_effective.clear();
        family().restart();
        for (GameEvent& event : events) {
            family().dispatch(event); // accepted before, so accepted again
            m_effective.push_back(std::move(event));
        }
        m_record.emplace_back(UndoEvent{});
        return EventOutcome{OutcomeKind::Accepted, "",
                            "undo: takes back '" + undone + "'; the correction is recorded"};
    }

    std::vector<GameEvent> m_record;
    std::vector<GameEvent> m_effective;
};

} // namespace renju::rules
