// Matches of two games (issue 16, part 3): the match rules `game-points` and `beginners`
// (RULES.md, "Beginners' handicap match"), one test per case.
#include "rules/match_rule.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

constexpr MatchGameScore kFirstWins{2, 0};
constexpr MatchGameScore kSecondWins{0, 2};
constexpr MatchGameScore kDraw{1, 1};

} // namespace

TEST_CASE("match rules: names, titles and the text form", "[match]") {
    CHECK(parseMatchRule("game-points") == MatchRule::GamePoints);
    CHECK(parseMatchRule("beginners") == MatchRule::Beginners);
    CHECK(parseMatchRule("total-points") == MatchRule::TotalPoints); // Ren's (seed 002)
    CHECK_FALSE(parseMatchRule("Beginners"));
    CHECK(matchRuleNames() == "game-points, beginners, total-points");
    for (MatchRule rule : allMatchRules()) {
        CHECK(parseMatchRule(matchRuleName(rule)) == rule);
        CHECK_FALSE(matchRuleTitle(rule).empty());
    }
}

TEST_CASE("match of two games: the first player of game 1 plays second in game 2", "[match]") {
    CHECK(exchangesFirstPlayer(MatchRule::GamePoints));
    CHECK(matchClockPreset(MatchRule::GamePoints, 1).empty());
    CHECK(matchClockPreset(MatchRule::GamePoints, 2).empty());
}

TEST_CASE("beginners: the beginner is Black in both games, clocks handicap-1 then handicap-2",
          "[match][beginners]") {
    CHECK_FALSE(exchangesFirstPlayer(MatchRule::Beginners));
    CHECK(matchClockPreset(MatchRule::Beginners, 1) == "handicap-1");
    CHECK(matchClockPreset(MatchRule::Beginners, 2) == "handicap-2");
}

TEST_CASE("game-points: the two game results added, the higher total wins", "[match]") {
    SECTION("2-0") {
        MatchDecision d = decideMatch(MatchRule::GamePoints, {kFirstWins, kFirstWins});
        CHECK(d.winner == MatchWinner::First);
        CHECK(d.firstGamePoints == 4);
        CHECK(d.secondGamePoints == 0);
        CHECK(d.reason == "game points 2-0");
    }
    SECTION("1.5-0.5") {
        MatchDecision d = decideMatch(MatchRule::GamePoints, {kDraw, kFirstWins});
        CHECK(d.winner == MatchWinner::First);
        CHECK(d.reason == "game points 1.5-0.5");
    }
    SECTION("0.5-1.5") {
        MatchDecision d = decideMatch(MatchRule::GamePoints, {kSecondWins, kDraw});
        CHECK(d.winner == MatchWinner::Second);
        CHECK(d.firstGamePoints == 1);
        CHECK(d.secondGamePoints == 3);
    }
    SECTION("0-2") {
        CHECK(decideMatch(MatchRule::GamePoints, {kSecondWins, kSecondWins}).winner ==
              MatchWinner::Second);
    }
}

TEST_CASE("game-points: equal totals are a drawn match (1-1 either way)", "[match]") {
    MatchDecision split = decideMatch(MatchRule::GamePoints, {kFirstWins, kSecondWins});
    CHECK(split.winner == MatchWinner::Neither);
    CHECK(split.reason == "game points 1-1");
    MatchDecision draws = decideMatch(MatchRule::GamePoints, {kDraw, kDraw});
    CHECK(draws.winner == MatchWinner::Neither);
    CHECK(draws.firstGamePoints == 2);
    CHECK(draws.secondGamePoints == 2);
}

TEST_CASE("beginners: the experienced player wins the match only by winning both games",
          "[match][beginners]") {
    // The beginner is listed first, the experienced player second.
    MatchDecision d = decideMatch(MatchRule::Beginners, {kSecondWins, kSecondWins});
    CHECK(d.winner == MatchWinner::Second);
    CHECK(d.reason == "the experienced player won both games");
    CHECK(d.secondGamePoints == 4);
}

TEST_CASE("beginners: any other outcome is a match win for the beginner", "[match][beginners]") {
    SECTION("the experienced player loses game 1") {
        MatchDecision d = decideMatch(MatchRule::Beginners, {kFirstWins, kSecondWins});
        CHECK(d.winner == MatchWinner::First);
        CHECK(d.reason == "the experienced player did not win game 1");
        CHECK(d.firstGamePoints == 2);
        CHECK(d.secondGamePoints == 2); // level on games, the beginner's match all the same
    }
    SECTION("the experienced player draws game 2") {
        MatchDecision d = decideMatch(MatchRule::Beginners, {kSecondWins, kDraw});
        CHECK(d.winner == MatchWinner::First);
        CHECK(d.reason == "the experienced player did not win game 2");
    }
    SECTION("a draw in game 1") {
        CHECK(decideMatch(MatchRule::Beginners, {kDraw, kSecondWins}).winner == MatchWinner::First);
    }
    SECTION("the beginner wins both") {
        MatchDecision d = decideMatch(MatchRule::Beginners, {kFirstWins, kFirstWins});
        CHECK(d.winner == MatchWinner::First);
        CHECK(d.firstGamePoints == 4);
    }
    SECTION("two draws") {
        CHECK(decideMatch(MatchRule::Beginners, {kDraw, kDraw}).winner == MatchWinner::First);
    }
}
