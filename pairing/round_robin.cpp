#include "pairing/round_robin.hpp"

#include "pairing/seeded_random.hpp"
#include "pairing/vector_index.hpp"

#include <algorithm>
#include <map>
#include <optional>

namespace renju::pairing {

namespace {

/// The even size of the table a field plays (an odd field adds the dummy).
int tableSize(int players) {
    return players % 2 == 0 ? players : players + 1;
}

/// Maps any integer onto the numbers 1..m that rotate in the table.
int wrap(int value, int m) {
    return ((value - 1) % m + m) % m + 1;
}

/// Round `round` (1..size-1) of the Berger table of an even `size`, board 1 first. In round r
/// the highest number meets o with 2o = r + 1 (mod size - 1): o leads in odd rounds, the
/// highest number in even ones; the other boards pair o + j (leading) with o - j.
std::vector<Board> tableRound(int size, int round) {
    const int m = size - 1;
    const int o = round % 2 == 1 ? (round + 1) / 2 : (round + size) / 2;
    std::vector<Board> boards;
    const PlayerId top{size};
    const PlayerId opponent{o};
    boards.push_back(round % 2 == 1 ? Board{opponent, top} : Board{top, opponent});
    for (int j = 1; j < size / 2; ++j) {
        boards.push_back(Board{PlayerId{wrap(o + j, m)}, PlayerId{wrap(o - j, m)}});
    }
    return boards;
}

/// Turns the board with the dummy into a rest (a bye, listed last).
std::vector<Board> withoutDummy(std::vector<Board> boards, int players) {
    if (players % 2 == 0) {
        return boards;
    }
    const PlayerId dummy{players + 1};
    std::vector<Board> result;
    std::optional<Board> rest;
    for (const Board& board : boards) {
        if (board.first == dummy || board.second == dummy) {
            rest = Board{board.first == dummy ? board.second : board.first, PlayerId{}};
        } else {
            result.push_back(board);
        }
    }
    if (rest) {
        result.push_back(*rest);
    }
    return result;
}

/// The table round played as round `round` of the schedule, and whether roles are reversed.
std::pair<int, bool> tableRoundOf(const RoundRobinSpec& spec, int round) {
    const int m = tableSize(spec.players) - 1;
    if (!spec.isDouble) {
        return {round, false};
    }
    if (round > m) {
        return {round - m, true};
    }
    // C.05 Annex 1: in a double round robin the last two rounds of the first cycle change places.
    if (m >= 3 && round >= m - 1) {
        return {round == m ? m - 1 : m, false};
    }
    return {round, false};
}

bool isValidSpec(const RoundRobinSpec& spec) {
    return spec.players >= kMinRoundRobinPlayers && spec.players <= kMaxRoundRobinPlayers;
}

} // namespace

int roundRobinRounds(const RoundRobinSpec& spec) {
    if (!isValidSpec(spec)) {
        return 0;
    }
    return (tableSize(spec.players) - 1) * (spec.isDouble ? 2 : 1);
}

std::vector<Board> bergerRound(const RoundRobinSpec& spec, int round) {
    if (!isValidSpec(spec) || round < 1 || round > roundRobinRounds(spec)) {
        return {};
    }
    const auto [tableRoundNumber, isReversed] = tableRoundOf(spec, round);
    std::vector<Board> boards =
        withoutDummy(tableRound(tableSize(spec.players), tableRoundNumber), spec.players);
    if (isReversed) {
        for (Board& board : boards) {
            if (!board.isBye()) {
                std::swap(board.first, board.second);
            }
        }
    }
    return boards;
}

RoundRobinSchedule bergerSchedule(const RoundRobinSpec& spec) {
    RoundRobinSchedule schedule;
    if (!isValidSpec(spec)) {
        schedule.error = "a round robin by the Berger tables needs " +
                         std::to_string(kMinRoundRobinPlayers) + " to " +
                         std::to_string(kMaxRoundRobinPlayers) + " players, not " +
                         std::to_string(spec.players);
        return schedule;
    }
    for (int round = 1; round <= roundRobinRounds(spec); ++round) {
        schedule.rounds.push_back(bergerRound(spec, round));
    }
    return schedule;
}

int bergerMeetingRound(int players, int a, int b) {
    const int size = tableSize(players);
    if (a < 1 || b < 1 || a > size || b > size || a == b) {
        return 0;
    }
    const int m = size - 1;
    if (a == size || b == size) {
        const int other = a == size ? b : a;
        return wrap(2 * other - 1, m);
    }
    return wrap(a + b - 1, m);
}

namespace {

/// How early a set of numbers meets: the round of its last mutual game, then the sum of all.
struct Earliness {
    int latest = 0;
    int total = 0;
    friend auto operator<=>(const Earliness&, const Earliness&) = default;
};

Earliness earlinessWith(int players, const std::vector<int>& chosen, int added) {
    Earliness result;
    for (int c : chosen) {
        const int round = bergerMeetingRound(players, added, c);
        result.latest = std::max(result.latest, round);
        result.total += round;
    }
    return result;
}

/// Extends a starting pair to `count` numbers, each time with the free number whose games with
/// those chosen come earliest (the smallest number on ties).
std::vector<int> extend(int players, int count, std::vector<int> chosen,
                        const std::vector<bool>& isTaken, Earliness& earliness) {
    while (static_cast<int>(chosen.size()) < count) {
        int best = 0;
        Earliness bestEarliness;
        for (int c = 1; c <= players; ++c) {
            if (isTaken[at(c)] || std::find(chosen.begin(), chosen.end(), c) != chosen.end()) {
                continue;
            }
            const Earliness e = earlinessWith(players, chosen, c);
            if (best == 0 || e < bestEarliness) {
                best = c;
                bestEarliness = e;
            }
        }
        earliness.latest = std::max(earliness.latest, bestEarliness.latest);
        earliness.total += bestEarliness.total;
        chosen.push_back(best);
    }
    return chosen;
}

/// Chooses numbers for one federation: from every free starting pair, the greedy extension
/// whose mutual games end earliest; among equal ones, the draw decides.
std::vector<int> chooseNumbers(int players, int count, std::vector<bool>& isTaken,
                               SeededRandom& random) {
    std::vector<std::vector<int>> best;
    Earliness bestEarliness;
    for (int a = 1; a <= players; ++a) {
        for (int b = a + 1; b <= players && !isTaken[at(a)]; ++b) {
            if (isTaken[at(b)]) {
                continue;
            }
            const int round = bergerMeetingRound(players, a, b);
            Earliness earliness{round, round};
            std::vector<int> chosen = extend(players, count, {a, b}, isTaken, earliness);
            if (best.empty() || earliness < bestEarliness) {
                best.clear();
                bestEarliness = earliness;
            }
            if (earliness == bestEarliness) {
                best.push_back(std::move(chosen));
            }
        }
    }
    std::vector<int> pick = best[at(random.below(static_cast<int>(best.size())))];
    for (int number : pick) {
        isTaken[at(number)] = true;
    }
    return pick;
}

template <class T>
void shuffle(std::vector<T>& items, SeededRandom& random) {
    for (std::size_t i = items.size(); i > 1; --i) {
        std::swap(items[i - 1], items[at(random.below(static_cast<int>(i)))]);
    }
}

} // namespace

std::vector<int> drawRoundRobinNumbers(const std::vector<std::string>& federations,
                                       std::uint64_t seed) {
    const int players = static_cast<int>(federations.size());
    std::vector<int> numbers(federations.size(), 0);
    SeededRandom random(seed);
    std::map<std::string, std::vector<int>> byFederation;
    std::vector<std::vector<int>> groups;
    for (int i = 0; i < players; ++i) {
        if (federations[at(i)].empty()) {
            groups.push_back({i});
        } else {
            byFederation[federations[at(i)]].push_back(i);
        }
    }
    for (auto& [federation, members] : byFederation) {
        groups.push_back(members);
    }
    shuffle(groups, random);
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.size() > b.size(); });
    std::vector<bool> isTaken(at(players + 1), false);
    std::vector<int> loners;
    for (std::vector<int>& group : groups) {
        if (group.size() < 2) {
            loners.insert(loners.end(), group.begin(), group.end());
            continue;
        }
        shuffle(group, random);
        std::vector<int> chosen =
            chooseNumbers(players, static_cast<int>(group.size()), isTaken, random);
        for (std::size_t k = 0; k < group.size(); ++k) {
            numbers[at(group[k])] = chosen[k];
        }
    }
    std::vector<int> free;
    for (int number = 1; number <= players; ++number) {
        if (!isTaken[at(number)]) {
            free.push_back(number);
        }
    }
    shuffle(free, random);
    for (std::size_t k = 0; k < loners.size(); ++k) {
        numbers[at(loners[k])] = free[k];
    }
    return numbers;
}

} // namespace renju::pairing
