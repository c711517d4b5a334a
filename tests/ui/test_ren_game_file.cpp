// The Ren window's game file (platform/ren_game_file): created with its header, every accepted
// event appended before it counts, a refusal leaves the file alone, a bad file is named.
#include "../arbiter/temp_folder.hpp"
#include "arbiter/platform/ren_game_file.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

namespace renju::arbiter::test {

namespace {

std::string contentOf(const std::filesystem::path& path) {
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

rules::GameRules renRules(int size, rules::RenVariants variants = {}) {
    return rules::GameRules{*rules::RuleSet::parse("ren"), size, {}, variants};
}

} // namespace

TEST_CASE("Ren game file: a new file gets the header; accepted events are appended, refusals not",
          "[ren][platform]") {
    TempFolder folder("ren-game-file");
    std::filesystem::path path = folder / "game.ren";
    {
        platform::RenGameFile file(path, renRules(8, rules::RenVariants{5, 6}));
        CHECK(contentOf(path) == "rules ren rui-limit=5 lead=6\nboard 8\n");
        CHECK(file.apply("e5").isRecorded());
        CHECK_FALSE(file.apply("e5").isRecorded()); // Black's own stone for White
        CHECK_FALSE(file.apply("k1").isRecorded()); // not a square of 8x8
        CHECK(file.apply("d4").isRecorded());
        CHECK(file.apply("undo").isRecorded());
        CHECK(contentOf(path) == "rules ren rui-limit=5 lead=6\nboard 8\ne5\nd4\nundo\n");
    }
    platform::RenGameFile reopened(path, renRules(10)); // the file's header wins
    CHECK(reopened.game().gameRules().boardSize == 8);
    CHECK(reopened.game().variants() == rules::RenVariants{5, 6});
    CHECK(reopened.game().moves().size() == 1);
    CHECK(reopened.loadNotices().empty());
}

TEST_CASE("Ren game file: a refused line is reported, a file with errors or of another game is "
          "refused",
          "[ren][platform]") {
    TempFolder folder("ren-game-file-bad");
    std::ofstream(folder / "refused.ren") << "rules ren\nboard 8\ne5\ne5\n";
    platform::RenGameFile refused(folder / "refused.ren", renRules(8));
    CHECK(refused.loadNotices() ==
          std::vector<std::string>{"line 4: refused (ren): e5 holds a Black stone that is not rui "
                                   "(Black has no rui stone now)"});
    std::ofstream(folder / "errors.ren") << "rules ren\nboard 9\n";
    CHECK_THROWS_WITH(platform::RenGameFile(folder / "errors.ren", renRules(8)),
                      Catch::Contains("errors.ren:2: ren is played on 8x8 or 10x10 squares"));
    std::ofstream(folder / "renju.ren") << "rules renju\nh8\n";
    CHECK_THROWS_WITH(platform::RenGameFile(folder / "renju.ren", renRules(8)),
                      Catch::Contains("is a game of renju, not ren"));
}

} // namespace renju::arbiter::test
