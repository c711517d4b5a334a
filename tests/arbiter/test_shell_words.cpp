#include "arbiter/cli/shell_words.hpp"

#include <catch2/catch.hpp>

using renju::arbiter::cli::splitShellWords;

TEST_CASE("Batch lines split like a POSIX shell", "[batch]") {
    auto words = splitShellWords(R"(player add --name "Anna Ivanova" --club 'Riga "RK"' a\ b)");
    REQUIRE(words.error.empty());
    CHECK(words.words == std::vector<std::string>{"player", "add", "--name", "Anna Ivanova",
                                                  "--club", "Riga \"RK\"", "a b"});
    CHECK(splitShellWords(R"(game 3 "claim white forbidden")").words.back() ==
          "claim white forbidden");
    CHECK(splitShellWords(R"(x "say \"hi\" \\ \n")").words.back() == "say \"hi\" \\ \\n");
    CHECK(splitShellWords("名前 \"王 伟\"").words == std::vector<std::string>{"名前", "王 伟"});
    CHECK(splitShellWords("a '' b").words == std::vector<std::string>{"a", "", "b"});
    CHECK(splitShellWords("player add --name \"Anna").error == "unterminated double quote");
    CHECK(splitShellWords("x \\").error == "a backslash ends the line");
}
