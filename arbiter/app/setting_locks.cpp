#include "arbiter/app/setting_locks.hpp"

#include <algorithm>

namespace renju::arbiter::app {

SettingLocks settingLocks(const model::EventState& state) {
    SettingLocks locks;
    const model::Round* started = nullptr;
    for (const model::Round& round : state.rounds) {
        bool hasStarted = round.status == model::RoundStatus::Started ||
                          round.status == model::RoundStatus::Finished;
        if (hasStarted && !started) {
            started = &round;
        }
    }
    if (started) {
        locks.play = "locked: round " + std::to_string(started->number) +
                     " has started, and its games are played under it";
    }
    if (!state.rounds.empty()) {
        locks.pairing = "locked: round 1 is paired under it";
        locks.draw = "locked: the pairing numbers were drawn for round 1";
    }
    locks.fewestRounds = std::max(1, static_cast<int>(state.rounds.size()));
    return locks;
}

std::string lockedChange(const model::EventState& state, const model::EventSettings& next,
                         bool locksPairing) {
    const model::EventSettings& old = state.settings;
    SettingLocks locks = settingLocks(state);
    bool changesPlay = old.ruleSet != next.ruleSet || old.boardSize != next.boardSize ||
                       old.opening != next.opening || old.match != next.match ||
                       old.timeControl != next.timeControl || old.system != next.system;
    if (!locks.play.empty() && changesPlay) {
        return "the rule set, board, opening, match rule, time control and pairing system "
               "cannot change once a round has started";
    }
    bool changesPairing =
        old.pairingRules != next.pairingRules || old.byeHalfPoints != next.byeHalfPoints;
    if (locksPairing && !locks.pairing.empty() && changesPairing) {
        return "the Dutch rules and the bye's points cannot change once a round is paired";
    }
    if (!locks.draw.empty() && old.federationDrawSeed != next.federationDrawSeed) {
        return "the draw of the pairing numbers cannot change once a round is paired";
    }
    if (next.rounds < locks.fewestRounds) {
        return std::to_string(state.rounds.size()) +
               " rounds are paired already; the event cannot have fewer";
    }
    return "";
}

} // namespace renju::arbiter::app
