// The rule-set development set (tests/data/rulesets, copied from ../shared/testdata/rulesets):
// every position of forbidden-<set>.tsv and every replay script, through the library, against
// expected.tsv. The CLI runs them again as the ctest test cli_rulesets_dev_set.
#include "rules/game.hpp"
#include "rules/game_script.hpp"
#include "rules/notation.hpp"
#include "rules/set_forbidden.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

using namespace renju::rules;

namespace {

const std::string kDirectory = RENJU_TEST_DATA_DIR "/rulesets/";

std::vector<std::vector<std::string>> readTsv(const std::string& name) {
    std::ifstream file(kDirectory + name);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    while (std::getline(file, line)) {
        std::vector<std::string> fields;
        std::istringstream stream(line);
        std::string field;
        while (std::getline(stream, field, '\t')) {
            fields.push_back(field);
        }
        rows.push_back(fields);
    }
    return rows;
}

/// expected.tsv: "file<TAB>id" to the answer of a position, a script's name to its number of
/// refused lines and its result.
std::map<std::string, std::vector<std::string>> readExpected() {
    std::map<std::string, std::vector<std::string>> expected;
    for (auto& row : readTsv("expected.tsv")) {
        if (row.at(0).rfind("game-", 0) == 0) {
            expected[row.at(0)] = {row.begin() + 1, row.end()};
        } else {
            expected[row.at(0) + "\t" + row.at(1)] = {row.begin() + 2, row.end()};
        }
    }
    return expected;
}

std::string answer(const std::string& moves, RuleSet set, int boardSize, Stone colour) {
    auto parsed = parseMoveList(moves, boardSize);
    REQUIRE_FALSE(parsed.error);
    auto built = buildPosition(parsed.moves, boardSize);
    REQUIRE_FALSE(built.error);
    std::string text;
    for (const ForbiddenPoint& point : findForbiddenPoints(built.board, set, colour)) {
        text += (text.empty() ? "" : " ") + formatPoint(point.point) + ":" +
                forbiddenKindCode(point.kind);
    }
    return text.empty() ? "-" : text;
}

} // namespace

TEST_CASE("Rule-set dev set: all 480 positions give the labelled forbidden points",
          "[rule-set][dev]") {
    auto expected = readExpected();
    int rows = 0;
    for (RuleSet set : RuleSet::all()) {
        if (set.family() != GameFamily::FiveInARow) {
            continue; // Ren has no forbidden points: tests/rules/test_ren_*.cpp
        }
        std::string file = "forbidden-" + std::string(set.name()) + ".tsv";
        auto table = readTsv(file);
        REQUIRE(table.size() == 61);
        for (std::size_t i = 1; i < table.size(); ++i) {
            const auto& row = table[i]; // id board colour moves forbidden note
            Stone colour = row.at(2) == "white" ? Stone::White : Stone::Black;
            std::string got = answer(row.at(3), set, std::stoi(row.at(1)), colour);
            INFO(file << " " << row.at(0));
            CHECK(got == expected.at(file + "\t" + row.at(0)).at(0));
            ++rows;
        }
    }
    CHECK(rows == 480);
}

TEST_CASE("Rule-set dev set: the 10 scripts refuse and end as labelled", "[rule-set][dev]") {
    auto expected = readExpected();
    for (int number = 1; number <= 10; ++number) {
        std::string name =
            std::string("game-") + (number < 10 ? "0" : "") + std::to_string(number) + ".txt";
        std::ifstream file(kDirectory + name);
        std::ostringstream text;
        text << file.rdbuf();
        GameScript script = parseGameScript(text.str());
        INFO(name);
        REQUIRE(script.errors.empty());
        Game game(script.rules);
        int refusals = 0;
        for (const ScriptLine& line : script.lines) {
            refusals += formatOutcome(game.apply(line.event)).rfind("refused", 0) == 0 ? 1 : 0;
        }
        const auto& labels = expected.at(name);
        CHECK(refusals == std::stoi(labels.at(0)));
        // "result: S REASON", REASON possibly "a|b".
        std::string result = "result: " + formatResult(game.result());
        std::string label = labels.at(1);
        std::string prefix = label.substr(0, label.rfind(' ') + 1);
        std::string reasons = label.substr(prefix.size()) + "|";
        bool matches = false;
        for (std::size_t start = 0, bar = 0; (bar = reasons.find('|', start)) != std::string::npos;
             start = bar + 1) {
            matches = matches || result == prefix + reasons.substr(start, bar - start);
        }
        CHECK(matches);
    }
}
