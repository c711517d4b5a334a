// Pairing and standings speed: one late round of Swiss tournaments of 100 and 1,000 players by
// the Dutch engine under both editions (and of 3,000 with --with-3000), and the standings of 300
// players after 9 rounds. Prints figures and the peak resident memory only; never a check.
// Targets (issue 5): 100 players < 20 ms, 1,000 players <= 2 s and <= 200 MB, 3,000 players
// <= 70 s, standings of 300 players < 50 ms.
#include "arbiter/time/real_clock.hpp"
#include "pairing/dutch/dutch.hpp"
#include "pairing/random_tournament.hpp"
#include "pairing/standings.hpp"
#include "pairing/vector_index.hpp"

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

using renju::pairing::at;

/// Builds quick histories: neighbours in score order who have not met play each other.
class QuickHistory {
public:
    QuickHistory(int players, int totalRounds, std::uint64_t seed)
        : m_random(seed), m_leads(at(players), 0), m_hadBye(at(players), false) {
        m_t.name = "Bench";
        m_t.totalRounds = totalRounds;
        m_t.initialRole = pairing::Role::First;
        for (int i = 1; i <= players; ++i) {
            pairing::Player p;
            p.id = pairing::PlayerId{i};
            p.name = "Player " + std::to_string(i);
            p.rating = 2700 - (1500 * i) / players;
            m_t.players.push_back(p);
        }
    }

    /// Plays one more round.
    void playRound(int round) {
        std::vector<int> order(m_t.players.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            order[i] = static_cast<int>(i);
        }
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return pairing::pointsAfter(m_t, player(a), round) >
                   pairing::pointsAfter(m_t, player(b), round);
        });
        if (order.size() % 2 == 1) {
            auto bye =
                std::find_if(order.rbegin(), order.rend(), [&](int i) { return !m_hadBye[at(i)]; });
            m_hadBye[at(*bye)] = true;
            player(*bye).rounds.push_back(
                {pairing::PlayerId{}, std::nullopt, pairing::ResultKind::PairingBye});
            order.erase(std::next(bye).base());
        }
        std::vector<bool> isPaired(m_t.players.size(), false);
        for (std::size_t k = 0; k < order.size(); ++k) {
            if (!isPaired[at(order[k])]) {
                const int b = partnerOf(order, k, isPaired);
                isPaired[at(order[k])] = isPaired[at(b)] = true;
                playGame(order[k], b);
            }
        }
    }

    [[nodiscard]] const pairing::Tournament& tournament() const { return m_t; }

private:
    pairing::Player& player(int i) { return m_t.players[at(i)]; }

    /// The next unpaired player after position k who has not met order[k] (any if none).
    int partnerOf(const std::vector<int>& order, std::size_t k, const std::vector<bool>& isPaired) {
        const auto& rounds = player(order[k]).rounds;
        const auto hasMet = [&](int b) {
            return std::any_of(rounds.begin(), rounds.end(), [&](const pairing::RoundEntry& e) {
                return e.opponent.value == b + 1;
            });
        };
        for (std::size_t m = k + 1; m < order.size(); ++m) {
            if (!isPaired[at(order[m])] && !hasMet(order[m])) {
                return order[m];
            }
        }
        std::size_t m = k + 1;
        while (isPaired[at(order[m])]) {
            ++m;
        }
        return order[m];
    }

    /// The player with fewer games leading leads; the higher-rated player usually wins.
    void playGame(int a, int b) {
        const bool aLeads = m_leads[at(a)] < m_leads[at(b)] ||
                            (m_leads[at(a)] == m_leads[at(b)] && m_random.below(2) == 0);
        const int first = aLeads ? a : b;
        const int second = aLeads ? b : a;
        ++m_leads[at(first)];
        const int roll = m_random.below(100);
        const int edge = 50 + (player(first).rating - player(second).rating) / 8;
        using pairing::ResultKind;
        const ResultKind result = roll < 20                     ? ResultKind::Draw
                                  : roll - 20 < edge * 80 / 100 ? ResultKind::Win
                                                                : ResultKind::Loss;
        const ResultKind other = result == ResultKind::Win    ? ResultKind::Loss
                                 : result == ResultKind::Loss ? ResultKind::Win
                                                              : result;
        player(first).rounds.push_back(
            {pairing::PlayerId{second + 1}, pairing::Role::First, result});
        player(second).rounds.push_back(
            {pairing::PlayerId{first + 1}, pairing::Role::Second, other});
    }

    pairing::Tournament m_t;
    pairing::SeededRandom m_random;
    std::vector<int> m_leads;
    std::vector<bool> m_hadBye;
};

/// A history made quickly, without the Dutch engine, for fields too large to simulate round by
/// round.
pairing::Tournament quickHistory(int players, int totalRounds, int played, std::uint64_t seed) {
    QuickHistory history(players, totalRounds, seed);
    for (int round = 0; round < played; ++round) {
        history.playRound(round);
    }
    return history.tournament();
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
    for (Rules rules : {Rules::Fide2017, Rules::Fide2026}) {
        timeRound("1,000 players, round 9 of 11 (quick history)", quick, rules, 3);
    }
    if (with3000) {
        const pairing::Tournament huge = quickHistory(3000, 11, 8, 23);
        for (Rules rules : {Rules::Fide2017, Rules::Fide2026}) {
            timeRound("3,000 players, round 9 of 11 (quick history)", huge, rules, 1);
        }
    }
    return 0;
}
