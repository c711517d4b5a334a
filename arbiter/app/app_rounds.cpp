// Rounds: pairing (by the engine, resolved into its pairs, or by hand), publishing, starting
// the clocks and finishing.
#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/application.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/app/match_play.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "arbiter/app/table_play.hpp"
#include "arbiter/app/table_result.hpp"
#include "clock/time_control_text.hpp"

#include <algorithm>
#include <set>

namespace renju::arbiter::app {

namespace {

std::string roundText(int round) {
    return "round " + std::to_string(round);
}

/// Returns why a pairing is not a consistent set of boards, or "".
std::string checkConsistency(const model::EventState& state, const PairRound& pairing) {
    std::set<int> seen;
    auto use = [&](model::PlayerId id) -> std::string {
        if (!state.findPlayer(id)) {
            return "no player (id " + std::to_string(id.value) + ")";
        }
        if (!seen.insert(id.value).second) {
            return "player " + playerLabel(state, id) + " is paired twice";
        }
        return "";
    };
    for (const TablePairing& table : pairing.tables) {
        for (model::PlayerId id : {table.first, table.second}) {
            if (std::string problem = use(id); !problem.empty()) {
                return problem;
            }
        }
    }
    if (pairing.bye) {
        return use(*pairing.bye);
    }
    return "";
}

model::Table newTable(int number, const TablePairing& pairing, const model::EventSettings& s) {
    model::Table table;
    table.number = number;
    table.first = pairing.first;
    table.second = pairing.second;
    prepareGames(table, s);
    return table;
}

} // namespace

CommandOutcome Application::handle(const PairNextRound&, std::int64_t now) {
    int next = static_cast<int>(m_state.rounds.size()) + 1;
    const model::Round* previous = m_state.currentRound();
    bool isRepairing = previous && (previous->status == model::RoundStatus::Paired ||
                                    previous->status == model::RoundStatus::Published);
    if (isRepairing) {
        next = previous->number; // not started yet: the engine pairs it again from scratch
    } else if (previous && previous->status != model::RoundStatus::Finished) {
        return refuse(roundText(previous->number) + " is not finished");
    }
    if (next > m_state.settings.rounds) {
        return refuse("all " + std::to_string(m_state.settings.rounds) + " rounds are paired");
    }
    EnginePairing engine = pairNextRoundWithEngine(m_state, next);
    if (!engine.pairing) {
        return refuse("the engine cannot pair " + roundText(next) + ": " + engine.error);
    }
    CommandOutcome outcome = dispatch(*engine.pairing, now);
    return outcome;
}

CommandOutcome Application::handle(const PairRound& command, std::int64_t) {
    int count = static_cast<int>(m_state.rounds.size());
    bool isRepairing = count > 0 && command.round == count &&
                       (m_state.rounds.back().status == model::RoundStatus::Paired ||
                        m_state.rounds.back().status == model::RoundStatus::Published);
    if (command.round != count + 1 && !isRepairing) {
        return refuse(roundText(command.round) + " cannot be paired now: the next round is " +
                      std::to_string(count + 1));
    }
    if (!isRepairing && count > 0 && m_state.rounds.back().status != model::RoundStatus::Finished) {
        return refuse(roundText(count) + " is not finished");
    }
    if (command.tables.empty()) {
        return refuse("a pairing needs at least one table");
    }
    if (std::string problem = checkConsistency(m_state, command); !problem.empty()) {
        return refuse(problem);
    }
    PairRound resolved = command;
    resolved.warnings = checkPairing(m_state, command);
    model::Round round;
    round.number = command.round;
    round.pairingBye = command.bye;
    round.isFromEngine = command.isFromEngine;
    round.warnings = resolved.warnings;
    for (std::size_t i = 0; i < command.tables.size(); ++i) {
        round.tables.push_back(
            newTable(static_cast<int>(i) + 1, command.tables[i], m_state.settings));
    }
    if (isRepairing) {
        m_state.rounds.back() = std::move(round);
    } else {
        freezeNumbers();
        m_state.rounds.push_back(std::move(round));
    }
    CommandOutcome outcome =
        accept(resolved, roundText(command.round) + " paired" +
                             (command.isFromEngine ? " by the engine" : " by hand") + ": " +
                             countText(command.tables.size(), "table") +
                             (command.bye ? ", bye " + playerLabel(m_state, *command.bye) : ""));
    outcome.warnings = resolved.warnings;
    return outcome;
}

void Application::freezeNumbers() {
    // The numbers printed on the first pairing stay the players' numbers: a late entry takes
    // the next one instead of moving everyone's (a number on paper always names its player).
    if (m_state.frozenNumbers.empty() && m_state.rounds.empty()) {
        m_state.frozenNumbers = m_state.pairingNumbers();
    }
}

model::Round* Application::roundForHandChange(int number, std::string& refusal) {
    int count = static_cast<int>(m_state.rounds.size());
    if (number == count + 1) {
        if (count > 0 && m_state.rounds.back().status != model::RoundStatus::Finished) {
            refusal = roundText(count) + " is not finished";
            return nullptr;
        }
        if (number > m_state.settings.rounds) {
            refusal = "the event has " + std::to_string(m_state.settings.rounds) + " rounds";
            return nullptr;
        }
        model::Round created;
        created.number = number;
        freezeNumbers();
        m_state.rounds.push_back(std::move(created)); // a hand-made pairing starts empty
        return &m_state.rounds.back();
    }
    model::Round* round = m_state.findRound(number);
    if (!round) {
        refusal = roundText(number) + " cannot be paired now: the next round is " +
                  std::to_string(count + 1);
        return nullptr;
    }
    if (round->status == model::RoundStatus::Started ||
        round->status == model::RoundStatus::Finished) {
        refusal = roundText(number) + " has started; its pairing cannot change";
        return nullptr;
    }
    return round;
}

CommandOutcome Application::handle(const SetTable& command, std::int64_t) {
    if (command.first == command.second || !m_state.findPlayer(command.first) ||
        !m_state.findPlayer(command.second)) {
        return refuse("a table needs two different registered players");
    }
    const model::Round* existing = m_state.findRound(command.round);
    std::size_t tableCount = existing ? existing->tables.size() : 0;
    if (command.table < 1 || command.table > static_cast<int>(tableCount) + 1) {
        return refuse("table " + std::to_string(command.table) + " does not exist (tables 1-" +
                      std::to_string(tableCount + 1) + ")");
    }
    SetTable resolved = command;
    resolved.warnings = checkTableChange(m_state, command);
    std::string refusal;
    model::Round* round = roundForHandChange(command.round, refusal);
    if (!round) {
        return refuse(refusal);
    }
    TablePairing pairing{command.first, command.second};
    model::Table table = newTable(command.table, pairing, m_state.settings);
    table.manualReason = command.reason;
    table.warnings = resolved.warnings;
    if (command.table == static_cast<int>(round->tables.size()) + 1) {
        round->tables.push_back(std::move(table));
    } else {
        round->tables[static_cast<std::size_t>(command.table - 1)] = std::move(table);
    }
    std::string byeNote;
    if (round->pairingBye == command.first || round->pairingBye == command.second) {
        byeNote = "; the pairing-allocated bye of " + playerLabel(m_state, *round->pairingBye) +
                  " is taken away";
        round->pairingBye.reset();
    }
    bool wasPublished = round->status == model::RoundStatus::Published;
    round->status = model::RoundStatus::Paired;
    round->isFromEngine = false;
    CommandOutcome outcome = accept(
        resolved, roundText(command.round) + " table " + std::to_string(command.table) +
                      " set by hand" + (command.reason.empty() ? "" : ": " + command.reason) +
                      byeNote + (wasPublished ? "; publish the pairing again" : ""));
    outcome.warnings = resolved.warnings;
    return outcome;
}

CommandOutcome Application::handle(const SetBye& command, std::int64_t) {
    if (command.player && !m_state.findPlayer(*command.player)) {
        return refuse("no player (id " + std::to_string(command.player->value) + ")");
    }
    if (command.player) {
        if (const model::Round* existing = m_state.findRound(command.round)) {
            for (const model::Table& table : existing->tables) {
                if (table.first == *command.player || table.second == *command.player) {
                    return refuse(playerLabel(m_state, *command.player) + " sits at table " +
                                  std::to_string(table.number) + "; change that table first");
                }
            }
        }
    }
    SetBye resolved = command;
    resolved.warnings = checkByeChange(m_state, command.round, command.player);
    std::string refusal;
    model::Round* round = roundForHandChange(command.round, refusal);
    if (!round) {
        return refuse(refusal);
    }
    round->pairingBye = command.player;
    bool wasPublished = round->status == model::RoundStatus::Published;
    round->status = model::RoundStatus::Paired;
    round->isFromEngine = false;
    CommandOutcome outcome =
        accept(resolved, roundText(command.round) + ": the pairing-allocated bye " +
                             (command.player ? "goes to " + playerLabel(m_state, *command.player)
                                             : std::string("is taken away")) +
                             (command.reason.empty() ? "" : ": " + command.reason) +
                             (wasPublished ? "; publish the pairing again" : ""));
    outcome.warnings = resolved.warnings;
    return outcome;
}

CommandOutcome Application::handle(const PublishRound& command, std::int64_t) {
    model::Round* round = m_state.findRound(command.round);
    if (!round) {
        return refuse(roundText(command.round) + " is not paired");
    }
    if (round->status != model::RoundStatus::Paired) {
        return refuse(roundText(command.round) + " is " + model::roundStatusName(round->status) +
                      " already");
    }
    if (round->tables.empty()) {
        return refuse(roundText(command.round) + " has no table");
    }
    round->status = model::RoundStatus::Published;
    CommandOutcome outcome = accept(command, roundText(command.round) + " published");
    outcome.warnings = checkPairing(m_state, pairingOf(*round));
    return outcome;
}

CommandOutcome Application::handle(const StartRound& command, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    if (!round || round->status != model::RoundStatus::Published) {
        return refuse(roundText(command.round) +
                      (round ? " must be published before it starts" : " is not paired"));
    }
    std::set<int> seen;
    for (const model::Table& table : round->tables) {
        for (model::PlayerId id : {table.first, table.second}) {
            if (!seen.insert(id.value).second) {
                return refuse("player " + playerLabel(m_state, id) +
                              " sits at two tables; correct the pairing first");
            }
        }
    }
    std::string problem;
    auto controls = gameControls(m_state.settings, 1, problem);
    if (!controls) {
        return refuse(problem);
    }
    int running = 0;
    for (model::Table& table : round->tables) {
        // The settings may have changed since the pairing: the games start under today's. A
        // forfeit entered before the start stays the whole table's.
        std::optional<model::TableResult> forfeit = table.games.front().result; // table order
        prepareGames(table, m_state.settings);
        for (model::TableGame& game : table.games) {
            if (forfeit) {
                game.result = model::TableResult{inGameOrder(table, game, forfeit->code),
                                                 forfeit->reason, false};
            }
        }
        startGame(table.games.front(), clock::ClockSetup{*controls, {}}, now);
        settleTableResult(table);
        running += forfeit ? 0 : 1;
    }
    round->status = model::RoundStatus::Started;
    return accept(command, roundText(command.round) + " started: " +
                               countText(static_cast<std::size_t>(running), "clock") + " running");
}

CommandOutcome Application::handle(const FinishRound& command, std::int64_t) {
    model::Round* round = m_state.findRound(command.round);
    if (!round || round->status != model::RoundStatus::Started) {
        return refuse(roundText(command.round) + " is not being played");
    }
    std::vector<int> awaiting;
    std::vector<int> missing;
    for (const model::Table& table : round->tables) {
        bool isAwaiting =
            std::any_of(table.games.begin(), table.games.end(), [](const model::TableGame& game) {
                return rules::isAwaitingRuling(game.game);
            });
        if (isAwaiting) {
            awaiting.push_back(table.number); // 9.6: the arbiter's ruling makes the result
        } else if (!table.result) {
            missing.push_back(table.number);
        }
    }
    auto tables = [](const std::vector<int>& numbers) {
        std::string text = numbers.size() == 1 ? "table " : "tables ";
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            text += (i == 0 ? "" : ", ") + std::to_string(numbers[i]);
        }
        return text;
    };
    if (!awaiting.empty() || !missing.empty()) {
        std::string why;
        if (!awaiting.empty()) {
            why = "a claim awaits the arbiter's ruling at " + tables(awaiting);
        }
        if (!missing.empty()) {
            why += (why.empty() ? "" : "; ") + std::string("no result at ") + tables(missing);
        }
        return refuse(roundText(command.round) + " cannot finish: " + why);
    }
    round->status = model::RoundStatus::Finished;
    CommandOutcome outcome = accept(command, roundText(command.round) + " finished");
    outcome.effects.push_back(Effect{Effect::Kind::RoundFinished, command.round, 0, ""});
    return outcome;
}

} // namespace renju::arbiter::app
