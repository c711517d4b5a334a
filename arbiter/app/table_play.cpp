// What happens at one table once its round has started: board events with the clock following
// who must act, the arbiter's clock actions and results, and corrections that replay the table
// without the entry they take back.
#include "arbiter/app/table_play.hpp"

#include "arbiter/app/table_result.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"

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

TableStep refusedStep(std::string text) {
    return TableStep{false, std::move(text), false, false, {}};
}

TableStep acceptedStep(std::string text) {
    return TableStep{true, std::move(text), false, false, {}};
}

/// True when a flag has fallen on the clock by `now` that the game does not know yet.
template <rules::PlayedGame G>
bool hasUnrecordedFlags(const model::TableGame& table, const G& game, std::int64_t now) {
    if (!table.clock || game.result().isOver()) {
        return false;
    }
    clock::FlagOrder flags = table.clock->flags(Milliseconds(now));
    for (int i = 0; i < flags.count; ++i) {
        if (!game.hasFlagFallen(playerOf(flags.falls[static_cast<std::size_t>(i)].seat))) {
            return true;
        }
    }
    return false;
}

/// Records in the game the flags that have fallen on the clock by `now` (9.4, 10.4; in Ren the
/// first ends the game). They are facts of the clock, not entries: a replay finds them again
/// at the same instants.
template <rules::PlayedGame G>
void recordFallenFlags(const model::TableGame& table, G& game, std::int64_t now) {
    clock::FlagOrder flags = table.clock->flags(Milliseconds(now));
    for (int i = 0; i < flags.count; ++i) {
        const clock::FlagFall& fall = flags.falls[static_cast<std::size_t>(i)];
        rules::Player player = playerOf(fall.seat);
        if (!game.hasFlagFallen(player) && !game.result().isOver()) {
            game.apply(rules::FlagEvent{game.colourOf(player), fall.movesShort});
        }
    }
}

/// Makes the running seat follow the player the game expects (12.7), without counting a move.
template <rules::PlayedGame G>
void followPlayerToAct(model::TableGame& table, const G& game, std::int64_t now) {
    if (!isRunning(table, now) || game.result().isOver()) {
        return;
    }
    Seat expected = seatOf(game.playerToAct());
    if (table.clock->stateAt(Milliseconds(now)).running != expected) {
        table.clock->setNext(expected, Milliseconds(now));
    }
}

std::string refusalText(const clock::Refusal& refusal) {
    return refusal.clause.empty() ? refusal.reason
                                  : std::string(refusal.clause) + ": " + refusal.reason;
}

/// Sets or clears the table result from the game's end (and stops its clock).
void settleResult(model::TableGame& working, std::int64_t now, TableStep& step) {
    std::optional<model::TableResult> ended = resultFromGame(working.game);
    if (ended) {
        if (isRunning(working, now)) {
            working.clock->pause(Milliseconds(now));
        }
        step.hasGameEnded = !working.result || working.result->code != ended->code;
        working.result = ended;
    } else if (working.result && working.result->isFromGame) {
        working.result.reset(); // a ruling, an override or an undo reopened the game
    }
}

/// Reads both clocks by colour for a claim (9.6).
template <rules::PlayedGame G>
void readClocksForClaim(const model::TableGame& table, const G& game, rules::ClaimEvent& claim,
                        std::int64_t now) {
    Seat black = seatOf(game.playerOf(rules::Stone::Black));
    Seat white = black == Seat::A ? Seat::B : Seat::A;
    claim.clocks = rules::ClockSnapshot{table.clock->remaining(black, Milliseconds(now)).count(),
                                        table.clock->remaining(white, Milliseconds(now)).count()};
}

std::string outcomeText(const rules::EventOutcome& outcome) {
    return outcome.clause == "-" ? outcome.text : outcome.clause + ": " + outcome.text;
}

/// Plays a board event on a table whose game is a `G`; see playBoardEvent().
template <rules::PlayedGame G>
TableStep playOn(model::TableGame& table, const rules::GameEvent& given, std::int64_t now) {
    // Flags that fell since the last entry are recorded first (9.4, 10.4). That rare case works
    // on a copy, so that a refusal changes nothing; otherwise every refusal below comes before
    // the first change, and the table is changed in place.
    std::optional<model::TableGame> copy;
    if (hasUnrecordedFlags(table, std::get<G>(table.game), now)) {
        copy = table;
        recordFallenFlags(*copy, std::get<G>(copy->game), now);
    }
    model::TableGame& working = copy ? *copy : table;
    G& game = std::get<G>(working.game);
    rules::GameEvent event = given;
    auto* claim = std::get_if<rules::ClaimEvent>(&event);
    if (claim && working.clock) {
        readClocksForClaim(working, game, *claim, now);
    }
    bool isPress = std::holds_alternative<rules::PressEvent>(event) && working.clock;
    if (isPress && !game.isAwaitingRuling() && !game.result().isOver()) {
        if (auto pressRefusal = working.clock->pressRefusal(Milliseconds(now))) {
            return refusedStep(refusalText(*pressRefusal));
        }
    }
    bool wasOver = std::get<G>(table.game).result().isOver();
    rules::EventOutcome outcome = game.apply(event);
    bool isEndByFlags = false;
    if (outcome.kind == rules::OutcomeKind::Refused) {
        if (wasOver || !game.result().isOver()) {
            return refusedStep(outcomeText(outcome));
        }
        isEndByFlags = true;
        // 10.4: both flags fell before this event and ended the game by themselves (in Ren,
        // the first flag). The end is recorded with this entry (so a replay finds it at the
        // same instant); the event itself is not applied.
        bool areBothDown = game.result().reason == rules::ResultReason::BothFlags;
        outcome.text =
            std::string(areBothDown ? "10.4: both flags had fallen" : "the flag had fallen") +
            ", so the game ended " + rules::formatResult(game.result()) + " before '" +
            rules::formatEvent(given) + "', which is not applied";
    } else if (isPress) {
        working.clock->press(Milliseconds(now)); // checked above: accepted
        // The clock mirrors the physical one: it changes hands at a press, then runs for the
        // player who must act (12.7), not at the decision itself (a swap is pressed like a move).
        followPlayerToAct(working, game, now);
    }
    bool isClaim = claim && outcome.kind != rules::OutcomeKind::Refused;
    if (isClaim && isRunning(working, now)) {
        working.clock->pause(Milliseconds(now)); // 9.6: the claimant stops both clocks
    }
    TableStep step = acceptedStep(
        outcome.kind == rules::OutcomeKind::Refused ? outcome.text : rules::formatOutcome(outcome));
    step.isClaim = isClaim;
    settleResult(working, now, step);
    working.history.push_back(model::TableEntry{now, event, isEndByFlags});
    if (copy) {
        table = std::move(*copy);
    }
    return step;
}

/// Returns the game a scoresheet is checked on: the table's family and rules without an
/// opening protocol, Black as the sheet says; nothing (with `refusal` set) when the family
/// cannot have it so.
std::optional<rules::AnyGame> gameFromSheet(const rules::GameRules& tableRules, rules::Player black,
                                            std::string& refusal) {
    rules::GameRules rules = tableRules;
    rules.opening = rules::OpeningRules{rules::OpeningProtocol::None};
    return std::visit(
        rules::Overloaded{[&](const rules::Game&) -> std::optional<rules::AnyGame> {
                              return rules::AnyGame{std::in_place_type<rules::Game>, rules, black};
                          },
                          [&](const rules::RenGame& ren) -> std::optional<rules::AnyGame> {
                              if (black != rules::Player::First) {
                                  refusal = "in Ren the game's first player has Black (seed 002)";
                                  return std::nullopt;
                              }
                              return rules::AnyGame{ren};
                          }},
        rules::newGame(rules));
}

/// Returns what the referee should know of the last move typed from a sheet, "" for nothing:
/// a forbidden move or a five (five-in-a-row), the points scored (Ren).
std::string sheetMoveRemark(const rules::AnyGame& game, const std::string& number) {
    return std::visit(
        rules::Overloaded{[&](const rules::Game& played) {
                              const rules::MoveRecord& move = played.moves().back();
                              std::string remark;
                              if (move.forbidden != rules::ForbiddenKind::None) {
                                  remark += "; " + number + " is a forbidden " +
                                            rules::forbiddenKindName(move.forbidden);
                              }
                              return move.makesFive ? remark + "; " + number + " makes a five"
                                                    : remark;
                          },
                          [&](const rules::RenGame& played) {
                              const rules::RenMoveReport& move = played.moves().back();
                              return move.points > 0
                                         ? "; " + number + " scores " + std::to_string(move.points)
                                         : std::string();
                          }},
        game);
}

} // namespace

bool isRunning(const model::TableGame& table, std::int64_t now) {
    return table.clock &&
           table.clock->stateAt(Milliseconds(now)).status == clock::ClockStatus::Running;
}

TableStep playBoardEvent(model::TableGame& table, const rules::GameEvent& event, std::int64_t now) {
    return std::visit([&]<rules::PlayedGame G>(const G&) { return playOn<G>(table, event, now); },
                      table.game);
}

TableStep playClockEvent(model::TableGame& table, const clock::ClockEvent& event) {
    if (!table.clock) {
        return refusedStep("this table has no clock");
    }
    clock::Outcome outcome = table.clock->apply(event); // a refused event changes nothing
    if (!outcome.isAccepted()) {
        return refusedStep(refusalText(*outcome.refusal));
    }
    table.history.push_back(model::TableEntry{event.at.count(), event, false});
    return acceptedStep(event.reason.empty() ? "clock changed" : "clock changed: " + event.reason);
}

TableStep playArbiterResult(model::TableGame& table, const model::ArbiterResult& result,
                            std::int64_t now) {
    TableStep step = acceptedStep("");
    auto fromGame = resultFromGame(table.game);
    if (fromGame && fromGame->code != result.code) {
        step.warnings.push_back(std::string("the game record says ") +
                                model::resultCodeText(fromGame->code) + " (" + fromGame->reason +
                                ")");
    }
    if (isRunning(table, now)) {
        table.clock->pause(Milliseconds(now));
    }
    table.result = model::TableResult{result.code, result.reason, false};
    table.history.push_back(model::TableEntry{now, result, false});
    return step;
}

TableStep playTypedGame(model::TableGame& table, const model::TypedGame& typed, std::int64_t now) {
    std::string refusal;
    std::optional<rules::AnyGame> typedGame = gameFromSheet(table.rules, typed.black, refusal);
    if (!typedGame) {
        return refusedStep(refusal);
    }
    std::string remarks;
    for (std::size_t i = 0; i < typed.moves.size(); ++i) {
        const rules::Move& move = typed.moves[i];
        rules::GameEvent event = move.isPass ? rules::GameEvent{rules::PassEvent{}}
                                             : rules::GameEvent{rules::StoneEvent{move.point}};
        rules::EventOutcome outcome =
            std::visit([&](rules::PlayedGame auto& game) { return game.apply(event); }, *typedGame);
        std::string number = "move " + std::to_string(i + 1) + " (" + rules::formatMove(move) + ")";
        if (outcome.kind == rules::OutcomeKind::Refused) {
            bool hasClause = !outcome.clause.empty() && outcome.clause != "-";
            return refusedStep(number + ": " + outcome.text +
                               (hasClause ? " (" + outcome.clause + ")" : ""));
        }
        remarks += sheetMoveRemark(*typedGame, number);
    }
    TableStep step =
        acceptedStep(std::to_string(typed.moves.size()) + " moves from the scoresheet" + remarks);
    table.game = std::move(*typedGame);
    if (isRunning(table, now)) {
        table.clock->pause(Milliseconds(now)); // the game was played: nothing runs any more
    }
    if (typed.result) {
        table.result = model::TableResult{
            *typed.result,
            "from the scoresheet" + (typed.reason.empty() ? std::string() : ": " + typed.reason),
            false};
    } else {
        settleResult(table, now, step);
    }
    table.history.push_back(model::TableEntry{now, typed, false});
    return step;
}

std::optional<std::size_t> replayTable(model::TableGame& table,
                                       const std::vector<model::TableEntry>& history) {
    table.game = rules::newGame(table.rules);
    table.result = table.resultAtStart;
    table.history.clear();
    if (table.clock && table.startedAt) {
        clock::ClockSetup setup = table.clock->setup(); // copied: emplace destroys the old clock
        table.clock.emplace(std::move(setup));
        table.clock->start(Seat::A, Milliseconds(*table.startedAt)); // 14.3
    }
    for (std::size_t i = 0; i < history.size(); ++i) {
        const model::TableEntry& entry = history[i];
        TableStep step = std::visit(
            [&](const auto& event) -> TableStep {
                using Kind = std::decay_t<decltype(event)>;
                if constexpr (std::is_same_v<Kind, rules::GameEvent>) {
                    return playBoardEvent(table, event, entry.at);
                } else if constexpr (std::is_same_v<Kind, clock::ClockEvent>) {
                    return playClockEvent(table, event);
                } else if constexpr (std::is_same_v<Kind, model::TypedGame>) {
                    return playTypedGame(table, event, entry.at);
                } else {
                    return playArbiterResult(table, event, entry.at);
                }
            },
            entry.event);
        if (!step.isAccepted) {
            return i;
        }
    }
    return std::nullopt;
}

void startGame(model::TableGame& game, const clock::ClockSetup& setup, std::int64_t now) {
    game.startedAt = now;
    game.resultAtStart = game.result;
    game.history.clear();
    if (game.result) {
        game.clock.reset(); // a forfeit entered before the start: no game, no clock
        return;
    }
    game.clock.emplace(setup);
    game.clock->start(Seat::A, Milliseconds(now)); // 14.3
}

TableStep takeBackGameStart(model::TableGame& game, const std::string& reason, std::int64_t now) {
    if (!game.startedAt || !game.history.empty()) {
        return refusedStep("the game has entries; they are taken back first");
    }
    if (game.result) {
        return refusedStep("the game has a result entered by the arbiter; it is corrected with "
                           "a result of its own first");
    }
    game.game = rules::newGame(game.rules);
    game.clock.reset();
    game.startedAt.reset();
    game.resultAtStart.reset();
    game.corrections.push_back(model::TableCorrection{now, "the start of the game", reason});
    return acceptedStep("takes back the start of the game; the correction is recorded");
}

TableStep takeBackLastEntry(model::TableGame& table, const std::string& reason, std::int64_t now) {
    if (table.history.empty()) {
        return refusedStep("there is nothing to take back at this table");
    }
    std::string undone = describeLastEntry(table);
    std::vector<model::TableEntry> kept = table.history;
    kept.pop_back();
    std::optional<model::TableResult> resultBefore = table.result;
    replayTable(table, kept); // every kept entry was accepted in this order before
    table.corrections.push_back(model::TableCorrection{now, undone, reason});
    TableStep step = acceptedStep("takes back " + undone + "; the correction is recorded");
    if (resultBefore && !table.result) {
        step.text += "; the table has no result now";
    }
    return step;
}

} // namespace renju::arbiter::app
