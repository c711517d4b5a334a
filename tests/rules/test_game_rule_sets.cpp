// Games under the other rule sets (RULES.md, "Other games in the seeds: rule sets"): the opening
// `none` with the first stone anywhere, fives as each set defines them, refused moves and the
// defence exception (1899, 1903), moves that lose at once (1912 on), claims, full boards and
// 19x19 boards, including renju's opening on 19x19.
#include "game_helpers.hpp"
#include "rules/game_script.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;
using test::play;
using test::startsWith;

namespace {

std::string resultOf(const test::Played& played) {
    return formatResult(played.game.result());
}

// Black's move 9 at i8 makes the threes g8-h8-i8 and i6-i7-i8.
constexpr const char* kDoubleThreeMoves = "h8\na1\ng8\na3\ni6\na5\ni7\na7\ni8\n";
// The same double-three, where White's e4-f5-g6-h7 would make five on i8: a defence.
constexpr const char* kDoubleThreeInDefence = "h8\ne4\ng8\nf5\ni6\ng6\ni7\nh7\ni8\n";

} // namespace

TEST_CASE("Rule sets: the other sets play the opening none, the first stone anywhere",
          "[game][rule-set][opening]") {
    CHECK(play("h8\ni9\nh10\nnoswap\n").game.expectation().describe() ==
          "the second player places move 4 (White) anywhere");
    auto freestyle = play("rules freestyle\na1\n");
    CHECK(freestyle.last() == "1. a1 Black (first player)");
    CHECK(freestyle.game.isOpeningOver());
    CHECK(freestyle.game.gameRules().boardSize == 15);
    auto japan = play("rules japan-1918\ns19\n");
    CHECK(japan.last() == "1. s19 Black (first player)");
    CHECK(japan.game.board().size() == 19);
    // Renju's own `none` still starts on the centre.
    CHECK(play("opening none\na1\n").last() == "refused (4.2): move 1 must be on h8, not a1");
}

TEST_CASE("Rule sets: renju on 19x19 centres its opening on j10", "[game][rule-set][19x19]") {
    auto played = play("board 19\nh8\n");
    CHECK(played.last() == "refused (11): move 1 must be on j10, not h8");
    test::more(played, "j10\nj11\n");
    CHECK(test::more(played, "k11\n") == "3. k11 Black (first player); opening 4D Kagetsu");
    CHECK(played.game.expectation().describe() ==
          "the second player decides whether to swap colours (swap or noswap)");
    CHECK(test::more(played, "m16") == "refused (12.5): no stone now: the second player decides "
                                       "whether to swap colours (swap or noswap)");
}

TEST_CASE("freestyle: Black's overline is a five, claimed as in 9.6", "[game][freestyle]") {
    auto played = play("rules freestyle\nd8\na1\ne8\na3\nf8\na5\nh8\na7\ni8\na9\ng8\n");
    CHECK(played.last() == "11. g8 Black (first player) makes a five: Black may claim it now or "
                           "on any later turn (9.1, 9.6)");
    CHECK(resultOf(played) == "* *"); // a five needs a claim
    CHECK(test::more(played, "claim black five") ==
          "claim upheld (9.1): Black's five d8-i8: Black wins");
    CHECK(resultOf(played) == "1-0 five");
}

TEST_CASE("gomoku: an overline wins nothing, for White either", "[game][gomoku]") {
    auto played = play("rules gomoku\nh8\na1\nh10\nb1\nh12\nc1\nj8\ne1\nj10\nf1\nj12\nd1\n"
                       "claim white five");
    CHECK(played.last() == "claim refused (9.1): White's overline is not a five under gomoku");
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("japan-1903: Black's double-three is refused and Black plays again",
          "[game][japan-1903][refused]") {
    auto played = play(std::string("rules japan-1903\n") + kDoubleThreeMoves);
    CHECK(played.last() ==
          "refused (japan-1903): i8 would be a double-three for Black, which japan-1903 does not "
          "allow (except in defence): Black plays another move");
    CHECK(played.game.moves().size() == 8);
    CHECK(played.game.board().at(*parsePoint("i8")) == Stone::Empty);
    CHECK(test::more(played, "j12") == "9. j12 Black (first player)");
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("japan-1903: a double-three that stops White's five is played", "[game][defence]") {
    auto played = play(std::string("rules japan-1903\n") + kDoubleThreeInDefence);
    CHECK(played.last() == "9. i8 Black (first player); a double-three allowed in defence: it "
                           "stops White's five (japan-1903)");
    CHECK(played.game.moves().back().forbidden == ForbiddenKind::None);
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("japan-1899: White's double-three is refused too", "[game][japan-1899][refused]") {
    auto played = play("rules japan-1899\na1\nh8\na3\ng8\na5\ni6\na7\ni7\na9\ni8\n");
    CHECK(played.last() ==
          "refused (japan-1899): i8 would be a double-three for White, which japan-1899 does not "
          "allow (except in defence): White plays another move");
    CHECK(played.game.colourToMove() == Stone::White);
    // Under japan-1903 White is free.
    CHECK(play("rules japan-1903\na1\nh8\na3\ng8\na5\ni6\na7\ni7\na9\ni8\n").last() ==
          "10. i8 White (second player)");
}

TEST_CASE("japan-1912: a double-three loses at once, even as a defence, with no claim",
          "[game][japan-1912][loses]") {
    auto played = play(std::string("rules japan-1912\n") + kDoubleThreeInDefence);
    CHECK(played.last() == "9. i8 Black (first player) is a forbidden double-three under "
                           "japan-1912: Black loses at once, White wins (no claim is needed)");
    CHECK(resultOf(played) == "0-1 forbidden-33");
    CHECK(played.game.claims().empty());
    CHECK(test::more(played, "j12") == "refused (-): the game is over (0-1 forbidden-33)");
    // A correction takes the stone back and the game goes on.
    CHECK(startsWith(test::more(played, "undo"), "undo: takes back 'i8'"));
    CHECK(resultOf(played) == "* *");
}

TEST_CASE("japan-1916: Black's overline loses at once", "[game][japan-1916][loses]") {
    auto played = play("rules japan-1916\nd8\na1\ne8\na3\nf8\na5\nh8\na7\ni8\na9\ng8\n");
    CHECK(played.last() == "11. g8 Black (first player) is a forbidden overline under "
                           "japan-1916: Black loses at once, White wins (no claim is needed)");
    CHECK(resultOf(played) == "0-1 forbidden-6");
}

TEST_CASE("japan-1918: Black's four-three-three loses at once", "[game][japan-1918][loses]") {
    auto played = play("rules japan-1918\nboard 15\ni9\ne8\ni10\na1\nj9\na3\nk10\na5\nf8\na7\n"
                       "g8\na9\nh8\na11\ni8\n");
    CHECK(played.last() == "15. i8 Black (first player) is a forbidden four-three-three under "
                           "japan-1918: Black loses at once, White wins (no claim is needed)");
    CHECK(resultOf(played) == "0-1 forbidden-433");
    CHECK(reasonClause(ResultReason::Forbidden433) == std::string("9.2"));
}

TEST_CASE("Rule sets: a forbidden-move claim is answered with the set's reason",
          "[game][rule-set][claim]") {
    CHECK(play("rules japan-1912\nh8\na1\nclaim white forbidden").last() ==
          "claim refused (japan-1912): under japan-1912 a forbidden move loses at once, with no "
          "claim");
    CHECK(play("rules japan-1899\nh8\na1\nclaim white forbidden").last() ==
          "claim refused (japan-1899): japan-1899 refuses forbidden moves, so none is on the "
          "board to claim");
    CHECK(play("rules freestyle\nh8\na1\nclaim white forbidden").last() ==
          "claim refused (freestyle): there are no forbidden moves under freestyle");
}

TEST_CASE("Rule sets: the forbidden points of either colour for the referee's overlay",
          "[game][rule-set][overlay]") {
    auto played = play(std::string("rules japan-1912\n") + "h8\na1\ng8\na3\ni6\na5\ni7\n");
    CHECK(played.game.colourToMove() == Stone::White);
    CHECK(played.game.forbiddenPoints(Stone::White).empty());
    auto black = played.game.forbiddenPoints(Stone::Black);
    REQUIRE(black.size() == 1);
    CHECK(black[0] == ForbiddenPoint{*parsePoint("i8"), ForbiddenKind::DoubleThree});
}

TEST_CASE("10.1 under freestyle: a full 19x19 board is a draw", "[game][rule-set][10.1]") {
    // A filling where no row ever reaches three: colour by floor((col + 2 row) / 2) mod 2.
    Game game(GameRules{*RuleSet::parse("freestyle"), 19, OpeningRules{OpeningProtocol::None}});
    std::vector<Point> blacks;
    std::vector<Point> whites;
    for (int col = 0; col < 19; ++col) {
        for (int row = 0; row < 19; ++row) {
            ((col + 2 * row) / 2 % 2 == 0 ? blacks : whites).push_back(Point{col, row});
        }
    }
    REQUIRE(blacks.size() == 181);
    for (std::size_t move = 0; move < 361; ++move) {
        const Point& point = move % 2 == 0 ? blacks[move / 2] : whites[move / 2];
        REQUIRE(game.apply(StoneEvent{point}).kind == OutcomeKind::Accepted);
    }
    CHECK(formatResult(game.result()) == "0.5-0.5 full-board");
}

TEST_CASE("Scripts: rules and board headers, read once each and checked together",
          "[script][rule-set]") {
    auto script = parseGameScript("rules japan-1916\nboard 15\ns19\n");
    REQUIRE(script.errors.size() == 1);
    CHECK(script.errors[0].lineNumber == 3);
    CHECK(script.errors[0].message == "'s19' is not a point (a1-o15)");
    CHECK(script.rules.set == *RuleSet::parse("japan-1916"));
    CHECK(script.rules.boardSize == 15);
    CHECK(parseGameScript("rules japan-1916\ns19\n").errors.empty()); // 19x19 by default

    auto badBoard = parseGameScript("board 17\nrules gomoku\nh8\n");
    REQUIRE(badBoard.errors.size() == 1);
    CHECK(badBoard.errors[0].lineNumber == 1);
    CHECK(badBoard.errors[0].message == "gomoku is played on 15 or 19 lines, not 17");

    auto protocol = parseGameScript("rules freestyle\nopening soosorv-8\nh8\n");
    REQUIRE(protocol.errors.size() == 1);
    CHECK(protocol.errors[0].lineNumber == 2);
    CHECK(protocol.errors[0].message == "opening protocols belong to renju: freestyle plays the "
                                        "opening none (the first stone anywhere), not soosorv-8");

    auto twice = parseGameScript("rules gomoku\nrules renju\nboard x\nh8\nboard 19\n");
    REQUIRE(twice.errors.size() == 3);
    CHECK(twice.errors[0].message == "the rule set is named twice");
    CHECK(twice.errors[1].message == "board needs the number of lines: board 15|19");
    CHECK(twice.errors[2].message == "'board' must come before the first event");
    CHECK(parseGameScript("rules gomoku\nopening none\nboard 19\n").rules ==
          GameRules{*RuleSet::parse("gomoku"), 19, OpeningRules{OpeningProtocol::None}});
}
