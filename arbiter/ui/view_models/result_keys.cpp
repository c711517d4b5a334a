#include "arbiter/ui/view_models/result_keys.hpp"

#include "arbiter/app/result_text.hpp"

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
    return "keys: 1 = the first player wins   0 = the second wins   5 or = = draw   "
           "+ / - = the first / second wins by forfeit   * = neither played   "
           "up/down = board   Enter = open the board";
}

std::string notAResultKey(char32_t key) {
    std::string shown = key < 0x80 ? std::string(1, static_cast<char>(key)) : "that key";
    return "'" + shown + "' is not a result key (1, 0, 5 or =, +, -, *)";
}

const model::TableGame& resultTarget(const model::Table& atTable) {
    for (const model::TableGame& game : atTable.games) {
        if (!game.result) {
            return game;
        }
    }
    return atTable.games.back();
}

bool isGameInProgress(const model::Table& atTable, std::int64_t now) {
    const model::TableGame& table = resultTarget(atTable);
    if (table.result) {
        return false;
    }
    bool isRunning = table.clock && table.clock->stateAt(clock::Milliseconds(now)).status ==
                                        clock::ClockStatus::Running;
    return isRunning || rules::moveCountOf(table.game) > 0;
}

std::string resultQuestion(const model::EventState& state, const model::Table& atTable,
                           model::ResultCode code, std::int64_t now) {
    const model::TableGame& table = resultTarget(atTable);
    bool isRunning = table.clock && table.clock->stateAt(clock::Milliseconds(now)).status ==
                                        clock::ClockStatus::Running;
    std::size_t moves = rules::moveCountOf(table.game);
    std::string doing = "move " + std::to_string(moves) + (isRunning ? ", clock running" : "");
    return "Table " + std::to_string(atTable.number) + " is being played (" +
           app::gameLabel(atTable, table) + doing + "). Enter " +
           app::scoresByPlayer(state, atTable.first, atTable.second, code) +
           (isRunning ? " and stop the clock?" : "?");
}

} // namespace renju::arbiter::ui
