// One test per row of RULES.md's table of rule sets ("Other games in the seeds: rule sets"):
// the board, the fives of each colour and what each colour may not play. Diagrams show part of
// the board; the string after each diagram is the point of its bottom-left character, the board
// size follows it. `*` is the point judged.
#include "diagram.hpp"
#include "rules/five.hpp"
#include "rules/notation.hpp"
#include "rules/set_forbidden.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

RuleSet setNamed(const char* name) {
    auto set = RuleSet::parse(name);
    REQUIRE(set);
    return *set;
}

ForbiddenKind kindAtMark(const test::Diagram& diagram, const char* set, Stone colour) {
    return forbiddenKind(diagram.board, diagram.marks.at(0), setNamed(set), colour);
}

bool fiveAtMark(const test::Diagram& diagram, const char* set, Stone colour) {
    return makesFive(diagram.board, diagram.marks.at(0), colour, setNamed(set).fiveRuleFor(colour));
}

// Black's double-three of 9.2 c (three g8-h8-i8 and i6-i7-i8 made by i8).
constexpr const char* kBlackDoubleThree = R"(
    . . . . . . .
    . . . . . . .
    . . . X X * .
    . . . . . X .
    . . . . . X .
    . . . . . . .
)";
constexpr const char* kWhiteDoubleThree = R"(
    . . . . . . .
    . . . . . . .
    . . . O O * .
    . . . . . O .
    . . . . . O .
    . . . . . . .
)";

} // namespace

TEST_CASE("Rule sets: every set has a name that reads back, a title and a board", "[rule-set]") {
    CHECK(RuleSet::all().size() == 9);
    CHECK(RuleSet::names() == "renju, freestyle, gomoku, japan-1899, japan-1903, japan-1912, "
                              "japan-1916, japan-1918, ren");
    for (RuleSet set : RuleSet::all()) {
        INFO(set.name());
        CHECK(RuleSet::parse(set.name()) == set);
        CHECK_FALSE(set.title().empty());
        if (set.family() == GameFamily::Ren) {
            continue; // the Ren row: tests/rules/test_ren_rules.cpp
        }
        CHECK(set.family() == GameFamily::FiveInARow);
        CHECK(set.allowsBoardSize(15));
        CHECK(set.allowsBoardSize(19));
        CHECK_FALSE(set.allowsBoardSize(17));
        CHECK(set.hasOpeningProtocols() == (set == RuleSet()));
    }
    CHECK_FALSE(RuleSet::parse("caro"));
    CHECK_FALSE(RuleSet::parse("Renju")); // names are written in lower case
    CHECK(RuleSet().name() == "renju");   // the default
}

TEST_CASE("Rule sets: default boards are 15 for renju, freestyle, gomoku and 19 for japan-*",
          "[rule-set][board]") {
    for (const char* name : {"renju", "freestyle", "gomoku"}) {
        CHECK(defaultGameRules(setNamed(name)).boardSize == 15);
    }
    for (const char* name :
         {"japan-1899", "japan-1903", "japan-1912", "japan-1916", "japan-1918"}) {
        CHECK(defaultGameRules(setNamed(name)).boardSize == 19);
    }
    CHECK(defaultGameRules(setNamed("renju")).opening.protocol == OpeningProtocol::Rif);
    CHECK(defaultGameRules(setNamed("gomoku")).opening.protocol == OpeningProtocol::None);
}

TEST_CASE("Rule sets: opening protocols belong to renju; boards are 15 or 19",
          "[rule-set][opening]") {
    GameRules gomoku = defaultGameRules(setNamed("gomoku"));
    CHECK_FALSE(findGameRulesProblem(gomoku));
    gomoku.opening.protocol = OpeningProtocol::Rif;
    CHECK(findGameRulesProblem(gomoku) ==
          "opening protocols belong to renju: gomoku plays the opening none (the first stone "
          "anywhere), not rif");
    GameRules renju19{RuleSet(), 19, OpeningRules{OpeningProtocol::Soosorv, 8}};
    CHECK_FALSE(findGameRulesProblem(renju19));
    renju19.boardSize = 13;
    CHECK(findGameRulesProblem(renju19) == "renju is played on 15 or 19 lines, not 13");
}

TEST_CASE("freestyle: five or more wins for both colours; nothing is forbidden",
          "[rule-set][freestyle]") {
    auto overline = test::readDiagram("X X X * X X", "d8");
    CHECK(fiveAtMark(overline, "freestyle", Stone::Black));
    CHECK(kindAtMark(overline, "freestyle", Stone::Black) == ForbiddenKind::None);
    CHECK(kindAtMark(overline, "renju", Stone::Black) == ForbiddenKind::Overline);
    auto whiteOverline = test::readDiagram("O O O * O O O", "d8");
    CHECK(fiveAtMark(whiteOverline, "freestyle", Stone::White));
    auto doubleThree = test::readDiagram(kBlackDoubleThree, "c5");
    CHECK(findForbiddenPoints(doubleThree.board, setNamed("freestyle"), Stone::Black).empty());
    CHECK(kindAtMark(doubleThree, "renju", Stone::Black) == ForbiddenKind::DoubleThree);
}

TEST_CASE("gomoku: exactly five wins for both colours; an overline wins nothing",
          "[rule-set][gomoku]") {
    auto whiteOverline = test::readDiagram("O O O * O O", "d8");
    CHECK_FALSE(fiveAtMark(whiteOverline, "gomoku", Stone::White));
    CHECK(fiveAtMark(whiteOverline, "renju", Stone::White)); // RIF 9.1: White's overline
    auto whiteFive = test::readDiagram("X O O * O O X", "c8");
    CHECK(fiveAtMark(whiteFive, "gomoku", Stone::White));
    auto blackOverline = test::readDiagram("X X * X X X", "d8");
    CHECK_FALSE(fiveAtMark(blackOverline, "gomoku", Stone::Black));
    CHECK(kindAtMark(blackOverline, "gomoku", Stone::Black) == ForbiddenKind::None);
    auto doubleThree = test::readDiagram(kBlackDoubleThree, "c5");
    CHECK(kindAtMark(doubleThree, "gomoku", Stone::Black) == ForbiddenKind::None);
}

TEST_CASE("japan-1899: the double-three is forbidden to both colours (refused)",
          "[rule-set][japan-1899]") {
    RuleSet set = setNamed("japan-1899");
    CHECK(set.rulesFor(Stone::Black).sanction == Sanction::Refused);
    CHECK(set.rulesFor(Stone::White).sanction == Sanction::Refused);
    auto black = test::readDiagram(kBlackDoubleThree, "c5", 19);
    CHECK(kindAtMark(black, "japan-1899", Stone::Black) == ForbiddenKind::DoubleThree);
    auto white = test::readDiagram(kWhiteDoubleThree, "c5", 19);
    CHECK(kindAtMark(white, "japan-1899", Stone::White) == ForbiddenKind::DoubleThree);
    CHECK(kindAtMark(white, "renju", Stone::White) == ForbiddenKind::None);
    // Five or more wins: an overline is a five, not a forbidden move.
    auto overline = test::readDiagram("O O O * O O", "d8", 19);
    CHECK(fiveAtMark(overline, "japan-1899", Stone::White));
    CHECK(kindAtMark(overline, "japan-1899", Stone::White) == ForbiddenKind::None);
}

TEST_CASE("japan-1903: only Black's double-three is forbidden (refused)",
          "[rule-set][japan-1903]") {
    RuleSet set = setNamed("japan-1903");
    CHECK(set.rulesFor(Stone::Black).sanction == Sanction::Refused);
    CHECK_FALSE(set.rulesFor(Stone::White).hasForbiddenMoves());
    auto black = test::readDiagram(kBlackDoubleThree, "c5", 19);
    CHECK(kindAtMark(black, "japan-1903", Stone::Black) == ForbiddenKind::DoubleThree);
    auto white = test::readDiagram(kWhiteDoubleThree, "c5", 19);
    CHECK(kindAtMark(white, "japan-1903", Stone::White) == ForbiddenKind::None);
}

TEST_CASE("japan-1912: Black's double-three loses at once; Black's overline is a five",
          "[rule-set][japan-1912]") {
    RuleSet set = setNamed("japan-1912");
    CHECK(set.rulesFor(Stone::Black).sanction == Sanction::LosesAtOnce);
    auto black = test::readDiagram(kBlackDoubleThree, "c5", 19);
    CHECK(kindAtMark(black, "japan-1912", Stone::Black) == ForbiddenKind::DoubleThree);
    auto overline = test::readDiagram("X X X * X X", "d8", 19);
    CHECK(fiveAtMark(overline, "japan-1912", Stone::Black));
    CHECK(kindAtMark(overline, "japan-1912", Stone::Black) == ForbiddenKind::None);
}

TEST_CASE("japan-1916: exactly five for Black, five or more for White; Black's overline loses",
          "[rule-set][japan-1916]") {
    auto overline = test::readDiagram("X X X * X X", "d8", 19);
    CHECK_FALSE(fiveAtMark(overline, "japan-1916", Stone::Black));
    CHECK(kindAtMark(overline, "japan-1916", Stone::Black) == ForbiddenKind::Overline);
    auto white = test::readDiagram("O O O * O O", "d8", 19);
    CHECK(fiveAtMark(white, "japan-1916", Stone::White));
    CHECK(kindAtMark(white, "japan-1916", Stone::White) == ForbiddenKind::None);
    auto black = test::readDiagram(kBlackDoubleThree, "c5", 19);
    CHECK(kindAtMark(black, "japan-1916", Stone::Black) == ForbiddenKind::DoubleThree);
}

TEST_CASE("japan-1918: as 1916, and Black's four-three-three loses too", "[rule-set][japan-1918]") {
    // i8 makes the four f8-g8-h8-i8 (e8 is White), and the threes i9-i10 and j9-k10.
    auto diagram = test::readDiagram(R"(
        . . . . . . . .
        . . . . X . X .
        . . . . X X . .
        O X X X * . . .
        . . . . . . . .
        . . . . . . . .
    )",
                                     "e6", 19);
    CHECK(kindAtMark(diagram, "japan-1918", Stone::Black) == ForbiddenKind::FourThreeThree);
    CHECK(kindAtMark(diagram, "japan-1916", Stone::Black) == ForbiddenKind::None);
    auto overline = test::readDiagram("X X X * X X", "d8", 19);
    CHECK(kindAtMark(overline, "japan-1918", Stone::Black) == ForbiddenKind::Overline);
}

TEST_CASE("renju: the table's renju row is today's RIF checker", "[rule-set][renju]") {
    RuleSet renju = setNamed("renju");
    CHECK(renju.rulesFor(Stone::Black) == kRifBlackRules);
    CHECK_FALSE(renju.rulesFor(Stone::White).hasForbiddenMoves());
    CHECK(renju.fiveRuleFor(Stone::White) == FiveRule::FiveOrMore);
    auto doubleFour = test::readDiagram("X . X * X . X", "c8");
    CHECK(kindAtMark(doubleFour, "renju", Stone::Black) == ForbiddenKind::DoubleFour);
    CHECK(kindAtMark(doubleFour, "renju", Stone::Black) ==
          forbiddenKind(doubleFour.board, doubleFour.marks.at(0)));
}
