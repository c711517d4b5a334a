// Periods with move counts (RIF 14.1, 14.4) and losing on time by moves short (9.4), with the
// new period added per player or to both on the first flag.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

namespace {

ClockOptions onFirstFlag() {
    return ClockOptions{PeriodChange::OnFirstFlag, false};
}

} // namespace

TEST_CASE("14.1: per player, a seat gets the next period when it completes the period's moves",
          "[clock][14.1]") {
    GameClock clock = clockFor("2/60:1/30:20");
    REQUIRE(clock.start(Seat::A, 0ms).isAccepted());
    CHECK(clock.press(Seat::A, 10s).isAccepted());
    CHECK(clock.press(Seat::B, 15s).isAccepted());
    PressOutcome second = clock.press(Seat::A, 20s);
    CHECK(second.startedNewPeriod);
    CHECK(ms(second.remaining) == 45'000 + 30'000); // what is left carries over
    SeatView a = clock.view(Seat::A, 20s);
    CHECK(a.period == 2);
    CHECK(a.movesCompleted == 2);
    CHECK(a.movesToControl == 1);
    SeatView b = clock.view(Seat::B, 20s);
    CHECK(b.period == 1);
    CHECK(ms(b.remaining) == 55'000);
    CHECK(b.movesToControl == 1);

    CHECK(clock.press(Seat::B, 40s).startedNewPeriod);
    CHECK(clock.view(Seat::B, 40s).period == 2);
    CHECK(ms(clock.remaining(Seat::B, 40s)) == 35'000 + 30'000);
    CHECK(clock.press(Seat::A, 50s).startedNewPeriod); // 1 move in period 2
    a = clock.view(Seat::A, 50s);
    CHECK(a.period == 3);
    CHECK(ms(a.remaining) == 65'000 + 20'000);
    CHECK(a.movesToControl == 0); // the rest of the game
}

TEST_CASE("14.1: a last period with a move count repeats", "[clock][14.1]") {
    GameClock clock = clockFor("2/60");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    clock.press(Seat::B, 10s);
    CHECK(clock.press(Seat::A, 20s).startedNewPeriod);
    SeatView a = clock.view(Seat::A, 20s);
    CHECK(a.period == 2);
    CHECK(ms(a.remaining) == 40'000 + 60'000);
    CHECK(a.movesToControl == 2);
}

TEST_CASE("9.4: time running out before the period's moves is a flag with the moves short",
          "[clock][9.4]") {
    GameClock clock = clockFor("3/60:30");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    clock.press(Seat::B, 10s);
    // A has 50 s from 10 s: the flag falls at exactly 60 s.
    CHECK(ms(clock.remaining(Seat::A, 59'999ms)) == 1);
    CHECK(clock.flags(59'999ms).text() == "-");
    CHECK(ms(clock.remaining(Seat::A, 60s)) == 0);
    FlagOrder flags = clock.flags(60s);
    CHECK(flags.text() == "A");
    REQUIRE(flags.of(Seat::A) != nullptr);
    CHECK(ms(flags.of(Seat::A)->at) == 60'000);
    CHECK(flags.of(Seat::A)->movesShort == 2);
    CHECK(flags.of(Seat::A)->period == 1);
    CHECK(ms(clock.remaining(Seat::A, 70s)) == 0);

    // A flag alone ends nothing: the game goes on until a claim, and the fallen flag stays.
    PressOutcome late = clock.press(Seat::A, 70s);
    CHECK(late.isAccepted());
    CHECK(late.movesCompleted == 2);
    CHECK(ms(late.remaining) == 0);
    CHECK(ms(clock.remaining(Seat::B, 80s)) == 50'000);
    clock.press(Seat::B, 80s);
    CHECK(clock.press(Seat::A, 90s).isAccepted()); // the 3rd move, too late for period 2
    SeatView a = clock.view(Seat::A, 90s);
    CHECK(a.period == 1);
    CHECK(ms(a.remaining) == 0);
    CHECK(a.hasFlagFallen);
}

TEST_CASE("9.4: the flag falls exactly when the time reaches zero", "[clock][9.4]") {
    GameClock clock = clockFor("5400+30");
    clock.start(Seat::A, 1'000ms);
    CHECK(ms(clock.remaining(Seat::A, 5'400'999ms)) == 1);
    CHECK_FALSE(clock.view(Seat::A, 5'400'999ms).hasFlagFallen);
    SeatView atZero = clock.view(Seat::A, 5'401'000ms);
    CHECK(ms(atZero.remaining) == 0);
    CHECK(atZero.hasFlagFallen);
    FlagOrder flags = clock.flags(5'401'000ms);
    CHECK(ms(flags.of(Seat::A)->at) == 5'401'000);
    CHECK(flags.of(Seat::A)->movesShort == 0); // the time for the rest of the game ran out
    // A press at the very instant comes too late: the time had already run out (14.4).
    CHECK(ms(clock.press(Seat::A, 5'401'000ms).remaining) == 0);
}

TEST_CASE("14.4: a move counts for the time control only once the clock is pressed",
          "[clock][14.4]") {
    auto playUntil = [](Milliseconds secondPress) {
        GameClock clock = clockFor("2/20:60");
        clock.start(Seat::A, 0ms);
        clock.press(Seat::A, 5s);
        clock.press(Seat::B, 5s);
        clock.press(Seat::A, secondPress); // A's 2nd move; A had 15 s from 5 s
        return clock;
    };
    GameClock inTime = playUntil(19'999ms);
    CHECK(inTime.view(Seat::A, 19'999ms).period == 2);
    CHECK(ms(inTime.remaining(Seat::A, 19'999ms)) == 1 + 60'000);
    CHECK(inTime.flags(30s).text() == "-");

    GameClock tooLate = playUntil(20s);
    CHECK(tooLate.flags(20s).text() == "A");
    CHECK(tooLate.flags(20s).of(Seat::A)->movesShort == 1);
    CHECK(tooLate.view(Seat::A, 20s).period == 1);
    CHECK(tooLate.view(Seat::A, 20s).movesCompleted == 2);
}

TEST_CASE("14.1: on the first flag, both seats get the next period", "[clock][14.1]") {
    GameClock clock = clockFor("2/60:1/30:20", onFirstFlag());
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    clock.press(Seat::B, 20s);
    CHECK_FALSE(clock.press(Seat::A, 30s).startedNewPeriod); // not per player
    CHECK(clock.view(Seat::A, 30s).period == 1);
    clock.press(Seat::B, 40s);
    // A has 40 s from 40 s and has made its 2 moves: at 80 s the period ends for both.
    CHECK(clock.view(Seat::A, 79'999ms).period == 1);
    SeatView a = clock.view(Seat::A, 80s);
    SeatView b = clock.view(Seat::B, 80s);
    CHECK(a.period == 2);
    CHECK(ms(a.remaining) == 30'000);
    CHECK(b.period == 2);
    CHECK(ms(b.remaining) == 40'000 + 30'000);
    CHECK(clock.flags(80s).text() == "-");
}

TEST_CASE("9.4: on the first flag, a seat short of moves has lost; the other gets the period",
          "[clock][9.4][14.1]") {
    GameClock clock = clockFor("2/60:1/30:20", onFirstFlag());
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    clock.press(Seat::B, 20s);
    clock.press(Seat::A, 30s);
    clock.press(Seat::B, 40s);
    clock.press(Seat::A, 90s); // both in period 2 since 80 s; A 20 s left, 3 moves
    // B has 70 s from 90 s and only 2 of the 3 moves due by the end of period 2.
    FlagOrder flags = clock.flags(160s);
    CHECK(flags.text() == "B");
    CHECK(flags.of(Seat::B)->movesShort == 1);
    CHECK(flags.of(Seat::B)->period == 2);
    SeatView a = clock.view(Seat::A, 160s);
    CHECK(a.period == 3);
    CHECK(ms(a.remaining) == 20'000 + 20'000);
    SeatView b = clock.view(Seat::B, 160s);
    CHECK(b.period == 2);
    CHECK(ms(b.remaining) == 0);
}

TEST_CASE("9.4: per player, the flag falls with the moves short of the seat's own period",
          "[clock][9.4]") {
    GameClock clock = clockFor("2/60:1/30:20");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    // B has made no move; its 60 s run out at 70 s, 2 moves short.
    FlagOrder flags = clock.flags(70s);
    CHECK(flags.text() == "B");
    CHECK(flags.of(Seat::B)->movesShort == 2);
    CHECK(clock.view(Seat::A, 70s).period == 1); // A's period is not changed by B's flag
}
