// Claims (9.1-9.8), draws (clause 10), resignation, corrections and arbiter decisions.
// Free play (`opening none`) keeps the positions short; White's stones on the a- and b-files
// stay out of the way.
#include "game_helpers.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using test::play;
using test::startsWith;

namespace {

// Black h8 i8 j8 k8 l8: an exact five made by move 9.
constexpr const char* kBlackFive = "opening none\nh8\na1\ni8\na3\nj8\na5\nk8\na7\nl8\n";
// Black's move 9 at i8 makes the threes g8-h8-i8 and i6-i7-i8: a forbidden double-three.
constexpr const char* kDoubleThree = "opening none\nh8\na1\ng8\na3\ni6\na5\ni7\na7\ni8\n";

std::string resultOf(const test::Played& played) {
    return formatResult(played.game.result());
}

} // namespace

TEST_CASE("9.1: Black's five wins when claimed", "[claim][9.1]") {
    auto played = play(kBlackFive);
    CHECK(played.last() ==
          "9. l8 Black (first player) makes a five: Black may claim it now or on any later turn "
          "(9.1, 9.6)");
    CHECK(resultOf(played) == "* *"); // nothing ends by itself (9.6)
    CHECK(test::more(played, "claim black five") ==
          "claim upheld (9.1): Black's five h8-l8: Black wins");
    CHECK(resultOf(played) == "1-0 five");
}

TEST_CASE("9.1: a five stays claimable on a later turn", "[claim][9.1]") {
    auto played = play(std::string(kBlackFive) + "b10\nclaim black five");
    CHECK(startsWith(played.last(), "claim upheld (9.1)"));
    CHECK(resultOf(played) == "1-0 five");
}

TEST_CASE("9.1: White's overline claimed as a five wins as white-overline", "[claim][9.1]") {
    auto played = play("opening none\nh8\na1\nh10\nb1\nh12\nc1\nj8\ne1\nj10\nf1\nj12\nd1\n"
                       "claim white five");
    CHECK(played.last() ==
          "claim upheld (9.1): White's overline a1-f1 counts as a five: White wins");
    CHECK(resultOf(played) == "0-1 white-overline");
}

TEST_CASE("9.1: a claim of a five that is not there is refused", "[claim][9.1]") {
    auto played = play("opening none\nh8\na1\nclaim black five");
    CHECK(played.last() == "claim refused (9.1): Black has no five on the board");
    CHECK(resultOf(played) == "* *");
    CHECK(played.game.claims().size() == 1);
}

TEST_CASE("9.2: a forbidden move is flagged, never refused, and wins for White when claimed",
          "[claim][9.2]") {
    auto played = play(kDoubleThree);
    CHECK(played.last() == "9. i8 Black (first player) is a forbidden double-three (9.2 c): White "
                           "may claim it until White's next stone or pass (9.8)");
    CHECK(played.game.moves().back().forbidden == ForbiddenKind::DoubleThree);
    CHECK(test::more(played, "claim white forbidden") ==
          "claim upheld (9.2): i8 (move 9) is a forbidden double-three (9.2 c): White wins");
    CHECK(resultOf(played) == "0-1 forbidden-33");
}

TEST_CASE("9.2: a claim naming a stone that was not forbidden is refused", "[claim][9.2]") {
    auto played = play(std::string(kDoubleThree) + "claim white forbidden h8");
    CHECK(startsWith(played.last(), "claim refused (9.2): h8 (move 1) was not forbidden when "
                                    "played"));
    CHECK(test::more(played, "claim white forbidden a1") ==
          "claim refused (9.2): a1 holds no Black stone");
    CHECK(test::more(played, "claim black forbidden") ==
          "claim refused (9.2): only White can claim a forbidden move of Black");
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("9.2 b: a double-four claimed by White", "[claim][9.2]") {
    auto played = play("opening none\nh8\na1\ni8\na3\nj8\na5\nk5\na7\nk6\na9\nk7\na11\nk8\n"
                       "claim white forbidden k8");
    CHECK(played.last() ==
          "claim upheld (9.2): k8 (move 13) is a forbidden double-four (9.2 b): White wins");
    CHECK(resultOf(played) == "0-1 forbidden-44");
}

TEST_CASE("9.8: a double-three can no longer be claimed once White has moved", "[claim][9.8]") {
    auto played = play(std::string(kDoubleThree) + "a9\nclaim white forbidden");
    CHECK(played.last() == "claim refused (9.8): the double-three at i8 can no longer be claimed: "
                           "White has played a9 since");
    CHECK(resultOf(played) == "* *");
    auto passed = play(std::string(kDoubleThree) + "pass\nclaim white forbidden i8");
    CHECK(passed.last() == "claim refused (9.8): the double-three at i8 can no longer be "
                           "claimed: White has passed since");
}

TEST_CASE("9.8: an overline stays claimable later in the game", "[claim][9.8]") {
    auto played = play("opening none\nh8\na1\ni8\na3\nj8\na5\nl8\na7\nm8\na9\nk8\n"
                       "a11\nc13\na13\nclaim white forbidden");
    CHECK(played.last() ==
          "claim upheld (9.2): k8 (move 11) is a forbidden overline (9.2 a): White wins");
    CHECK(resultOf(played) == "0-1 forbidden-6");
}

TEST_CASE("9.7: a forbidden move after an unclaimed five still loses", "[claim][9.7]") {
    auto played = play(std::string(kBlackFive) +
                       "a9\nc10\na11\nd10\na13\ne11\na15\ne12\nb1\ne10\nclaim white forbidden");
    CHECK(played.last() == "claim upheld (9.2): e10 (move 19) is a forbidden double-three "
                           "(9.2 c): White wins although Black has a five (9.7)");
    CHECK(resultOf(played) == "0-1 forbidden-33");
}

TEST_CASE("9.6: a claimant whose own time has run out cannot win", "[claim][9.6]") {
    auto played = play(std::string(kBlackFive) + "flag black\nclaim black five");
    CHECK(played.last() == "claim refused (9.6): Black's own time has already run out, so no win "
                           "can be claimed (Black's five h8-l8: Black wins)");
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("9.6: a claim records both clocks", "[claim][9.6]") {
    Game game(OpeningRules{OpeningProtocol::None});
    game.apply(StoneEvent{*parsePoint("h8")});
    EventOutcome outcome = game.apply(
        ClaimEvent{Stone::Black, ClaimKind::Time, std::nullopt, ClockSnapshot{65000, 5900}});
    CHECK(outcome.text == "White's time has not run out; clocks stopped at Black 1:05, White 0:05 "
                          "(9.6)");
    REQUIRE(game.claims().size() == 1);
    REQUIRE(game.claims()[0].claim.clocks);
    CHECK(game.claims()[0].claim.clocks->whiteMilliseconds == 5900);
}

TEST_CASE("9.4: a win on time is claimed, not automatic", "[claim][9.4]") {
    auto played = play("opening none\nh8\na1\nclaim black time");
    CHECK(played.last() == "claim refused (9.4): White's time has not run out");
    CHECK(test::more(played, "flag white 3") ==
          "flag: White's time has run out, 3 move(s) short of the time control; Black may claim "
          "a win on time (9.4)");
    CHECK(resultOf(played) == "* *");
    CHECK(test::more(played, "claim black time") ==
          "claim upheld (9.4): White's time has run out: Black wins on time");
    CHECK(resultOf(played) == "1-0 time");
}

TEST_CASE("10.4: both flags down is a draw", "[draw][10.4]") {
    auto played = play("opening none\nh8\nflag black\nflag white");
    CHECK(played.last() == "flag: White's time has run out; both players' time has ended: the "
                           "game is drawn (10.4)");
    CHECK(resultOf(played) == "0.5-0.5 both-flags");
}

TEST_CASE("9.5: resignation ends the game", "[claim][9.5]") {
    auto played = play("opening none\nh8\nresign white\na1");
    CHECK(played.lines[1] == "resignation: the second player (White) resigns; Black wins (9.5)");
    CHECK(played.last() == "refused (-): the game is over (1-0 resignation)");
    CHECK(resultOf(played) == "1-0 resignation");
}

TEST_CASE("10.1: a full board is a draw", "[draw][10.1]") {
    // A filling where no row ever reaches five: colour by floor((col + 2 row) / 2) mod 2.
    Game game(OpeningRules{OpeningProtocol::None});
    std::vector<Point> blacks;
    std::vector<Point> whites;
    for (int col = 0; col < 15; ++col) {
        for (int row = 0; row < 15; ++row) {
            ((col + 2 * row) / 2 % 2 == 0 ? blacks : whites).push_back(Point{col, row});
        }
    }
    REQUIRE(blacks.size() == 113);
    std::erase(blacks, Point{7, 7});
    blacks.insert(blacks.begin(), Point{7, 7});
    // Black's stones go where they are not forbidden at that moment.
    for (std::size_t move = 0; move < 225; ++move) {
        auto& pool = move % 2 == 0 ? blacks : whites;
        auto next = pool.begin();
        while (move % 2 == 0 && next != pool.end() && move > 0 &&
               isForbidden(game.board(), *next)) {
            ++next;
        }
        REQUIRE(next != pool.end());
        EventOutcome outcome = game.apply(StoneEvent{*next});
        REQUIRE(outcome.kind == OutcomeKind::Accepted);
        pool.erase(next);
    }
    CHECK(formatResult(game.result()) == "0.5-0.5 full-board");
}

TEST_CASE("10.2: a draw offer goes with a move and is accepted or refused", "[draw][10.2]") {
    auto accepted = play("opening none\nh8\noffer-draw\npress\naccept");
    CHECK(startsWith(accepted.lines[2], "press: the first player"));
    CHECK(startsWith(accepted.lines[1], "draw offer by the first player (Black) with move 1"));
    CHECK(accepted.last() == "the second player (White) accepts the draw offer: the game is drawn "
                             "by agreement (10.2)");
    CHECK(formatResult(accepted.game.result()) == "0.5-0.5 agreement");

    auto refused = play("opening none\nh8\noffer-draw\nrefuse\naccept");
    CHECK(refused.lines[2] == "the second player (White) refuses the draw offer; the game goes on "
                              "(10.2)");
    CHECK(refused.last() == "refused (10.2): no draw offer is pending");

    auto byMove = play("opening none\nh8\noffer-draw\na1\naccept");
    CHECK(byMove.lines[2] == "2. a1 White (second player); this move refuses the draw offer "
                             "(10.2)");
    CHECK(byMove.last() == "refused (10.2): no draw offer is pending");
}

TEST_CASE("10.2: an offer only with a move, once, and it cannot be withdrawn", "[draw][10.2]") {
    CHECK(play("opening none\noffer-draw").last() ==
          "refused (10.2): a draw can only be offered together with a move");
    CHECK(play("opening none\nh8\nclaim black five\noffer-draw").last() ==
          "refused (10.2): a draw can only be offered together with a move");
    // After pressing, the offerer has started the opponent's clock: too late (10.2 b).
    CHECK(play("opening none\nh8\na1\npress\noffer-draw").last() ==
          "refused (10.2): a draw can only be offered together with a move");
    CHECK(play("opening none\nh8\noffer-draw\noffer-draw").last() ==
          "refused (10.2): a draw offer is already pending and cannot be repeated");
    auto pending = play("opening none\nh8\noffer-draw");
    REQUIRE(pending.game.drawOfferBy());
    CHECK(*pending.game.drawOfferBy() == Player::First);
}

TEST_CASE("10.3: two consecutive passes are a draw", "[draw][10.3]") {
    auto played = play("opening none\nh8\na1\ni9\npass\npass");
    CHECK(played.last() == "5. pass by the first player (Black); two consecutive passes: the game "
                           "is drawn (10.3)");
    CHECK(resultOf(played) == "0.5-0.5 double-pass");
    CHECK(resultOf(play("opening none\nh8\na1\ni9\npass\nj10\npass")) == "* *");
}

TEST_CASE("Corrections: undo takes back the last event and is itself recorded", "[undo]") {
    auto played = play("h8\nh9\nundo");
    CHECK(played.last() == "undo: takes back 'h9'; the correction is recorded");
    CHECK(played.game.moves().size() == 1);
    CHECK(played.game.record().size() == 3);
    CHECK(played.game.effectiveEvents().size() == 1);
    CHECK(test::more(played, "i9\nj10") == "3. j10 Black (first player); opening 1I Chosei");

    auto claim = play(std::string(kDoubleThree) + "claim white forbidden\nundo");
    CHECK(resultOf(claim) == "* *");
    CHECK(claim.game.claims().empty());
    CHECK(play("undo").last() == "refused (-): there is nothing to undo");
}

TEST_CASE("Undo of a swap gives the colours back", "[undo][12.5]") {
    auto played = play("h8\nh9\nj10\nswap\nundo\nnoswap");
    CHECK(played.game.playerOf(Stone::Black) == Player::First);
    CHECK(played.game.swapCount() == 0);
}

TEST_CASE("Rulings: the arbiter confirms or overturns the advice on the last claim", "[ruling]") {
    auto rejected = play(std::string(kDoubleThree) + "claim white forbidden\n"
                                                     "ruling reject the stone was misplaced");
    CHECK(rejected.last() == "ruling: the arbiter rejects the claim; the game goes on (the stone "
                             "was misplaced); result * *");
    CHECK(resultOf(rejected) == "* *");
    CHECK(test::more(rejected, "ruling uphold") ==
          "refused (-): the last claim has been ruled on already (undo that ruling to change it)");

    auto upheld = play(std::string(kDoubleThree) + "a9\nclaim white forbidden\nruling uphold");
    CHECK(resultOf(upheld) == "0-1 forbidden-33"); // the arbiter overrides 9.8's advice

    auto confirmed = play(std::string(kBlackFive) + "claim black five\nruling uphold");
    CHECK(startsWith(confirmed.last(), "ruling: the arbiter confirms the advice"));
    CHECK(resultOf(confirmed) == "1-0 five");
    CHECK(play("h8\nruling uphold").last() == "refused (-): there is no claim to rule on");
}

TEST_CASE("Overrides: the arbiter sets any result, with a reason, and may resume", "[override]") {
    auto played = play("opening none\nh8\noverride 0-1 forfeit Black left the hall\na1");
    CHECK(played.lines[1] ==
          "override: the arbiter sets the result 0-1 forfeit: Black left the hall");
    CHECK(played.last() == "refused (-): the game is over (0-1 forfeit)");
    CHECK(test::more(played, "override * * resumed after the appeal\na1") ==
          "2. a1 White (second player)");
    auto voided = play("opening none\nh8\noverride * void the position cannot be reconstructed");
    CHECK(resultOf(voided) == "* void");
    CHECK(voided.game.result().isOver());
}

TEST_CASE("Acting out of turn or out of place is refused with the reason", "[refusal]") {
    CHECK(play("h8\nh9\nj10\nnoswap\nk7\nchoose g9").last() ==
          "refused (12.7): no choice now: the first player (Black) proposes 2 more 5th move(s)");
    CHECK(play("h8\ndeclare 2").last() ==
          "refused (11): no declaration now: the first player places move 2 (White) in the "
          "central 3x3 (g7-i9)");
    CHECK(play("press").last() ==
          "refused (14.3): no one has acted yet: Black's clock starts when the game begins");
    CHECK(play("opening none\nh8\nflag white\nflag white").last() ==
          "refused (-): White's flag is already down");
}

TEST_CASE("10.2: undoing an event after an offer keeps the offer", "[draw][10.2][undo]") {
    auto pending = play("opening none\nh8\na1\noffer-draw\npress\nundo\naccept");
    CHECK(resultOf(pending) == "0.5-0.5 agreement");
    auto agreed = play("opening none\nh8\na1\noffer-draw\naccept\n"
                       "override * * resumed by mistake\nundo");
    CHECK(resultOf(agreed) == "0.5-0.5 agreement");
}

TEST_CASE("10.2: an action of the opponent answers an offer made during the opening",
          "[draw][10.2]") {
    auto played = play("h8\nh9\nj10\noffer-draw\nswap");
    CHECK(played.last() == "swap: the second player changes sides; the second player now plays "
                           "Black (12.5); this action refuses the draw offer (10.2)");
    CHECK_FALSE(played.game.drawOfferBy());
    CHECK(play("h8\noffer-draw\nh9").last() ==
          "2. h9 White (first player); the draw offer lapses (10.2)");
}

TEST_CASE("10.3: two passes by the same player are not a double pass", "[draw][10.3]") {
    auto played = play("opening taraguchi-10\nh8\nnoswap\ni9\nnoswap\nj10\nnoswap\npass\n"
                       "swap\npass");
    CHECK(resultOf(played) == "* *");
    CHECK(played.game.moves()[3].player == played.game.moves()[4].player);
}

TEST_CASE("12.9: no pass within the first three moves of free play either", "[draw][12.9]") {
    CHECK(play("opening none\nh8\npass").last() ==
          "refused (12.9): no pass is allowed within the first three moves");
}

TEST_CASE("9.7: a five is claimed on its owner's turn, not after a later forbidden move",
          "[claim][9.7]") {
    auto played =
        play(std::string(kBlackFive) + "a9\nc10\na11\nd10\na13\ne11\na15\ne12\nb1\ne10\npress\n"
                                       "claim black five");
    CHECK(played.last() == "claim refused (9.1): Black's five h8-l8 can be claimed when it is made "
                           "or on Black's turn; it is White's turn");
    CHECK(startsWith(test::more(played, "claim white forbidden"), "claim upheld (9.2): e10"));
    CHECK(resultOf(played) == "0-1 forbidden-33");
}

TEST_CASE("Rulings: a ruling cannot undo an override made since the claim", "[ruling]") {
    auto played = play(std::string(kBlackFive) + "claim black five\n"
                                                 "override 0-1 arbiter Black had moved on\n"
                                                 "ruling reject");
    CHECK(played.last() == "refused (-): the result has changed since the last claim (0-1 "
                           "arbiter); use override");
    CHECK(resultOf(played) == "0-1 arbiter");
}

TEST_CASE("12.7: a pass as move 6 ends White's part of the choice", "[rif][12.7][clock]") {
    auto played = play("h8\nh9\nh10\nnoswap\nh7\npropose g8 j8\nchoose g8\npass\npress");
    CHECK(startsWith(played.last(), "press: the second player (White)"));
}

TEST_CASE("Overrides need a fitting reason and the arbiter's words", "[override]") {
    Game game(OpeningRules{OpeningProtocol::None});
    game.apply(StoneEvent{*parsePoint("h8")});
    EventOutcome outcome =
        game.apply(OverrideEvent{GameResult{Score::BlackWins, ResultReason::DoublePass}, "x"});
    CHECK(formatOutcome(outcome) == "refused (-): the result 1-0 cannot have the reason "
                                    "double-pass");
    CHECK(resultProblem(GameResult{Score::BlackWins, ResultReason::None}) ==
          "the result 1-0 cannot have the reason *");
    CHECK(resultProblem(GameResult{Score::Unfinished, ResultReason::Void}).empty());
}

TEST_CASE("9.5: a claim after the end is answered as a claim, cites the end and changes nothing",
          "[claim][9.5]") {
    auto played = play("opening none\nh8\nresign white\nclaim white five");
    CHECK(played.last() == "claim refused (9.5): the game is over (1-0 resignation)");
    CHECK(resultOf(played) == "1-0 resignation");
    CHECK(test::more(played, "ruling uphold the arbiter insists") ==
          "ruling: the arbiter upholds the claim against the advice (the arbiter insists); "
          "result 1-0 resignation");
    CHECK(resultOf(played) == "1-0 resignation");
    CHECK(startsWith(test::more(played, "h9"), "refused (-): the game is over"));
}
