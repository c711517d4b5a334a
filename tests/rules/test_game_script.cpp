#include "rules/game_script.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

TEST_CASE("Script: header, events and comments", "[script]") {
    GameScript script = parseGameScript("# a game\n"
                                        "opening rif-old noswap   # older rules\n"
                                        "rules renju\n"
                                        "\n"
                                        "h8\n"
                                        "claim white forbidden j9\n"
                                        "ruling reject  stone   misplaced \n"
                                        "override 0-1 forfeit left early\n");
    REQUIRE(script.errors.empty());
    CHECK(script.rules.opening.protocol == OpeningProtocol::RifOld);
    CHECK_FALSE(script.rules.opening.allowsSwap);
    REQUIRE(script.lines.size() == 4);
    CHECK(script.lines[0].lineNumber == 5);
    CHECK(formatEvent(script.lines[1].event) == "claim white forbidden j9");
    CHECK(std::get<RulingEvent>(script.lines[2].event).text == "stone   misplaced");
    CHECK(formatEvent(script.lines[3].event) == "override 0-1 forfeit left early");
}

TEST_CASE("Script: every event of the grammar reads back as written", "[script]") {
    for (const char* line : {"h8",
                             "pass",
                             "swap",
                             "noswap",
                             "declare 3",
                             "propose j9 k10 l11",
                             "choose k10",
                             "press",
                             "flag black",
                             "flag white 2",
                             "claim black five",
                             "claim white forbidden",
                             "claim white time",
                             "offer-draw",
                             "accept",
                             "refuse",
                             "resign black",
                             "undo",
                             "ruling uphold",
                             "override 0.5-0.5 arbiter agreed at the board"}) {
        EventParse parsed = parseGameEvent(line);
        CAPTURE(line, parsed.error);
        REQUIRE(parsed.event);
        CHECK(formatEvent(*parsed.event) == line);
    }
    CHECK(formatEvent(*parseGameEvent("--").event) == "pass");
}

TEST_CASE("Script: errors name the line", "[script]") {
    GameScript script = parseGameScript("h8\n"
                                        "z9\n"
                                        "claim red five\n"
                                        "opening rif\n"
                                        "propose\n"
                                        "declare many\n"
                                        "override 2-0 five\n"
                                        "jump\n"
                                        "resign\n");
    REQUIRE(script.errors.size() == 8);
    CHECK(script.errors[0].lineNumber == 2);
    CHECK(script.errors[0].message == "'z9' is not a point (a1-o15)");
    CHECK(script.errors[1].lineNumber == 3);
    CHECK(script.errors[2].message == "'opening' must come before the first event");
    CHECK(script.errors[3].message == "propose needs at least one point");
    CHECK(script.errors[4].message == "declare needs a number: declare N");
    CHECK(script.errors[5].lineNumber == 7);
    CHECK(script.errors[6].message == "unknown event 'jump'");
    CHECK(script.errors[7].lineNumber == 9);
}

TEST_CASE("Script: unknown opening rules and rule sets are errors", "[script]") {
    GameScript unknownOpening = parseGameScript("opening swap2\nh8\n");
    REQUIRE(unknownOpening.errors.size() == 1);
    CHECK(unknownOpening.errors[0].message.rfind("unknown opening rule 'swap2'", 0) == 0);
    GameScript unknownRules = parseGameScript("rules caro\n");
    REQUIRE(unknownRules.errors.size() == 1);
    CHECK(unknownRules.errors[0].message ==
          "unknown rules 'caro' (renju, freestyle, gomoku, japan-1899, japan-1903, japan-1912, "
          "japan-1916, japan-1918, ren)");
}

TEST_CASE("Script: an override needs a fitting reason and words; a BOM is skipped", "[script]") {
    GameScript script = parseGameScript("\xEF\xBB\xBFopening none\nh8\noverride 1-0 *\n"
                                        "override 1-0 five\n");
    CHECK(script.rules.opening.protocol == OpeningProtocol::None);
    REQUIRE(script.errors.size() == 2);
    CHECK(script.errors[0].message == "the result 1-0 cannot have the reason *");
    CHECK(script.errors[1].message == "override needs the arbiter's words after the reason: "
                                      "override RESULT REASON TEXT");
}
