#include "pairing/dutch/allocation.hpp"

#include "pairing/vector_index.hpp"

#include <algorithm>
#include <tuple>

namespace renju::pairing::dutch {

namespace {

/// E.3: the roles of the most recent round in which the two had different roles (played games
/// only, counted back from each player's last game).
std::optional<Role> roleAtLastDifference(const PlayerState& player, const PlayerState& opponent) {
    auto a = player.roles.rbegin();
    auto b = opponent.roles.rbegin();
    while (a != player.roles.rend() && b != opponent.roles.rend() && *a == *b) {
        ++a;
        ++b;
    }
    if (a == player.roles.rend() || b == opponent.roles.rend()) {
        return std::nullopt;
    }
    return *b; // the player takes the role the opponent had then
}

/// E.1-E.3: the role decided by preferences and history, or none when they do not decide.
std::optional<RoleChoice> roleByPreferences(const PlayerState& player,
                                            const PlayerState& opponent) {
    const auto& mine = player.preference;
    const auto& theirs = opponent.preference;
    if (!mine || !theirs || *mine != *theirs) {
        if (mine) {
            return RoleChoice{*mine, "E.1"};
        }
        if (theirs) {
            return RoleChoice{opposite(*theirs), "E.1"};
        }
        return std::nullopt;
    }
    if (player.isAbsolute() && (player.imbalance > opponent.imbalance || !opponent.isAbsolute())) {
        return RoleChoice{*mine, "E.2"};
    }
    if (opponent.isAbsolute() && (opponent.imbalance > player.imbalance || !player.isAbsolute())) {
        return RoleChoice{opposite(*theirs), "E.2"};
    }
    if (player.isStrong && !opponent.isStrong) {
        return RoleChoice{*mine, "E.2"};
    }
    if (opponent.isStrong && !player.isStrong) {
        return RoleChoice{opposite(*theirs), "E.2"};
    }
    if (auto role = roleAtLastDifference(player, opponent)) {
        return RoleChoice{*role, "E.3"};
    }
    return std::nullopt;
}

} // namespace

RoleChoice chooseRole(const PlayerState& player, const PlayerState& opponent, Role initialRole) {
    if (auto choice = roleByPreferences(player, opponent)) {
        return *choice;
    }
    const bool isLower = isRankedAbove(opponent, player);
    if (!player.preference) {
        // E.5: the higher player gets the initial role when his rank is odd (1-based).
        if (isLower) {
            return {(opponent.rank & 1) != 0 ? initialRole : opposite(initialRole), "E.5"};
        }
        return {(player.rank & 1) != 0 ? opposite(initialRole) : initialRole, "E.5"};
    }
    // E.4: the higher-ranked player's preference.
    return {isLower ? opposite(*opponent.preference) : *player.preference, "E.4"};
}

Role allocateRole(const PlayerState& player, const PlayerState& opponent, Role initialRole) {
    return chooseRole(player, opponent, initialRole).role;
}

std::vector<Board> arrangeBoards(const RoundState& state,
                                 const std::vector<std::pair<int, int>>& pairs) {
    struct Keyed {
        Board board;
        std::tuple<bool, HalfPoints, HalfPoints, int> key;
    };
    std::vector<Keyed> keyed;
    for (auto [a, b] : pairs) {
        if (b >= 0 && state.players[at(b)].id < state.players[at(a)].id) {
            std::swap(a, b); // the reference allocates from the smaller pairing number
        }
        const PlayerState& pa = state.players[at(a)];
        if (b < 0) {
            keyed.push_back({Board{pa.id, PlayerId{}}, {true, -pa.score, 0, pa.rank}});
            continue;
        }
        const PlayerState& pb = state.players[at(b)];
        const PlayerState& higher = isRankedAbove(pa, pb) ? pa : pb;
        const PlayerState& lower = isRankedAbove(pa, pb) ? pb : pa;
        Role role = allocateRole(pa, pb, state.initialRole);
        Board board = role == Role::First ? Board{pa.id, pb.id} : Board{pb.id, pa.id};
        keyed.push_back({board, {false, -higher.score, -lower.score, higher.rank}});
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const Keyed& x, const Keyed& y) { return x.key < y.key; });
    std::vector<Board> boards;
    for (const Keyed& k : keyed) {
        boards.push_back(k.board);
    }
    return boards;
}

} // namespace renju::pairing::dutch
