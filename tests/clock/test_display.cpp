// Display text: h:mm:ss, m:ss, tenths under 20 s, never more time than the player has.
#include "clock/display.hpp"
#include "clock_test_support.hpp"

#include <string>

using namespace renju::clock;
using namespace renju::clock::test;

namespace {

/// Reads a displayed time back as the milliseconds it stands for (the lower end).
std::int64_t shownMilliseconds(const std::string& text) {
    std::int64_t total = 0;
    std::int64_t part = 0;
    std::int64_t tenths = 0;
    bool inTenths = false;
    for (char c : text) {
        if (c == ':') {
            total = (total + part) * 60;
            part = 0;
        } else if (c == '.') {
            inTenths = true;
        } else if (inTenths) {
            tenths = c - '0';
        } else {
            part = part * 10 + (c - '0');
        }
    }
    return (total + part) * 1000 + tenths * 100;
}

} // namespace

TEST_CASE("display: h:mm:ss from an hour, m:ss from 20 s, tenths below", "[clock][display]") {
    CHECK(formatClockTime(5'400'000ms) == "1:30:00");
    CHECK(formatClockTime(36'000'000ms) == "10:00:00");
    CHECK(formatClockTime(3'600'000ms) == "1:00:00");
    CHECK(formatClockTime(3'599'999ms) == "59:59");
    CHECK(formatClockTime(300'000ms) == "5:00");
    CHECK(formatClockTime(60'000ms) == "1:00");
    CHECK(formatClockTime(20'000ms) == "0:20");
    CHECK(formatClockTime(19'999ms) == "0:19.9");
    CHECK(formatClockTime(9'050ms) == "0:09.0");
    CHECK(formatClockTime(99ms) == "0:00.0");
    CHECK(formatClockTime(0ms) == "0:00.0");
    CHECK(formatClockTime(-5ms) == "0:00.0");
}

TEST_CASE("display: rounding never shows more time than the player has", "[clock][display]") {
    for (std::int64_t value = 0; value < 7'300'000; value += 997) {
        std::string text = formatClockTime(Milliseconds{value});
        std::int64_t shown = shownMilliseconds(text);
        std::int64_t unit = value < 20'000 ? 100 : 1000;
        INFO(value << " ms shows " << text);
        CHECK(shown <= value);
        CHECK(value - shown < unit);
    }
}

TEST_CASE("display: overtime and flags", "[clock][display]") {
    GameClock byoYomi = clockFor("10:3x30");
    byoYomi.start(Seat::A, 0ms);
    CHECK(displayText(byoYomi.view(Seat::A, 12s)) == "0:28 (3 periods)");
    CHECK(displayText(byoYomi.view(Seat::A, 75s)) == "0:25 (1 period)");
    CHECK(displayText(byoYomi.view(Seat::A, 100s)) == "0:00.0 (0 periods) flag");
    CHECK(displayText(byoYomi.view(Seat::B, 100s)) == "0:10.0");

    GameClock canadian = clockFor("10:c12/300");
    canadian.start(Seat::A, 0ms);
    CHECK(displayText(canadian.view(Seat::A, 39s)) == "4:31 (12 moves)");
}
