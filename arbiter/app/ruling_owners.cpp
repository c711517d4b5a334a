#include "arbiter/app/ruling_owners.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

/// Returns true for an entry that is a ruling: a result the arbiter entered, the ruling on a
/// claim, an override of the result.
bool isRuling(const model::TableEntry& entry) {
    if (std::holds_alternative<model::ArbiterResult>(entry.event)) {
        return true;
    }
    const auto* event = std::get_if<rules::GameEvent>(&entry.event);
    return event && (std::holds_alternative<rules::RulingEvent>(*event) ||
                     std::holds_alternative<rules::OverrideEvent>(*event));
}

/// What a table's rulings are in one state: how many rulings each game has in force, and the
/// table's result while no game has started (a forfeit entered before the round).
struct TableRulings {
    std::vector<std::size_t> games;
    bool hasStarted = false;
    std::optional<model::ResultCode> forfeit;
};

TableRulings rulingsAt(const model::EventState& state, std::pair<int, int> place) {
    TableRulings rulings;
    const model::Round* round = state.findRound(place.first);
    const model::Table* table = round ? round->findTable(place.second) : nullptr;
    if (!table) {
        return rulings;
    }
    for (const model::TableGame& game : table->games) {
        rulings.games.push_back(static_cast<std::size_t>(
            std::count_if(game.history.begin(), game.history.end(), isRuling)));
        rulings.hasStarted = rulings.hasStarted || game.hasStarted();
    }
    if (!rulings.hasStarted && table->result) {
        rulings.forfeit = table->result->code;
    }
    return rulings;
}

std::string refusalText(std::pair<int, int> place, const std::string& owner) {
    return "round " + std::to_string(place.first) + " table " + std::to_string(place.second) +
           ": the ruling there is " + owner + "'s; only they or the chief arbiter may change it";
}

} // namespace

const RulingOwners::TableOwners* RulingOwners::find(std::pair<int, int> table) const {
    auto found = m_tables.find(table);
    return found == m_tables.end() ? nullptr : &found->second;
}

std::string RulingOwners::lastOwner(const TableOwners& owners) {
    for (auto game = owners.games.rbegin(); game != owners.games.rend(); ++game) {
        if (!game->empty()) {
            return game->back();
        }
    }
    return owners.forfeit;
}

std::string RulingOwners::refusal(const model::EventState& before, const model::EventState& after,
                                  std::pair<int, int> table, const std::string& issuer) const {
    const TableOwners* owners = find(table);
    if (!owners) {
        return ""; // no ruling was ever made there
    }
    TableRulings was = rulingsAt(before, table);
    TableRulings is = rulingsAt(after, table);
    if (was.forfeit != is.forfeit && !owners->forfeit.empty() && owners->forfeit != issuer) {
        return refusalText(table, owners->forfeit);
    }
    std::string last = lastOwner(*owners);
    for (std::size_t game = 0; game < owners->games.size() && game < was.games.size(); ++game) {
        const std::vector<std::string>& made = owners->games[game];
        std::size_t remaining = game < is.games.size() ? is.games[game] : 0;
        // Rulings taken back: the last ones of the game (entries are taken back from the end).
        for (std::size_t i = std::min(remaining, made.size()); i < made.size(); ++i) {
            if (made[i] != issuer) {
                return refusalText(table, made[i]);
            }
        }
    }
    for (std::size_t game = 0; game < is.games.size(); ++game) {
        std::size_t had = game < was.games.size() ? was.games[game] : 0;
        if (is.games[game] > had && !last.empty() && last != issuer) {
            return refusalText(table, last); // a new ruling over another referee's
        }
    }
    return "";
}

void RulingOwners::record(const model::EventState& before, const model::EventState& after,
                          std::pair<int, int> table, const std::string& issuer) {
    TableRulings was = rulingsAt(before, table);
    TableRulings is = rulingsAt(after, table);
    TableOwners& owners = m_tables[table];
    if (was.forfeit != is.forfeit) {
        owners.forfeit = is.forfeit ? issuer : "";
    }
    owners.games.resize(std::max(owners.games.size(), is.games.size()));
    for (std::size_t game = 0; game < owners.games.size(); ++game) {
        std::vector<std::string>& made = owners.games[game];
        std::size_t now = game < is.games.size() ? is.games[game] : 0;
        if (now < made.size()) {
            made.resize(now);
        }
        while (made.size() < now) {
            made.push_back(issuer);
        }
    }
}

} // namespace renju::arbiter::app
