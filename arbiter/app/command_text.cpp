#include "arbiter/app/command_text.hpp"

namespace renju::arbiter::app {

std::string describeCommand(const Command& command, const model::EventState& state) {
    return std::visit(
        [&state](const auto& kind) {
            if constexpr (NamesPlayers<std::decay_t<decltype(kind)>>) {
                return kind.describe(state);
            } else {
                return kind.describe();
            }
        },
        command);
}

std::pair<int, int> commandPlace(const Command& command) {
    return std::visit(
        [](const auto& kind) -> std::pair<int, int> {
            constexpr CommandScope kScope = std::decay_t<decltype(kind)>::kScope;
            if constexpr (kScope == CommandScope::Table) {
                return {kind.round, kind.table};
            } else if constexpr (kScope == CommandScope::Round) {
                return {kind.round, 0};
            } else {
                return {0, 0};
            }
        },
        command);
}

} // namespace renju::arbiter::app
