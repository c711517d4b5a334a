// What happens at one table: board events (with the clock following who must act), the
// arbiter's clock actions, results, and the recovery after an unclean shutdown.
#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/application.hpp"
#include "rules/game_script.hpp"

namespace renju::arbiter::app {

namespace {

using clock::Milliseconds;
using clock::Seat;

Seat seatOf(rules::Player player) {
    return player == rules::Player::First ? Seat::A : Seat::B;
}

rules::Player playerOf(Seat seat) {
    return seat == Seat::A ? rules::Player::First : rules::Player::Second;
}

std::string tableText(int round, int table) {
    return "round " + std::to_string(round) + " table " + std::to_string(table);
}

bool isRunning(const model::Table& table, std::int64_t now) {
    return table.clock &&
           table.clock->stateAt(Milliseconds(now)).status == clock::ClockStatus::Running;
}

/// True when a flag has fallen on the clock by `now` that the game does not know yet.
bool hasUnrecordedFlags(const model::Table& table, std::int64_t now) {
    if (!table.clock || table.game.result().isOver()) {
        return false;
    }
    clock::FlagOrder flags = table.clock->flags(Milliseconds(now));
    for (int i = 0; i < flags.count; ++i) {
        if (!table.game.hasFlagFallen(playerOf(flags.falls[static_cast<std::size_t>(i)].seat))) {
            return true;
        }
    }
    return false;
}

/// Records in the game the flags that have fallen on the clock by `now` (9.4, 10.4).
void recordFallenFlags(model::Table& table, std::int64_t now) {
    if (!table.clock) {
        return;
    }
    clock::FlagOrder flags = table.clock->flags(Milliseconds(now));
    for (int i = 0; i < flags.count; ++i) {
        const clock::FlagFall& fall = flags.falls[static_cast<std::size_t>(i)];
        rules::Player player = playerOf(fall.seat);
        if (!table.game.hasFlagFallen(player) && !table.game.result().isOver()) {
            table.game.apply(rules::FlagEvent{table.game.colourOf(player), fall.movesShort});
        }
    }
}

/// Makes the running seat follow the player the game expects (12.7), without counting a move.
void followExpectation(model::Table& table, std::int64_t now) {
    if (!isRunning(table, now) || table.game.result().isOver()) {
        return;
    }
    Seat expected = seatOf(table.game.expectation().player);
    if (table.clock->stateAt(Milliseconds(now)).running != expected) {
        table.clock->setNext(expected, Milliseconds(now));
    }
}

/// Returns the table result the game's end gives, or nothing (unfinished, or void).
std::optional<model::TableResult> resultFromGame(const rules::Game& game) {
    rules::GameResult result = game.result();
    if (result.score == rules::Score::Unfinished) {
        return std::nullopt;
    }
    model::ResultCode code = model::ResultCode::Draw;
    if (result.score != rules::Score::Draw) {
        rules::Stone winner =
            result.score == rules::Score::BlackWins ? rules::Stone::Black : rules::Stone::White;
        code = game.playerOf(winner) == rules::Player::First ? model::ResultCode::FirstWins
                                                             : model::ResultCode::SecondWins;
    }
    return model::TableResult{code, rules::reasonCode(result.reason), true};
}

std::optional<clock::Absence> parseAbsence(const std::string& text) {
    if (text == "none") {
        return clock::Absence::None;
    }
    if (text == "A" || text == "a") {
        return clock::Absence::A;
    }
    if (text == "B" || text == "b") {
        return clock::Absence::B;
    }
    if (text == "both") {
        return clock::Absence::Both;
    }
    return std::nullopt;
}

std::string refusalText(const clock::Refusal& refusal) {
    return refusal.clause.empty() ? refusal.reason
                                  : std::string(refusal.clause) + ": " + refusal.reason;
}

/// Sets or clears the table result from the game's end (and stops its clock).
void settleResult(model::Table& working, const GameAction& command, std::int64_t now,
                  CommandOutcome& outcome) {
    std::optional<model::TableResult> ended = resultFromGame(working.game);
    if (ended) {
        if (isRunning(working, now)) {
            working.clock->pause(Milliseconds(now));
        }
        working.result = ended;
        outcome.effects.push_back(Effect{Effect::Kind::GameEnded, command.round, command.table,
                                         model::resultCodeText(ended->code)});
    } else if (working.result && working.result->isFromGame) {
        working.result.reset(); // an undo or a ruling reopened the game
    }
}

/// Accepts a board event that came after both flags ended the game (10.4): the end is
/// recorded, the event is not applied.
CommandOutcome recordAutomaticEnd(const GameAction& command, model::Table& table,
                                  model::Table working, std::int64_t now) {
    CommandOutcome outcome =
        accept(command, "10.4: both flags had fallen, so the game ended " +
                            rules::formatResult(working.game.result()) + " before '" +
                            command.event + "', which is not applied");
    settleResult(working, command, now, outcome);
    table = std::move(working);
    return outcome;
}

} // namespace

model::Table* Application::startedTable(int round, int table, std::string& refusal) {
    model::Round* found = m_state.findRound(round);
    if (!found || found->status != model::RoundStatus::Started) {
        refusal = "round " + std::to_string(round) + " is not being played";
        return nullptr;
    }
    model::Table* result = found->findTable(table);
    if (!result) {
        refusal = "round " + std::to_string(round) + " has no table " + std::to_string(table);
    }
    return result;
}

CommandOutcome Application::onGameAction(const GameAction& command, std::int64_t now) {
    std::string refusal;
    model::Table* table = startedTable(command.round, command.table, refusal);
    if (!table) {
        return refuse(refusal);
    }
    if (table->result && !table->result->isFromGame) {
        return refuse(tableText(command.round, command.table) + " has a result (" +
                      model::resultCodeText(table->result->code) + "); correct it first");
    }
    rules::EventParse parsed = rules::parseGameEvent(command.event);
    if (!parsed.event) {
        return refuse("'" + command.event + "': " + parsed.error);
    }
    // Flags that fell since the last command are recorded first (9.4, 10.4). That rare case
    // works on a copy, so that a refusal changes nothing; otherwise every refusal below comes
    // before the first change, and the table is changed in place.
    std::optional<model::Table> copy;
    if (hasUnrecordedFlags(*table, now)) {
        copy = *table;
        recordFallenFlags(*copy, now);
    }
    model::Table& working = copy ? *copy : *table;
    rules::GameEvent event = *parsed.event;
    if (auto* claim = std::get_if<rules::ClaimEvent>(&event); claim && working.clock) {
        Seat black = seatOf(working.game.playerOf(rules::Stone::Black));
        Seat white = black == Seat::A ? Seat::B : Seat::A;
        claim->clocks =
            rules::ClockSnapshot{working.clock->remaining(black, Milliseconds(now)).count(),
                                 working.clock->remaining(white, Milliseconds(now)).count()};
    }
    bool isPress = std::holds_alternative<rules::PressEvent>(event) && working.clock;
    if (isPress) {
        if (auto pressRefusal = working.clock->pressRefusal(Milliseconds(now))) {
            return refuse(refusalText(*pressRefusal));
        }
    }
    bool wasOver = table->game.result().isOver();
    rules::EventOutcome outcome = working.game.apply(event);
    if (outcome.kind == rules::OutcomeKind::Refused) {
        if (wasOver || !working.game.result().isOver()) {
            return refuse(outcome.clause == "-" ? outcome.text
                                                : outcome.clause + ": " + outcome.text);
        }
        // 10.4: both flags fell before this event and ended the game by themselves. The end is
        // recorded with this command (so a replay finds it at the same instant); the event is
        // not applied.
        return recordAutomaticEnd(command, *table, std::move(working), now);
    }
    if (isPress) {
        working.clock->press(Milliseconds(now)); // checked above: accepted
    }
    bool isClaim = std::holds_alternative<rules::ClaimEvent>(event);
    if (isClaim && isRunning(working, now)) {
        working.clock->pause(Milliseconds(now)); // 9.6: the claimant stops both clocks
    }
    if (isPress) {
        // The clock mirrors the physical one: it changes hands at a press, then runs for the
        // player who must act (12.7), not at the decision itself (a swap is pressed like a move).
        followExpectation(working, now);
    }
    CommandOutcome result = accept(command, rules::formatOutcome(outcome));
    settleResult(working, command, now, result);
    if (isClaim) {
        result.effects.push_back(
            Effect{Effect::Kind::ClaimMade, command.round, command.table, command.event});
    }
    if (copy) {
        *table = std::move(*copy);
    }
    return result;
}

CommandOutcome Application::onClockAction(const ClockAction& command, std::int64_t now) {
    std::string refusal;
    model::Table* table = startedTable(command.round, command.table, refusal);
    if (!table || !table->clock) {
        return refuse(table ? "this table has no clock" : refusal);
    }
    clock::GameClock& working = *table->clock; // a refused event changes nothing
    Milliseconds at(now);
    clock::Outcome outcome;
    switch (command.kind) {
    case ClockActionKind::Pause:
        outcome = working.pause(at);
        break;
    case ClockActionKind::Resume:
        outcome = working.resume(at);
        break;
    case ClockActionKind::AdjustTime:
        outcome =
            working.adjustTime(command.seat, Milliseconds(command.amount), command.reason, at);
        break;
    case ClockActionKind::AdjustMoves:
        outcome =
            working.adjustMoves(command.seat, static_cast<int>(command.amount), command.reason, at);
        break;
    case ClockActionKind::SetPeriod:
        outcome =
            working.setPeriod(command.seat, static_cast<int>(command.amount), command.reason, at);
        break;
    case ClockActionKind::Absent: {
        auto absence = parseAbsence(command.absence);
        if (!absence) {
            return refuse("absence must be none, A, B or both, not '" + command.absence + "'");
        }
        outcome = working.setAbsence(*absence, at);
        break;
    }
    }
    if (!outcome.isAccepted()) {
        return refuse(refusalText(*outcome.refusal));
    }
    return accept(command, tableText(command.round, command.table) + ": clock " +
                               (command.reason.empty() ? "changed" : "changed: " + command.reason));
}

CommandOutcome Application::onSetResult(const SetResult& command, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    model::Table* table = round ? round->findTable(command.table) : nullptr;
    if (!table) {
        return refuse(tableText(command.round, command.table) + " does not exist");
    }
    bool hasStarted = round->status == model::RoundStatus::Started ||
                      round->status == model::RoundStatus::Finished;
    if (!hasStarted && !model::isForfeit(command.code)) {
        return refuse("round " + std::to_string(command.round) +
                      " has not started: only forfeits (1-0f, 0-1f, 0-0f) can be entered");
    }
    std::string previous = table->result ? model::resultCodeText(table->result->code) : "";
    if (table->result && table->result->code == command.code) {
        return refuse(tableText(command.round, command.table) + " has the result " + previous +
                      " already");
    }
    SetResult resolved = command;
    resolved.corrects = previous;
    CommandOutcome outcome = accept(resolved, "");
    if (auto fromGame = resultFromGame(table->game); fromGame && fromGame->code != command.code) {
        outcome.warnings.push_back(std::string("the game record says ") +
                                   model::resultCodeText(fromGame->code) + " (" + fromGame->reason +
                                   ")");
    }
    if (isRunning(*table, now)) {
        table->clock->pause(Milliseconds(now));
    }
    table->result = model::TableResult{command.code, command.reason, false};
    outcome.message =
        tableText(command.round, command.table) + ": " +
        (previous.empty() ? "result " : "result corrected from " + previous + " to ") +
        model::resultCodeText(command.code) +
        (command.reason.empty() ? "" : " (" + command.reason + ")");
    return outcome;
}

CommandOutcome Application::onRecoverSession(const RecoverSession& command, std::int64_t now) {
    std::string paused;
    for (model::Round& round : m_state.rounds) {
        for (model::Table& table : round.tables) {
            if (isRunning(table, now)) {
                table.clock->pause(Milliseconds(now));
                paused += (paused.empty() ? "" : ", ") + tableText(round.number, table.number);
            }
        }
    }
    std::int64_t seconds = command.gapMilliseconds / 1000;
    std::string gap = std::to_string(seconds / 60) + " min " + std::to_string(seconds % 60) + " s";
    std::string cause = command.isAfterReboot ? "a reboot" : "an unclean shutdown";
    return accept(command,
                  "reopened after " + cause + "; " + gap + " passed since the last record" +
                      (paused.empty()
                           ? "; no clock was running"
                           : "; clocks paused at their last recorded instant at " + paused +
                                 ": resume them, or adjust them by the gap first"));
}

} // namespace renju::arbiter::app
