// Properties of Dutch pairings on seeded random tournaments: the absolute criteria hold in every
// round, and the same input always gives the same pairing.
#include "pairing/dutch/dutch.hpp"
#include "pairing/dutch/dutch_2025.hpp"
#include "pairing/random_tournament.hpp"
#include "pairing/trf.hpp"
#include "pairing/vector_index.hpp"
#include "tournament_builder.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace renju::pairing;

namespace {

using renju::pairing::at;

RandomTournamentSpec specFor(std::uint64_t seed, dutch::Rules rules) {
    return test::randomSpec(seed, rules, 40);
}

/// C1, C2, C3 over the whole history; topscorers may break the role limits in the last round.
void checkAbsoluteCriteria(const Tournament& t) {
    for (const Player& p : t.players) {
        std::set<int> opponents;
        int byes = 0;
        bool hadForfeitWin = false;
        std::vector<Role> roles;
        for (std::size_t r = 0; r < p.rounds.size(); ++r) {
            const RoundEntry& e = p.rounds[r];
            INFO("player " << p.id.value << " round " << r + 1);
            if (e.isPlayed()) {
                REQUIRE(opponents.insert(e.opponent.value).second); // C1
                roles.push_back(*e.role);
            }
            if (e.result == ResultKind::PairingBye) {
                REQUIRE(byes == 0);           // C2: one bye at most
                REQUIRE_FALSE(hadForfeitWin); // C2: none after a forfeit win
                ++byes;
            }
            hadForfeitWin = hadForfeitWin || e.result == ResultKind::ForfeitWin;
            const bool isLastRound = static_cast<int>(r) + 1 == t.totalRounds;
            if (!isLastRound && e.isPlayed()) {
                const auto first = std::count(roles.begin(), roles.end(), Role::First);
                const auto second = static_cast<long>(roles.size()) - first;
                REQUIRE(std::abs(first - second) <= 2); // C3
                const std::size_t n = roles.size();
                if (n >= 3) {
                    REQUIRE_FALSE((roles[n - 1] == roles[n - 2] && roles[n - 2] == roles[n - 3]));
                }
            }
        }
    }
}

Tournament cutBefore(const Tournament& t, int round) {
    Tournament cut = t;
    for (Player& p : cut.players) {
        p.rounds.resize(std::min(p.rounds.size(), at(round - 1)));
        p.declaredPoints = pointsAfter(cut, p, round - 1);
    }
    return cut;
}

} // namespace

TEST_CASE("Random tournaments keep the absolute criteria in every round", "[dutch][property]") {
    for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            RandomTournament generated = generateTournament(specFor(seed, rules));
            INFO("seed " << seed);
            REQUIRE(generated.error.empty());
            checkAbsoluteCriteria(generated.tournament);
        }
    }
}

TEST_CASE("Pairing is deterministic and survives a TRF round trip", "[dutch][property]") {
    for (std::uint64_t seed = 100; seed < 110; ++seed) {
        RandomTournamentSpec spec = specFor(seed, dutch::Rules::Fide2017);
        RandomTournament generated = generateTournament(spec);
        REQUIRE(generated.error.empty());
        const Tournament cut = cutBefore(generated.tournament, spec.totalRounds);
        const std::string text = writeTrf(cut);
        TrfRead reread = readTrf(text);
        REQUIRE_FALSE(reread.error.has_value());
        REQUIRE(writeTrf(reread.tournament) == text);
        for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
            const auto once = dutch::pairNextRound(cut, rules);
            const auto twice = dutch::pairNextRound(cut, rules);
            const auto reread1 = dutch::pairNextRound(reread.tournament, rules);
            REQUIRE(once.error.empty());
            REQUIRE(dutch::formatBoards(once.boards) == dutch::formatBoards(twice.boards));
            REQUIRE(dutch::formatBoards(once.boards) == dutch::formatBoards(reread1.boards));
        }
    }
}

TEST_CASE("Every player present is paired once and the bye only for an odd count",
          "[dutch][property]") {
    for (std::uint64_t seed = 200; seed < 215; ++seed) {
        RandomTournamentSpec spec = specFor(seed, dutch::Rules::Fide2017);
        spec.playedRounds = 2;
        RandomTournament generated = generateTournament(spec);
        REQUIRE(generated.error.empty());
        const Tournament& t = generated.tournament;
        const auto pairing = dutch::pairNextRound(t, dutch::Rules::Fide2017);
        REQUIRE(pairing.error.empty());
        std::multiset<int> seen;
        int byes = 0;
        for (const dutch::Board& board : pairing.boards) {
            seen.insert(board.first.value);
            if (board.isBye()) {
                ++byes;
            } else {
                seen.insert(board.second.value);
            }
        }
        REQUIRE(seen.size() == t.players.size());
        REQUIRE(std::set<int>(seen.begin(), seen.end()).size() == seen.size());
        REQUIRE(byes == static_cast<int>(t.players.size() % 2));
        REQUIRE((pairing.boards.empty() || !pairing.boards.front().isBye()));
    }
}

TEST_CASE("C4 (2025): each bracket paired alone with the completion check pairs as the whole "
          "round's matching",
          "[dutch][property]") {
    // The checked bracket matching is a relaxation of the round's matching; it must never change
    // a pair. Small fields and forfeits, absences and half-point byes make the completion
    // check fail often near the bottom, so both ways are exercised.
    int rounds = 0;
    for (std::uint64_t seed = 300; seed < 340; ++seed) {
        RandomTournament generated = generateTournament(specFor(seed, dutch::Rules::Fide2026));
        REQUIRE(generated.error.empty());
        const Tournament& t = generated.tournament;
        for (int round = 1; round <= t.totalRounds; ++round) {
            INFO("seed " << seed << " round " << round);
            const auto build = dutch::buildRoundState(cutBefore(t, round), dutch::Rules::Fide2026);
            REQUIRE(build.error.empty());
            const auto checked = dutch::matchDutch2025(build.state);
            const auto whole =
                dutch::matchDutch2025(build.state, nullptr, dutch::BracketMatching::WholeRound);
            REQUIRE(checked.has_value() == whole.has_value());
            if (checked) {
                REQUIRE(*checked == *whole);
                ++rounds;
            }
        }
    }
    REQUIRE(rounds > 150);
}

TEST_CASE("C2: when every player already had a bye or a win without playing, an odd round has no "
          "pairing under either edition",
          "[dutch]") {
    // Seven players after six rounds: all but P4 had the pairing-allocated bye, P4 and P7 won
    // by forfeit. Three pairs are possible, the bye is not (the 2025 engine used to give it
    // to a player who had had it).
    const char* const text =
        "012 Generated tournament 100130\n"
        "001    1      Player 1                          2400                            12.0      "
        "    4 w =     6 b =  0000 - U     2 b 1     7 w 1     3 b =\n"
        "001    2      Player 2                          2229                            15.0      "
        "    5 b 1     7 w 1     3 b 1     1 w 0     6 b 1  0000 - U\n"
        "001    3      Player 3                          2058                            11.0      "
        "    6 w =     4 b 1     2 w 0     5 b 1  0000 - U     1 w =\n"
        "001    4      Player 4                          1886                             5.0      "
        "    1 b =     3 w 0     6 w +     7 b -     5 w 0     7 b =\n"
        "001    5      Player 5                          1715                             8.0      "
        "    2 w 0  0000 - U     7 b =     3 w 0     4 b 1     6 w =\n"
        "001    6      Player 6                          1543                             6.0      "
        "    3 b =     1 w =     4 b -  0000 - U     2 w 0     5 b =\n"
        "001    7      Player 7                          1372                             8.0      "
        " 0000 - U     2 b 0     5 w =     4 w +     1 b 0     4 w =\n"
        "XXR 7\n"
        "XXC white1\n"
        "BBW  3.0\n"
        "BBD  1.0\n";
    const TrfRead read = readTrf(std::string_view(text));
    REQUIRE_FALSE(read.error.has_value());
    for (dutch::Rules rules : {dutch::Rules::Fide2017, dutch::Rules::Fide2026}) {
        const dutch::DutchPairing pairing = dutch::pairNextRound(read.tournament, rules);
        CHECK(pairing.boards.empty());
        CHECK(pairing.error == "no pairing of round 7 satisfies the absolute criteria (C1-C3)");
    }
}
