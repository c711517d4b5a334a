#pragma once

#include "arbiter/model/event_settings.hpp"
#include "arbiter/model/player.hpp"
#include "arbiter/model/round.hpp"

#include <utility>
#include <vector>

namespace renju::arbiter::model {

/// The whole event as the application holds it: rebuilt from the journal on opening.
struct EventState {
    bool isCreated = false;
    EventSettings settings;
    std::vector<Player> players;
    std::vector<Round> rounds;
    std::vector<ByeRequest> byeRequests;
    std::vector<std::pair<PlayerId, PlayerId>> forbiddenPairs;

    /// Returns the player with that id, or nullptr.
    const Player* findPlayer(PlayerId id) const;
    Player* findPlayer(PlayerId id);
    /// Returns the round with that number (1-based), or nullptr.
    const Round* findRound(int number) const;
    Round* findRound(int number);
    /// Returns the last round paired so far, or nullptr.
    const Round* currentRound() const { return rounds.empty() ? nullptr : &rounds.back(); }
    Round* currentRound() { return rounds.empty() ? nullptr : &rounds.back(); }
    /// Returns the bye `player` requested for `round`, if any.
    const ByeRequest* findByeRequest(PlayerId player, int round) const;
    /// Returns the first round whose pairing can still change: the last round while it is paired
    /// or published but not started, else the round after it (may exceed settings.rounds).
    int firstOpenRound() const;
    /// Returns the pairing numbers: players ordered by rating (highest first), then name, then
    /// registration, or for a round robin with a federation draw the drawn Berger numbers; the
    /// result maps registration order to pairing numbers (1-based).
    std::vector<int> pairingNumbers() const;
};

} // namespace renju::arbiter::model
