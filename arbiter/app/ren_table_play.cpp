// A game of Ren (seed 002) at a table of an event: the same entries as a five-in-a-row game
// (board events with the clock following the player to move), played on the RenGame.
#include "arbiter/app/ren_table_play.hpp"

#include "rules/game.hpp"

namespace renju::arbiter::app {

namespace {

using clock::Milliseconds;
using clock::Seat;

// In Ren the game's first player is Black (seed 002: Black moves first): seat A.
Seat seatOf(rules::Stone colour) {
    return colour == rules::Stone::Black ? Seat::A : Seat::B;
}

rules::Stone colourOf(Seat seat) {
    return seat == Seat::A ? rules::Stone::Black : rules::Stone::White;
}

bool isRunning(const model::TableGame& game, std::int64_t now) {
    return game.clock &&
           game.clock->stateAt(Milliseconds(now)).status == clock::ClockStatus::Running;
}

/// Records in the game the flags that have fallen on the clock by `now`: the first ends the
/// game (docs/ren.md, "Time"). They are facts of the clock: a replay finds them again.
bool hasUnrecordedFlags(const model::TableGame& game, std::int64_t now) {
    if (!game.clock || game.ren->result().isOver()) {
        return false;
    }
    clock::FlagOrder flags = game.clock->flags(Milliseconds(now));
    return flags.count > 0 && !game.ren->hasFlagFallen(colourOf(flags.falls[0].seat));
}

void recordFallenFlags(model::TableGame& game, std::int64_t now) {
    if (!game.clock) {
        return;
    }
    clock::FlagOrder flags = game.clock->flags(Milliseconds(now));
    for (int i = 0; i < flags.count && !game.ren->result().isOver(); ++i) {
        const clock::FlagFall& fall = flags.falls[static_cast<std::size_t>(i)];
        game.ren->apply(rules::FlagEvent{colourOf(fall.seat), fall.movesShort});
    }
}

std::string refusalText(const clock::Refusal& refusal) {
    return refusal.clause.empty() ? refusal.reason
                                  : std::string(refusal.clause) + ": " + refusal.reason;
}

/// Sets or clears the game's result from the Ren game's end (and stops its clock).
void settleRenResult(model::TableGame& game, std::int64_t now, TableStep& step) {
    std::optional<model::TableResult> ended = resultFromRenGame(*game.ren);
    if (ended) {
        if (isRunning(game, now)) {
            game.clock->pause(Milliseconds(now));
        }
        step.hasGameEnded = !game.result || game.result->code != ended->code;
        game.result = ended;
    } else if (game.result && game.result->isFromGame) {
        game.result.reset(); // an undo reopened the game
    }
}

/// Makes the running seat follow the colour to move, without counting a move.
void followColourToMove(model::TableGame& game, std::int64_t now) {
    if (!isRunning(game, now) || game.ren->result().isOver()) {
        return;
    }
    Seat expected = seatOf(game.ren->colourToMove());
    if (game.clock->stateAt(Milliseconds(now)).running != expected) {
        game.clock->setNext(expected, Milliseconds(now));
    }
}

} // namespace

TableStep playRenBoardEvent(model::TableGame& game, const rules::GameEvent& event,
                            std::int64_t now) {
    // Flags that fell since the last entry are recorded first, on a copy (that rare case), so
    // that a refusal changes nothing; every other refusal comes before the first change.
    std::optional<model::TableGame> copy;
    if (hasUnrecordedFlags(game, now)) {
        copy = game;
        recordFallenFlags(*copy, now);
    }
    model::TableGame& working = copy ? *copy : game;
    bool isPress = std::holds_alternative<rules::PressEvent>(event) && working.clock;
    if (isPress && !working.ren->result().isOver()) {
        if (auto pressRefusal = working.clock->pressRefusal(Milliseconds(now))) {
            return TableStep{false, refusalText(*pressRefusal), false, false, {}};
        }
    }
    rules::EventOutcome outcome = working.ren->apply(event);
    if (outcome.kind == rules::OutcomeKind::Refused) {
        return TableStep{false, outcome.clause + ": " + outcome.text, false, false, {}};
    }
    if (isPress) {
        working.clock->press(Milliseconds(now)); // checked above: accepted
    }
    followColourToMove(working, now);
    TableStep step{true, rules::formatOutcome(outcome), false, false, {}};
    settleRenResult(working, now, step);
    working.history.push_back(model::TableEntry{now, event});
    if (copy) {
        game = std::move(*copy);
    }
    return step;
}

std::optional<model::TableResult> resultFromRenGame(const rules::RenGame& game) {
    rules::GameResult result = game.result();
    if (result.score == rules::Score::Unfinished) {
        return std::nullopt;
    }
    model::ResultCode code = result.score == rules::Score::Draw ? model::ResultCode::Draw
                             : result.score == rules::Score::BlackWins
                                 ? model::ResultCode::FirstWins
                                 : model::ResultCode::SecondWins;
    return model::TableResult{code, rules::reasonCode(result.reason), true};
}

std::array<int, 2> renPointsInGameOrder(const model::TableGame& game) {
    if (!game.ren) {
        return {0, 0};
    }
    return {game.ren->score(rules::Stone::Black), game.ren->score(rules::Stone::White)};
}

} // namespace renju::arbiter::app
