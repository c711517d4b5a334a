// Every case of the Swiss development set (tests/data/swiss, copied from ../shared/testdata):
// the 50 cases under both editions and every round of the 8 full tournaments must give exactly
// the reference pairing: same pairs, same roles, same board order, same bye.
#include "pairing/dutch/dutch.hpp"
#include "pairing/trf.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace renju::pairing;
namespace fs = std::filesystem;

namespace {

const fs::path kSwissData = fs::path(RENJU_TEST_DATA_DIR) / "swiss";

std::string readText(const fs::path& path) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

std::vector<fs::path> sortedDirectories(const fs::path& parent) {
    std::vector<fs::path> result;
    for (const auto& entry : fs::directory_iterator(parent)) {
        if (entry.is_directory()) {
            result.push_back(entry.path());
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

std::string pairFile(const fs::path& input, dutch::Rules rules) {
    std::ifstream file(input);
    TrfRead read = readTrf(file);
    if (read.error) {
        return "read error: " + read.error->describe();
    }
    dutch::DutchPairing pairing = dutch::pairNextRound(read.tournament, rules);
    if (!pairing.error.empty()) {
        return "pairing error: " + pairing.error;
    }
    return dutch::formatBoards(pairing.boards);
}

int checkAll(const std::vector<fs::path>& directories, const char* expectedName,
             dutch::Rules rules) {
    int passed = 0;
    for (const fs::path& directory : directories) {
        const std::string expected = readText(directory / expectedName);
        const std::string actual = pairFile(directory / "input.trf", rules);
        CHECK(actual == expected);
        if (actual != expected) {
            UNSCOPED_INFO("differs: " << directory.string());
        }
        passed += actual == expected ? 1 : 0;
    }
    return passed;
}

} // namespace

TEST_CASE("Dev set cases pair as the reference under the 2017 rules", "[dutch][devset]") {
    const auto cases = sortedDirectories(kSwissData / "cases");
    REQUIRE(cases.size() == 50);
    REQUIRE(checkAll(cases, "expected.txt", dutch::Rules::Fide2017) == 50);
}

TEST_CASE("Dev set cases pair as the reference under the 2026 rules", "[dutch][devset]") {
    const auto cases = sortedDirectories(kSwissData / "cases");
    REQUIRE(checkAll(cases, "expected-2026.txt", dutch::Rules::Fide2026) == 50);
}

TEST_CASE("Every round of the full tournaments pairs as the reference", "[dutch][devset]") {
    std::vector<fs::path> rounds;
    for (const fs::path& tournament : sortedDirectories(kSwissData / "full")) {
        for (const fs::path& round : sortedDirectories(tournament)) {
            rounds.push_back(round);
        }
    }
    REQUIRE(rounds.size() == 76);
    REQUIRE(checkAll(rounds, "expected.txt", dutch::Rules::Fide2017) == 76);
}
