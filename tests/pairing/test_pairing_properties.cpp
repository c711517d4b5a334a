// Properties over seeded random tournaments, beyond test_dutch_properties.cpp: role limits hold
// in the last round too except where a topscorer is involved (A.7, C3); every round the engine
// made passes the override check; standings do not depend on the order of the players.
#include "pairing/dutch/recheck.hpp"
#include "pairing/random_tournament.hpp"
#include "pairing/round_check.hpp"
#include "pairing/standings.hpp"
#include "pairing/vector_index.hpp"
#include "tournament_builder.hpp"

#include <catch2/catch.hpp>

using namespace renju::pairing;

namespace {

using renju::pairing::at;

RandomTournamentSpec specFor(std::uint64_t seed, dutch::Rules rules) {
    return test::randomSpec(seed, rules, 60);
}

/// A.7: more than half the maximum score before the last round.
bool isTopscorer(const Tournament& t, const Player& p) {
    const int before = t.totalRounds - 1;
    return 2 * pointsAfter(t, p, before) > before * t.scoring.win;
}

/// C3 and the colour limits: after every round, |First - Second| <= 2 and no three games in a
/// row with the same role; in the last round a topscorer (or his opponent) may break them.
void checkRoleLimits(const Tournament& t) {
    for (const Player& p : t.players) {
        std::vector<Role> roles;
        for (std::size_t r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry& e = p.rounds[r];
            if (!e.isPlayed()) {
                continue;
            }
            roles.push_back(*e.role);
            const auto first = std::count(roles.begin(), roles.end(), Role::First);
            const auto second = static_cast<long>(roles.size()) - first;
            const std::size_t n = roles.size();
            const bool isBroken =
                std::abs(first - second) > 2 ||
                (n >= 3 && roles[n - 1] == roles[n - 2] && roles[n - 2] == roles[n - 3]);
            if (!isBroken) {
                continue;
            }
            INFO("player " << p.id.value << " round " << r + 1);
            REQUIRE(static_cast<int>(r) + 1 == t.totalRounds);
            const Player& opponent = *t.find(e.opponent);
            REQUIRE((isTopscorer(t, p) || isTopscorer(t, opponent)));
        }
    }
}

} // namespace

TEST_CASE("Role limits hold in every round; only topscorers break them in the last", "[property]") {
    for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const RandomTournament generated = generateTournament(specFor(seed, rules));
            INFO("seed " << seed);
            REQUIRE(generated.error.empty());
            checkRoleLimits(generated.tournament);
        }
    }
}

TEST_CASE("Every round the engine made passes the override check", "[property]") {
    for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
        for (std::uint64_t seed = 40; seed <= 55; ++seed) {
            const RandomTournament generated = generateTournament(specFor(seed, rules));
            REQUIRE(generated.error.empty());
            const Tournament& t = generated.tournament;
            for (int round = 1; round <= t.pairedRounds(); ++round) {
                INFO("seed " << seed << " round " << round);
                const auto violations = checkRound(dutch::tournamentBefore(t, round),
                                                   dutch::boardsOfRound(t, round), rules);
                for (const Violation& v : violations) {
                    UNSCOPED_INFO(v.text);
                }
                CHECK(violations.empty());
            }
            // And re-pairing every round gives the rounds played.
            CHECK(dutch::recheckRounds(t, rules).empty());
        }
    }
}

TEST_CASE("Standings do not depend on the order of the players in the input", "[property]") {
    StandingsOptions options;
    options.tieBreaks = allTieBreaks();
    for (std::uint64_t seed = 60; seed <= 75; ++seed) {
        const RandomTournament generated =
            generateTournament(specFor(seed, dutch::Rules::Fide2017));
        REQUIRE(generated.error.empty());
        const Standings reference = computeStandings(generated.tournament, options);
        Tournament shuffled = generated.tournament;
        SeededRandom random(seed);
        for (std::size_t i = shuffled.players.size(); i > 1; --i) {
            std::swap(shuffled.players[i - 1],
                      shuffled.players[at(random.below(static_cast<int>(i)))]);
        }
        INFO("seed " << seed);
        CHECK(computeStandings(shuffled, options).rows == reference.rows);
        // Ranks are 1-based, never skip a shared group's size and go with points.
        for (std::size_t k = 1; k < reference.rows.size(); ++k) {
            const StandingRow& a = reference.rows[k - 1];
            const StandingRow& b = reference.rows[k];
            REQUIRE(a.points >= b.points);
            REQUIRE((b.rank == a.rank || b.rank == static_cast<int>(k) + 1));
        }
    }
}
