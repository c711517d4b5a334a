// SGF as other programs write it: variation trees read line by line and written back as trees,
// labels and marks, setup stones, Chinese code pages labelled GB2312, text labelled UTF-8 that
// is not, CR LF in comments.
#include "arbiter/records/record_formats.hpp"
#include "arbiter/records/text_encoding.hpp"
#include "sample_games.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;
using renju::rules::Point;
using testing::gameMoves;
using testing::unnumbered;

namespace {

const std::string kTree = "(;FF[4]GM[4]CA[UTF-8]SZ[15]PB[Ann]PW[Bob]RU[RIF]C[opening tree]\n"
                          ";B[hh]C[centre]LB[ig:A][gi:B]\n"
                          "(;W[ig]C[direct]TR[jf]\n"
                          "  (;B[jf];W[gi])\n"
                          "  (;B[gg]MA[hi]))\n"
                          "(;W[ih]C[indirect])\n"
                          "(;W[ig];B[ii]))\n";

Point at(const char* text) {
    return *parseRecordPoint(text);
}

RecordFile readOk(const std::string& text) {
    RecordFile file = readRecords(text, RecordFormat::Sgf, {});
    for (const RecordProblem& problem : file.problems) {
        FAIL_CHECK(problem.describe());
    }
    return file;
}

} // namespace

TEST_CASE("SGF trees: every line is a game, with the comments and labels of its positions",
          "[sgf][tree]") {
    const RecordFile file = readOk(kTree);
    CHECK(gameMoves(file) ==
          std::vector<std::string>{"h8 i9 j10 g7", "h8 i9 g9", "h8 i9 i7", "h8 i8"});
    CHECK(file.notes.empty());
    const GameRecord& first = file.games[0];
    CHECK(first.black == "Ann");
    CHECK(first.white == "Bob");
    CHECK(first.ruleSet == "RIF");
    CHECK(first.comments ==
          std::vector<MoveComment>{{0, "opening tree"}, {1, "centre"}, {2, "direct"}});
    CHECK(first.labels == std::vector<BoardLabel>{{1, at("i9"), "A"},
                                                  {1, at("g7"), "B"},
                                                  {2, at("j10"), "\xE2\x96\xB3"}});
    CHECK(file.games[1].labels == std::vector<BoardLabel>{{1, at("i9"), "A"},
                                                          {1, at("g7"), "B"},
                                                          {2, at("j10"), "\xE2\x96\xB3"},
                                                          {3, at("h7"), "\xC3\x97"}});
    // The third variation starts with the same move as the first: merged, as RenLib does.
    CHECK(file.games[2].comments ==
          std::vector<MoveComment>{{0, "opening tree"}, {1, "centre"}, {2, "direct"}});
    CHECK(file.games[3].comments ==
          std::vector<MoveComment>{{0, "opening tree"}, {1, "centre"}, {2, "indirect"}});
    for (const GameRecord& game : file.games) {
        CHECK(game.tree == 1);
        CHECK(game.black == "Ann");
    }
}

TEST_CASE("SGF trees are written back as trees, and read again the same", "[sgf][tree]") {
    const RecordFile file = readOk(kTree);
    const std::string written = writeRecords(file.games, RecordFormat::Sgf, {}).bytes;
    CHECK(written == "(;FF[4]GM[4]CA[UTF-8]SZ[15]PB[Ann]PW[Bob]RU[RIF]RE[?]C[opening tree]\n"
                     ";B[hh]C[centre]LB[ig:A][gi:B](\n"
                     ";W[ig]C[direct]TR[jf](\n"
                     ";B[jf]\n"
                     ";W[gi])(\n"
                     ";B[gg]MA[hi])(\n"
                     ";B[ii]))(\n"
                     ";W[ih]C[indirect]))\n");
    const RecordFile again = readOk(written);
    CHECK(unnumbered(again.games) == unnumbered(file.games));
    CHECK(writeRecords(again.games, RecordFormat::Sgf, {}).bytes == written);
}

TEST_CASE("SGF trees: game information set below the root holds for the lines through it",
          "[sgf][tree]") {
    const RecordFile file = readOk("(;GM[4]PB[Ann](;PW[Bob];B[hh])(;PW[Cid]RE[W+];B[ii]))");
    REQUIRE(file.games.size() == 2);
    CHECK(file.games[0].white == "Bob");
    CHECK(file.games[0].result == renju::rules::Score::Unfinished);
    CHECK(file.games[1].black == "Ann");
    CHECK(file.games[1].white == "Cid");
    CHECK(file.games[1].result == renju::rules::Score::WhiteWins);
    // Different game information: a tree each.
    const std::string written = writeRecords(file.games, RecordFormat::Sgf, {}).bytes;
    CHECK(written == "(;FF[4]GM[4]CA[UTF-8]SZ[15]PB[Ann]PW[Bob]RE[?]\n;B[hh])\n"
                     "(;FF[4]GM[4]CA[UTF-8]SZ[15]PB[Ann]PW[Cid]RE[W+]\n;B[ii])\n");
}

TEST_CASE("SGF trees: a game that is the start of another in its tree keeps its own line",
          "[sgf][tree]") {
    RecordFile file = readOk("(;GM[4];B[hh];W[hi])");
    GameRecord longer = file.games[0];
    longer.moves.push_back({renju::rules::Move::at(at("i8")), -1});
    file.games.push_back(longer);
    const std::string written = writeRecords(file.games, RecordFormat::Sgf, {}).bytes;
    CHECK(gameMoves(readOk(written)) == std::vector<std::string>{"h8 h7", "h8 h7 i8"});
}

TEST_CASE("SGF: AB/AW setup stones before the first move are the first moves", "[sgf][setup]") {
    const RecordFile file = readOk("(;GM[4]SZ[15]AB[hh][ii]AW[hg]PL[W];W[jj];B[gg])");
    REQUIRE(file.games.size() == 1);
    CHECK(formatRecordMoves(file.games[0]) == "h8 h9 i7 j6 g9");
    CHECK(file.games[0].extra("sgf.setup") == "3");
    CHECK(writeRecords(file.games, RecordFormat::Sgf, {}).bytes ==
          "(;FF[4]GM[4]CA[UTF-8]SZ[15]RE[?]PL[W]AB[hh][ii]AW[hg]\n;W[jj]\n;B[gg])\n");
    // White to move after a setup of one black stone: not "out of turn".
    CHECK(formatRecordMoves(readOk("(;GM[4]AB[hh];W[ii])").games[0]) == "h8 i7");
    const RecordFile bad = readRecords("(;GM[4]AB[hh][ii][jj];B[gg])", RecordFormat::Sgf, {});
    CHECK(bad.games.empty());
    REQUIRE(bad.problems.size() == 1);
    CHECK(bad.problems[0].describe() ==
          "byte 7, game 1: setup stones AB 3, AW 0 are not a game's first moves (Black has as "
          "many stones as White, or one more); game left out");
    const RecordFile late = readOk("(;GM[4];B[hh];W[ii]AB[aa]N[x];B[jj])");
    CHECK(formatRecordMoves(late.games[0]) == "h8 i7 j6");
    CHECK(late.notes.size() == 1);
    CHECK(late.notes[0].describe() ==
          "properties not read (they are not kept): AB after the first move, N");
}

TEST_CASE("SGF: CA[gb2312] is read as GB18030, so GBK characters survive", "[sgf][encoding]") {
    const std::string name = convertFromUtf8("王濤", "GB18030");
    REQUIRE_FALSE(convertToUtf8(name, "GB2312").has_value()); // 濤 is GBK, not GB2312
    const RecordFile file = readOk("(;GM[4]CA[gb2312]PB[" + name + "];B[hh])");
    CHECK(file.games[0].black == "王濤");
    CHECK(file.encoding == "GB18030");
    CHECK(file.notes.empty());
}

TEST_CASE("SGF: text labelled CA[UTF-8] that is not UTF-8 is read in the code page detected",
          "[sgf][encoding]") {
    const std::string text = "(;GM[4]CA[UTF-8]PB[" + convertFromUtf8("Иван Петров", "CP1251") +
                             "]C[" + convertFromUtf8("Белые выиграли", "CP1251") + "];B[hh])";
    const RecordFile file = readOk(text);
    CHECK(file.games[0].black == "Иван Петров");
    CHECK(file.games[0].comments == std::vector<MoveComment>{{0, "Белые выиграли"}});
    CHECK(file.encoding == "CP1251");
    REQUIRE(file.notes.size() == 1);
    CHECK(file.notes[0].message ==
          "CA[UTF-8] says UTF-8 but the text is not: it is read in the code page it looks "
          "written in");
    const std::string gbk = "(;GM[4]CA[utf8]PB[" + convertFromUtf8("曹冬", "GB18030") + "];B[hh])";
    CHECK(readRecords(gbk, RecordFormat::Sgf, {"GB18030", {}}).games[0].black == "曹冬");
}

TEST_CASE("SGF: CR LF and CR in comments are line breaks; SGF to RenLib and back keeps them",
          "[sgf][renlib]") {
    const RecordFile file = readOk("(;GM[4];B[hh]C[line one\r\nline two\rthree];W[ii])");
    CHECK(file.games[0].comments == std::vector<MoveComment>{{1, "line one\nline two\nthree"}});
    const std::string lib = writeRecords(file.games, RecordFormat::RenLib, {}).bytes;
    CHECK(lib.find(std::string("line one\bline two\r\nthree\0", 25)) != std::string::npos);
    CHECK(lib.find("\r\r") == std::string::npos);
    const RecordFile back = readRecords(lib, RecordFormat::RenLib, {});
    REQUIRE(back.games.size() == 1);
    CHECK(back.games[0].comments == file.games[0].comments);
    CHECK(writeRecords(back.games, RecordFormat::Sgf, {}).bytes ==
          writeRecords(file.games, RecordFormat::Sgf, {}).bytes);
}

TEST_CASE("SGF: other properties of the root are kept, those of other nodes named", "[sgf]") {
    const RecordFile file = readOk("(;GM[4]GN[Final]AP[RenLib:3.6]KM[0][1];B[hh]BM[1]N[x])");
    CHECK(file.games[0].extra("sgf.GN") == "Final");
    CHECK(file.games[0].extra("sgf.KM") == std::string("0\x1F"
                                                       "1"));
    REQUIRE(file.notes.size() == 1);
    CHECK(file.notes[0].message == "properties not read (they are not kept): BM, N");
    CHECK(writeRecords(file.games, RecordFormat::Sgf, {}).bytes ==
          "(;FF[4]GM[4]CA[UTF-8]SZ[15]RE[?]GN[Final]AP[RenLib:3.6]KM[0][1]\n;B[hh])\n");
}

TEST_CASE("SGF: a game tree without a move is a game without moves", "[sgf]") {
    const RecordFile file = readOk("(;GM[4]PB[Ann]C[nothing played])");
    REQUIRE(file.games.size() == 1);
    CHECK(file.games[0].moves.empty());
    CHECK(file.games[0].black == "Ann");
    CHECK(file.games[0].comments == std::vector<MoveComment>{{0, "nothing played"}});
}
