#pragma once

#include "arbiter/model/event_state.hpp"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace renju::arbiter::app {

/// Who made each ruling in force at the event's tables: a result the arbiter entered, a claim's
/// ruling, an override, a forfeit before the round. A server that knows who issued each
/// command keeps this beside the application, so that a referee changes only their own rulings
/// (the chief arbiter changes any). It reads what a command did to the table's state, not how
/// the command was spelled: an undo written any way the game's parser reads as an undo takes
/// back the same entry here.
class RulingOwners {
public:
    /// What a table's rulings are in one state: how many rulings each game has in force, and
    /// the table's result while no game has started (a forfeit entered before the round).
    struct TableRulings {
        std::vector<std::size_t> games;
        /// Each game's result while it has not started (entered by an arbiter), if any.
        std::vector<std::optional<model::ResultCode>> resultsBeforeStart;
        bool hasStarted = false;
        std::optional<model::ResultCode> forfeit;
    };
    /// Returns the rulings at `table` (round, table) in `state` (none for no such table).
    static TableRulings at(const model::EventState& state, std::pair<int, int> table);

    /// Why `issuer` (a referee) may not make the change from `before` to `after` at `table`:
    /// it would take back or replace a ruling that another referee made there, or add a ruling
    /// where another referee's is the last in force. "" when it may.
    std::string refusal(const TableRulings& before, const TableRulings& after,
                        std::pair<int, int> table, const std::string& issuer) const;
    /// Records that `issuer` made the change from `before` to `after` at `table` (an accepted
    /// command, or a journal entry replayed with the name that issued it).
    void record(const TableRulings& before, const TableRulings& after, std::pair<int, int> table,
                const std::string& issuer);

private:
    /// The owners of one table's rulings in force, per game in order of entry, and of a
    /// forfeit entered before the round started.
    struct TableOwners {
        std::vector<std::vector<std::string>> games;
        std::string forfeit;
    };
    const TableOwners* find(std::pair<int, int> table) const;
    static std::string lastOwner(const TableOwners& owners);

    std::map<std::pair<int, int>, TableOwners> m_tables;
};

} // namespace renju::arbiter::app
