#include "arbiter/model/event_settings.hpp"

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
