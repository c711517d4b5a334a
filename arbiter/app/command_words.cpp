#include "arbiter/app/command_words.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/round_lists.hpp"

namespace renju::arbiter::app {

std::string countText(std::size_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string reasonText(const std::string& reason) {
    return reason.empty() ? "" : " (" + reason + ")";
}

std::string tableText(int round, int table) {
    return "round " + std::to_string(round) + " table " + std::to_string(table);
}

std::string gameText(int game) {
    return game > 1 ? " game " + std::to_string(game) : "";
}

std::string playerText(const model::EventState& state, model::PlayerId player) {
    return playerLabel(state, player);
}

std::string playerNameText(const model::EventState& state, model::PlayerId player) {
    return state.playerName(player, "player #" + std::to_string(player.value));
}

std::string playerNumberText(const model::EventState& state, model::PlayerId player) {
    return state.findPlayer(player) ? "No. " + std::to_string(state.numberOf(player))
                                    : playerLabel(state, player);
}

std::string scoresText(model::ResultCode code) {
    return "first player " + ownScore(code, true) + ", second player " + ownScore(code, false);
}

} // namespace renju::arbiter::app
