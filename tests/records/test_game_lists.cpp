// Game lists players exchange: PlayOK's PGN-like lists with swap choices, Gomocup's opening files
// of offsets from the centre, packed move strings, JSON arrays of move strings; and how a .txt
// file's contents say which it is.
#include "arbiter/records/record_formats.hpp"
#include "sample_games.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;
using renju::rules::Score;
using testing::described;
using testing::gameMoves;
using testing::unnumbered;

namespace {

const std::string kPlayOk = "[Event \"Gomoku\"]\n"
                            "[Site \"PlayOK\"]\n"
                            "[Date \"2024.03.01\"]\n"
                            "[Black \"anna\"]\n"
                            "[White \"bob\"]\n"
                            "[Result \"1-0\"]\n"
                            "[BlackElo \"1532\"]\n"
                            "\n"
                            "1. h13 i13 2. j13 white 3. -- h12 4. i12 {a four?} g12 5. k13 j12\n"
                            "6. g13 1-0\n"
                            "\n"
                            "1. h8 -- 2. i9 *\n"
                            "1. h8 zz9 *\n";

} // namespace

TEST_CASE("PlayOK: tags, numbered turns, swap choices and their fillers, comments, results",
          "[lists][playok]") {
    const RecordFile file = readRecords(kPlayOk, RecordFormat::PlayOk, {});
    CHECK(gameMoves(file) ==
          std::vector<std::string>{"h13 i13 j13 h12 i12 g12 k13 j12 g13", "h8 -- i9"});
    CHECK(described(file) ==
          std::vector<std::string>{"line 13, game 3: 'zz9' is not a move, a move number, a swap "
                                   "choice (white, black, swap) or a result; game left out"});
    const GameRecord& game = file.games[0];
    CHECK(game.black == "anna");
    CHECK(game.white == "bob");
    CHECK(game.event == "Gomoku");
    CHECK(game.date == "2024.03.01");
    CHECK(game.result == Score::BlackWins);
    CHECK(game.boardSize == 15);
    CHECK(game.comments == std::vector<MoveComment>{{5, "a four?"}});
    CHECK(game.extra("playok.Site") == "PlayOK");
    CHECK(game.extra("playok.BlackElo") == "1532");
    CHECK(game.extra("playok.slots") == "4:white 5:--");
    CHECK(file.games[1].number == 2);
    CHECK(file.games[1].result == Score::Unfinished);
    CHECK(file.games[1].moves[1].move.isPass); // a "--" not after a choice is a pass
}

TEST_CASE("PlayOK: written back with the swap choices where they were", "[lists][playok]") {
    const RecordFile file = readRecords(kPlayOk, RecordFormat::PlayOk, {});
    const WrittenRecords written = writeRecords(file.games, RecordFormat::PlayOk, {});
    REQUIRE(written.problems.empty());
    CHECK(written.bytes ==
          "[Event \"Gomoku\"]\n[Site \"PlayOK\"]\n[Date \"2024.03.01\"]\n[Black \"anna\"]\n"
          "[White \"bob\"]\n[Result \"1-0\"]\n[BlackElo \"1532\"]\n\n"
          "1. h13 i13 2. j13 white 3. -- h12 4. i12 {a four?} g12 5. k13 j12 6. g13 1-0\n\n"
          "[Black \"\"]\n[White \"\"]\n[Result \"*\"]\n\n1. h8 -- 2. i9 *\n\n");
    const RecordFile again = readRecords(written.bytes, RecordFormat::PlayOk, {});
    CHECK(again.problems.empty());
    CHECK(unnumbered(again.games) == unnumbered(file.games));
}

TEST_CASE("PlayOK: a tag whose quote comes after its bracket is refused (found by fuzzing)",
          "[lists][playok][damaged]") {
    const RecordFile file = readRecords("[Event] \"x\n1. h8 *\n", RecordFormat::PlayOk, {});
    CHECK(file.games.empty());
    CHECK(described(file) ==
          std::vector<std::string>{
              "line 1, game 1: a tag pair that is not [Name \"value\"]; game left "
              "out"});
}

TEST_CASE("Gomocup openings: offsets dx,dy from the centre, x right and y down",
          "[lists][offsets]") {
    const std::string text = "0,0, 1,0, 1,1\n-1,0, 0,-1\n# a comment\n7,7, -7,-7\n8,0\n0,0, 3\n";
    const RecordFile file = readRecords(text, RecordFormat::Offsets, {});
    CHECK(gameMoves(file) == std::vector<std::string>{"h8 i8 i7", "g8 h9", "o1 a15"});
    CHECK(described(file) == std::vector<std::string>{
                                 "line 5, game 4: offset 8,0 is off the 15x15 board; game left out",
                                 "line 6, game 5: 3 numbers are not pairs dx,dy; game left out"});
    ReadOptions twenty;
    twenty.boardSize = 20;
    const RecordFile wide = readRecords(text, RecordFormat::Offsets, twenty);
    CHECK(gameMoves(wide).front() == "k10 l10 l9");
    CHECK(wide.games.front().boardSize == 20);
    CHECK(wide.problems.size() == 1); // 8,0 fits on 20x20
    CHECK(writeRecords(file.games, RecordFormat::Offsets, {}).bytes ==
          "0,0, 1,0, 1,1\n-1,0, 0,-1\n7,7, -7,-7\n");
    WriteOptions onTwenty;
    onTwenty.boardSize = 20;
    const WrittenRecords refused = writeRecords({file.games[0]}, RecordFormat::Offsets, onTwenty);
    CHECK(refused.bytes.empty());
    REQUIRE(refused.problems.size() == 1);
    CHECK(refused.problems[0].message ==
          "a list of offsets does not say its board: this one is read as 20x20, not 15x15 (give "
          "the board); game left out");
}

TEST_CASE("Packed move strings: points written together, one game a line", "[lists][packed]") {
    const std::string text = "h8h9i8\nk10j10i9\n\nh8 i9,j10\nh8?9\n";
    const RecordFile file = readRecords(text, RecordFormat::Packed, {});
    CHECK(gameMoves(file) == std::vector<std::string>{"h8 h9 i8", "k10 j10 i9", "h8 i9 j10"});
    CHECK(described(file) ==
          std::vector<std::string>{
              "line 5, game 4: '?9' (character 3) is not a point a1..z26; game left out"});
    CHECK(writeRecords(file.games, RecordFormat::Packed, {}).bytes ==
          "h8h9i8\nk10j10i9\nh8i9j10\n");
    GameRecord withPass = file.games[0];
    withPass.number = 7;
    withPass.moves.push_back({renju::rules::Move::pass(), -1});
    CHECK(writeRecords({withPass}, RecordFormat::Packed, {}).problems[0].describe() ==
          "game 7: move 4 is a pass, which a packed list cannot hold; game left out");
}

TEST_CASE("JSON: an array of move strings, packed, spaced or offsets", "[lists][json]") {
    const RecordFile file =
        readRecords("[\"h8h9i8\", \"k10 j10 i9\", \"0,0, 1,-1\", \"h\\u0038q\", 5, \"h8\"]",
                    RecordFormat::Json, {});
    CHECK(gameMoves(file) == std::vector<std::string>{"h8 h9 i8", "k10 j10 i9", "h8 i9"});
    CHECK(described(file) ==
          std::vector<std::string>{
              "element 4: 'q' (character 3) is not a point a1..z26; game left out",
              "byte 50: element 5 is not a string; what follows is not read"});
    CHECK(described(readRecords("{\"games\": []}", RecordFormat::Json, {})) ==
          std::vector<std::string>{"byte 0: the file is not a JSON array (it does not start "
                                   "with [); what follows is not read"});
    CHECK(readRecords(" [ ] ", RecordFormat::Json, {}).games.empty());
    CHECK(writeRecords(file.games, RecordFormat::Json, {}).bytes ==
          "[\n  \"h8h9i8\",\n  \"k10j10i9\",\n  \"h8i9\"\n]\n");
}

TEST_CASE("A .txt's contents say which list it is", "[lists][detect]") {
    const auto detected = [](const std::string& text) {
        return formatName(detectFormat(text, RecordFormat::Text));
    };
    CHECK(std::string(detected("# games\nh8 h9\tresult=1-0\n")) == "text");
    CHECK(std::string(detected("h8 h9 i8\n")) == "text");
    CHECK(std::string(detected("\xEF\xBB\xBF[Event \"x\"]\n1. h8 i9 *\n")) == "PlayOK list");
    CHECK(std::string(detected("\n1. h8 i9 2. j10 white\n")) == "PlayOK list");
    CHECK(std::string(detected("0,0, 1,-1\n")) == "Gomocup openings");
    CHECK(std::string(detected("k10j10i9\n")) == "packed moves");
    CHECK(std::string(detected("[\"h8h9\"]")) == "JSON list");
    CHECK(std::string(detected("")) == "text");
    CHECK(detectFormat("1. h8 *", RecordFormat::Sgf) == RecordFormat::Sgf);
    CHECK(formatOfPath("games.pgn") == RecordFormat::PlayOk);
    CHECK(formatOfPath("games.JSON") == RecordFormat::Json);
    CHECK(formatOfName("offsets") == RecordFormat::Offsets);
    CHECK(formatOfName("renlib") == RecordFormat::RenLib);
    CHECK_FALSE(formatOfName("pgn").has_value());
    CHECK(formatNames() == "rif, lib, psq, sgf, text, playok, offsets, packed, json");
}
