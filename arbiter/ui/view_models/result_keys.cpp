#include "arbiter/ui/view_models/result_keys.hpp"

#include "arbiter/app/result_input.hpp"
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
    return "keys, by colour: 1 = Black wins (1-0)   0 = White wins (0-1)   5 or = = draw   "
           "+ / - = tentative Black / White wins by forfeit   * = neither played   "
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

/// The result a key gives, by colour, in words with the names: "1-0 Black (Anna) wins".
std::string keyedResultWords(const model::EventState& state, const model::TableGame& game,
                             model::ResultCode byColour) {
    model::TableResult entered{app::byColourInGameOrder(game, byColour), "", false};
    std::string words = app::resultWords(state, game, entered);
    const std::string byArbiter = " (entered by the arbiter)";
    if (words.size() > byArbiter.size() &&
        words.compare(words.size() - byArbiter.size(), byArbiter.size(), byArbiter) == 0) {
        words.erase(words.size() - byArbiter.size());
    }
    return words;
}

std::string resultQuestion(const model::EventState& state, const model::Table& atTable,
                           model::ResultCode code, std::int64_t now) {
    const model::TableGame& table = resultTarget(atTable);
    std::string label = app::gameLabel(atTable, table);
    std::string entered = keyedResultWords(state, table, code);
    if (table.result) {
        return "Table " + std::to_string(atTable.number) + " has its result: " + label +
               app::resultSentence(state, table) + ". Replace it with " + entered +
               "? This is a correction: give its reason.";
    }
    bool isRunning = table.clock && table.clock->stateAt(clock::Milliseconds(now)).status ==
                                        clock::ClockStatus::Running;
    std::size_t moves = rules::moveCountOf(table.game);
    std::string doing = "move " + std::to_string(moves) + (isRunning ? ", clock running" : "");
    return "Table " + std::to_string(atTable.number) + " is being played (" + label + doing +
           "). Enter " + entered + (isRunning ? " and stop the clock?" : "?");
}

bool needsConfirmation(const model::Table& table, std::int64_t now) {
    return resultTarget(table).result.has_value() || isGameInProgress(table, now);
}

} // namespace renju::arbiter::ui
