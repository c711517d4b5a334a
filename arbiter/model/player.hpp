#pragma once

#include "arbiter/model/ids.hpp"

#include <string>

namespace renju::arbiter::model {

/// Whether a player takes part in the coming rounds.
enum class PlayerStatus { Active, Withdrawn };

/// A registered player. Names are UTF-8 in any script.
struct Player {
    PlayerId id;
    std::string name;
    int rating = 0;
    std::string federation;
    std::string club;
    std::string rifId;
    PlayerStatus status = PlayerStatus::Active;
    /// The first round the player takes part in (later than 1 for a late entry).
    int firstRound = 1;
    /// The last round played before withdrawing (0 while active).
    int withdrawnAfterRound = 0;

    friend bool operator==(const Player&, const Player&) = default;
};

/// A bye the player asked for before the round was paired.
enum class ByeKind { Half, Zero };

/// A requested bye: the player is not paired in that round.
struct ByeRequest {
    PlayerId player;
    int round = 0;
    ByeKind kind = ByeKind::Half;

    friend bool operator==(const ByeRequest&, const ByeRequest&) = default;
};

} // namespace renju::arbiter::model
