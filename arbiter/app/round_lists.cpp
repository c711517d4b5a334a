#include "arbiter/app/round_lists.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/table_result.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::app {

namespace {

// The base letters of U+00C0..U+017F (Latin-1 Supplement and Latin Extended-A); '*' keeps the
// character as it is (the multiplication and division signs).
constexpr std::string_view kLatinBase = "aaaaaaaceeeeiiiidnooooo*ouuuuyts"
                                        "aaaaaaaceeeeiiiidnooooo*ouuuuyty"
                                        "aaaaaaccccccccddddeeeeeeeeeegggg"
                                        "gggghhhhiiiiiiiiiiiijjkkklllllll"
                                        "lllnnnnnnnnnoooooooorrrrrrssssss"
                                        "ssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

std::string playerName(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return player ? player->name : "?";
}

/// Lists players with their pairing numbers and the points before one round, computing both
/// once for the whole list.
class PlayerLister {
public:
    PlayerLister(const model::EventState& state, int round)
        : m_state(state), m_numbers(state.pairingNumbers()),
          m_points(halfPointsBefore(state, round)) {}

    ListedPlayer operator()(model::PlayerId id) const {
        ListedPlayer listed;
        listed.id = id;
        const model::Player* player = m_state.findPlayer(id);
        if (!player) {
            listed.name = "?";
            return listed;
        }
        auto index = static_cast<std::size_t>(id.value);
        listed.number = index - 1 < m_numbers.size() ? m_numbers[index - 1] : 0;
        listed.name = player->name;
        listed.federation = player->federation;
        listed.rating = player->rating;
        listed.halfPoints = index < m_points.size() ? m_points[index] : 0;
        return listed;
    }

private:
    const model::EventState& m_state;
    std::vector<int> m_numbers;
    std::vector<int> m_points;
};

NameListEntry nameEntry(const ListedPlayer& player, int table, std::string role,
                        const ListedPlayer* opponent, std::string score) {
    NameListEntry entry;
    entry.name = player.name;
    entry.federation = player.federation;
    entry.table = table;
    entry.role = std::move(role);
    entry.number = player.number;
    entry.rating = player.rating;
    entry.halfPoints = player.halfPoints;
    if (opponent) {
        entry.opponent = opponent->name;
        entry.opponentNumber = opponent->number;
    }
    entry.score = std::move(score);
    return entry;
}

} // namespace

std::string nameSortKey(std::string_view name) {
    std::string key;
    for (std::size_t i = 0; i < name.size();) {
        auto byte = static_cast<unsigned char>(name[i]);
        if (byte < 0x80) {
            key += static_cast<char>(byte >= 'A' && byte <= 'Z' ? byte - 'A' + 'a' : byte);
            ++i;
            continue;
        }
        std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        length = std::min(length, name.size() - i);
        if (length == 2) {
            unsigned codePoint =
                ((byte & 0x1FU) << 6U) | (static_cast<unsigned char>(name[i + 1]) & 0x3FU);
            if (codePoint >= 0xC0 && codePoint - 0xC0 < kLatinBase.size() &&
                kLatinBase[codePoint - 0xC0] != '*') {
                key += kLatinBase[codePoint - 0xC0];
                i += 2;
                continue;
            }
        }
        key.append(name.substr(i, length));
        i += length;
    }
    return key;
}

std::vector<ByeEntry> roundByes(const model::EventState& state, int round) {
    std::vector<ByeEntry> byes;
    const model::Round* found = state.findRound(round);
    if (found && found->pairingBye) {
        int halfPoints = state.settings.restHalfPoints();
        byes.push_back(ByeEntry{*found->pairingBye, playerName(state, *found->pairingBye),
                                "bye (" + formatHalfPoints(halfPoints) +
                                    (halfPoints == 2 ? " point)" : " points)")});
    }
    for (const model::ByeRequest& bye : state.byeRequests) {
        if (bye.round == round) {
            byes.push_back(
                ByeEntry{bye.player, playerName(state, bye.player),
                         bye.kind == model::ByeKind::Half ? "half-point bye" : "zero-point bye"});
        }
    }
    return byes;
}

std::string ownScore(model::ResultCode code, bool isFirst) {
    int halfPoints = isFirst ? model::firstHalfPoints(code) : model::secondHalfPoints(code);
    if (model::isForfeit(code)) {
        return halfPoints > 0 ? "+" : "-";
    }
    return halfPoints == 2 ? "1" : (halfPoints == 1 ? "½" : "0");
}

std::string matchGameText(const model::Table& table, const model::TableGame& game, bool isFirst) {
    if (!game.result) {
        return "";
    }
    std::optional<std::array<int, 2>> points = rules::boardPoints(game.game);
    if (!points || model::isForfeit(game.result->code)) {
        return ownScore(inTableOrder(table, game, game.result->code), isFirst);
    }
    // The points are in the game's order (its first player's first); the table lists its own.
    bool isGameFirst = (game.first == table.first) == isFirst;
    int own = (*points)[isGameFirst ? 0 : 1];
    int other = (*points)[isGameFirst ? 1 : 0];
    return std::to_string(own) + ":" + std::to_string(other);
}

std::string tableOwnScore(const model::Table& table, bool isFirst) {
    if (!table.isMatch()) {
        return table.result ? ownScore(table.result->code, isFirst) : "";
    }
    std::string games;
    for (const model::TableGame& game : table.games) {
        if (game.result) {
            games += (games.empty() ? "" : ", ") + matchGameText(table, game, isFirst);
        }
    }
    if (games.empty()) {
        return "";
    }
    return (table.result ? ownScore(table.result->code, isFirst) + " " : "") + "(" + games + ")";
}

PairingList pairingList(const model::EventState& state, int round) {
    PairingList list;
    const model::Round* found = state.findRound(round);
    if (!found) {
        return list;
    }
    PlayerLister lister(state, round);
    for (const model::Table& table : found->tables) {
        PairingListRow row{table.number, lister(table.first), lister(table.second), "", ""};
        const model::TableGame& played = table.currentGame();
        row.isSwapped =
            !table.isMatch() && areColoursSettled(played.game) &&
            rules::colourOf(played.game, played.first == table.first
                                             ? rules::Player::First
                                             : rules::Player::Second) == rules::Stone::White;
        row.firstScore = tableOwnScore(table, true);
        row.secondScore = tableOwnScore(table, false);
        list.tables.push_back(std::move(row));
    }
    for (ByeEntry& bye : roundByes(state, round)) {
        list.byes.push_back(ByeListRow{lister(bye.player), std::move(bye.kind)});
    }
    return list;
}

bool areColoursSettled(const rules::AnyGame& game) {
    return std::visit(
        rules::Overloaded{[](const rules::Game& five) {
                              bool hasProtocol =
                                  five.ruleSet().hasOpeningProtocols() &&
                                  five.openingRules().protocol != rules::OpeningProtocol::None;
                              return !hasProtocol || five.isOpeningOver();
                          },
                          [](const rules::RenGame&) { return true; }}, // colours never change
        game);
}

std::vector<NameListEntry> nameList(const model::EventState& state, int round) {
    std::vector<NameListEntry> entries;
    PairingList list = pairingList(state, round);
    for (const PairingListRow& row : list.tables) {
        entries.push_back(nameEntry(row.first, row.table, row.isSwapped ? "White*" : "Black",
                                    &row.second, row.firstScore));
        entries.push_back(nameEntry(row.second, row.table, row.isSwapped ? "Black*" : "White",
                                    &row.first, row.secondScore));
    }
    for (const ByeListRow& bye : list.byes) {
        NameListEntry entry = nameEntry(bye.player, 0, "", nullptr, "");
        entry.note = bye.kind;
        entries.push_back(std::move(entry));
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const NameListEntry& a, const NameListEntry& b) {
                         std::string keyA = nameSortKey(a.name);
                         std::string keyB = nameSortKey(b.name);
                         return keyA != keyB ? keyA < keyB : a.name < b.name;
                     });
    return entries;
}

} // namespace renju::arbiter::app
