// Tie-breaks (FIDE C.07, 2023) on hand-worked tournaments with byes, forfeits and a
// withdrawal; every expected value is worked out in the comments.
#include "pairing/standings.hpp"
#include "pairing/tiebreaks.hpp"
#include "tournament_builder.hpp"

#include <catch2/catch.hpp>

using namespace renju::pairing;
using renju::pairing::test::TournamentBuilder;

namespace {

// Five players, three rounds, 1 / ½ / 0 (half-points 2 / 1 / 0):
//   R1: 1-2 1-0      3-4 ½-½      5 pairing-allocated bye
//   R2: 5-1 0-1      2-3 +/- (2 wins by forfeit)      4 pairing-allocated bye
//   R3: 1-3 ½-½      4-5 1-0      2 withdrawn (zero-point bye)
// Scores: P1 2.5, P2 1, P3 1, P4 2.5, P5 1.
// Voluntarily unplayed rounds: P2 R3 (absent), P3 R2 (forfeit loss). P2's last available round
// is 2, so for his opponents R3 counts as a draw: adjusted score 0 + 1 + ½ = 1.5 (16.3).
// Own unplayed rounds count against a dummy with the player's own score (16.4).
Tournament example() {
    return TournamentBuilder(5, 3)
        .info(1, 2000, "JPN")
        .info(2, 1800, "RUS")
        .info(3, 1700, "EST")
        .info(4, 1600, "CZE")
        .info(5, 0, "SWE")
        .game(1, 1, 2, '1')
        .game(1, 3, 4, '=')
        .bye(1, 5, ResultKind::PairingBye)
        .game(2, 5, 1, '0')
        .game(2, 2, 3, '+')
        .bye(2, 4, ResultKind::PairingBye)
        .game(3, 1, 3, '=')
        .game(3, 4, 5, '1')
        .bye(3, 2, ResultKind::ZeroPointBye)
        .tournament();
}

std::vector<std::string> texts(const Tournament& t, TieBreak tieBreak) {
    std::vector<std::string> result;
    for (const TieBreakValue& v : computeTieBreak(t, tieBreak, {3, false})) {
        result.push_back(v.text);
    }
    return result;
}

} // namespace

TEST_CASE("C.07 8.1 BH: opponents' scores; 16.4 dummy for own unplayed rounds, 16.3 withdrawal "
          "counts as draws",
          "[tiebreaks]") {
    // P1: P2 adjusted 1.5 + P5 1 + P3 1 = 3.5
    // P2: P1 2.5 + forfeit win (dummy, own 1) + absent (dummy, own 1) = 4.5
    // P3: P4 2.5 + forfeit loss (dummy, own 1) + P1 2.5 = 6
    // P4: P3 1 + bye (dummy, own 2.5) + P5 1 = 4.5
    // P5: bye (dummy, own 1) + P1 2.5 + P4 2.5 = 6
    CHECK(texts(example(), TieBreak::Buchholz) ==
          std::vector<std::string>{"3.5", "4.5", "6.0", "4.5", "6.0"});
}

TEST_CASE("C.07 14.1/14.6 BH-C1: the least significant cut, voluntarily unplayed rounds first",
          "[tiebreaks]") {
    // P1 {1.5, 1, 1} -> 2.5; P2 {2.5, 1, 1 absent} cuts the absence -> 3.5;
    // P3 {2.5, 1 forfeit loss, 2.5} -> 5; P4 {1, 2.5, 1} -> 3.5; P5 {1, 2.5, 2.5} -> 5.
    CHECK(texts(example(), TieBreak::BuchholzCut1) ==
          std::vector<std::string>{"2.5", "3.5", "5.0", "3.5", "5.0"});
    // BH-C2 keeps the single best: P1 1.5, P2 2.5, P3 2.5, P4 2.5, P5 2.5.
    CHECK(texts(example(), TieBreak::BuchholzCut2) ==
          std::vector<std::string>{"1.5", "2.5", "2.5", "2.5", "2.5"});
    // BH-M1 cuts one low and one high: P1 {1.5,1,1} -> 1; P3 {2.5,1,2.5} -> 2.5.
    CHECK(texts(example(), TieBreak::BuchholzMedian1) ==
          std::vector<std::string>{"1.0", "1.0", "2.5", "1.0", "2.5"});
}

TEST_CASE("C.07 14.6: a voluntarily unplayed round is cut before a weaker opponent",
          "[tiebreaks]") {
    // R1: P1 half-point bye, 2-3 1-0, 4-5 1-0; R2: 1-5 1-0, 2-4 ½-½, P3 bye;
    // R3: 1-3 1-0, 2-5 1-0, P4 bye. Scores: P1 2.5, P2 2.5, P3 1, P4 2.5, P5 0.
    // P1: {bye as dummy 2.5 (voluntary), P5 0, P3 1}: BH 3.5; Cut-1 removes the bye -> 1.
    const Tournament t = TournamentBuilder(5, 3)
                             .bye(1, 1, ResultKind::HalfPointBye)
                             .game(1, 2, 3, '1')
                             .game(1, 4, 5, '1')
                             .game(2, 1, 5, '1')
                             .game(2, 2, 4, '=')
                             .bye(2, 3, ResultKind::PairingBye)
                             .game(3, 1, 3, '1')
                             .game(3, 2, 5, '1')
                             .bye(3, 4, ResultKind::PairingBye)
                             .tournament();
    CHECK(texts(t, TieBreak::Buchholz)[0] == "3.5");
    CHECK(texts(t, TieBreak::BuchholzCut1)[0] == "1.0");
}

TEST_CASE("C.07 9.1 SB: opponent's score times the points taken from him", "[tiebreaks]") {
    // P1: 1.5x1 + 1x1 + 1x½ = 3; P2: 0 + dummy 1 x forfeit win 1 + 1x0 = 1;
    // P3: 2.5x½ + 0 + 2.5x½ = 2.5; P4: 1x½ + dummy 2.5 x bye 1 + 1x1 = 4;
    // P5: dummy 1 x bye 1 + 0 + 0 = 1.
    CHECK(texts(example(), TieBreak::SonnebornBerger) ==
          std::vector<std::string>{"3.00", "1.00", "2.50", "4.00", "1.00"});
}

TEST_CASE("C.07 7.5 PS, 7.1 WIN, 7.2 WON, 7.3 BPG, 10.1 ARO", "[tiebreaks]") {
    // PS: P1 1+2+2.5; P2 0+1+1; P3 ½+½+1; P4 ½+1½+2½; P5 1+1+1.
    CHECK(texts(example(), TieBreak::ProgressiveScore) ==
          std::vector<std::string>{"5.5", "2.0", "2.0", "4.5", "3.0"});
    // WIN counts the forfeit win (P2) and pairing-allocated byes (P4, P5).
    CHECK(texts(example(), TieBreak::Wins) == std::vector<std::string>{"2", "1", "0", "2", "1"});
    // WON: over the board only.
    CHECK(texts(example(), TieBreak::GamesWon) ==
          std::vector<std::string>{"2", "0", "0", "1", "0"});
    // BPG: games played leading (tentative Black): P1 R1 R3, P3 R1, P4 R3, P5 R2; P2's forfeit
    // as First is not a game.
    CHECK(texts(example(), TieBreak::GamesAsFirst) ==
          std::vector<std::string>{"2", "0", "1", "1", "1"});
    // ARO: played games, unrated P5 left out. P1 (1800+1700)/2 = 1750; P2 2000;
    // P3 (1600+2000)/2; P4 1700 (P5 unrated); P5 (2000+1600)/2.
    CHECK(texts(example(), TieBreak::AverageRatingOpponents) ==
          std::vector<std::string>{"1750", "2000", "1800", "1700", "1800"});
}

TEST_CASE("Standings: points, then BH, SB, DE (renju-bh)", "[standings]") {
    // 2.5: P4 (BH 4.5) before P1 (3.5). 1.0: P3 and P5 level on BH 6, SB 2.5 beats 1; P2 4.5.
    const Standings s = computeStandings(example(), {defaultTieBreaks(), -1, false});
    REQUIRE(s.rows.size() == 5);
    std::vector<int> order;
    for (const StandingRow& row : s.rows) {
        order.push_back(row.id.value);
    }
    CHECK(order == std::vector<int>{4, 1, 3, 5, 2});
    CHECK(s.rows[2].values[1].text == "2.50");
    CHECK(s.rows[2].rank == 3);
    CHECK_FALSE(s.rows[2].isShared);
    CHECK(formatStandings(s) == "Standings after round 3\n"
                                "Rank   No  Name  Fed  Rating  Points     BH     SB     DE\n"
                                "   1     4  P4    CZE    1600     2.5    4.5   4.00      -\n"
                                "   2     1  P1    JPN    2000     2.5    3.5   3.00      -\n"
                                "   3     3  P3    EST    1700     1.0    6.0   2.50      -\n"
                                "   4     5  P5    SWE       -     1.0    6.0   1.00      -\n"
                                "   5     2  P2    RUS    1800     1.0    4.5   1.00      -\n");
}

TEST_CASE("C.07 6 DE in a round robin, 9.2 Koya", "[tiebreaks][standings]") {
    // Berger 4: R1 1-4 1-0, 2-3 0-1; R2 4-3 1-0, 1-2 0-1; R3 2-4 0-1, 3-1 1-0.
    // P3 and P4 2 points, P4 beat P3; P1 and P2 1 point, P2 beat P1.
    const Tournament t = TournamentBuilder(4, 3)
                             .game(1, 1, 4, '1')
                             .game(1, 2, 3, '0')
                             .game(2, 4, 3, '1')
                             .game(2, 1, 2, '0')
                             .game(3, 2, 4, '0')
                             .game(3, 3, 1, '1')
                             .tournament();
    REQUIRE(looksLikeRoundRobin(t));
    const Standings s = computeStandings(t, {{TieBreak::DirectEncounter}, -1, true});
    std::vector<int> order;
    for (const StandingRow& row : s.rows) {
        order.push_back(row.id.value);
    }
    CHECK(order == std::vector<int>{4, 3, 2, 1});
    CHECK(s.rows[0].values[0].text == "1.0"); // P4's point against P3
    // Koya: half the maximum is 1.5; P3 and P4 qualify. P1 beat P4 (1) and lost to P3;
    // P2 lost to both; P3 lost to P4; P4 beat P3 (1).
    CHECK(texts(t, TieBreak::Koya) == std::vector<std::string>{"1.0", "0.0", "0.0", "1.0"});
}

TEST_CASE("DE: a cycle among three stays a shared rank", "[standings]") {
    // An odd round robin (Berger 3): 2 beats 3, 1 beats 2, 3 beats 1; each rests once.
    const Tournament t = TournamentBuilder(3, 3)
                             .game(1, 2, 3, '1')
                             .bye(1, 1, ResultKind::ZeroPointBye)
                             .game(2, 1, 2, '1')
                             .bye(2, 3, ResultKind::ZeroPointBye)
                             .game(3, 3, 1, '1')
                             .bye(3, 2, ResultKind::ZeroPointBye)
                             .tournament();
    const Standings s = computeStandings(t, {{TieBreak::DirectEncounter}, -1, true});
    for (const StandingRow& row : s.rows) {
        CHECK(row.rank == 1);
        CHECK(row.isShared);
    }
    CHECK(s.rows[0].id.value == 1); // shared ranks list by pairing number
}

TEST_CASE("DE in a Swiss: ahead only when no other could have caught up", "[tiebreaks]") {
    // A group of three on the same score: P1 beat P2 and P3, who never met: P1 has 2 points,
    // P2 and P3 could have had 1 at most, so P1 goes first; P2 and P3 stay level.
    const Tournament t = TournamentBuilder(4, 3)
                             .game(1, 1, 2, '1')
                             .game(1, 3, 4, '1')
                             .game(2, 3, 1, '0')
                             .game(2, 4, 2, '0')
                             .tournament();
    const std::vector<TieBreakValue> de = directEncounter(t, {0, 1, 2}, {2, false});
    CHECK(de[0].key > de[1].key);
    CHECK(de[1].key == de[2].key);
    CHECK(de[0].text == "2.0");
    // P2 and P3 alone never met: no points among them, and the text says so ("0.0" would read
    // as two lost games).
    const std::vector<TieBreakValue> unmet = directEncounter(t, {1, 2}, {2, false});
    CHECK(unmet[0].text == kNotMet);
    CHECK(unmet[1].text == kNotMet);
    CHECK(unmet[0].key == unmet[1].key);
}

TEST_CASE("Standings do not depend on the order of the players", "[standings]") {
    Tournament shuffled = example();
    std::swap(shuffled.players[0], shuffled.players[4]);
    std::swap(shuffled.players[1], shuffled.players[3]);
    const auto options =
        StandingsOptions{{TieBreak::BuchholzMedian1, TieBreak::Buchholz, TieBreak::SonnebornBerger,
                          TieBreak::ProgressiveScore, TieBreak::DirectEncounter},
                         -1,
                         false};
    CHECK(computeStandings(shuffled, options).rows == computeStandings(example(), options).rows);
}

TEST_CASE("GP: the games' points of rounds played as two-game matches; other rounds their points",
          "[tiebreaks][match]") {
    Tournament t = example();
    // Round 1 as matches: P1 beat P2 1.5-0.5, P3 and P4 drew 1-1 (two wins each way).
    t.players[0].rounds[0].gamePoints = 3;
    t.players[1].rounds[0].gamePoints = 1;
    t.players[2].rounds[0].gamePoints = 2;
    t.players[3].rounds[0].gamePoints = 2;
    // P1: 3 + R2 win 2 + R3 draw 1 = 6 half-points; P2: 1 + forfeit win 2 + absent 0 = 3;
    // P3: 2 + 0 + 1 = 3; P4: 2 + bye 2 + win 2 = 6; P5: bye 2 + 0 + 0 = 2.
    CHECK(texts(t, TieBreak::GamePoints) ==
          std::vector<std::string>{"3.0", "1.5", "1.5", "3.0", "1.0"});
    // Without matches GP is the score itself.
    CHECK(texts(example(), TieBreak::GamePoints) ==
          std::vector<std::string>{"2.5", "1.0", "1.0", "2.5", "1.0"});
}

TEST_CASE("Tie-break lists: codes, presets, errors", "[tiebreaks]") {
    CHECK(parseTieBreaks("bh, sb de").items == defaultTieBreaks());
    CHECK(parseTieBreaks("renju-median").items ==
          std::vector<TieBreak>{TieBreak::BuchholzMedian1, TieBreak::Buchholz,
                                TieBreak::SonnebornBerger, TieBreak::ProgressiveScore});
    CHECK(parseTieBreaks("BH,XY").error ==
          "unknown tie-break 'XY' (codes: BH BH-C1 BH-C2 BH-M1 SB PS DE WIN WON BPG ARO KS GP; "
          "presets: renju-bh renju-median)");
    CHECK(parseTieBreaks("BH,renju-bh").error == "tie-break BH is listed twice");
    for (TieBreak t : allTieBreaks()) {
        CHECK(parseTieBreaks(tieBreakCode(t)).items == std::vector<TieBreak>{t});
    }
    CHECK(formatFraction(-3, 2) == "-1.5");
    CHECK(formatFraction(9, 4) == "2.25");
}
