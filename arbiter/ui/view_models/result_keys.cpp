#include "arbiter/ui/view_models/result_keys.hpp"

namespace renju::arbiter::ui {

std::optional<model::ResultCode> resultForKey(char32_t key) {
    switch (key) {
    case U'1':
        return model::ResultCode::FirstWins;
    case U'0':
        return model::ResultCode::SecondWins;
    case U'5':
    case U'=':
        return model::ResultCode::Draw;
    case U'+':
        return model::ResultCode::FirstForfeit;
    case U'-':
        return model::ResultCode::SecondForfeit;
    case U'*':
        return model::ResultCode::DoubleForfeit;
    default:
        return std::nullopt;
    }
}

std::string resultKeysHelp() {
    return "keys: 1 = 1-0   0 = 0-1   5 or = = 0.5-0.5   + = 1-0f   - = 0-1f   * = 0-0f   "
           "up/down = board   Enter = open the board";
}

} // namespace renju::arbiter::ui
