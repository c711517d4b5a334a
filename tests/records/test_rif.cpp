// renju.net's XML database: keys into the file's own tables, whatever their order and numbers.
#include "arbiter/records/record_check.hpp"
#include "arbiter/records/record_formats.hpp"

#include <catch2/catch.hpp>

using namespace renju::arbiter::records;

namespace {

const std::string kDatabase = R"(<?xml version="1.0" encoding="utf-8"?>
<database>
<games>
<game id="11" tournament="40" round="2" rule="7" black="5" white="3" bresult="0.5">
<move>h8 h9 i8 --</move>
</game>
<game id="12" tournament="40" round="3" rule="2" black="3" white="5" bresult="1" alt="j7 g9">
<move>h8 i9 j10</move>
</game>
<game id="13" tournament="41" round="1" rule="9" black="5" white="3" bresult="0">
<move>h8</move>
</game>
</games>
<players>
<player id="3" name="Ivan" surname="Petrov" country="2"/>
<player id="5" name="" surname="曹冬"/>
</players>
<rules>
<rule id="2" name="RIF" info="the RIF opening"/>
<rule id="7" name="Gomoku"/>
<rule id="9" name="Swap3-free"/>
</rules>
<tournaments>
<tournament id="40" name="World Championship 2025" start="2025-08-01" end="2025-08-09"/>
<tournament id="41" name="Internet Cup" start="2025-10-01" end="2025-10-31"/>
</tournaments>
</database>
)";

} // namespace

TEST_CASE("renju.net XML: rule, player and tournament ids are keys into the file's tables",
          "[rif]") {
    const RecordFile file = readRecords(kDatabase, RecordFormat::Rif, {});
    REQUIRE(file.problems.empty());
    REQUIRE(file.games.size() == 3);
    const GameRecord& first = file.games[0];
    CHECK(first.black == "曹冬");
    CHECK(first.white == "Ivan Petrov");
    CHECK(first.ruleSet == "Gomoku");
    CHECK(first.event == "World Championship 2025");
    CHECK(first.date == "2025-08-01");
    CHECK(first.round == "2");
    CHECK(first.result == renju::rules::Score::Draw);
    CHECK(formatRecordMoves(first) == "h8 h9 i8 --");
    const GameRecord& second = file.games[1];
    CHECK(second.ruleSet == "RIF");
    CHECK(second.result == renju::rules::Score::BlackWins); // bresult is Black's score
    CHECK(second.fifthAlternatives.size() == 2);
    CHECK(file.games[2].result == renju::rules::Score::WhiteWins);
}

TEST_CASE("renju.net rule names map to rule sets; unknown ones are reported", "[rif][rules]") {
    CHECK(ruleSetOfName("RIF") == "renju");
    CHECK(ruleSetOfName("Yamaguchi") == "renju");
    CHECK(ruleSetOfName("Taraguchi-10") == "renju");
    CHECK(ruleSetOfName("Soosorv-8") == "renju");
    CHECK(ruleSetOfName("Gomoku") == "gomoku");
    CHECK(ruleSetOfName("Freestyle") == "freestyle");
    CHECK_FALSE(ruleSetOfName("Swap3-free").has_value());
    const RecordFile file = readRecords(kDatabase, RecordFormat::Rif, {});
    CHECK(checkGame(file.games[1]).status == GameCheck::Status::Ok);
    const GameCheck gomoku = checkGame(file.games[0]); // checked under gomoku's rules
    CHECK(gomoku.status == GameCheck::Status::Ok);
    CHECK(checkGame(file.games[2]).message ==
          "not checked: the rule 'Swap3-free' names no rule set this program knows (renju, "
          "freestyle, gomoku, japan-1899, japan-1903, japan-1912, japan-1916, japan-1918)");
}

TEST_CASE("renju.net XML: a game pointing past the tables keeps its keys and is reported",
          "[rif][damaged]") {
    const std::string text = "<database><games><game id=\"1\" rule=\"4\" black=\"8\" white=\"9\" "
                             "bresult=\"1\"><move>h8</move></game></games></database>";
    const RecordFile file = readRecords(text, RecordFormat::Rif, {});
    REQUIRE(file.games.size() == 1);
    CHECK(file.games[0].black == "player 8");
    REQUIRE(file.problems.size() == 3);
    CHECK(file.problems[0].describe() == "line 1, game 1: game id=1: player 8 is not in the "
                                         "file's table");
}

TEST_CASE("renju.net XML: damage keeps the games before it; a bad game is left out by id",
          "[rif][damaged]") {
    const std::string head = "<database>\n<games>\n"
                             "<game id=\"1\" bresult=\"1\"><move>h8 h9</move></game>\n"
                             "<game id=\"2\" bresult=\"2\"><move>h8</move></game>\n"
                             "<game id=\"3\" bresult=\"0\"><move>h8 zz9</move></game>\n"
                             "<game id=\"4\" bresult=\"0\"><move>h8 i9</move></game>\n";
    const RecordFile cut =
        readRecords(head + "<game id=\"5\" bresult=\"1\"><mo", RecordFormat::Rif, {});
    REQUIRE(cut.games.size() == 2);
    CHECK(formatRecordMoves(cut.games[1]) == "h8 i9");
    std::vector<std::string> problems;
    for (const RecordProblem& problem : cut.problems) {
        problems.push_back(problem.describe());
    }
    CHECK(problems ==
          std::vector<std::string>{
              "line 4, game 2: game id=2: bresult '2' is not 1, 0 or 0.5; game left out",
              "line 5, game 3: game id=3: move 2: 'zz9' is not a point (a1..z26) or a "
              "pass (--); game left out",
              "line 7, column 25: the XML is damaged: unclosed token; what follows is "
              "not read",
              "line 7, column 25, game 5: game id=5 is cut by the damage; game left out"});
}

TEST_CASE("renju.net XML in a declared Windows code page is read in it", "[rif][encoding]") {
    const std::string text =
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?>\n<database><players>"
        "<player id=\"1\" name=\"\xC8\xE2\xE0\xED\" surname=\"\xCF\xE5\xF2\xF0"
        "\xEE\xE2\"/></players><games><game id=\"1\" black=\"1\" white=\"1\" "
        "bresult=\"1\"><move>h8</move></game></games></database>";
    const RecordFile file = readRecords(text, RecordFormat::Rif, {});
    REQUIRE(file.problems.empty());
    CHECK(file.encoding == "windows-1251");
    CHECK(file.games[0].black == "Иван Петров");
}
