#include "arbiter/app/round_lists.hpp"

#include "arbiter/app/event_views.hpp"

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

std::string playerFederation(const model::EventState& state, model::PlayerId id) {
    const model::Player* player = state.findPlayer(id);
    return player ? player->federation : "";
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

std::vector<NameListEntry> nameList(const model::EventState& state, int round) {
    std::vector<NameListEntry> entries;
    const model::Round* found = state.findRound(round);
    if (!found) {
        return entries;
    }
    for (const model::Table& table : found->tables) {
        entries.push_back(NameListEntry{playerName(state, table.first),
                                        playerFederation(state, table.first), table.number, "Black",
                                        playerName(state, table.second), ""});
        entries.push_back(NameListEntry{playerName(state, table.second),
                                        playerFederation(state, table.second), table.number,
                                        "White", playerName(state, table.first), ""});
    }
    for (const ByeEntry& bye : roundByes(state, round)) {
        entries.push_back(
            NameListEntry{bye.name, playerFederation(state, bye.player), 0, "", "", bye.kind});
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
