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
