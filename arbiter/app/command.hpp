#pragma once

// Every change a referee can make to an event, as one variant of command kinds. A kind is one
// struct that describes itself (command_kind.hpp): adding one means writing it in the file of
// its family, naming it in `Command` below and giving Application its handler; the name table,
// the journal's JSON, the audit log's description and the place are derived from it.

#include "arbiter/app/command_kind.hpp"
#include "arbiter/app/event_commands.hpp"
#include "arbiter/app/player_commands.hpp"
#include "arbiter/app/round_commands.hpp"
#include "arbiter/app/table_commands.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

namespace renju::arbiter::app {

/// Every change a referee can make to an event.
using Command =
    std::variant<CreateEvent, EditEvent, AddPlayer, ImportPlayers, EditPlayer, WithdrawPlayer,
                 RequestBye, CancelBye, ForbidPair, PairNextRound, PairRound, SetTable,
                 PublishRound, StartRound, FinishRound, GameAction, ClockAction, SetResult,
                 RecoverSession, SetBye, StartGame, EnterScoresheet>;

/// Returns a kind's journal name. The assertion is where a kind that does not describe itself
/// (no name, no scope, no fields or no description) stops the build, the compiler naming the
/// kind and the requirement it misses.
template <class Kind>
consteval std::string_view checkedName() {
    static_assert(CommandKind<Kind>,
                  "a command kind declares kName, kScope, kRights, journalFields() and "
                  "describe() (see command_kind.hpp)");
    return Kind::kName;
}

/// Returns the journal names of a variant's kinds in its order.
template <class... Kinds>
consteval std::array<std::string_view, sizeof...(Kinds)>
journalNames(std::type_identity<std::variant<Kinds...>>) {
    return {checkedName<Kinds>()...};
}

/// The journal name of each alternative of `Command`, by its index.
inline constexpr auto kCommandNames = journalNames(std::type_identity<Command>{});

/// Returns true when no two names are the same (a journal entry names one kind).
template <std::size_t kCount>
consteval bool areNamesUnique(const std::array<std::string_view, kCount>& names) {
    for (std::size_t i = 0; i < kCount; ++i) {
        for (std::size_t j = i + 1; j < kCount; ++j) {
            if (names[i] == names[j]) {
                return false;
            }
        }
    }
    return true;
}
static_assert(areNamesUnique(kCommandNames), "two command kinds share a journal name");

/// Returns the command's type name as journaled ("player.add", "game", ...).
inline std::string commandName(const Command& command) {
    return std::string(kCommandNames[command.index()]);
}

/// Returns who may issue the command on a shared event (its kind's `kRights`).
inline Rights requiredRights(const Command& command) {
    return std::visit([](const auto& kind) { return std::decay_t<decltype(kind)>::kRights; },
                      command);
}

} // namespace renju::arbiter::app
