#include "arbiter/app/table_result.hpp"

namespace renju::arbiter::app {

namespace {

using model::ResultCode;

/// The points the game's players scored on the board (Ren), in the table's listed order; none
/// in a family that scores no points.
void addBoardPoints(const model::Table& table, const model::TableGame& game,
                    rules::MatchGameScore& score) {
    std::array<int, 2> points = rules::boardPoints(game.game).value_or(std::array<int, 2>{});
    bool isListedOrder = game.first == table.first;
    score.firstPoints = points[isListedOrder ? 0 : 1];
    score.secondPoints = points[isListedOrder ? 1 : 0];
}

/// Returns the result of a match whose two games have results, by its rule.
model::TableResult matchResult(const model::Table& table) {
    std::array<rules::MatchGameScore, 2> scores{};
    bool areForfeits = true;
    bool areFromGames = true;
    for (std::size_t i = 0; i < 2; ++i) {
        const model::TableGame& game = table.games[i];
        ResultCode code = inTableOrder(table, game, game.result->code);
        scores[i] =
            rules::MatchGameScore{model::firstHalfPoints(code), model::secondHalfPoints(code)};
        addBoardPoints(table, game, scores[i]);
        areForfeits = areForfeits && model::isForfeit(code);
        areFromGames = areFromGames && game.result->isFromGame;
    }
    rules::MatchDecision decision = rules::decideMatch(*table.match, scores);
    model::TableResult result;
    result.isFromGame = areFromGames;
    result.reason = decision.reason;
    switch (decision.winner) {
    case rules::MatchWinner::First:
        result.code = areForfeits ? ResultCode::FirstForfeit : ResultCode::FirstWins;
        break;
    case rules::MatchWinner::Second:
        result.code = areForfeits ? ResultCode::SecondForfeit : ResultCode::SecondWins;
        break;
    case rules::MatchWinner::Neither:
        result.code = areForfeits ? ResultCode::DoubleForfeit : ResultCode::Draw;
        break;
    }
    return result;
}

} // namespace

std::optional<model::TableResult> resultFromGame(const rules::AnyGame& game) {
    rules::GameResult result = rules::resultOf(game);
    if (result.score == rules::Score::Unfinished) {
        return std::nullopt;
    }
    ResultCode code = ResultCode::Draw;
    if (result.score != rules::Score::Draw) {
        rules::Stone winner =
            result.score == rules::Score::BlackWins ? rules::Stone::Black : rules::Stone::White;
        code = rules::colourOf(game, rules::Player::First) == winner ? ResultCode::FirstWins
                                                                     : ResultCode::SecondWins;
    }
    return model::TableResult{code, rules::reasonCode(result.reason), true};
}

ResultCode inTableOrder(const model::Table& table, const model::TableGame& game, ResultCode code) {
    return game.first == table.first ? code : model::exchangedCode(code);
}

ResultCode inGameOrder(const model::Table& table, const model::TableGame& game, ResultCode code) {
    return inTableOrder(table, game, code); // exchanging is its own inverse
}

std::optional<GamePoints> tableGamePoints(const model::Table& table) {
    GamePoints points;
    for (const model::TableGame& game : table.games) {
        if (!game.result) {
            return std::nullopt;
        }
        ResultCode code = inTableOrder(table, game, game.result->code);
        points.first += model::firstHalfPoints(code);
        points.second += model::secondHalfPoints(code);
    }
    return points;
}

std::optional<GamePoints> tableBoardPoints(const model::Table& table) {
    GamePoints points;
    for (const model::TableGame& game : table.games) {
        if (!game.result || !rules::boardPoints(game.game)) {
            return std::nullopt;
        }
        rules::MatchGameScore score;
        addBoardPoints(table, game, score);
        points.first += score.firstPoints;
        points.second += score.secondPoints;
    }
    return points;
}

void settleTableResult(model::Table& table) {
    if (!table.isMatch() || table.games.size() < 2) {
        table.result = table.games.front().result;
        return;
    }
    if (!table.games[0].result || !table.games[1].result) {
        table.result.reset();
        return;
    }
    table.result = matchResult(table);
}

} // namespace renju::arbiter::app
