// Rounds: pairing (by the engine, resolved into its pairs, or by hand), publishing, starting
// the clocks and finishing.
#include "arbiter/app/app_outcome.hpp"
#include "arbiter/app/application.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "clock/time_control_text.hpp"

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
            return "no player #" + std::to_string(id.value);
        }
        if (!seen.insert(id.value).second) {
            return "player #" + std::to_string(id.value) + " is paired twice";
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
    model::Table table{number,
                       pairing.first,
                       pairing.second,
                       rules::Game(s.opening),
                       std::nullopt,
                       std::nullopt,
                       "",
                       {}};
    return table;
}

} // namespace

CommandOutcome Application::onPairNextRound(std::int64_t now) {
    int next = static_cast<int>(m_state.rounds.size()) + 1;
    if (next > m_state.settings.rounds) {
        return refuse("all " + std::to_string(m_state.settings.rounds) + " rounds are paired");
    }
    const model::Round* previous = m_state.currentRound();
    if (previous && previous->status != model::RoundStatus::Finished) {
        return refuse(roundText(previous->number) + " is not finished");
    }
    EnginePairing engine = pairNextRoundWithEngine(m_state, next);
    if (!engine.pairing) {
        return refuse("the engine cannot pair " + roundText(next) + ": " + engine.error);
    }
    CommandOutcome outcome = dispatch(*engine.pairing, now);
    return outcome;
}

CommandOutcome Application::onPairRound(const PairRound& command) {
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
        m_state.rounds.push_back(std::move(round));
    }
    CommandOutcome outcome =
        accept(resolved, roundText(command.round) + " paired" +
                             (command.isFromEngine ? " by the engine" : " by hand") + ": " +
                             std::to_string(command.tables.size()) + " tables" +
                             (command.bye ? ", bye #" + std::to_string(command.bye->value) : ""));
    outcome.warnings = resolved.warnings;
    return outcome;
}

CommandOutcome Application::onSetTable(const SetTable& command) {
    model::Round* round = m_state.findRound(command.round);
    if (!round) {
        return refuse(roundText(command.round) + " is not paired");
    }
    if (round->status == model::RoundStatus::Started ||
        round->status == model::RoundStatus::Finished) {
        return refuse(roundText(command.round) + " has started; its pairing cannot change");
    }
    if (command.first == command.second || !m_state.findPlayer(command.first) ||
        !m_state.findPlayer(command.second)) {
        return refuse("a table needs two different registered players");
    }
    if (command.table < 1 || command.table > static_cast<int>(round->tables.size()) + 1) {
        return refuse("table " + std::to_string(command.table) + " does not exist (tables 1-" +
                      std::to_string(round->tables.size() + 1) + ")");
    }
    SetTable resolved = command;
    resolved.warnings = checkTableChange(m_state, command);
    TablePairing pairing{command.first, command.second};
    model::Table table = newTable(command.table, pairing, m_state.settings);
    table.manualReason = command.reason;
    table.warnings = resolved.warnings;
    if (command.table == static_cast<int>(round->tables.size()) + 1) {
        round->tables.push_back(std::move(table));
    } else {
        round->tables[static_cast<std::size_t>(command.table - 1)] = std::move(table);
    }
    bool wasPublished = round->status == model::RoundStatus::Published;
    round->status = model::RoundStatus::Paired;
    CommandOutcome outcome = accept(
        resolved, roundText(command.round) + " table " + std::to_string(command.table) +
                      " set by hand" + (command.reason.empty() ? "" : ": " + command.reason) +
                      (wasPublished ? "; publish the pairing again" : ""));
    outcome.warnings = resolved.warnings;
    return outcome;
}

CommandOutcome Application::onPublishRound(const PublishRound& command) {
    model::Round* round = m_state.findRound(command.round);
    if (!round) {
        return refuse(roundText(command.round) + " is not paired");
    }
    if (round->status != model::RoundStatus::Paired) {
        return refuse(roundText(command.round) + " is " + model::roundStatusName(round->status) +
                      " already");
    }
    round->status = model::RoundStatus::Published;
    return accept(command, roundText(command.round) + " published");
}

CommandOutcome Application::onStartRound(const StartRound& command, std::int64_t now) {
    model::Round* round = m_state.findRound(command.round);
    if (!round || round->status != model::RoundStatus::Published) {
        return refuse(roundText(command.round) +
                      (round ? " must be published before it starts" : " is not paired"));
    }
    std::set<int> seen;
    for (const model::Table& table : round->tables) {
        for (model::PlayerId id : {table.first, table.second}) {
            if (!seen.insert(id.value).second) {
                return refuse("player #" + std::to_string(id.value) +
                              " sits at two tables; correct the pairing first");
            }
        }
    }
    auto controls = clock::parseClockControls(m_state.settings.timeControl);
    for (model::Table& table : round->tables) {
        table.clock.emplace(clock::ClockSetup{*controls.controls, {}});
        table.clock->start(clock::Seat::A, clock::Milliseconds(now)); // 14.3
    }
    round->status = model::RoundStatus::Started;
    return accept(command, roundText(command.round) + " started: " +
                               std::to_string(round->tables.size()) + " clocks running");
}

CommandOutcome Application::onFinishRound(const FinishRound& command) {
    model::Round* round = m_state.findRound(command.round);
    if (!round || round->status != model::RoundStatus::Started) {
        return refuse(roundText(command.round) + " is not being played");
    }
    std::string missing;
    for (const model::Table& table : round->tables) {
        if (!table.result) {
            missing += (missing.empty() ? "" : ", ") + std::to_string(table.number);
        }
    }
    if (!missing.empty()) {
        return refuse(roundText(command.round) + " cannot finish: no result at table(s) " +
                      missing);
    }
    round->status = model::RoundStatus::Finished;
    CommandOutcome outcome = accept(command, roundText(command.round) + " finished");
    outcome.effects.push_back(Effect{Effect::Kind::RoundFinished, command.round, 0, ""});
    return outcome;
}

} // namespace renju::arbiter::app
