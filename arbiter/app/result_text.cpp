#include "arbiter/app/result_text.hpp"

#include "arbiter/app/command_words.hpp"
#include "arbiter/app/round_lists.hpp"

namespace renju::arbiter::app {

namespace {

std::string halfPointsText(int halfPoints) {
    return halfPoints == 2 ? "1" : (halfPoints == 1 ? "0.5" : "0");
}

} // namespace

std::string blackFirstScore(const model::TableGame& game, model::ResultCode code) {
    bool isFirstBlack = rules::playerOf(game.game, rules::Stone::Black) == rules::Player::First;
    int black = isFirstBlack ? model::firstHalfPoints(code) : model::secondHalfPoints(code);
    int white = isFirstBlack ? model::secondHalfPoints(code) : model::firstHalfPoints(code);
    return halfPointsText(black) + "-" + halfPointsText(white) +
           (model::isForfeit(code) ? "f" : "");
}

std::string resultSentence(const model::EventState& state, const model::TableGame& game) {
    return game.result ? resultWords(state, game, *game.result) : "";
}

std::string resultWords(const model::EventState& state, const model::TableGame& game,
                        const model::TableResult& result) {
    std::string score = blackFirstScore(game, result.code);
    std::string reason = result.reason.empty() ? "" : ": " + result.reason;
    std::string byArbiter = result.isFromGame ? "" : " (entered by the arbiter)";
    int first = model::firstHalfPoints(result.code);
    int second = model::secondHalfPoints(result.code);
    if (model::isForfeit(result.code)) {
        if (first == 0 && second == 0) {
            return score + " neither player played (forfeit)" + reason;
        }
        model::PlayerId winner = first > 0 ? game.first : game.second;
        return score + " " + playerNameText(state, winner) + " wins by forfeit (not played)" +
               reason;
    }
    if (first == second) {
        return score + " draw" + reason + byArbiter;
    }
    rules::Player winner = first > second ? rules::Player::First : rules::Player::Second;
    model::PlayerId id = winner == rules::Player::First ? game.first : game.second;
    return score + " " + rules::colourName(rules::colourOf(game.game, winner)) + " (" +
           playerNameText(state, id) + ") wins" + reason + byArbiter;
}

std::string tableResultSentence(const model::EventState& state, const model::Table& table) {
    if (!table.isMatch()) {
        return resultSentence(state, table.games.front());
    }
    if (!table.result) {
        return "";
    }
    const model::TableResult& result = *table.result;
    int first = model::firstHalfPoints(result.code);
    int second = model::secondHalfPoints(result.code);
    std::string why = result.reason.empty() ? "" : " (" + result.reason + ")";
    if (first == second) {
        return (model::isForfeit(result.code) ? "match not played (forfeit)" : "match drawn") + why;
    }
    model::PlayerId winner = first > second ? table.first : table.second;
    return playerNameText(state, winner) + " wins the match" +
           (model::isForfeit(result.code) ? " by forfeit" : "") + why;
}

std::string scoresByPlayer(const model::EventState& state, model::PlayerId first,
                           model::PlayerId second, model::ResultCode code) {
    return playerNameText(state, first) + " " + ownScore(code, true) + " – " +
           playerNameText(state, second) + " " + ownScore(code, false);
}

std::string gameLabel(const model::Table& table, const model::TableGame& game) {
    if (!table.isMatch()) {
        return "";
    }
    auto index = static_cast<std::size_t>(&game - table.games.data());
    return "game " + std::to_string(index + 1) + ": ";
}

} // namespace renju::arbiter::app
