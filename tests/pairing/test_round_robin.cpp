// Round robin by the Berger tables (FIDE C.05 Annex 1): the published tables, every pair once
// per cycle, role balance, odd fields with a rest, double round robins, and the restricted draw
// of numbers by federation (C.05 Annex 2).
#include "pairing/round_robin.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>

using namespace renju::pairing;

namespace {

// The published Berger tables, typed from C.05 Annex 1 as reproduced by the chess federations'
// handbooks: one line per round, boards "first-second", the first-named player leading.
const std::map<int, std::vector<std::string>> kPublished = {
    {4, {"1-4 2-3", "4-3 1-2", "2-4 3-1"}},
    {6, {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"}},
    {8,
     {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3", "3-8 4-2 5-1 6-7",
      "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"}},
    {10,
     {"1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7",
      "10-7 8-6 9-5 1-4 2-3", "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4",
      "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5", "5-10 6-4 7-3 8-2 9-1"}},
    {12,
     {"1-12 2-11 3-10 4-9 5-8 6-7", "12-7 8-6 9-5 10-4 11-3 1-2", "2-12 3-1 4-11 5-10 6-9 7-8",
      "12-8 9-7 10-6 11-5 1-4 2-3", "3-12 4-2 5-1 6-11 7-10 8-9", "12-9 10-8 11-7 1-6 2-5 3-4",
      "4-12 5-3 6-2 7-1 8-11 9-10", "12-10 11-9 1-8 2-7 3-6 4-5", "5-12 6-4 7-3 8-2 9-1 10-11",
      "12-11 1-10 2-9 3-8 4-7 5-6", "6-12 7-5 8-4 9-3 10-2 11-1"}},
    {14,
     {"1-14 2-13 3-12 4-11 5-10 6-9 7-8", "14-8 9-7 10-6 11-5 12-4 13-3 1-2",
      "2-14 3-1 4-13 5-12 6-11 7-10 8-9", "14-9 10-8 11-7 12-6 13-5 1-4 2-3",
      "3-14 4-2 5-1 6-13 7-12 8-11 9-10", "14-10 11-9 12-8 13-7 1-6 2-5 3-4",
      "4-14 5-3 6-2 7-1 8-13 9-12 10-11", "14-11 12-10 13-9 1-8 2-7 3-6 4-5",
      "5-14 6-4 7-3 8-2 9-1 10-13 11-12", "14-12 13-11 1-10 2-9 3-8 4-7 5-6",
      "6-14 7-5 8-4 9-3 10-2 11-1 12-13", "14-13 1-12 2-11 3-10 4-9 5-8 6-7",
      "7-14 8-6 9-5 10-4 11-3 12-2 13-1"}},
};

std::string text(const std::vector<Board>& boards) {
    std::ostringstream out;
    for (const Board& board : boards) {
        out << (out.tellp() > 0 ? " " : "") << board.first.value << "-" << board.second.value;
    }
    return out.str();
}

/// Every player's roles in schedule order; a rest is recorded as no role.
std::map<int, std::vector<std::optional<Role>>> rolesOf(const RoundRobinSchedule& schedule) {
    std::map<int, std::vector<std::optional<Role>>> roles;
    for (const auto& round : schedule.rounds) {
        for (const Board& board : round) {
            roles[board.first.value].push_back(board.isBye() ? std::nullopt
                                                             : std::optional(Role::First));
            if (!board.isBye()) {
                roles[board.second.value].push_back(Role::Second);
            }
        }
    }
    return roles;
}

} // namespace

TEST_CASE("C.05 Annex 1: the schedule is the published Berger table", "[round-robin]") {
    for (const auto& [players, rounds] : kPublished) {
        INFO(players << " players");
        const RoundRobinSchedule schedule = bergerSchedule({players, false});
        REQUIRE(schedule.error.empty());
        REQUIRE(schedule.rounds.size() == rounds.size());
        for (std::size_t r = 0; r < rounds.size(); ++r) {
            CHECK(text(schedule.rounds[r]) == rounds[r]);
        }
    }
}

TEST_CASE("C.05 Annex 1: an odd field plays the next table, the highest number resting",
          "[round-robin]") {
    const RoundRobinSchedule five = bergerSchedule({5, false});
    REQUIRE(five.rounds.size() == 5);
    // The 6-player table without number 6: whoever meets 6 rests (listed last as a bye).
    CHECK(text(five.rounds[0]) == "2-5 3-4 1-0");
    CHECK(text(five.rounds[1]) == "5-3 1-2 4-0");
    CHECK(text(five.rounds[4]) == "4-2 5-1 3-0");
    const RoundRobinSchedule three = bergerSchedule({3, false});
    CHECK(text(three.rounds[0]) == "2-3 1-0");
    CHECK(text(three.rounds[1]) == "1-2 3-0");
    CHECK(text(three.rounds[2]) == "3-1 2-0");
}

TEST_CASE("Every pair meets exactly once per cycle, every player once per round", "[round-robin]") {
    for (int players = kMinRoundRobinPlayers; players <= kMaxRoundRobinPlayers; ++players) {
        for (bool isDouble : {false, true}) {
            INFO(players << " players, double " << isDouble);
            const RoundRobinSchedule schedule = bergerSchedule({players, isDouble});
            REQUIRE(schedule.error.empty());
            const int cycle = players % 2 == 0 ? players - 1 : players;
            REQUIRE(static_cast<int>(schedule.rounds.size()) == cycle * (isDouble ? 2 : 1));
            std::map<std::pair<int, int>, int> meetings;
            std::map<std::pair<int, int>, int> firstOf; // (a < b) -> times a led
            std::map<int, int> rests;
            for (const auto& round : schedule.rounds) {
                std::set<int> seen;
                for (const Board& board : round) {
                    REQUIRE(seen.insert(board.first.value).second);
                    if (board.isBye()) {
                        ++rests[board.first.value];
                        continue;
                    }
                    REQUIRE(seen.insert(board.second.value).second);
                    const int a = std::min(board.first.value, board.second.value);
                    const int b = std::max(board.first.value, board.second.value);
                    ++meetings[{a, b}];
                    firstOf[{a, b}] += board.first.value == a ? 1 : 0;
                }
                REQUIRE(static_cast<int>(seen.size()) == players);
            }
            REQUIRE(static_cast<int>(meetings.size()) == players * (players - 1) / 2);
            for (const auto& [pair, count] : meetings) {
                REQUIRE(count == (isDouble ? 2 : 1));
                if (isDouble) {
                    REQUIRE(firstOf[pair] == 1); // the second cycle reverses the roles
                }
            }
            for (int p = 1; p <= players; ++p) {
                REQUIRE(rests[p] == (players % 2 == 0 ? 0 : (isDouble ? 2 : 1)));
            }
        }
    }
}

TEST_CASE("Roles are balanced: each player leads half the games, give or take one",
          "[round-robin]") {
    for (int players = kMinRoundRobinPlayers; players <= kMaxRoundRobinPlayers; ++players) {
        for (bool isDouble : {false, true}) {
            INFO(players << " players, double " << isDouble);
            for (const auto& [player, roles] : rolesOf(bergerSchedule({players, isDouble}))) {
                INFO("player " << player);
                const auto first = std::count(roles.begin(), roles.end(), Role::First);
                const auto second = std::count(roles.begin(), roles.end(), Role::Second);
                REQUIRE(std::abs(first - second) <= (isDouble ? 0 : 1));
            }
        }
    }
}

TEST_CASE("Double round robin: with the last two rounds of the first cycle exchanged, nobody "
          "leads or follows three games in a row",
          "[round-robin]") {
    for (int players = 4; players <= kMaxRoundRobinPlayers; players += 2) {
        INFO(players << " players");
        for (const auto& [player, roles] : rolesOf(bergerSchedule({players, true}))) {
            INFO("player " << player);
            for (std::size_t r = 2; r < roles.size(); ++r) {
                REQUIRE_FALSE((roles[r] == roles[r - 1] && roles[r - 1] == roles[r - 2]));
            }
        }
    }
    const RoundRobinSchedule four = bergerSchedule({4, true});
    CHECK(text(four.rounds[1]) == "2-4 3-1"); // table round 3 comes second
    CHECK(text(four.rounds[2]) == "4-3 1-2");
    CHECK(text(four.rounds[3]) == "4-1 3-2"); // the second cycle: table order, roles reversed
}

TEST_CASE("Fields outside 3-24 are refused with the reason", "[round-robin]") {
    CHECK(bergerSchedule({2, false}).error ==
          "a round robin by the Berger tables needs 3 to 24 players, not 2");
    CHECK_FALSE(bergerSchedule({25, true}).error.empty());
    CHECK(bergerRound({6, false}, 6).empty());
    CHECK(bergerRound({6, true}, 10).size() == 3);
}

TEST_CASE("bergerMeetingRound agrees with the schedule", "[round-robin]") {
    for (int players : {4, 7, 10, 24}) {
        const RoundRobinSchedule schedule = bergerSchedule({players, false});
        for (std::size_t r = 0; r < schedule.rounds.size(); ++r) {
            for (const Board& board : schedule.rounds[r]) {
                if (!board.isBye()) {
                    REQUIRE(bergerMeetingRound(players, board.first.value, board.second.value) ==
                            static_cast<int>(r) + 1);
                }
            }
        }
    }
}

TEST_CASE("C.05 Annex 2: compatriots get numbers that meet in the first rounds", "[round-robin]") {
    const std::vector<std::string> federations = {"JPN", "CZE", "RUS", "JPN", "EST",
                                                  "RUS", "CZE", "JPN", "SWE", "CHN"};
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        INFO("seed " << seed);
        const std::vector<int> numbers = drawRoundRobinNumbers(federations, seed);
        std::vector<int> sorted = numbers;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 10; ++i) {
            REQUIRE(sorted[static_cast<std::size_t>(i)] == i + 1); // a permutation of 1..10
        }
        const auto meet = [&](int a, int b) {
            return bergerMeetingRound(10, numbers[static_cast<std::size_t>(a)],
                                      numbers[static_cast<std::size_t>(b)]);
        };
        // Three Japanese players: the first pair in round 1, the third meets both by round 3.
        CHECK(std::max({meet(0, 3), meet(0, 7), meet(3, 7)}) <= 3);
        CHECK(meet(1, 6) == 1); // the Czech pair
        CHECK(meet(2, 5) == 1); // the Russian pair
        REQUIRE(drawRoundRobinNumbers(federations, seed) == numbers);
    }
    CHECK(drawRoundRobinNumbers(federations, 1) != drawRoundRobinNumbers(federations, 2));
}
