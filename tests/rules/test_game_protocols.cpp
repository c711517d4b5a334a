// The other opening protocols: rif-old, yamaguchi, soosorv-N, taraguchi-N, none.
#include "game_helpers.hpp"
#include "rules/opening_protocol.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using test::play;
using test::startsWith;

TEST_CASE("Opening rules are read by name with their options", "[protocol]") {
    std::string error;
    CHECK(formatOpeningRules(*parseOpeningRules("soosorv-8", error)) == "soosorv-8");
    CHECK(formatOpeningRules(*parseOpeningRules("soosorv", error)) == "soosorv-4");
    CHECK(formatOpeningRules(*parseOpeningRules("taraguchi-10", error)) == "taraguchi-10");
    CHECK(formatOpeningRules(*parseOpeningRules("rif-old noswap nochoice", error)) ==
          "rif-old noswap nochoice");
    CHECK_FALSE(parseOpeningRules("soosorv-0", error));
    CHECK(error == "N in 'soosorv-0' must be 1-20");
    CHECK_FALSE(parseOpeningRules("rif noswap", error));
    CHECK(error == "unknown option 'noswap' for rif");
    CHECK_FALSE(parseOpeningRules("renju", error));
}

TEST_CASE("rif-old: swap and Black's choice can be switched off", "[protocol][rif-old]") {
    auto full = play("opening rif-old\nh8\nh9\nj10\nswap\nk7\npropose g9 j9\nchoose g9");
    CHECK(full.game.isOpeningOver());
    CHECK(full.game.playerOf(Stone::Black) == Player::Second);

    auto noSwap = play("opening rif-old noswap\nh8\nh9\nj10\nswap");
    CHECK(startsWith(noSwap.last(), "refused (rif-old.11): no swap decision now"));
    test::more(noSwap, "k7");
    CHECK(noSwap.game.moves()[3].player == Player::Second);

    auto noChoice = play("opening rif-old nochoice\nh8\nh9\nj10\nnoswap\nk7\npropose g9 j9");
    CHECK(startsWith(noChoice.last(), "refused (rif-old.12): no proposals now"));
    test::more(noChoice, "g9");
    CHECK(noChoice.game.isOpeningOver());
    CHECK(noChoice.game.moves()[4].player == Player::First);
}

TEST_CASE("yamaguchi: N is declared with the opening, then N proposals", "[protocol][yamaguchi]") {
    auto played = play("opening yamaguchi\nh8\nh9\nj10\nnoswap");
    CHECK(startsWith(played.last(), "refused (yamaguchi.1): no swap decision now: the first "
                                    "player declares the number of 5th-move proposals"));
    CHECK(test::more(played, "declare 0") ==
          "refused (yamaguchi.1): the number of 5th-move proposals must be 1-20, not 0");
    test::more(played, "declare 3\nnoswap\nk7\npropose g9 j9");
    CHECK(played.game.expectation().action == ExpectedAction::Proposals);
    CHECK(played.game.expectation().count == 1);
    test::more(played, "propose g6\nchoose g6");
    CHECK(played.game.declaredCount() == 3);
    CHECK(played.game.isOpeningOver());
}

TEST_CASE("soosorv-8: White declares N <= 8 with move 4, then a second swap",
          "[protocol][soosorv]") {
    auto played = play("opening soosorv-8\nh8\nh9\nj10\nswap\nk7\ndeclare 9");
    CHECK(played.last() == "refused (soosorv.3): the number of 5th-move proposals must be 1-8, "
                           "not 9");
    CHECK(played.game.moves()[3].player == Player::First); // after the swap, First plays White
    test::more(played, "declare 4");
    Expectation secondSwap = played.game.expectation();
    CHECK(secondSwap.action == ExpectedAction::SwapDecision);
    CHECK(secondSwap.player == Player::Second); // the player now holding Black
    test::more(played, "swap\npropose g9 j9 g6 l8");
    CHECK(played.game.playerOf(Stone::Black) == Player::First);
    CHECK(played.game.swapCount() == 2);
    CHECK(startsWith(test::more(played, "choose l8"), "choice by the second player (White)"));
    CHECK(played.game.isOpeningOver());
}

TEST_CASE("soosorv-8: the declaration may come just before move 4", "[protocol][soosorv]") {
    auto played = play("opening soosorv-8\nh8\nh9\nj10\nnoswap\ndeclare 2\nk7");
    CHECK(played.game.expectation().action == ExpectedAction::SwapDecision);
    test::more(played, "noswap\npropose g9 j9");
    CHECK(played.game.expectation().action == ExpectedAction::Choice);
}

TEST_CASE("taraguchi-10: a swap option after each of moves 1-4 in growing zones",
          "[protocol][taraguchi]") {
    auto played = play("opening taraguchi-10\nh8\ni9");
    CHECK(startsWith(played.last(), "refused (taraguchi.1): no stone now: the second player "
                                    "decides whether to swap"));
    test::more(played, "noswap\nj10");
    CHECK(played.last() ==
          "refused (taraguchi.2): move 2 must be in the central 3x3 (g7-i9), not j10");
    test::more(played, "i9\nswap\nk11");
    CHECK(played.last() ==
          "refused (taraguchi.3): move 3 must be in the central 5x5 (f6-j10), not k11");
    test::more(played, "j10\nnoswap\nl12");
    CHECK(played.last() ==
          "refused (taraguchi.4): move 4 must be in the central 7x7 (e5-k11), not l12");
    test::more(played, "k11\nswap");
    CHECK(played.game.swapCount() == 2);
    Expectation fifth = played.game.expectation();
    CHECK(fifth.action == ExpectedAction::Stone);
    CHECK(fifth.zone == 4);
    CHECK_FALSE(fifth.mayProposeInstead);
}

TEST_CASE("taraguchi-10: move 5 in the 9x9 and a last swap option", "[protocol][taraguchi]") {
    auto played = play("opening taraguchi-10\nh8\nnoswap\ni9\nnoswap\nj10\nnoswap\nk11\nnoswap\n"
                       "m13");
    CHECK(played.last() ==
          "refused (taraguchi.5): move 5 must be in the central 9x9 (d4-l12), not m13");
    test::more(played, "l12\nswap");
    CHECK(played.game.isOpeningOver());
    CHECK(played.game.playerOf(Stone::Black) == Player::Second);
}

TEST_CASE("taraguchi-10: or, with no swap option, ten 5th-move proposals anywhere",
          "[protocol][taraguchi]") {
    auto played = play("opening taraguchi-10\nh8\nnoswap\ni9\nnoswap\nj10\nnoswap\nk11");
    CHECK(played.game.expectation().action == ExpectedAction::SwapDecision);
    CHECK(played.game.expectation().mayProposeInstead);
    CHECK(played.game.expectation().describe() ==
          "the first player decides whether to swap colours (swap or noswap), or (Black) "
          "proposes 5th moves with no swap");
    test::more(played, "propose a1 a2 a3 a4 a5 a6 a7 a8 a9");
    CHECK(played.game.expectation().action == ExpectedAction::Proposals);
    CHECK(played.game.expectation().count == 1);
    CHECK(test::more(played, "o15") ==
          "refused (taraguchi.5): no stone now: the first player (Black) proposes 1 more 5th "
          "move(s)");
    CHECK(startsWith(test::more(played, "swap"), "refused (taraguchi.5)"));
    test::more(played, "propose o15\nchoose o15");
    CHECK(played.game.board().at(*parsePoint("o15")) == Stone::Black);
    CHECK(played.game.isOpeningOver());
    CHECK(played.game.playerOf(Stone::Black) == Player::First);
}

TEST_CASE("taraguchi-10: after the swap option (choice 1) proposals are no longer possible",
          "[protocol][taraguchi]") {
    for (const char* decision : {"noswap", "swap"}) {
        INFO(decision);
        auto played = play(std::string("opening taraguchi-10\nh8\nnoswap\ni9\nnoswap\nj10\n"
                                       "noswap\nk11\n") +
                           decision + "\npropose a1");
        CHECK(startsWith(played.last(), "refused (taraguchi.5): no proposals now"));
        CHECK(played.game.expectation().action == ExpectedAction::Stone);
        CHECK(played.game.expectation().zone == 4);
    }
}

TEST_CASE("none: free play from h8", "[protocol][none]") {
    CHECK(play("opening none\ni9").last() == "refused (4.2): move 1 must be on h8, not i9");
    auto played = play("opening none\nh8\na1\no15");
    CHECK(played.game.moves().size() == 3);
    CHECK(play("opening none\nh8\nswap").last() == "refused (12.5): no swap: the opening is over");
}
