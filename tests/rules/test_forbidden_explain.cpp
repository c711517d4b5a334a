#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

using namespace renju::rules;

TEST_CASE("Explain: the reasoning names lines, straight-four points and the clause",
          "[forbidden][explain]") {
    // DH0701: j10 is a double-three; both its threes have legal straight-four points.
    Board board = buildPosition(parseMoveList("h8 g8 h7 e10 h9 c8 j11 f9 i8 f7 i7 d7 j8 e8 i9 "
                                              "f11 l8 e9 g10 f8")
                                    .moves)
                      .board;
    std::string text = explainBlackMove(board, *parsePoint("j10"));
    CHECK(text.rfind("j10: forbidden double-three (9.2 c)", 0) == 0);
    CHECK(text.find("vertical: three j8 j10 j11") != std::string::npos);
    CHECK(text.find("straight four at j9: a legal move") != std::string::npos);
    CHECK(text.find("real threes: 2 of 2 -> double-three (9.2 c)") != std::string::npos);
    // 9.3 to depth 3: j9 is legal only because its three h9-i9-j9 is not real (k9 is a
    // forbidden double-three), and the explanation says so.
    CHECK(text.find("    j9: allowed: fewer than two real threes (9.3)") != std::string::npos);
    CHECK(text.find("        k9: forbidden double-three (9.2 c)") != std::string::npos);
}

TEST_CASE("Explain: a three made unreal by a forbidden point is explained in turn",
          "[forbidden][explain]") {
    // 9.3 b position of the clause tests: f8 is a forbidden double-three once h8 is played.
    Board board =
        buildPosition(parseMoveList("e8 a1 g8 a3 e9 a5 f9 a7 h9 a9 d10 a11 f10 a13 h10").moves)
            .board;
    std::string text = explainBlackMove(board, *parsePoint("h8"));
    CHECK(text.find("straight four at f8: a forbidden double-three (9.3 b)") != std::string::npos);
    CHECK(text.find("    f8: forbidden double-three (9.2 c)") != std::string::npos);
    CHECK(text.find("not a real three (9.3)") != std::string::npos);
    CHECK(text.find("real threes: 1 of 2 -> allowed (9.3)") != std::string::npos);
}
