#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

TEST_CASE("Notation: columns a-o left to right, rows 1-15 bottom to top", "[notation]") {
    CHECK(parsePoint("a1") == Point{0, 0});
    CHECK(parsePoint("h8") == Point{7, 7});
    CHECK(parsePoint("o15") == Point{14, 14});
    CHECK(parsePoint("H8") == Point{7, 7});
    CHECK(formatPoint(Point{7, 9}) == "h10");
    CHECK(formatPoint(Point{14, 0}) == "o1");
}

TEST_CASE("Notation: points off the board or malformed are refused", "[notation]") {
    for (const char* text : {"p1", "a0", "a16", "h", "8h", "h08", "h8x", "", "--", "a100"}) {
        CAPTURE(text);
        CHECK_FALSE(parsePoint(text).has_value());
    }
    CHECK(parsePoint("s19", 19) == Point{18, 18});
    CHECK_FALSE(parsePoint("s19", 15).has_value());
}

TEST_CASE("Notation: -- is a pass", "[notation]") {
    auto move = parseMove("--");
    REQUIRE(move);
    CHECK(move->isPass);
    CHECK(formatMove(*move) == "--");
}

TEST_CASE("Notation: a move list names the move number of a bad token", "[notation]") {
    auto parsed = parseMoveList("h8 h9  -- i9\tz3 j9");
    REQUIRE(parsed.error);
    CHECK(parsed.error->moveNumber == 5);
    CHECK(parsed.error->message.find("'z3'") != std::string::npos);
    CHECK(parsed.moves.size() == 4);
}

TEST_CASE("Notation: a position alternates colours, passes included", "[notation]") {
    auto parsed = parseMoveList("h8 -- i9 j10");
    REQUIRE_FALSE(parsed.error);
    CHECK(formatMoveList(parsed.moves) == "h8 -- i9 j10");
    auto built = buildPosition(parsed.moves);
    REQUIRE_FALSE(built.error);
    CHECK(built.board.at(*parsePoint("h8")) == Stone::Black);
    CHECK(built.board.at(*parsePoint("i9")) == Stone::Black);
    CHECK(built.board.at(*parsePoint("j10")) == Stone::White);
}

TEST_CASE("Notation: a point played twice is reported at the second move", "[notation]") {
    auto built = buildPosition(parseMoveList("h8 h9 i8 h8").moves);
    REQUIRE(built.error);
    CHECK(built.error->moveNumber == 4);
    CHECK(built.error->message == "h8 is already occupied (move 1)");
}
