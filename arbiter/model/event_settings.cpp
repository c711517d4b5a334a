#include "arbiter/model/event_settings.hpp"

#include <algorithm>

namespace renju::arbiter::model {

const char* pairingSystemName(PairingSystem system) {
    switch (system) {
    case PairingSystem::Swiss:
        return "swiss";
    case PairingSystem::RoundRobin:
        return "roundrobin";
    case PairingSystem::DoubleRoundRobin:
        return "double-roundrobin";
    }
    return "swiss";
}

std::string EventSettings::roundDate(int round) const {
    if (const RoundTime* time = schedule.findRound(round)) {
        return time->date;
    }
    return endDate.empty() || endDate == startDate ? startDate : "";
}

std::string EventSettings::roundWhen(int round) const {
    const RoundTime* time = schedule.findRound(round);
    return time && !time->time.empty() ? time->date + " " + time->time : roundDate(round);
}

std::string EventSettings::gameDate(int round, int table, int game) const {
    if (const PlayedOn* played = schedule.findPlayedOn(round, table, std::max(game, 1))) {
        return played->date;
    }
    return roundDate(round);
}

rules::GameRules EventSettings::gameRules() const {
    return rules::GameRules{ruleSet, boardSize, opening, renVariants};
}

std::optional<PairingSystem> parsePairingSystem(std::string_view text) {
    for (PairingSystem system :
         {PairingSystem::Swiss, PairingSystem::RoundRobin, PairingSystem::DoubleRoundRobin}) {
        if (text == pairingSystemName(system)) {
            return system;
        }
    }
    return std::nullopt;
}

} // namespace renju::arbiter::model
