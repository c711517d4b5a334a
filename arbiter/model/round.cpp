#include "arbiter/model/round.hpp"

namespace renju::arbiter::model {

const char* roundStatusName(RoundStatus status) {
    switch (status) {
    case RoundStatus::Paired:
        return "paired";
    case RoundStatus::Published:
        return "published";
    case RoundStatus::Started:
        return "started";
    case RoundStatus::Finished:
        return "finished";
    }
    return "paired";
}

std::size_t Table::currentGameIndex() const {
    std::size_t index = 0;
    for (std::size_t i = 1; i < games.size(); ++i) {
        if (games[i].hasStarted() || games[i].result) {
            index = i;
        }
    }
    return index;
}

const TableGame* Table::findGame(int gameNumber) const {
    return const_cast<Table*>(this)->findGame(gameNumber);
}

TableGame* Table::findGame(int gameNumber) {
    if (gameNumber < 1 || gameNumber > static_cast<int>(games.size())) {
        return nullptr;
    }
    return &games[static_cast<std::size_t>(gameNumber - 1)];
}

Table* Round::findTable(int tableNumber) {
    for (Table& table : tables) {
        if (table.number == tableNumber) {
            return &table;
        }
    }
    return nullptr;
}

const Table* Round::findTable(int tableNumber) const {
    return const_cast<Round*>(this)->findTable(tableNumber);
}

} // namespace renju::arbiter::model
