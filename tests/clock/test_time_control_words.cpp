// Time controls read in plain words, as the Event setup shows them beside the typed control.
#include "clock/time_control_text.hpp"
#include "clock/time_control_words.hpp"

#include <catch2/catch.hpp>

using namespace renju::clock;

namespace {

std::string wordsOf(const char* text) {
    ClockControlsParse parsed = parseClockControls(text);
    INFO(text);
    REQUIRE(parsed.controls);
    return controlsWords(*parsed.controls);
}

} // namespace

TEST_CASE("Words: durations as arbiters say them", "[clock][words]") {
    using namespace std::chrono_literals;
    CHECK(durationWords(5400s) == "90 min");
    CHECK(durationWords(7200s) == "2 h");
    CHECK(durationWords(9000s) == "2 h 30 min");
    CHECK(durationWords(30s) == "30 s");
    CHECK(durationWords(90s) == "1 min 30 s");
    CHECK(durationWords(500ms) == "0.5 s");
    CHECK(durationWords(125ms) == "0.125 s");
    CHECK(durationWords(0ms) == "0 s");
}

TEST_CASE("Words: every kind of control reads plainly", "[clock][words]") {
    CHECK(wordsOf("5400+30") == "90 min + 30 s per move from move 1");
    CHECK(wordsOf("600") == "10 min for the game");
    CHECK(wordsOf("40/7200:20/3600:1800") ==
          "40 moves in 2 h, then 20 moves in 60 min, then 30 min for the rest of the game");
    CHECK(wordsOf("40/7200") == "40 moves in 2 h, repeating");
    CHECK(wordsOf("5400+30b") == "90 min + up to 30 s back per move (Bronstein delay)");
    CHECK(wordsOf("5400+5d") ==
          "90 min, with a 5 s delay before each move's time counts (US delay)");
    CHECK(wordsOf("3600:5x30") == "60 min, then 5 periods of 30 s (byo-yomi)");
    CHECK(wordsOf("0:1x30") == "1 period of 30 s (byo-yomi)");
    CHECK(wordsOf("7200:c30/1800") ==
          "2 h, then 30 moves in 30 min, repeating (Canadian overtime)");
    CHECK(wordsOf("*180") == "hourglass: 3 min each, the time one uses goes to the other");
    CHECK(wordsOf("300|30") ==
          "first player: 5 min for the game; second player: 30 s for the game");
}
