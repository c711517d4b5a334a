// `records check`: every game replayed under its rule set, each problem named at its move.
#include "arbiter/records/record_check.hpp"
#include "sample_games.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;
using renju::rules::Score;
using testing::movesOf;

namespace {

GameRecord game(const std::string& moves, Score result = Score::Unfinished) {
    GameRecord record;
    record.moves = movesOf(moves);
    record.result = result;
    return record;
}

// Black's f8 g8 and h6 h7, White far away on the a file; Black's h8 makes two open threes:
//
//   9 . . . . . . . .        h8 = X: f8 g8 h8 (e8, i8 free) and h6 h7 h8 (h5, h9 free)
//   8 . . . . . X X X
//   7 . . . . . . . X
//   6 . . . . . . . X
//     a b c d e f g h
const std::string kDoubleThree = "f8 a1 g8 a3 h6 a5 h7 a7 h8";

// Black's five h8-l8 on move 9, White's stones on the a file.
const std::string kFive = "h8 a1 i8 a2 j8 a3 k8 a4 l8";

} // namespace

TEST_CASE("9.2: a forbidden double-three the record goes on after is named with type and clause",
          "[check]") {
    const GameCheck check = checkGame(game(kDoubleThree + " a9"));
    CHECK(check.status == GameCheck::Status::Problem);
    CHECK(check.move == 9);
    CHECK(check.message ==
          "move 9: h8 is a forbidden double-three for Black (33, 9.2 c) and the record goes on");
}

TEST_CASE("9.2: a forbidden last move of Black fits White's win, not Black's", "[check]") {
    CHECK(checkGame(game(kDoubleThree, Score::WhiteWins)).status == GameCheck::Status::Ok);
    CHECK(checkGame(game(kDoubleThree, Score::BlackWins)).message ==
          "move 9: the result 1-0 but Black's last move h8 is a forbidden double-three for Black "
          "(33, 9.2 c)");
}

TEST_CASE("9.1: a five before the last move, and a result the five contradicts", "[check]") {
    CHECK(checkGame(game(kFive, Score::BlackWins)).status == GameCheck::Status::Ok);
    CHECK(checkGame(game(kFive + " a5", Score::BlackWins)).message ==
          "move 9: Black's five at l8 stands but the record goes on");
    CHECK(checkGame(game(kFive, Score::WhiteWins)).message ==
          "move 9: the result 0-1 but Black's five stands (made by l8)");
    CHECK(checkGame(game(kFive, Score::Draw)).message ==
          "move 9: the result 0.5-0.5 but Black's five stands (made by l8)");
}

TEST_CASE("9.1: White's overline is a five; Black's is a forbidden overline", "[check]") {
    // White's a1..a4, a6 and a7, then a5 joins them into seven.
    CHECK(checkGame(game("h8 a1 h10 a2 h12 a3 h14 a4 j8 a6 j10 a7 j12 a5", Score::WhiteWins))
              .status == GameCheck::Status::Ok);
    const GameCheck overline =
        checkGame(game("a1 o1 a2 o2 a3 o3 a4 o4 a6 o6 a7 o7 a5", Score::BlackWins));
    CHECK(overline.message ==
          "move 13: the result 1-0 but Black's last move a5 is a forbidden overline for Black (6, "
          "9.2 a)");
}

TEST_CASE("Occupied points, points off the board, two passes in a row", "[check]") {
    CHECK(checkGame(game("h8 h9 h8")).message == "move 3: h8 is already occupied (move 1)");
    CHECK(checkGame(game("h8 p16")).message == "move 2: p16 is off the 15x15 board");
    CHECK(checkGame(game("h8 -- -- h9")).message ==
          "move 3: two passes in a row end the game (10.3) but the record goes on");
    CHECK(checkGame(game("h8 -- --", Score::Draw)).status == GameCheck::Status::Ok);
}

TEST_CASE("A game is checked under its rule set, or under the one the caller gives", "[check]") {
    GameRecord gomoku = game(kDoubleThree + " a9");
    gomoku.ruleSet = "gomoku";
    CHECK(checkGame(gomoku).status == GameCheck::Status::Ok); // nothing is forbidden in gomoku
    CHECK(checkGame(gomoku, "renju").move == 9);
    CHECK(std::get<std::string>(checkRulesFor("caro")) ==
          "'caro' is not a rule set (renju, freestyle, gomoku, japan-1899, japan-1903, "
          "japan-1912, japan-1916, japan-1918)");
    CHECK(std::get<std::string>(checkRulesFor("gomoku", 21)) ==
          "gomoku is checked on any board from 15 to 20, not 21");
    CHECK(std::get<std::string>(checkRulesFor("renju", 20)) ==
          "renju is played on 15 or 19 lines, not 20");
    GameRecord wide = game("h8 h9");
    wide.ruleSet = "freestyle";
    wide.boardSize = 14;
    CHECK(checkGame(wide).message ==
          "not checked: freestyle is checked on any board from 15 to 20, not 14");
}

TEST_CASE("Free-style and gomoku are checked on any board from 15 to 20", "[check][board]") {
    // Black's five along the top row of a 20x20 board, ending in the corner t20.
    GameRecord corner = game("p20 a1 q20 a2 r20 a3 s20 a4 t20", Score::BlackWins);
    corner.ruleSet = "freestyle";
    for (int size : {16, 17, 18}) {
        corner.boardSize = size;
        CHECK(checkGame(corner).message == "move 1: p20 is off the " + std::to_string(size) + "x" +
                                               std::to_string(size) + " board");
    }
    corner.boardSize = 20;
    CHECK(checkGame(corner).status == GameCheck::Status::Ok);
    corner.ruleSet = "gomoku";
    CHECK(checkGame(corner).status == GameCheck::Status::Ok);
    corner.result = Score::WhiteWins;
    CHECK(checkGame(corner).message ==
          "move 9: the result 0-1 but Black's five stands (made by t20)");
    // Under --rules freestyle a 20x20 record without a rule set is checked too.
    GameRecord unnamed = game("k10 k11 l10 l11 m10 m11 n10 n11 o10", Score::BlackWins);
    unnamed.boardSize = 20;
    CHECK(checkGame(unnamed).message == "not checked: renju is played on 15 or 19 lines, not 20");
    CHECK(checkGame(unnamed, "freestyle").status == GameCheck::Status::Ok);
    CHECK(checkGame(unnamed, "gomoku").status == GameCheck::Status::Ok);
    unnamed.moves.push_back({renju::rules::Move::at({10, 10}), -1});
    CHECK(checkGame(unnamed, "freestyle").message ==
          "move 9: Black's five at o10 stands but the record goes on");
}

TEST_CASE("Rule sets: a move the set refuses, or loses at once, is named with the set",
          "[check][rule-set]") {
    GameRecord refused = game(kDoubleThree + " a9");
    refused.ruleSet = "japan-1903";
    CHECK(checkGame(refused).message == "move 9: h8 is a forbidden double-three for Black (33, "
                                        "japan-1903), a move japan-1903 refuses, yet the record "
                                        "plays it");
    GameRecord lost = game(kDoubleThree + " a9");
    lost.ruleSet = "japan-1912";
    CHECK(checkGame(lost).message == "move 9: h8 is a forbidden double-three for Black (33, "
                                     "japan-1912) and the record goes on");
    lost.moves = movesOf(kDoubleThree);
    lost.result = Score::WhiteWins; // the game ended at once: sound
    CHECK(checkGame(lost).status == GameCheck::Status::Ok);
    lost.result = Score::BlackWins;
    CHECK(checkGame(lost).message == "move 9: the result 1-0 but Black's last move h8 is a "
                                     "forbidden double-three for Black (33, japan-1912)");
    // White's double-three under japan-1899 (colours exchanged: Black passes first).
    GameRecord white = game("-- f8 a1 g8 a3 h6 a5 h7 a7 h8");
    white.ruleSet = "japan-1899";
    CHECK(checkGame(white).message == "move 10: h8 is a forbidden double-three for White (33, "
                                      "japan-1899), a move japan-1899 refuses, yet the record "
                                      "plays it");
}

TEST_CASE("Rule sets: fives as the set defines them, on the record's board", "[check][rule-set]") {
    // Black's overline d8-i8 made by g8 is a five under freestyle and a loss under japan-1916.
    GameRecord overline = game("d8 a1 e8 a3 f8 a5 h8 a7 i8 a9 g8", Score::BlackWins);
    overline.ruleSet = "freestyle";
    CHECK(checkGame(overline).status == GameCheck::Status::Ok);
    overline.ruleSet = "japan-1916";
    CHECK(checkGame(overline).message == "move 11: the result 1-0 but Black's last move g8 is a "
                                         "forbidden overline for Black (6, japan-1916)");
    GameRecord nineteen = game("j10 s19 k10 s18 l10 s17 m10 s16 n10", Score::BlackWins);
    nineteen.ruleSet = "japan-1918";
    nineteen.boardSize = 19;
    CHECK(checkGame(nineteen).status == GameCheck::Status::Ok);
    nineteen.boardSize = 15;
    CHECK(checkGame(nineteen).message == "move 2: s19 is off the 15x15 board");
}

TEST_CASE("The sample games are sound", "[check]") {
    for (const GameRecord& sample : testing::sampleGames()) {
        INFO(formatRecordMoves(sample));
        CHECK(checkGame(sample).message.empty());
    }
}
