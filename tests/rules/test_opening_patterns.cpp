#include "game_helpers.hpp"
#include "rules/opening_patterns.hpp"
#include "rules/symmetry.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace renju::rules;

TEST_CASE("11: the 26 openings are distinct and named", "[opening][11]") {
    std::set<std::string> keys;
    std::set<std::string> codes;
    for (const OpeningPattern& pattern : openingPatterns()) {
        keys.insert(canonicalForm(openingPosition(pattern)).key);
        codes.insert(pattern.code);
    }
    CHECK(keys.size() == 26);
    CHECK(codes.size() == 26);
    CHECK(formatOpening(openingPatterns()[1]) == "2D Keigetsu");
    CHECK(formatOpening(openingPatterns()[25]) == "13I Suisei");
}

TEST_CASE("11: every opening is recognised under all eight symmetries", "[opening][11]") {
    for (const OpeningPattern& pattern : openingPatterns()) {
        for (Symmetry symmetry : kSymmetries) {
            CAPTURE(pattern.code, symmetryName(symmetry));
            auto found = classifyOpening(transform(openingPosition(pattern), symmetry));
            REQUIRE(found);
            CHECK(std::string(found->code) == pattern.code);
        }
    }
}

TEST_CASE("11: a game names its opening whatever symmetry the moves are played in",
          "[opening][11][game]") {
    for (const OpeningPattern& pattern : openingPatterns()) {
        Point second = pattern.isDirect ? Point{7, 8} : Point{8, 8};
        Point third = *parsePoint(pattern.moveThree);
        for (Symmetry symmetry : kSymmetries) {
            std::string script = "h8\n" + formatPoint(transform(second, symmetry, 15)) + "\n" +
                                 formatPoint(transform(third, symmetry, 15)) + "\n";
            auto played = test::play(script);
            CAPTURE(pattern.code, script);
            REQUIRE(played.game.openingPattern());
            CHECK(std::string(played.game.openingPattern()->code) == pattern.code);
            CHECK(played.last().find(std::string("opening ") + pattern.code + " ") !=
                  std::string::npos);
        }
    }
}

TEST_CASE("11: positions that are not one of the 26 are not classified", "[opening][11]") {
    Board twoStones;
    twoStones.place(Point{7, 7}, Stone::Black);
    twoStones.place(Point{7, 8}, Stone::White);
    CHECK_FALSE(classifyOpening(twoStones));
    Board farThird = twoStones;
    farThird.place(*parsePoint("l12"), Stone::Black);
    CHECK_FALSE(classifyOpening(farThird));
}
