// Ren's matches (seed 002, RULES.md "Ren", end): two games, the first player of game 1 moves
// second in game 2, and the match goes to the higher total of the games' own points (equal
// totals: a drawn match), whatever each game's own result was.
#include "rules/match_rule.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

/// A game of a match: the half-points of its result and each player's own points.
MatchGameScore game(int firstHalf, int secondHalf, int firstPoints, int secondPoints) {
    return MatchGameScore{firstHalf, secondHalf, firstPoints, secondPoints};
}

} // namespace

TEST_CASE("total-points: a rule of Ren, colours exchanged in game 2, the event's clock",
          "[match][ren]") {
    CHECK(isRenMatchRule(MatchRule::TotalPoints));
    CHECK_FALSE(isRenMatchRule(MatchRule::GamePoints));
    CHECK_FALSE(isRenMatchRule(MatchRule::Beginners));
    CHECK(exchangesFirstPlayer(MatchRule::TotalPoints));
    CHECK(matchClockPreset(MatchRule::TotalPoints, 1).empty());
    CHECK(matchClockPreset(MatchRule::TotalPoints, 2).empty());
}

TEST_CASE("total-points: the higher total wins the match", "[match][ren]") {
    // Game 1 won by the first player 12-7, game 2 won by the second 9-6: 18-16 in total.
    MatchDecision decision =
        decideMatch(MatchRule::TotalPoints, {game(2, 0, 12, 7), game(0, 2, 6, 9)});
    CHECK(decision.winner == MatchWinner::First);
    CHECK(decision.firstTotalPoints == 18);
    CHECK(decision.secondTotalPoints == 16);
    CHECK(decision.firstGamePoints == 2);
    CHECK(decision.secondGamePoints == 2);
    CHECK(decision.reason == "total points 18-16");
}

TEST_CASE("total-points: a player who won both games can lose the match on points",
          "[match][ren]") {
    // Both games won by the second player (a resignation and a time loss keep the scores as
    // they stand), but the first player scored more in total: the match is the first's.
    MatchDecision decision =
        decideMatch(MatchRule::TotalPoints, {game(0, 2, 20, 3), game(0, 2, 4, 5)});
    CHECK(decision.winner == MatchWinner::First);
    CHECK(decision.reason == "total points 24-8");
}

TEST_CASE("total-points: equal totals draw the match", "[match][ren]") {
    MatchDecision decision =
        decideMatch(MatchRule::TotalPoints, {game(2, 0, 15, 5), game(0, 2, 0, 10)});
    CHECK(decision.winner == MatchWinner::Neither);
    CHECK(decision.firstTotalPoints == 15);
    CHECK(decision.secondTotalPoints == 15);
    CHECK(decision.reason == "total points 15-15");
}

TEST_CASE("total-points: the second player's higher total wins", "[match][ren]") {
    MatchDecision decision =
        decideMatch(MatchRule::TotalPoints, {game(1, 1, 4, 4), game(0, 2, 0, 21)});
    CHECK(decision.winner == MatchWinner::Second);
    CHECK(decision.reason == "total points 4-25");
}
