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

std::string refusalText(std::pair<int, int> place, const std::string& owner) {
    return "round " + std::to_string(place.first) + " table " + std::to_string(place.second) +
           ": the ruling there is " + owner + "'s; only they or the chief arbiter may change it";
}

} // namespace

RulingOwners::TableRulings RulingOwners::at(const model::EventState& state,
                                            std::pair<int, int> place) {
    TableRulings rulings;
    const model::Round* round = state.findRound(place.first);
    const model::Table* table = round ? round->findTable(place.second) : nullptr;
    if (!table) {
        return rulings;
    }
    for (const model::TableGame& game : table->games) {
        // A result entered for a game not started (a match's game 2) is the arbiter's too.
        bool isResultWithoutGame = !game.hasStarted() && game.result && !game.result->isFromGame;
        rulings.games.push_back(static_cast<std::size_t>(std::count_if(
                                    game.history.begin(), game.history.end(), isRuling)) +
                                (isResultWithoutGame ? 1U : 0U));
        rulings.resultsBeforeStart.push_back(isResultWithoutGame ? std::optional(game.result->code)
                                                                 : std::nullopt);
        rulings.hasStarted = rulings.hasStarted || game.hasStarted();
    }
    if (!rulings.hasStarted && table->result) {
        rulings.forfeit = table->result->code;
    }
    return rulings;
}

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

std::string RulingOwners::refusal(const TableRulings& was, const TableRulings& is,
                                  std::pair<int, int> table, const std::string& issuer) const {
    const TableOwners* found = find(table);
    if (!found) {
        return ""; // no ruling was ever made there
    }
    // Only the rulings still in force count: a chief arbiter's re-pairing of the round may have
    // cleared the table since they were recorded.
    TableOwners inForce = *found;
    inForce.games.resize(std::min(inForce.games.size(), was.games.size()));
    for (std::size_t game = 0; game < inForce.games.size(); ++game) {
        inForce.games[game].resize(std::min(inForce.games[game].size(), was.games[game]));
    }
    if (!was.forfeit) {
        inForce.forfeit.clear();
    }
    const TableOwners* owners = &inForce;
    if (was.forfeit != is.forfeit && !owners->forfeit.empty() && owners->forfeit != issuer) {
        return refusalText(table, owners->forfeit);
    }
    std::string last = lastOwner(*owners);
    for (std::size_t game = 0; game < owners->games.size() && game < was.games.size(); ++game) {
        bool isChanged = game < was.resultsBeforeStart.size() &&
                         game < is.resultsBeforeStart.size() && was.resultsBeforeStart[game] &&
                         was.resultsBeforeStart[game] != is.resultsBeforeStart[game];
        const std::vector<std::string>& made = owners->games[game];
        if (isChanged && !made.empty() && made.back() != issuer) {
            return refusalText(table, made.back()); // a result before the game, corrected
        }
    }
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

void RulingOwners::record(const TableRulings& was, const TableRulings& is,
                          std::pair<int, int> table, const std::string& issuer) {
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
