// Claims in an event (9.6): the software's assessment is advice; the game stops and its result
// stays open until the arbiter rules. A bare replay keeps the advice as the result
// (test_game_claims.cpp).
#include "game_helpers.hpp"
#include "rules/game_script.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using test::play;
using test::startsWith;

namespace {

// Black's move 9 at i8 makes the threes g8-h8-i8 and i6-i7-i8: a forbidden double-three.
constexpr const char* kDoubleThree = "opening none\nh8\na1\ng8\na3\ni6\na5\ni7\na7\ni8\n";

/// Applies a claim as an event station enters it: awaiting the arbiter's ruling.
EventOutcome claimInEvent(Game& game, const char* line) {
    EventParse parsed = parseGameEvent(line);
    REQUIRE(parsed.event);
    auto& claim = std::get<ClaimEvent>(*parsed.event);
    claim.awaitsRuling = true;
    return game.apply(*parsed.event);
}

} // namespace

TEST_CASE("9.6: an upheld claim in an event is advice; the result waits for the ruling",
          "[claim][9.6][ruling]") {
    auto played = play(kDoubleThree);
    EventOutcome outcome = claimInEvent(played.game, "claim white forbidden");
    CHECK(formatOutcome(outcome) ==
          "claim upheld (9.2): i8 (move 9) is a forbidden double-three (9.2 c): White wins; "
          "advice only: the arbiter's ruling is awaited (uphold advised)");
    CHECK(formatResult(played.game.result()) == "* *");
    CHECK(played.game.isAwaitingRuling());
    CHECK(played.game.expectation().action == ExpectedAction::Ruling);
    CHECK(test::more(played, "ruling uphold") ==
          "ruling: the arbiter upholds the claim, as advised; result 0-1 forbidden-33");
    CHECK(formatResult(played.game.result()) == "0-1 forbidden-33");
    CHECK_FALSE(played.game.isAwaitingRuling());
    REQUIRE(played.game.claims().back().arbiterUpholds);
    CHECK(*played.game.claims().back().arbiterUpholds);
}

TEST_CASE("9.6: play is stopped while a claim awaits the ruling", "[claim][9.6][ruling]") {
    auto played = play(kDoubleThree);
    claimInEvent(played.game, "claim white forbidden");
    CHECK(test::more(played, "a9") == "refused (9.6): play is stopped for White's claim (9.2): the "
                                      "arbiter rules on it first");
    CHECK(test::more(played, "press") == "refused (9.6): play is stopped for White's claim (9.2): "
                                         "the arbiter rules on it first");
    CHECK(formatOutcome(claimInEvent(played.game, "claim black five")) ==
          "refused (9.6): play is stopped for White's claim (9.2): the arbiter rules on it first");
    CHECK(played.game.moves().size() == 9);
}

TEST_CASE("9.6: a rejected claim lets the game go on, with or against the advice",
          "[claim][9.6][ruling]") {
    auto wrong = play("opening none\nh8\na1");
    EventOutcome outcome = claimInEvent(wrong.game, "claim black five");
    CHECK(startsWith(formatOutcome(outcome), "claim refused (9.1): Black has no five on the board; "
                                             "advice only: the arbiter's ruling is awaited (reject "
                                             "advised)"));
    CHECK(wrong.game.isAwaitingRuling());
    CHECK(test::more(wrong, "ruling reject") ==
          "ruling: the arbiter rejects the claim, as advised; the game goes on");
    CHECK(test::more(wrong, "i9") == "3. i9 Black (first player)");

    auto overturned = play(kDoubleThree);
    claimInEvent(overturned.game, "claim white forbidden");
    CHECK(test::more(overturned, "ruling reject the stone slipped") ==
          "ruling: the arbiter rejects the claim against the advice (the stone slipped); the game "
          "goes on");
    CHECK(formatResult(overturned.game.result()) == "* *");
}

TEST_CASE("9.6: an undone claim leaves nothing awaiting; an override settles it",
          "[claim][9.6][ruling][undo]") {
    auto undone = play(kDoubleThree);
    claimInEvent(undone.game, "claim white forbidden");
    test::more(undone, "undo");
    CHECK_FALSE(undone.game.isAwaitingRuling());
    CHECK(undone.game.claims().empty());
    CHECK(test::more(undone, "a9") == "10. a9 White (second player)");

    auto overridden = play(kDoubleThree);
    claimInEvent(overridden.game, "claim white forbidden");
    test::more(overridden, "override 0-1 arbiter the players agreed");
    CHECK_FALSE(overridden.game.isAwaitingRuling());
    CHECK(formatResult(overridden.game.result()) == "0-1 arbiter");
}
