#pragma once

// The commands about players: registration, changes, withdrawal, byes asked for, pairs kept
// apart. Each kind describes itself (see command_kind.hpp).

#include "arbiter/app/command_kind.hpp"
#include "arbiter/app/command_words.hpp"
#include "arbiter/model/player.hpp"

#include <string>
#include <tuple>
#include <vector>

namespace renju::arbiter::app {

using model::PlayerId;

/// Registers a player (after round 1 is paired: a late entry, from the next round).
struct AddPlayer {
    static constexpr std::string_view kName = "player.add";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    model::Player player;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("player", &AddPlayer::player)};
    }
    std::string describe() const {
        return "player added: " + player.name + " (" + std::to_string(player.rating) +
               (player.federation.empty() ? "" : ", " + player.federation) + ")";
    }
};

/// Registers several players at once (all or none).
struct ImportPlayers {
    static constexpr std::string_view kName = "player.import";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    std::vector<model::Player> players;
    std::string source;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("players", &ImportPlayers::players),
                          journal::defaulted("source", &ImportPlayers::source)};
    }
    std::string describe() const {
        return "players imported: " + std::to_string(players.size()) + reasonText(source);
    }
};

/// Replaces a player's registration.
struct EditPlayer {
    static constexpr std::string_view kName = "player.edit";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    PlayerId id;
    model::Player player;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("id", &EditPlayer::id),
                          journal::required("player", &EditPlayer::player)};
    }
    std::string describe(const model::EventState& state) const {
        return "player " + playerNumberText(state, id) + " changed: " + player.name;
    }
};

/// The player takes no part in rounds not yet paired.
struct WithdrawPlayer {
    static constexpr std::string_view kName = "player.withdraw";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    PlayerId id;
    std::string reason;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("id", &WithdrawPlayer::id),
                          journal::defaulted("reason", &WithdrawPlayer::reason)};
    }
    std::string describe(const model::EventState& state) const {
        return "player " + playerText(state, id) + " withdrawn" + reasonText(reason);
    }
};

/// The player asks not to be paired in a round, for a half-point or a zero-point bye.
struct RequestBye {
    static constexpr std::string_view kName = "player.bye";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    PlayerId id;
    int round = 0;
    model::ByeKind kind = model::ByeKind::Half;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("id", &RequestBye::id),
                          journal::required("round", &RequestBye::round),
                          journal::required("kind", &RequestBye::kind)};
    }
    std::string describe(const model::EventState& state) const {
        return "player " + playerText(state, id) + ": " +
               (kind == model::ByeKind::Half ? "half" : "zero") + "-point bye in round " +
               std::to_string(round);
    }
};

/// Takes back a bye the player asked for.
struct CancelBye {
    static constexpr std::string_view kName = "player.bye-cancel";
    static constexpr CommandScope kScope = CommandScope::Round;
    static constexpr Rights kRights = Rights::Chief;

    PlayerId id;
    int round = 0;

    static constexpr auto journalFields() {
        return std::tuple{journal::required("id", &CancelBye::id),
                          journal::required("round", &CancelBye::round)};
    }
    std::string describe(const model::EventState& state) const {
        return "player " + playerText(state, id) + ": bye in round " + std::to_string(round) +
               " cancelled";
    }
};

/// These two players must not be paired with each other.
struct ForbidPair {
    static constexpr std::string_view kName = "pair.forbid";
    static constexpr CommandScope kScope = CommandScope::EventWide;
    static constexpr Rights kRights = Rights::Chief;

    PlayerId first;
    PlayerId second;

    static constexpr auto journalFields() {
        return std::tuple{journal::pair("players", &ForbidPair::first, &ForbidPair::second)};
    }
    std::string describe(const model::EventState& state) const {
        return "players " + playerText(state, first) + " and " + playerText(state, second) +
               " kept apart";
    }
};

} // namespace renju::arbiter::app
