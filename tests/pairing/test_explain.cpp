// Explanations: the checklist of a round (score, role difference and preference, floats, bye
// eligibility) and the reasons for every board of a Dutch pairing.
#include "pairing/dutch/dutch.hpp"
#include "pairing/dutch/explain.hpp"
#include "pairing/random_tournament.hpp"
#include "tournament_builder.hpp"

#include <catch2/catch.hpp>

using namespace renju::pairing;
using namespace renju::pairing::dutch;
using renju::pairing::test::TournamentBuilder;

namespace {

// Four players after one round: P1 and P2 won leading (Black), P3 and P4 lost.
Tournament oneRound() {
    return TournamentBuilder(4, 3).game(1, 1, 3, '1').game(1, 2, 4, '1').tournament();
}

} // namespace

TEST_CASE("A.6 checklist: score, role difference, preference, floats, bye eligibility",
          "[explain]") {
    // Two rounds played. Scores: P1 2, P2 0, P3 0.5, P4 1.5, P5 2 (a bye, then a forfeit win).
    // Roles: P1 BB (absolute White), P2 WB (mild White), P3 BW (mild Black), P4 WW (absolute
    // Black). Round 2 floats: P1 (1) down to P3 (0.5), P4 (0.5) down to P2 (0); P5 did not
    // play in either round: two downfloats (2017).
    const Tournament t = TournamentBuilder(5, 5)
                             .game(1, 1, 2, '1')
                             .game(1, 3, 4, '=')
                             .bye(1, 5, ResultKind::PairingBye)
                             .game(2, 1, 3, '1')
                             .game(2, 2, 4, '0')
                             .bye(2, 5, ResultKind::ForfeitWin)
                             .tournament();
    const RoundChecklist list = roundChecklist(t, Rules::Fide2017);
    REQUIRE(list.error.empty());
    REQUIRE(list.players.size() == 5);
    const PlayerChecklist& p1 = list.players[0];
    CHECK(p1.score == 4);
    CHECK(p1.roleDifference == 2);
    CHECK(p1.roleHistory == "BB");
    CHECK(p1.preference == Role::Second);
    CHECK(p1.strength == PreferenceStrength::Absolute);
    CHECK(p1.floats[0] == Float::Down);
    const PlayerChecklist& p2 = list.players[1];
    CHECK(p2.roleHistory == "WB");
    CHECK(p2.strength == PreferenceStrength::Mild);
    CHECK(p2.preference == Role::Second);
    const PlayerChecklist& p5 = list.players[4];
    CHECK_FALSE(p5.isByeEligible);
    CHECK(p5.floats[0] == Float::Down); // unplayed rounds count as downfloats (2017)
    CHECK(formatChecklist(t, list) ==
          "Round 3\n"
          "   No  Score  Diff  Games         Prefers            Floats  Bye  Name\n"
          "    1    2.0    +2  BB            White absolute     D-      yes  P1\n"
          "    2    0.0    +0  WB            White mild         U-      yes  P2\n"
          "    3    0.5    +0  BW            Black mild         U-      yes  P3\n"
          "    4    1.5    -2  WW            Black absolute     D-      yes  P4\n"
          "    5    2.0    +0  -             -                  DD      no   P5\n");
}

TEST_CASE("Why a pair was made: bracket, floats, preferences and the E rule", "[explain]") {
    const PairingExplanation e = explainPairing(oneRound(), Rules::Fide2017);
    REQUIRE(e.error.empty());
    REQUIRE(e.boards.size() == 2);
    // P1 and P2 both had Black: both prefer White strongly (difference +1); E.4 grants the
    // higher-ranked P1's.
    CHECK(e.boards[0] == Board{PlayerId{2}, PlayerId{1}});
    CHECK(e.reasons[0] == std::vector<std::string>{
                              "bracket 1 of 2: score group 1.0 with 2 resident player(s)",
                              "same score (1.0): nobody floats",
                              "#2 P2 prefers White (strong); #1 P1 prefers White (strong). Roles "
                              "by E.4: #2 P2 Black, #1 P1 White (the higher-ranked player's "
                              "preference is granted)",
                              "this pair does not meet C12 (both want the same role), C13 (a "
                              "strong preference is not granted): the bracket had no better "
                              "pairing under the criteria ranked above"});
}

TEST_CASE("Explained pairings are the engine's pairings, every board with reasons", "[explain]") {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        RandomTournamentSpec spec;
        spec.seed = seed;
        spec.players = 9 + static_cast<int>(seed) * 3;
        spec.totalRounds = 7;
        spec.playedRounds = 4;
        spec.forfeitPercent = 5;
        spec.absencePercent = 5;
        const RandomTournament generated = generateTournament(spec);
        REQUIRE(generated.error.empty());
        for (Rules rules : {Rules::Fide2017, Rules::Fide2026}) {
            INFO("seed " << seed);
            const PairingExplanation e = explainPairing(generated.tournament, rules);
            REQUIRE(e.error.empty());
            CHECK(e.boards == pairNextRound(generated.tournament, rules).boards);
            REQUIRE(e.reasons.size() == e.boards.size());
            for (std::size_t b = 0; b < e.boards.size(); ++b) {
                CHECK(e.reasons[b].size() >= (e.boards[b].isBye() ? 1U : 3U));
            }
        }
    }
}
