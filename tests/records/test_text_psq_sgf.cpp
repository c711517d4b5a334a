// The plain text format, Gomocup's .psq and SGF as other programs write them.
#include "arbiter/records/record_formats.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;
using renju::rules::Score;

TEST_CASE("Text: moves first, then key=value fields; # lines and blank lines are skipped",
          "[text]") {
    const std::string text = "# a comment\n\n"
                             "h8 h9 -- i8\tblack=Anna\\tIvanova\twhite=Иван\tresult=0-1\t"
                             "times=100 - 300 400\tnote.2=a\\nb\talt=j7\r\n"
                             "h8\tresult=1/2-1/2\tboard=19\n";
    const RecordFile file = readRecords(text, RecordFormat::Text, {});
    REQUIRE(file.problems.empty());
    REQUIRE(file.games.size() == 2);
    const GameRecord& game = file.games[0];
    CHECK(game.black == "Anna\tIvanova");
    CHECK(game.result == Score::WhiteWins);
    CHECK(game.moves[1].milliseconds == -1);
    CHECK(game.moves[3].milliseconds == 400);
    CHECK(game.moves[2].move.isPass);
    CHECK(game.comments == std::vector<MoveComment>{{2, "a\nb"}});
    CHECK(file.games[1].number == 2);
    CHECK(file.games[1].result == Score::Draw);
    CHECK(file.games[1].boardSize == 19);
}

TEST_CASE("Psq: CR LF, 1-based x,y from the top, ms per move, names, error code, judge line",
          "[psq]") {
    const std::string text = "Piskvorky 20x20, 11:11, 1\r\n10,10,0\r\n11,10,1500\r\n12,11,203\r\n"
                             "pbrain-alpha.exe\r\npbrain-beta.exe\r\n-1\r\n2,gomocup2024\r\n";
    const RecordFile file = readRecords(text, RecordFormat::Psq, {});
    REQUIRE(file.problems.empty());
    REQUIRE(file.games.size() == 1);
    const GameRecord& game = file.games[0];
    CHECK(game.boardSize == 20);
    CHECK(formatRecordMoves(game) == "j11 k11 l10"); // y counted from the top of 20 rows
    CHECK(game.moves[1].milliseconds == 1500);
    CHECK(game.black == "pbrain-beta.exe"); // F = 1: the second engine moved first
    CHECK(game.white == "pbrain-alpha.exe");
    CHECK(game.result == Score::Unfinished); // "2" is an engine of the match, not a colour
    CHECK(game.extra("psq.error") == "-1");
    CHECK(game.extra("psq.judge") == "2,gomocup2024");
}

TEST_CASE("Psq: the judge's draw is a draw; the caller may give the result", "[psq]") {
    const std::string text = "Piskvorky 15x15, 0:0, 0\n8,8,0\n0\n0,cup\n";
    CHECK(readRecords(text, RecordFormat::Psq, {}).games[0].result == Score::Draw);
    ReadOptions options;
    options.psqResult = Score::BlackWins;
    CHECK(readRecords("Piskvorky 15x15, 0:0, 0\n8,8,0\n1\n", RecordFormat::Psq, options)
              .games[0]
              .result == Score::BlackWins);
}

TEST_CASE("SGF: GM[4] games, every line of a tree a game, tt a pass, 5A proposals, RE by colour",
          "[sgf]") {
    const std::string text =
        "(;FF[4]GM[4]SZ[15]PB[Ann]PW[Bob]RE[W+Resign]EV[Cup]RO[2]DT[2026-01-02]5A[gg][ii]"
        "C[root \\] note];B[hh];W[hg](;B[ii];W[tt]C[pass];B[jj])(;B[aa]))"
        "(;GM[4]SZ[15]RE[Draw];B[hh])\n";
    const RecordFile file = readRecords(text, RecordFormat::Sgf, {});
    REQUIRE(file.problems.empty());
    REQUIRE(file.games.size() == 3);
    const GameRecord& game = file.games[0];
    CHECK(formatRecordMoves(game) == "h8 h9 i7 -- j6");
    CHECK(game.result == Score::WhiteWins);
    CHECK(game.round == "2");
    CHECK(game.fifthAlternatives.size() == 2);
    CHECK(game.comments == std::vector<MoveComment>{{0, "root ] note"}, {4, "pass"}});
    CHECK(game.tree == 1);
    const GameRecord& variation = file.games[1];
    CHECK(formatRecordMoves(variation) == "h8 h9 a15");
    CHECK(variation.black == "Ann");
    CHECK(variation.result == Score::WhiteWins);
    CHECK(variation.comments == std::vector<MoveComment>{{0, "root ] note"}});
    CHECK(variation.number == 2);
    CHECK(variation.tree == 1);
    CHECK(file.games[2].result == Score::Draw);
    CHECK(file.games[2].number == 3);
    CHECK(file.games[2].tree == 2);
}
