// Readers against damaged and hostile files: a clear problem naming the place and the game, no
// crash, and the other games of the file still read.
#include "arbiter/records/record_formats.hpp"
#include "sample_games.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;

using testing::described;

TEST_CASE("Text: a bad line is named and left out; the others are read", "[text][damaged]") {
    const std::string text = "h8 h9\tresult=1-0\n"
                             "h8 x99\n"
                             "h8\tresult=2-0\n"
                             "h8\tcolour=black\n"
                             "h8 h9\ttimes=1 2 3\n"
                             "h8\tblack\n"
                             "i9 j10\n";
    const RecordFile file = readRecords(text, RecordFormat::Text, {});
    REQUIRE(file.games.size() == 2);
    CHECK(file.games[1].number == 7);
    CHECK(described(file) ==
          std::vector<std::string>{
              "line 2, game 2: move 2: 'x99' is not a point (a1..z26) or a pass (--); game left "
              "out",
              "line 3, game 3: result '2-0' is not 1-0, 0-1, 0.5-0.5 or *; game left out",
              "line 4, game 4: unknown field 'colour'; game left out",
              "line 5, game 5: times: 3 times for 2 moves; game left out",
              "line 6, game 6: field 2 is not key=value; game left out"});
}

TEST_CASE("Psq: a bad header, a move off the board, a cut file", "[psq][damaged]") {
    CHECK(described(readRecords("Piskvork 15x15\n", RecordFormat::Psq, {})) ==
          std::vector<std::string>{"line 1, game 1: not a Piskvork header 'Piskvorky WxH, L1:L2, "
                                   "F' (F 0 or 1); game left out"});
    CHECK(described(readRecords("Piskvorky 15x16, 0:0, 0\n", RecordFormat::Psq, {})) ==
          std::vector<std::string>{"line 1, game 1: the board 15x16 is not square from 5 to 26; "
                                   "game left out"});
    CHECK(
        described(readRecords("Piskvorky 15x15, 0:0, 0\n8,8,0\n8,0,0\n", RecordFormat::Psq, {})) ==
        std::vector<std::string>{"line 3, game 1: move 2: 8,0 is off the board; game left out"});
    const RecordFile cut =
        readRecords("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,8", RecordFormat::Psq, {});
    REQUIRE(cut.games.size() == 1);
    CHECK(cut.games[0].moves.size() == 2);
    CHECK(cut.games[0].moves[1].milliseconds == -1);
    CHECK(readRecords("", RecordFormat::Psq, {}).games.empty());
}

TEST_CASE("SGF: a cut file, a move out of turn, a bad point; the other games are read",
          "[sgf][damaged]") {
    const std::string text = "(;GM[4]SZ[15];B[hh];B[ii])(;GM[4]SZ[15];B[hh];W[z!])"
                             "(;GM[4]SZ[15];B[hh];W[ii])(;GM[4]SZ[15];B[hh";
    const RecordFile file = readRecords(text, RecordFormat::Sgf, {});
    REQUIRE(file.games.size() == 1);
    CHECK(file.games[0].number == 3);
    CHECK(described(file) ==
          std::vector<std::string>{
              "byte 20, game 1: move 2 is B[ii] out of turn; game left out",
              "byte 46, game 2: move 2: [z!] is not a point of the board; game left out",
              "byte 92, game 4: property B: a value is not closed with ]; game left out"});
}

TEST_CASE("SGF: a file that ends inside a game tree leaves that game out", "[sgf][damaged]") {
    const RecordFile file = readRecords("(;GM[4];B[hh])(;GM[4];B[hh];W[ii]", RecordFormat::Sgf, {});
    REQUIRE(file.games.size() == 1);
    CHECK(described(file) == std::vector<std::string>{"byte 33, game 2: the file ends inside a "
                                                      "game tree; game left out"});
}

TEST_CASE("SGF: nesting a million deep is followed without recursion", "[sgf][hostile]") {
    std::string text = "(;GM[4];B[hh]";
    text.append(1000000, '(');
    text.append(1000000, ')');
    text += ")";
    const RecordFile file = readRecords(text, RecordFormat::Sgf, {});
    CHECK(file.problems.empty());
    REQUIRE(file.games.size() == 1);
    CHECK(formatRecordMoves(file.games[0]) == "h8");
}

TEST_CASE("Every reader survives random bytes and every cut of a good file", "[damaged]") {
    const std::string good[] = {
        "h8 h9\tresult=1-0\tblack=A\n",
        "Piskvorky 15x15, 0:0, 0\r\n8,8,10\r\n9,9,20\r\nA\r\nB\r\n0\r\n",
        "(;GM[4]SZ[15]PB[A]RE[B+];B[hh];W[ii]C[x])",
        "<database><games><game id=\"1\" bresult=\"1\"><move>h8 h9</move></game></games>"
        "</database>",
        std::string("\xFFRenLib\xFF\x03\x04\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00"
                    "\x78\x08x\x00\x68\x40",
                    28),
        "[Black \"A\"]\n[Result \"1-0\"]\n\n1. h8 h9 2. i8 white 3. -- g8 {x} 1-0\n",
        "0,0, 1,-1\n-1,2, 3,3\n",
        "h8h9i8\nk10j10\n",
        "[\"h8h9\", \"0,0, 1,1\", \"h\\u0038 i9\"]"};
    const RecordFormat formats[] = {
        RecordFormat::Text,    RecordFormat::Psq,    RecordFormat::Sgf,
        RecordFormat::Rif,     RecordFormat::RenLib, RecordFormat::PlayOk,
        RecordFormat::Offsets, RecordFormat::Packed, RecordFormat::Json};
    static_assert(std::size(formats) == std::size(good));
    for (std::size_t f = 0; f < std::size(formats); ++f) {
        INFO(formatName(formats[f]));
        CHECK(readRecords(good[f], formats[f], {}).problems.empty());
        for (std::size_t cut = 0; cut < good[f].size(); ++cut) {
            (void)readRecords(good[f].substr(0, cut), formats[f], {});
        }
        std::uint32_t state = 12345;
        for (int round = 0; round < 200; ++round) {
            std::string noise = good[f];
            for (char& c : noise) {
                state = state * 1664525U + 1013904223U;
                if ((state >> 24) < 16) {
                    c = static_cast<char>(state >> 8);
                }
            }
            (void)readRecords(noise, formats[f], {});
        }
    }
}
