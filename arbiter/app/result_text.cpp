#include "arbiter/app/result_text.hpp"

#include "arbiter/app/round_lists.hpp"

namespace renju::arbiter::app {

namespace {

std::string nameOf(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return player ? player->name : "player #" + std::to_string(id.value);
}

std::string halfPointsText(int halfPoints) {
    return halfPoints == 2 ? "1" : (halfPoints == 1 ? "0.5" : "0");
}

} // namespace

std::string blackFirstScore(const model::Table& table, model::ResultCode code) {
    bool isFirstBlack = table.game.playerOf(rules::Stone::Black) == rules::Player::First;
    int black = isFirstBlack ? model::firstHalfPoints(code) : model::secondHalfPoints(code);
    int white = isFirstBlack ? model::secondHalfPoints(code) : model::firstHalfPoints(code);
    return halfPointsText(black) + "-" + halfPointsText(white) +
           (model::isForfeit(code) ? "f" : "");
}

std::string resultSentence(const model::EventState& state, const model::Table& table) {
    if (!table.result) {
        return "";
    }
    const model::TableResult& result = *table.result;
    std::string score = blackFirstScore(table, result.code);
    std::string reason = result.reason.empty() ? "" : ": " + result.reason;
    std::string byArbiter = result.isFromGame ? "" : " (entered by the arbiter)";
    int first = model::firstHalfPoints(result.code);
    int second = model::secondHalfPoints(result.code);
    if (model::isForfeit(result.code)) {
        if (first == 0 && second == 0) {
            return score + " neither player played (forfeit)" + reason;
        }
        model::PlayerId winner = first > 0 ? table.first : table.second;
        return score + " " + nameOf(state, winner) + " wins by forfeit (not played)" + reason;
    }
    if (first == second) {
        return score + " draw" + reason + byArbiter;
    }
    rules::Player winner = first > second ? rules::Player::First : rules::Player::Second;
    model::PlayerId id = winner == rules::Player::First ? table.first : table.second;
    return score + " " + rules::colourName(table.game.colourOf(winner)) + " (" + nameOf(state, id) +
           ") wins" + reason + byArbiter;
}

std::string scoresByPlayer(const model::EventState& state, const model::Table& table,
                           model::ResultCode code) {
    return nameOf(state, table.first) + " " + ownScore(code, true) + " – " +
           nameOf(state, table.second) + " " + ownScore(code, false);
}

} // namespace renju::arbiter::app
