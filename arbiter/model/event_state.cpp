#include "arbiter/model/event_state.hpp"

#include "pairing/round_robin.hpp"

#include <algorithm>
#include <numeric>

namespace renju::arbiter::model {

const Player* EventState::findPlayer(PlayerId id) const {
    return const_cast<EventState*>(this)->findPlayer(id);
}

Player* EventState::findPlayer(PlayerId id) {
    if (id.value < 1 || id.value > static_cast<int>(players.size())) {
        return nullptr;
    }
    return &players[static_cast<std::size_t>(id.value - 1)];
}

std::string EventState::playerName(PlayerId id, std::string_view unknown) const {
    const Player* player = findPlayer(id);
    return player ? player->name : std::string(unknown);
}

const Round* EventState::findRound(int number) const {
    return const_cast<EventState*>(this)->findRound(number);
}

Round* EventState::findRound(int number) {
    if (number < 1 || number > static_cast<int>(rounds.size())) {
        return nullptr;
    }
    return &rounds[static_cast<std::size_t>(number - 1)];
}

const ByeRequest* EventState::findByeRequest(PlayerId player, int round) const {
    for (const ByeRequest& request : byeRequests) {
        if (request.player == player && request.round == round) {
            return &request;
        }
    }
    return nullptr;
}

std::vector<int> EventState::pairingNumbers() const {
    if (settings.system != PairingSystem::Swiss && settings.federationDrawSeed != 0) {
        std::vector<std::string> federations;
        for (const Player& player : players) {
            federations.push_back(player.federation);
        }
        return pairing::drawRoundRobinNumbers(federations, settings.federationDrawSeed);
    }
    if (!frozenNumbers.empty()) {
        std::vector<int> numbers = frozenNumbers;
        numbers.resize(std::min(numbers.size(), players.size()));
        int next = static_cast<int>(numbers.size());
        while (numbers.size() < players.size()) {
            numbers.push_back(++next); // late entries in the order they registered
        }
        return numbers;
    }
    std::vector<std::size_t> order(players.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        if (players[a].rating != players[b].rating) {
            return players[a].rating > players[b].rating;
        }
        return players[a].name < players[b].name;
    });
    std::vector<int> numbers(players.size());
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        numbers[order[rank]] = static_cast<int>(rank) + 1;
    }
    return numbers;
}

std::optional<PlayerId> EventState::playerWithNumber(int number) const {
    std::vector<int> numbers = pairingNumbers();
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (numbers[i] == number) {
            return players[i].id;
        }
    }
    return std::nullopt;
}

int EventState::numberOf(PlayerId id) const {
    std::vector<int> numbers = pairingNumbers();
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].id == id) {
            return numbers[i];
        }
    }
    return 0;
}

int EventState::firstOpenRound() const {
    const Round* last = currentRound();
    if (!last) {
        return 1;
    }
    bool isOpen = last->status == RoundStatus::Paired || last->status == RoundStatus::Published;
    return isOpen ? last->number : last->number + 1;
}

} // namespace renju::arbiter::model
