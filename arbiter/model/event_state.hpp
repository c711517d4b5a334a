#pragma once

#include "arbiter/model/event_settings.hpp"
#include "arbiter/model/player.hpp"
#include "arbiter/model/round.hpp"

#include <optional>
#include <string>
#include <string_view>
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
    /// The players' numbers fixed when the first round was paired (by registration order);
    /// empty before.
    std::vector<int> frozenNumbers;

    /// Returns the player with that id, or nullptr.
    const Player* findPlayer(PlayerId id) const;
    Player* findPlayer(PlayerId id);
    /// Returns the player's name, or `unknown` when there is no such player.
    std::string playerName(PlayerId id, std::string_view unknown) const;
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
    /// Returns the players' numbers (No.), the one number every list prints and every command
    /// takes: until the first round is paired, players ordered by rating (highest first), then
    /// name, then registration; from then on those numbers stay, and a late entry takes the next
    /// number. A round robin with a federation draw has the drawn Berger numbers. The result
    /// maps registration order to numbers (1-based).
    std::vector<int> pairingNumbers() const;
    /// Returns the player whose number (No.) is `number`, or nothing.
    std::optional<PlayerId> playerWithNumber(int number) const;
    /// Returns the number (No.) of a registered player, 0 for an unknown id.
    int numberOf(PlayerId id) const;
};

} // namespace renju::arbiter::model
