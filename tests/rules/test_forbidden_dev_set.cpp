// Every row of the development set (tests/data/renju/forbidden-dev.tsv, copied from
// ../shared/testdata/renju) through the library; the CLI runs it again as a ctest test.
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace renju::rules;

namespace {

struct DevRow {
    std::string id;
    std::string moves;
    std::string expected;
};

std::vector<DevRow> readDevSet() {
    std::ifstream file(RENJU_TEST_DATA_DIR "/renju/forbidden-dev.tsv");
    std::vector<DevRow> rows;
    std::string line;
    std::getline(file, line); // header
    while (std::getline(file, line)) {
        std::istringstream fields(line);
        DevRow row;
        std::getline(fields, row.id, '\t');
        std::getline(fields, row.moves, '\t');
        std::getline(fields, row.expected, '\t');
        rows.push_back(row);
    }
    return rows;
}

std::string answer(const std::string& moves) {
    auto parsed = parseMoveList(moves);
    auto built = buildPosition(parsed.moves);
    auto points = findForbiddenPoints(built.board);
    if (points.empty()) {
        return "-";
    }
    std::string text;
    for (const ForbiddenPoint& point : points) {
        text += (text.empty() ? "" : " ") + formatPoint(point.point) + ":" +
                forbiddenKindCode(point.kind);
    }
    return text;
}

} // namespace

TEST_CASE("Dev set: all 856 positions give the labelled forbidden points", "[forbidden][dev]") {
    auto rows = readDevSet();
    REQUIRE(rows.size() == 856);
    int mismatches = 0;
    for (const DevRow& row : rows) {
        std::string got = answer(row.moves);
        if (got != row.expected) {
            ++mismatches;
            INFO(row.id << " expected " << row.expected << " got " << got);
            CHECK(got == row.expected);
        }
    }
    CHECK(mismatches == 0);
}

TEST_CASE("Dev set: judgeBlackMove agrees with the scan on every labelled point",
          "[forbidden][dev]") {
    for (const DevRow& row : readDevSet()) {
        Board board = buildPosition(parseMoveList(row.moves).moves).board;
        for (const ForbiddenPoint& point : findForbiddenPoints(board)) {
            ForbiddenVerdict verdict = judgeBlackMove(board, point.point);
            INFO(row.id << " " << formatPoint(point.point));
            CHECK(verdict.kind == point.kind);
            CHECK_FALSE(verdict.makesFive);
        }
    }
}
