// Overtime after the last period: Japanese byo-yomi and Canadian overtime.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

TEST_CASE("byo-yomi: after the main time, a move within a period keeps the period",
          "[clock][byo-yomi]") {
    GameClock clock = clockFor("10:3x5");
    clock.start(Seat::A, 0ms);
    SeatView main = clock.view(Seat::A, 9'999ms);
    CHECK(main.phase == TimePhase::Main);
    CHECK(ms(main.remaining) == 1);
    SeatView entered = clock.view(Seat::A, 10s);
    CHECK(entered.phase == TimePhase::ByoYomi);
    CHECK(ms(entered.remaining) == 5'000); // the time left in the current byo-yomi period
    CHECK(entered.period == 2);            // overtime counts as one more period
    CHECK(entered.byoYomiPeriodsLeft == 3);
    CHECK(ms(clock.remaining(Seat::A, 12s)) == 3'000);
    PressOutcome reset = clock.press(Seat::A, 13s);
    CHECK(ms(reset.remaining) == 5'000);
    CHECK(clock.view(Seat::A, 13s).byoYomiPeriodsLeft == 3);
    CHECK(clock.flags(13s).text() == "-");
}

TEST_CASE("byo-yomi: a long move uses up periods one by one; the last one drops the flag",
          "[clock][byo-yomi][9.4]") {
    GameClock clock = clockFor("10:3x5");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 13s);
    clock.press(Seat::B, 13s);
    SeatView used = clock.view(Seat::A, 19s); // 6 s: one period used up, 1 s into the next
    CHECK(ms(used.remaining) == 4'000);
    CHECK(used.byoYomiPeriodsLeft == 2);
    CHECK(ms(clock.view(Seat::A, 23s).remaining) == 5'000); // exactly at a period's end
    CHECK(clock.view(Seat::A, 23s).byoYomiPeriodsLeft == 1);
    CHECK(ms(clock.press(Seat::A, 19s).remaining) == 5'000);
    CHECK(clock.view(Seat::A, 19s).byoYomiPeriodsLeft == 2);
    clock.press(Seat::B, 19s);
    // 2 periods of 5 s from 19 s: the flag falls at exactly 29 s.
    CHECK(ms(clock.remaining(Seat::A, 28'999ms)) == 1);
    CHECK(clock.flags(28'999ms).text() == "-");
    FlagOrder flags = clock.flags(29s);
    CHECK(flags.text() == "A");
    CHECK(flags.of(Seat::A)->movesShort == 0);
    CHECK(flags.of(Seat::A)->period == 2);
    SeatView fallen = clock.view(Seat::A, 29s);
    CHECK(ms(fallen.remaining) == 0);
    CHECK(fallen.byoYomiPeriodsLeft == 0);
}

TEST_CASE("byo-yomi alone: a control of 0 s main time starts in its overtime",
          "[clock][byo-yomi]") {
    GameClock clock = clockFor("0:3x5");
    SeatView before = clock.view(Seat::A, 0ms);
    CHECK(before.phase == TimePhase::ByoYomi);
    CHECK(before.period == 2);
    clock.start(Seat::A, 0ms);
    SeatView later = clock.view(Seat::A, 12s);
    CHECK(ms(later.remaining) == 3'000);
    CHECK(later.byoYomiPeriodsLeft == 1);
}

TEST_CASE("Canadian: N moves in T; completing them reloads the block, unused time is lost",
          "[clock][canadian]") {
    GameClock clock = clockFor("10:c2/20");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 5s);
    clock.press(Seat::B, 5s);
    SeatView entered = clock.view(Seat::A, 10s);
    CHECK(entered.phase == TimePhase::Canadian);
    CHECK(ms(entered.remaining) == 20'000);
    CHECK(entered.movesToControl == 2);
    CHECK(entered.period == 2);
    // A move begun in main time and finished in overtime counts in the block.
    CHECK(ms(clock.press(Seat::A, 12s).remaining) == 18'000);
    CHECK(clock.view(Seat::A, 12s).movesToControl == 1);
    clock.press(Seat::B, 12s);
    PressOutcome reload = clock.press(Seat::A, 15s);
    CHECK(ms(reload.remaining) == 20'000); // not 15 s + 20 s
    CHECK(clock.view(Seat::A, 15s).movesToControl == 2);
}

TEST_CASE("9.4: Canadian: the block's time running out before its moves is a flag",
          "[clock][canadian][9.4]") {
    GameClock clock = clockFor("10:c2/20");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 5s);
    clock.press(Seat::B, 5s);
    clock.press(Seat::A, 25s); // 5 s main + 15 s of the block: 5 s left, 1 move to make
    clock.press(Seat::B, 25s);
    CHECK(ms(clock.remaining(Seat::A, 29'999ms)) == 1);
    FlagOrder flags = clock.flags(30s);
    CHECK(flags.text() == "A");
    CHECK(flags.of(Seat::A)->movesShort == 1);
}

TEST_CASE("overtime: no increment or delay applies in it", "[clock][byo-yomi][bonus]") {
    GameClock clock = clockFor("10+5:1x20");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 4s); // 6 s left + 5 s increment
    CHECK(ms(clock.remaining(Seat::A, 4s)) == 11'000);
    clock.press(Seat::B, 4s);
    clock.press(Seat::A, 20s); // 11 s main time, then 5 s of byo-yomi: reset, no increment
    CHECK(ms(clock.remaining(Seat::A, 20s)) == 20'000);
    CHECK(clock.view(Seat::A, 20s).phase == TimePhase::ByoYomi);
}
