#pragma once

#include "arbiter/model/event_state.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace renju::arbiter::ui {

/// The columns of the Players view, in display order. `PairingNumber` is the player's No., the
/// one number every list prints and every command takes.
enum class PlayerColumn { PairingNumber, Name, Rating, Federation, Club, RifId, Status };

/// One player as the Players view lists it.
struct PlayerRow {
    const model::Player* player = nullptr;
    int pairingNumber = 0;
    /// "active", "withdrawn after round 3", "from round 4".
    std::string status;
};

/// How the Players view lists players.
struct PlayerListing {
    /// Words that every listed player must contain in one of its fields (ASCII letters
    /// compared without case); empty lists everyone.
    std::string filter;
    PlayerColumn sortBy = PlayerColumn::PairingNumber;
    bool isAscending = true;
};

/// Returns the players that match the filter, sorted as asked (ties by number).
std::vector<PlayerRow> playerRows(const model::EventState& state, const PlayerListing& listing);

} // namespace renju::arbiter::ui
