// The application's commands at one table: board events, corrections, rulings after the round,
// the arbiter's clock actions and results, and the recovery after an unclean shutdown. What they
// do to the table is table_play's; here they are checked against the round and journaled.
#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/application.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/app/match_play.hpp"
#include "arbiter/app/result_input.hpp"
#include "arbiter/app/result_text.hpp"
#include "arbiter/app/scoresheet.hpp"
#include "arbiter/app/table_play.hpp"
#include "arbiter/app/table_result.hpp"
#include "rules/game_script.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

using clock::Milliseconds;

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

/// The clock event an arbiter's clock action asks for, or why it cannot be one.
std::optional<clock::ClockEvent> clockEventOf(const ClockAction& command, std::int64_t now,
                                              std::string& problem) {
    clock::ClockEvent event;
    event.at = Milliseconds(now);
    event.seat = command.seat;
    event.amount = command.amount;
    event.reason = command.reason;
    switch (command.kind) {
    case ClockActionKind::Pause:
        event.kind = clock::ClockEventKind::Pause;
        break;
    case ClockActionKind::Resume:
        event.kind = clock::ClockEventKind::Resume;
        break;
    case ClockActionKind::AdjustTime:
        event.kind = clock::ClockEventKind::AdjustTime;
        break;
    case ClockActionKind::AdjustMoves:
        event.kind = clock::ClockEventKind::AdjustMoves;
        break;
    case ClockActionKind::SetPeriod:
        event.kind = clock::ClockEventKind::SetPeriod;
        break;
    case ClockActionKind::Absent: {
        auto absence = parseAbsence(command.absence);
        if (!absence) {
            problem = "absence must be none, A, B or both, not '" + command.absence + "'";
            return std::nullopt;
        }
        event.kind = clock::ClockEventKind::SetAbsence;
        event.absence = *absence;
        break;
    }
    }
    return event;
}

/// Turns what happened at a game of a table into the command's outcome, with its effects.
CommandOutcome tableOutcome(const GameAction& command, const model::TableGame& game,
                            const TableStep& step) {
    CommandOutcome outcome = accept(command, step.text);
    outcome.warnings = step.warnings;
    if (step.hasGameEnded && game.result) {
        outcome.effects.push_back(Effect{Effect::Kind::GameEnded, command.round, command.table,
                                         blackFirstScore(game, game.result->code)});
    }
    if (step.isClaim) {
        outcome.effects.push_back(
            Effect{Effect::Kind::ClaimMade, command.round, command.table, command.event});
    }
    return outcome;
}

/// Returns the index in the history of the ruling on the game's last claim, if any.
std::optional<std::size_t> lastRulingEntry(const model::TableGame& table) {
    for (std::size_t i = table.history.size(); i-- > 0;) {
        const auto* event = std::get_if<rules::GameEvent>(&table.history[i].event);
        if (event && std::holds_alternative<rules::RulingEvent>(*event)) {
            return i;
        }
        if (event && std::holds_alternative<rules::ClaimEvent>(*event)) {
            return std::nullopt; // the last claim has no ruling of its own
        }
    }
    return std::nullopt;
}

constexpr const char* kCorrectionNeedsReason =
    "changing it is a correction: give the reason (--reason)";

/// Returns true when the game's result is the one its last claim gives, upheld by the
/// arbiter's ruling: it changes only by changing that ruling (9.6).
bool isResultFromRuling(const model::TableGame& game) {
    if (!game.result || !game.result->isFromGame) {
        return false;
    }
    return std::visit(rules::Overloaded{[](const rules::Game& five) {
                                            const auto& claims = five.claims();
                                            return !claims.empty() &&
                                                   claims.back().arbiterUpholds.value_or(false) &&
                                                   claims.back().resultIfUpheld == five.result();
                                        },
                                        [](const rules::RenGame&) { return false; }}, // no claims
                      game.game);
}

/// Returns why a result may not be set over the game's present one, "" when it may: a result
/// there already changes only as a correction with its reason, and one that came from a
/// ruling only by changing the ruling.
std::string correctionProblem(const model::TableGame& game, const std::string& reason) {
    if (!game.result) {
        return "";
    }
    if (isResultFromRuling(game)) {
        return "it comes from the ruling on the last claim; change the ruling instead (ruling "
               "uphold or ruling reject, with the reason)";
    }
    return reason.empty() ? kCorrectionNeedsReason : "";
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

void Application::followProgram(std::string_view program) {
    // Entries written before rulings were required: a claim's advice stood as the result, and
    // undo (then without a reason) took back only the last board event, never the clock.
    m_followsEarlierRules = program.empty() || program.rfind("renju-arbiter 0.1.", 0) == 0;
}

CommandOutcome Application::handle(const GameAction& command, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    const model::Table* seen = round ? round->findTable(command.table) : nullptr;
    // Points are read on the game's board (15x15 or 19x19).
    int boardSize = seen ? seen->games.front().rules.boardSize : m_state.settings.boardSize;
    rules::EventParse parsed = rules::parseGameEvent(command.event, boardSize);
    bool isRuling = parsed.event && std::holds_alternative<rules::RulingEvent>(*parsed.event);
    if (round && round->status == model::RoundStatus::Finished && isRuling) {
        return onLateRuling(command, std::get<rules::RulingEvent>(*parsed.event), now);
    }
    std::string refusal;
    model::Table* table = startedTable(command.round, command.table, refusal);
    if (!table) {
        bool isFinished = round && round->status == model::RoundStatus::Finished;
        return refuse(refusal + (isFinished ? " (it is finished: a ruling or a result can still "
                                              "be entered or corrected)"
                                            : ""));
    }
    if (!parsed.event) {
        return refuse("'" + command.event + "': " + parsed.error);
    }
    GameAction resolved = command;
    model::TableGame* game = playedGame(*table, command.game, refusal);
    if (!game) {
        return refuse(tableText(command.round, command.table) + ": " + refusal);
    }
    resolved.game = gameNumber(*table, *game);
    if (static_cast<std::size_t>(resolved.game - 1) < table->currentGameIndex()) {
        return refuse(tableText(command.round, command.table) + ": game " +
                      std::to_string(resolved.game) +
                      " is over and the next game has started; its result can still be "
                      "corrected (result --game " +
                      std::to_string(resolved.game) + ")");
    }
    if (std::holds_alternative<rules::UndoEvent>(*parsed.event) && !m_followsEarlierRules) {
        return onTakeBack(resolved, *table, now);
    }
    if (game->result && !game->result->isFromGame) {
        return refuse(tableText(command.round, command.table) + ": " + gameLabel(*table, *game) +
                      "has a result (" +
                      scoresByPlayer(m_state, game->first, game->second, game->result->code) +
                      ", entered by the arbiter); correct it first");
    }
    if (auto* claim = std::get_if<rules::ClaimEvent>(&*parsed.event)) {
        claim->awaitsRuling = !m_followsEarlierRules; // 9.6: the arbiter decides
    }
    TableStep step = playBoardEvent(*game, *parsed.event, now);
    if (!step.isAccepted) {
        return refuse(step.text);
    }
    settleTableResult(*table);
    CommandOutcome outcome = tableOutcome(resolved, *game, step);
    addMatchNote(outcome, m_state, *table, step.hasGameEnded);
    return outcome;
}

CommandOutcome Application::onTakeBack(const GameAction& command, model::Table& table,
                                       std::int64_t now) {
    model::TableGame& game = table.games[static_cast<std::size_t>(command.game - 1)];
    bool isGameStart = game.history.empty() && command.game > 1;
    if (command.reason.empty()) {
        std::string what = isGameStart ? "the start of game " + std::to_string(command.game)
                                       : describeLastEntry(game);
        return refuse("a correction needs a reason" +
                      (what.empty() ? std::string() : " (it would take back " + what + ")"));
    }
    TableStep step = isGameStart ? takeBackGameStart(game, command.reason, now)
                                 : takeBackLastEntry(game, command.reason, now);
    if (!step.isAccepted) {
        return refuse(tableText(command.round, command.table) + ": " + step.text);
    }
    settleTableResult(table);
    return accept(command, tableText(command.round, command.table) + ": " + gameLabel(table, game) +
                               step.text + " (" + command.reason + ")");
}

CommandOutcome Application::onLateRuling(const GameAction& command,
                                         const rules::RulingEvent& ruling, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    model::Table* table = round->findTable(command.table);
    if (!table) {
        return refuse("round " + std::to_string(command.round) + " has no table " +
                      std::to_string(command.table));
    }
    std::string where = tableText(command.round, command.table);
    std::string refusal;
    model::TableGame* game = playedGame(*table, command.game, refusal);
    if (!game) {
        return refuse(where + ": " + refusal);
    }
    GameAction resolved = command;
    resolved.game = gameNumber(*table, *game);
    where += table->isMatch() ? " game " + std::to_string(resolved.game) : "";
    bool hasClaims =
        std::any_of(game->history.begin(), game->history.end(), [](const model::TableEntry& entry) {
            const auto* event = std::get_if<rules::GameEvent>(&entry.event);
            return event && std::holds_alternative<rules::ClaimEvent>(*event);
        });
    if (!hasClaims) {
        return refuse(where + " has no claim to rule on");
    }
    std::optional<std::size_t> previous = lastRulingEntry(*game);
    if (!previous) {
        // The last claim was never ruled on: the ruling is entered now.
        TableStep step = playBoardEvent(*game, ruling, now);
        if (!step.isAccepted) {
            return refuse(step.text);
        }
        settleTableResult(*table);
        CommandOutcome outcome = tableOutcome(resolved, *game, step);
        addMatchNote(outcome, m_state, *table, step.hasGameEnded);
        return outcome;
    }
    const auto& before =
        std::get<rules::RulingEvent>(std::get<rules::GameEvent>(game->history[*previous].event));
    if (before.upholds == ruling.upholds) {
        return refuse(where + ": the last claim was " + (ruling.upholds ? "upheld" : "rejected") +
                      " already");
    }
    if (command.reason.empty()) {
        return refuse("changing a ruling after the round is a correction: it needs a reason");
    }
    std::vector<model::TableEntry> history = game->history;
    history[*previous].event = rules::GameEvent{ruling};
    model::TableGame corrected = *game;
    if (std::optional<std::size_t> broken = replayTable(corrected, history)) {
        return refuse(where + ": the ruling cannot be changed: what followed it (entry " +
                      std::to_string(*broken + 1) + " of the table) would no longer apply");
    }
    corrected.corrections.push_back(model::TableCorrection{
        now, std::string("the ruling (") + (before.upholds ? "upheld" : "rejected") + ")",
        command.reason});
    *game = std::move(corrected);
    settleTableResult(*table);
    CommandOutcome outcome = accept(
        resolved, where + ": ruling corrected: the arbiter now " +
                      (ruling.upholds ? "upholds" : "rejects") + " the claim (" + command.reason +
                      "); " +
                      (game->result ? "result " + resultSentence(m_state, *game)
                                    : std::string(table->isMatch() ? "the game" : "the table") +
                                          " has no result now: enter the result"));
    addMatchNote(outcome, m_state, *table, true);
    return outcome;
}

CommandOutcome Application::handle(const ClockAction& command, std::int64_t now) {
    std::string refusal;
    model::Table* table = startedTable(command.round, command.table, refusal);
    model::TableGame* game = table ? playedGame(*table, command.game, refusal) : nullptr;
    if (!game || !game->clock) {
        return refuse(game ? "this table has no clock" : refusal);
    }
    std::optional<clock::ClockEvent> event = clockEventOf(command, now, refusal);
    if (!event) {
        return refuse(refusal);
    }
    TableStep step = playClockEvent(*game, *event);
    if (!step.isAccepted) {
        return refuse(step.text);
    }
    ClockAction resolved = command;
    resolved.game = gameNumber(*table, *game);
    return accept(resolved, tableText(command.round, command.table) + ": " +
                                gameLabel(*table, *game) + step.text);
}

CommandOutcome Application::handle(const SetResult& command, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    model::Table* table = round ? round->findTable(command.table) : nullptr;
    std::string where = tableText(command.round, command.table);
    if (!table) {
        return refuse(where + " does not exist");
    }
    bool hasStarted = round->status == model::RoundStatus::Started ||
                      round->status == model::RoundStatus::Finished;
    if (!hasStarted) {
        return onForfeitBeforeStart(command, *table);
    }
    std::string refusal;
    model::TableGame* game = resultGame(*table, command.game, refusal);
    if (!game) {
        return refuse(where + ": " + refusal);
    }
    if (rules::isAwaitingRuling(game->game)) {
        return refuse(where + ": a claim awaits your ruling; rule on it first (ruling uphold or "
                              "ruling reject)");
    }
    model::ResultCode code = command.isByColour ? byColourInGameOrder(*game, command.code)
                                                : inGameOrder(*table, *game, command.code);
    std::string previous = resultSentence(m_state, *game);
    std::string which =
        table->isMatch() ? " game " + std::to_string(gameNumber(*table, *game)) : "";
    if (game->result && game->result->code == code) {
        return refuse(where + which + " has this result already (" + previous + ")");
    }
    if (std::string problem = correctionProblem(*game, command.reason); !problem.empty()) {
        return refuse(where + which + " has its result (" + previous + "): " + problem);
    }
    SetResult resolved = command;
    resolved.code = inTableOrder(*table, *game, code);
    resolved.isByColour = false; // journaled by the players as listed
    resolved.game = gameNumber(*table, *game);
    resolved.corrects =
        game->result ? model::resultCodeText(inTableOrder(*table, *game, game->result->code)) : "";
    CommandOutcome outcome = accept(resolved, "");
    if (game->startedAt) {
        TableStep step = playArbiterResult(*game, model::ArbiterResult{code, command.reason}, now);
        outcome.warnings = step.warnings;
    } else {
        // Game 2 of a match not started: the result is recorded as entered (no game, no clock).
        game->result = model::TableResult{code, command.reason, false};
    }
    settleTableResult(*table);
    outcome.message =
        where + ": " + gameLabel(*table, *game) +
        (previous.empty() ? "result " : "result corrected from " + previous + " to ") +
        resultSentence(m_state, *game);
    addMatchNote(outcome, m_state, *table, true);
    return outcome;
}

CommandOutcome Application::onForfeitBeforeStart(const SetResult& command, model::Table& table) {
    std::string where = tableText(command.round, command.table);
    if (!model::isForfeit(command.code)) {
        return refuse("round " + std::to_string(command.round) +
                      " has not started: only forfeits (1-0f, 0-1f, 0-0f) can be entered");
    }
    if (command.game > 1) {
        return refuse(where + ": before the round starts a forfeit is the whole table's "
                              "(both games of the match); leave out the game");
    }
    std::string previous = tableResultSentence(m_state, table);
    // Before the game a forfeit reads by the tentative colours: the table's first player is
    // tentative Black, so by colour and as listed are the same.
    if (table.result && table.result->code == command.code) {
        return refuse(where + " has this result already (" + previous + ")");
    }
    if (table.result && command.reason.empty()) {
        return refuse(where + " has its result (" + previous + "): " + kCorrectionNeedsReason);
    }
    SetResult resolved = command;
    resolved.isByColour = false;
    resolved.game = 1;
    resolved.corrects = table.result ? model::resultCodeText(table.result->code) : "";
    for (model::TableGame& game : table.games) {
        game.result =
            model::TableResult{inGameOrder(table, game, command.code), command.reason, false};
    }
    settleTableResult(table);
    return accept(resolved, where + ": " +
                                (previous.empty() ? "result "
                                                  : "result corrected from " + previous + " to ") +
                                tableResultSentence(m_state, table));
}

CommandOutcome Application::handle(const EnterScoresheet& command, std::int64_t now) {
    // Typed in after the round too: the table's round may be finished.
    model::Round* round = m_state.findRound(command.round);
    model::Table* table = round ? round->findTable(command.table) : nullptr;
    std::string where = tableText(command.round, command.table);
    if (!table || !table->games.front().hasStarted()) {
        return refuse(where + (table ? " has not started" : " does not exist"));
    }
    std::string refusal;
    model::TableGame* game = playedGame(*table, command.game, refusal);
    if (!game) {
        return refuse(where + ": " + refusal);
    }
    bool isEnteredLive =
        std::any_of(game->history.begin(), game->history.end(), [](const model::TableEntry& entry) {
            return !std::holds_alternative<clock::ClockEvent>(entry.event);
        });
    if (isEnteredLive) {
        return refuse(where + " was entered live: its scoresheet is compared with the record "
                              "(13.1), not entered over it");
    }
    TypedMoves typed = readTypedMoves(command.moves, game->rules.boardSize);
    if (!typed.problem.empty()) {
        return refuse(where + ": " + typed.problem);
    }
    // The command names the players as the table lists them; the game has its own order (in
    // game 2 of a match the second player moves first).
    bool isTableOrder = game->first == table->first;
    bool isGameSecondBlack = command.isSecondBlack == isTableOrder;
    model::TypedGame entered{typed.moves,
                             isGameSecondBlack ? rules::Player::Second : rules::Player::First,
                             std::nullopt, command.reason};
    if (!command.result.empty()) {
        std::optional<rules::Score> score = rules::parseScore(command.result);
        if (!score || *score == rules::Score::Unfinished) {
            return refuse("the result '" + command.result +
                          "' is not 1-0, 0-1 or 0.5-0.5 (by colour, "
                          "Black's score first)");
        }
        entered.result = *score == rules::Score::Draw ? model::ResultCode::Draw
                         : (*score == rules::Score::BlackWins) == !isGameSecondBlack
                             ? model::ResultCode::FirstWins
                             : model::ResultCode::SecondWins;
    }
    TableStep step = playTypedGame(*game, entered, now);
    if (!step.isAccepted) {
        return refuse(where + ": the scoresheet's " + step.text);
    }
    settleTableResult(*table);
    EnterScoresheet resolved = command;
    resolved.game = gameNumber(*table, *game);
    CommandOutcome outcome =
        accept(resolved, where + ": " + gameLabel(*table, *game) + step.text +
                             (game->result ? "; " + resultSentence(m_state, *game) : ""));
    addMatchNote(outcome, m_state, *table, step.hasGameEnded || game->result.has_value());
    return outcome;
}

CommandOutcome Application::handle(const RecoverSession& command, std::int64_t now) {
    std::string paused;
    for (model::Round& round : m_state.rounds) {
        for (model::Table& table : round.tables) {
            for (model::TableGame& game : table.games) {
                if (isRunning(game, now)) {
                    clock::ClockEvent pause;
                    pause.kind = clock::ClockEventKind::Pause;
                    pause.at = Milliseconds(now);
                    playClockEvent(game, pause);
                    paused += (paused.empty() ? "" : ", ") + tableText(round.number, table.number);
                }
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
