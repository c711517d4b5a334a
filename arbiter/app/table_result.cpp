#include "arbiter/app/table_result.hpp"

namespace renju::arbiter::app {

std::optional<model::TableResult> resultFromGame(const rules::Game& game) {
    rules::GameResult result = game.result();
    if (result.score == rules::Score::Unfinished) {
        return std::nullopt;
    }
    model::ResultCode code = model::ResultCode::Draw;
    if (result.score != rules::Score::Draw) {
        rules::Stone winner =
            result.score == rules::Score::BlackWins ? rules::Stone::Black : rules::Stone::White;
        code = game.playerOf(winner) == rules::Player::First ? model::ResultCode::FirstWins
                                                             : model::ResultCode::SecondWins;
    }
    return model::TableResult{code, rules::reasonCode(result.reason), true};
}

} // namespace renju::arbiter::app
