// `batch` answers every command with one line: scripts read answers line by line.
#include "arbiter/cli/batch_answer.hpp"

#include <catch2/catch.hpp>

using renju::arbiter::cli::refusalLine;

TEST_CASE("batch: a refusal is one line, libpq's indented detail lines folded in", "[batch]") {
    CHECK(refusalLine("the time must be a number") == "refused: the time must be a number\n");
    CHECK(refusalLine("ERROR:  permission denied\nDETAIL:  referee x\n  HINT: ask\n") ==
          "refused: ERROR:  permission denied; DETAIL:  referee x; HINT: ask\n");
    CHECK(refusalLine("one\r\ntwo") == "refused: one; two\n");
    CHECK(refusalLine("") == "refused: \n");
}
