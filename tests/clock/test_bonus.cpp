// Increments and delays: Fischer from move 1, Bronstein, US (simple) delay.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

TEST_CASE("Fischer: the increment is added after every completed move, from move 1",
          "[clock][bonus]") {
    GameClock clock = clockFor("60+10");
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.remaining(Seat::A, 0ms)) == 60'000); // nothing in advance
    PressOutcome first = clock.press(Seat::A, 5s);
    CHECK(ms(first.remaining) == 60'000 - 5'000 + 10'000);
    CHECK(ms(clock.press(Seat::B, 5s).remaining) == 70'000); // even for an instant move
    CHECK(ms(clock.remaining(Seat::A, 25s)) == 45'000);
}

TEST_CASE("Fischer: each period gives its own increment", "[clock][bonus]") {
    GameClock clock = clockFor("1/60+10:60+1");
    clock.start(Seat::A, 0ms);
    PressOutcome first = clock.press(Seat::A, 10s);
    CHECK(ms(first.remaining) == 60'000 - 10'000 + 10'000 + 60'000); // increment, then period 2
    clock.press(Seat::B, 10s);
    CHECK(ms(clock.press(Seat::A, 20s).remaining) == 120'000 - 10'000 + 1'000);
}

TEST_CASE("Bronstein: gives back the time the move used, at most the delay", "[clock][bonus]") {
    GameClock clock = clockFor("60+10b");
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.press(Seat::A, 4s).remaining) == 60'000); // used 4 s, 4 s back
    CHECK(ms(clock.press(Seat::B, 19s).remaining) == 60'000 - 15'000 + 10'000); // 10 s cap
    CHECK(ms(clock.press(Seat::A, 19s).remaining) == 60'000);                   // used nothing
}

TEST_CASE("Bronstein: never gives back more than it took", "[clock][bonus]") {
    GameClock clock = clockFor("60+10b");
    clock.start(Seat::A, 0ms);
    Milliseconds now = 0ms;
    Milliseconds before = clock.remaining(Seat::A, now);
    const Milliseconds thinking[] = {0ms, 1ms, 9'999ms, 10s, 10'001ms, 3s, 25s, 7'500ms};
    for (Milliseconds used : thinking) {
        Seat seat = clock.stateAt(now).running;
        before = clock.remaining(seat, now);
        now += used;
        PressOutcome outcome = clock.press(seat, now);
        REQUIRE(outcome.isAccepted());
        INFO("used " << ms(used) << " ms");
        CHECK(outcome.remaining <= before);
        CHECK(outcome.remaining == before - used + std::min(used, Milliseconds{10s}));
    }
}

TEST_CASE("US delay: the clock waits the delay before counting down; none is banked",
          "[clock][bonus]") {
    GameClock clock = clockFor("60+5d");
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.remaining(Seat::A, 3s)) == 60'000);
    CHECK(ms(clock.remaining(Seat::A, 5s)) == 60'000);
    CHECK(ms(clock.remaining(Seat::A, 5'001ms)) == 59'999);
    CHECK(ms(clock.press(Seat::A, 4s).remaining) == 60'000); // the unused second is lost
    CHECK(ms(clock.remaining(Seat::B, 12s)) == 57'000);
    CHECK(ms(clock.press(Seat::B, 12s).remaining) == 57'000);
}

TEST_CASE("US delay: a pause does not restart the delay of the turn", "[clock][bonus][14.6]") {
    GameClock clock = clockFor("60+5d");
    clock.start(Seat::A, 0ms);
    clock.pause(2s);
    clock.resume(100s);
    CHECK(ms(clock.remaining(Seat::A, 103s)) == 60'000);
    CHECK(ms(clock.remaining(Seat::A, 104s)) == 59'000);
}

TEST_CASE("9.4: a seat whose flag has fallen gets no increment", "[clock][bonus][9.4]") {
    GameClock clock = clockFor("10+5");
    clock.start(Seat::A, 0ms);
    CHECK(clock.flags(10s).text() == "A");
    PressOutcome late = clock.press(Seat::A, 12s);
    CHECK(late.isAccepted());
    CHECK(ms(late.remaining) == 0);
}
