// Pairing and standings speed: one late round of Swiss tournaments of 100 and 1,000 players by
// the Dutch engine under both editions (and of 3,000 under the 2017 rules with --with-3000),
// and the standings of 300 players after 9 rounds. Prints figures and the peak resident memory
// only; never a check. Targets (issue 5): 100 players < 20 ms, 1,000 players <= 2 s and <= 200 MB,
// 3,000 players
// <= 70 s, standings of 300 players < 50 ms.
#include "arbiter/time/real_clock.hpp"
#include "pairing/dutch/dutch.hpp"
#include "pairing/random_tournament.hpp"
#include "pairing/standings.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <sys/resource.h>

using namespace renju;
using arbiter::RealClock;
using pairing::dutch::Rules;

namespace {

double millisecondsSince(std::chrono::nanoseconds start) {
    return static_cast<double>((RealClock::monotonicNanoseconds() - start).count()) / 1e6;
}

/// The peak resident memory of the process so far, in MB.
double peakMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// A history made quickly, without the Dutch engine, for fields too large to simulate round by
/// round: each round pairs neighbours in score order who have not met, the player with fewer
/// games leading gets the lead, and the higher-rated player usually wins.
pairing::Tournament quickHistory(int players, int totalRounds, int played, std::uint64_t seed) {
    pairing::SeededRandom random(seed);
    pairing::Tournament t;
    t.name = "Bench";
    t.totalRounds = totalRounds;
    t.initialRole = pairing::Role::First;
    for (int i = 1; i <= players; ++i) {
        pairing::Player p;
        p.id = pairing::PlayerId{i};
        p.name = "Player " + std::to_string(i);
        p.rating = 2700 - (1500 * i) / players;
        t.players.push_back(p);
    }
    std::vector<int> leads(at(players), 0);
    std::vector<bool> hadBye(at(players), false);
    for (int round = 0; round < played; ++round) {
        std::vector<int> order(at(players));
        for (int i = 0; i < players; ++i) {
            order[at(i)] = i;
        }
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return pairing::pointsAfter(t, t.players[at(a)], round) >
                   pairing::pointsAfter(t, t.players[at(b)], round);
        });
        if (players % 2 == 1) {
            auto bye =
                std::find_if(order.rbegin(), order.rend(), [&](int i) { return !hadBye[at(i)]; });
            hadBye[at(*bye)] = true;
            t.players[at(*bye)].rounds.push_back(
                {pairing::PlayerId{}, std::nullopt, pairing::ResultKind::PairingBye});
            order.erase(std::next(bye).base());
        }
        std::vector<bool> isPaired(at(players), false);
        for (std::size_t k = 0; k < order.size(); ++k) {
            const int a = order[k];
            if (isPaired[at(a)]) {
                continue;
            }
            std::size_t m = k + 1;
            const auto hasMet = [&](int b) {
                return std::any_of(
                    t.players[at(a)].rounds.begin(), t.players[at(a)].rounds.end(),
                    [&](const pairing::RoundEntry& e) { return e.opponent.value == b + 1; });
            };
            while (m < order.size() && (isPaired[at(order[m])] || hasMet(order[m]))) {
                ++m;
            }
            if (m == order.size()) {
                m = k + 1;
                while (isPaired[at(order[m])]) {
                    ++m;
                }
            }
            const int b = order[m];
            isPaired[at(a)] = isPaired[at(b)] = true;
            const bool aLeads = leads[at(a)] < leads[at(b)] ||
                                (leads[at(a)] == leads[at(b)] && random.below(2) == 0);
            const int first = aLeads ? a : b;
            const int second = aLeads ? b : a;
            ++leads[at(first)];
            const int roll = random.below(100);
            const int edge = 50 + (t.players[at(first)].rating - t.players[at(second)].rating) / 8;
            const auto result = roll < 20                     ? pairing::ResultKind::Draw
                                : roll - 20 < edge * 80 / 100 ? pairing::ResultKind::Win
                                                              : pairing::ResultKind::Loss;
            const auto other = result == pairing::ResultKind::Win    ? pairing::ResultKind::Loss
                               : result == pairing::ResultKind::Loss ? pairing::ResultKind::Win
                                                                     : result;
            t.players[at(first)].rounds.push_back(
                {pairing::PlayerId{second + 1}, pairing::Role::First, result});
            t.players[at(second)].rounds.push_back(
                {pairing::PlayerId{first + 1}, pairing::Role::Second, other});
        }
    }
    return t;
}

pairing::Tournament simulated(int players, int totalRounds, int played, std::uint64_t seed) {
    pairing::RandomTournamentSpec spec;
    spec.players = players;
    spec.totalRounds = totalRounds;
    spec.playedRounds = played;
    spec.seed = seed;
    spec.drawPercent = 20;
    pairing::RandomTournament generated = pairing::generateTournament(spec);
    if (!generated.error.empty()) {
        std::fprintf(stderr, "generation failed: %s\n", generated.error.c_str());
    }
    return generated.tournament;
}

/// Pairs the next round `repeats` times; prints the best and the mean time.
void timeRound(const char* what, const pairing::Tournament& t, Rules rules, int repeats) {
    double best = 1e300;
    double total = 0;
    std::size_t boards = 0;
    for (int i = 0; i < repeats; ++i) {
        const auto start = RealClock::monotonicNanoseconds();
        const pairing::dutch::DutchPairing pairing = pairing::dutch::pairNextRound(t, rules);
        const double ms = millisecondsSince(start);
        if (!pairing.error.empty()) {
            std::printf("%s: %s\n", what, pairing.error.c_str());
            return;
        }
        boards = pairing.boards.size();
        best = std::min(best, ms);
        total += ms;
    }
    std::printf("%-44s %s rules: %9.1f ms best, %9.1f ms mean of %d (%zu boards); peak RSS "
                "%.0f MB\n",
                what, rules == Rules::Fide2017 ? "2017" : "2026", best, total / repeats, repeats,
                boards, peakMegabytes());
}

void timeStandings(const pairing::Tournament& t) {
    for (const auto& [name, list] : {std::pair{"renju-bh", pairing::defaultTieBreaks()},
                                     std::pair{"all twelve", pairing::allTieBreaks()}}) {
        pairing::StandingsOptions options;
        options.tieBreaks = list;
        double best = 1e300;
        for (int i = 0; i < 20; ++i) {
            const auto start = RealClock::monotonicNanoseconds();
            const pairing::Standings standings = pairing::computeStandings(t, options);
            best = std::min(best, millisecondsSince(start));
            if (standings.rows.empty()) {
                std::printf("no standings\n");
            }
        }
        std::printf("standings, %zu players after %d rounds, %-10s %9.2f ms best of 20\n",
                    t.players.size(), t.pairedRounds(), name, best);
    }
}

} // namespace

int main(int argc, char** argv) {
    const bool with3000 = argc > 1 && std::strcmp(argv[1], "--with-3000") == 0;
    auto start = RealClock::monotonicNanoseconds();
    const pairing::Tournament small = simulated(100, 9, 7, 11);
    const pairing::Tournament standings = simulated(300, 9, 9, 13);
    const pairing::Tournament large = simulated(1000, 11, 8, 17);
    std::printf("simulated 100, 300 and 1,000 players round by round in %.1f s\n",
                millisecondsSince(start) / 1000);
    for (Rules rules : {Rules::Fide2017, Rules::Fide2026}) {
        timeRound("100 players, round 8 of 9", small, rules, 20);
    }
    timeStandings(standings);
    for (Rules rules : {Rules::Fide2017, Rules::Fide2026}) {
        timeRound("1,000 players, round 9 of 11", large, rules, 3);
    }
    const pairing::Tournament quick = quickHistory(1000, 11, 8, 19);
    timeRound("1,000 players, round 9 of 11 (quick history)", quick, Rules::Fide2017, 3);
    if (with3000) {
        // The 2026 engine pairs 1,000 players in about 20 s already: 3,000 only under 2017.
        const pairing::Tournament huge = quickHistory(3000, 11, 8, 23);
        timeRound("3,000 players, round 9 of 11 (quick history)", huge, Rules::Fide2017, 1);
    }
    return 0;
}
