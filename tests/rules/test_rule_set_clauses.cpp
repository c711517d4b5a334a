// One test per bullet of RULES.md's section "Other games in the seeds: rule sets": real threes
// under the set's own allowances, fives, four-three-three, double-fours, the defence exception,
// 19x19 boards and their edges. Diagrams show part of the board; the string after a diagram is
// the point of its bottom-left character, then the board size. `*` is the point judged.
#include "diagram.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"
#include "rules/opening_protocol.hpp"
#include "rules/set_forbidden.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

namespace {

RuleSet setNamed(const char* name) {
    auto set = RuleSet::parse(name);
    REQUIRE(set);
    return *set;
}

ForbiddenKind kindAtMark(const test::Diagram& diagram, const char* set,
                         Stone colour = Stone::Black) {
    return forbiddenKind(diagram.board, diagram.marks.at(0), setNamed(set), colour);
}

ForbiddenVerdict verdictAtMark(const test::Diagram& diagram, const char* set,
                               Stone colour = Stone::Black) {
    return judgeMove(diagram.board, diagram.marks.at(0), setNamed(set), colour);
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

// h8 makes the split three f8 . h8 i8, whose only straight-four point g8 also makes the four
// g8-g11 (g7 is White): a double-four. And the open three h8-h9-h10.
constexpr const char* kThreeThroughDoubleFour = R"(
    . . . . . . . .
    . . . X . . . .
    . . . X X . . .
    . . . X X . . .
    . . X . * X . .
    . . . O . . . .
    . . . . . . . .
)";

// i8 makes the four f8-i8 (e8 is White) and the threes i8-i10 and i8-j9-k10.
constexpr const char* kFourThreeThree = R"(
    . . . . . . . .
    . . . . X . X .
    . . . . X X . .
    O X X X * . . .
    . . . . . . . .
    . . . . . . . .
)";

// i8 is Black's double-three (g8-h8-i8, i6-i7-i8) and the point where White's e4-f5-g6-h7
// would make five.
constexpr const char* kDoubleThreeInDefence = R"(
    . . . . . . . .
    . . . . X X * .
    . . . . . O X .
    . . . . O . X .
    . . . O . . . .
    . . O . . . . .
    . . . . . . . .
)";

} // namespace

TEST_CASE("A three is real only if a move the set allows makes it a straight four (9.3)",
          "[rule-set][9.3]") {
    auto diagram = test::readDiagram(kThreeThroughDoubleFour, "d6");
    // Renju: g8 is a double-four (9.3 a), so f8 . h8 i8 is no real three: allowed.
    ForbiddenVerdict renju = verdictAtMark(diagram, "renju");
    CHECK(renju.kind == ForbiddenKind::None);
    CHECK(renju.threeCount == 2);
    CHECK(renju.realThreeCount == 1);
    // No japan-* set forbids a double-four: g8 is allowed, both threes are real.
    for (const char* set : {"japan-1903", "japan-1912", "japan-1916", "japan-1918"}) {
        INFO(set);
        ForbiddenVerdict verdict = verdictAtMark(diagram, set);
        CHECK(verdict.kind == ForbiddenKind::DoubleThree);
        CHECK(verdict.realThreeCount == 2);
    }
}

TEST_CASE("A move that makes a five as the set defines it is never forbidden (5-3-3)",
          "[rule-set][five]") {
    // i8 makes the exact five e8-i8 and the threes i8-i10 and i8-j9-k10.
    auto fiveThreeThree = test::readDiagram(R"(
        . . . . . . . .
        . . . . X . X .
        . . . . X X . .
        X X X X * . . .
        . . . . . . . .
    )",
                                            "e7", 19);
    for (const char* set : {"renju", "japan-1912", "japan-1916", "japan-1918"}) {
        INFO(set);
        ForbiddenVerdict verdict = verdictAtMark(fiveThreeThree, set);
        CHECK(verdict.makesFive);
        CHECK(verdict.kind == ForbiddenKind::None);
    }
    // 1916: an exact five in one line beside an overline in another is a five.
    auto fiveAndOverline = test::readDiagram(R"(
        . . . . X
        . . . . X
        . . . . X
        X X X X *
        . . . . X
        . . . . X
        . . . . .
    )",
                                             "d5", 19);
    CHECK(kindAtMark(fiveAndOverline, "japan-1916") == ForbiddenKind::None);
    CHECK(verdictAtMark(fiveAndOverline, "japan-1916").makesFive);
}

TEST_CASE("Four-three-three: a four and two threes lose under japan-1918 only", "[rule-set][433]") {
    auto diagram = test::readDiagram(kFourThreeThree, "e6", 19);
    CHECK(kindAtMark(diagram, "japan-1918") == ForbiddenKind::FourThreeThree);
    // Before 1918 a move that makes a four is never a forbidden double-three.
    for (const char* set : {"japan-1899", "japan-1903", "japan-1912", "japan-1916"}) {
        INFO(set);
        CHECK(kindAtMark(diagram, set) == ForbiddenKind::None);
    }
    // Under renju a four-three-three is a double-three (type 33), as ever.
    auto renju = test::readDiagram(kFourThreeThree, "e6");
    CHECK(kindAtMark(renju, "renju") == ForbiddenKind::DoubleThree);
    CHECK(forbiddenKindCode(ForbiddenKind::FourThreeThree) == std::string("433"));
}

TEST_CASE("A double-four alone is forbidden in no japan-* set", "[rule-set][44]") {
    auto oneLine = test::readDiagram("X . X * X . X", "c8", 19);
    auto twoLines = test::readDiagram(R"(
        . . . . . .
        . X X X * .
        . . . . X .
        . . . . X .
        . . . . X .
        . . . . O .
    )",
                                      "d4", 19);
    for (const char* set : {"japan-1899", "japan-1903", "japan-1912", "japan-1916", "japan-1918"}) {
        INFO(set);
        CHECK(kindAtMark(oneLine, set) == ForbiddenKind::None);
        CHECK(kindAtMark(twoLines, set) == ForbiddenKind::None);
    }
    CHECK(kindAtMark(oneLine, "renju") == ForbiddenKind::DoubleFour);
}

TEST_CASE("Refused (1899, 1903): a double-three that stops the opponent's five is allowed",
          "[rule-set][defence]") {
    auto diagram = test::readDiagram(kDoubleThreeInDefence, "c3", 19);
    for (const char* set : {"japan-1899", "japan-1903"}) {
        INFO(set);
        ForbiddenVerdict verdict = verdictAtMark(diagram, set);
        CHECK(verdict.kind == ForbiddenKind::None);
        CHECK(verdict.defendedKind == ForbiddenKind::DoubleThree);
        CHECK(findForbiddenPoints(diagram.board, setNamed(set), Stone::Black).empty());
    }
    CHECK(firstLine(explainMove(diagram.board, diagram.marks.at(0), setNamed("japan-1903"),
                                Stone::Black)) ==
          "i8: allowed in defence: a double-three that stops the opponent's five (japan-1903)");
    // White under japan-1899, colours exchanged.
    auto white = test::readDiagram(R"(
        . . . . O O * .
        . . . . . X O .
        . . . . X . O .
        . . . X . . . .
        . . X . . . . .
    )",
                                   "c4", 19);
    CHECK(verdictAtMark(white, "japan-1899", Stone::White).defendedKind ==
          ForbiddenKind::DoubleThree);
    CHECK(kindAtMark(white, "japan-1899", Stone::White) == ForbiddenKind::None);
}

TEST_CASE("Loses at once (1912 on): a double-three loses even as a defence",
          "[rule-set][defence]") {
    auto diagram = test::readDiagram(kDoubleThreeInDefence, "c3", 19);
    for (const char* set : {"japan-1912", "japan-1916", "japan-1918"}) {
        INFO(set);
        CHECK(kindAtMark(diagram, set) == ForbiddenKind::DoubleThree);
    }
    CHECK(firstLine(explainMove(diagram.board, diagram.marks.at(0), setNamed("japan-1912"),
                                Stone::Black)) ==
          "i8: forbidden double-three (japan-1912: loses at once)");
}

TEST_CASE("19x19 edges: a three with no room for a straight four is no three",
          "[rule-set][19x19][edge]") {
    // s10 makes q10-r10-s10 against the right edge (no straight four can follow) and the open
    // three s10-s11-s12 along it: one three, allowed.
    auto edge = test::readDiagram(R"(
        . . . . .
        . . . . X
        . . . . X
        . . X X *
        . . . . .
        . . . . .
    )",
                                  "o8", 19);
    CHECK(kindAtMark(edge, "japan-1912") == ForbiddenKind::None);
    CHECK(verdictAtMark(edge, "japan-1912").threeCount == 1);
    // The same stones one step from the edge make a double-three.
    auto inside = test::readDiagram(R"(
        . . . . . .
        . . . . X .
        . . . . X .
        . . X X * .
        . . . . . .
        . . . . . .
    )",
                                    "n8", 19);
    CHECK(kindAtMark(inside, "japan-1912") == ForbiddenKind::DoubleThree);
}

TEST_CASE("19x19 edges: an overline on the top edge and a four-three-three at the bottom",
          "[rule-set][19x19][edge]") {
    auto overline = test::readDiagram("X\nX\n*\nX\nX\nX\n", "s14", 19);
    CHECK(kindAtMark(overline, "japan-1916") == ForbiddenKind::Overline);
    CHECK(kindAtMark(overline, "japan-1912") == ForbiddenKind::None);
    CHECK(findForbiddenPoints(overline.board, setNamed("japan-1918"), Stone::Black) ==
          std::vector<ForbiddenPoint>{{*parsePoint("s17", 19), ForbiddenKind::Overline}});
    // c4: the four c1-c4 up from the edge, the threes c4-d4-e4 and c4-d5-e6.
    auto corner = test::readDiagram(R"(
        . . . . . . .
        . . . . X . .
        . . . X . . .
        . . * X X . .
        . . X . . . .
        . . X . . . .
        . . X . . . .
    )",
                                    "a1", 19);
    CHECK(kindAtMark(corner, "japan-1918") == ForbiddenKind::FourThreeThree);
    CHECK(firstLine(explainMove(corner.board, corner.marks.at(0), setNamed("japan-1918"),
                                Stone::Black)) ==
          "c4: forbidden four-three-three (japan-1918: loses at once)");
}

TEST_CASE("19x19 notation: columns a-s, rows 1-19, centre j10", "[rule-set][19x19][notation]") {
    CHECK(parsePoint("s19", 19) == Point{18, 18});
    CHECK(parsePoint("j10", 19) == Point{9, 9});
    CHECK(parsePoint("i5", 19) == Point{8, 4}); // no letter is skipped
    CHECK_FALSE(parsePoint("t1", 19));
    CHECK_FALSE(parsePoint("a20", 19));
    CHECK_FALSE(parsePoint("p1")); // 15x15 by default
    CHECK(formatPoint(Point{18, 18}) == "s19");
    CHECK(zoneName(0, 19) == "j10");
    CHECK(zoneName(1, 19) == "the central 3x3 (i9-k11)");
    CHECK(isInZone(9, 9, 0, 19));
    CHECK_FALSE(isInZone(7, 7, 0, 19));
    auto parsed = parseMoveList("j10 s19 t5", 19);
    REQUIRE(parsed.error);
    CHECK(parsed.error->moveNumber == 3);
    CHECK(parsed.error->message == "'t5' is not a point (columns a-s, rows 1-19) or a pass (--)");
}

TEST_CASE("Explanations name the set: a four makes no double-three before 1918",
          "[rule-set][explain]") {
    auto diagram = test::readDiagram(kFourThreeThree, "e6", 19);
    std::string text =
        explainMove(diagram.board, diagram.marks.at(0), setNamed("japan-1916"), Stone::Black);
    CHECK(firstLine(text) ==
          "i8: allowed: a move that makes a four is never a double-three (japan-1916)");
    std::string fourThreeThree =
        explainMove(diagram.board, diagram.marks.at(0), setNamed("japan-1918"), Stone::Black);
    CHECK(fourThreeThree.find("  real threes: 2 of 2 -> four-three-three (japan-1918)\n") !=
          std::string::npos);
    CHECK(fourThreeThree.find("  horizontal: four f8 g8 h8 i8; five at j8\n") != std::string::npos);
    auto freestyle = test::readDiagram("X X X * X X", "d8");
    CHECK(firstLine(explainMove(freestyle.board, freestyle.marks.at(0), setNamed("freestyle"),
                                Stone::Black)) == "g8: makes a five: never forbidden (freestyle)");
    CHECK(firstLine(explainMove(freestyle.board, *parsePoint("a1"), setNamed("renju"),
                                Stone::White)) == "a1: allowed: White has no forbidden moves under "
                                                  "renju");
}
