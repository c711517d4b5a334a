// RIF 15: the clocks are started on the organiser's request; if both players are absent one
// clock runs and its time counts for both.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

TEST_CASE("15: the clock starts on the organiser's request with the player absent", "[clock][15]") {
    GameClock clock = clockFor("600");
    CHECK(clock.setAbsence(Absence::A, 0ms).isAccepted());
    CHECK(clock.start(Seat::A, 0ms).isAccepted());
    SeatView absent = clock.view(Seat::A, 120s);
    CHECK(absent.isAbsent);
    CHECK(absent.isRunning);
    CHECK(ms(absent.remaining) == 480'000);
    CHECK(ms(clock.remaining(Seat::B, 120s)) == 600'000);
    clock.press(Seat::A, 120s); // the player arrived and moved
    CHECK_FALSE(clock.view(Seat::A, 120s).isAbsent);
    CHECK(clock.stateAt(120s).absence == Absence::None);
}

TEST_CASE("15: both absent: one clock runs and its time counts for both", "[clock][15]") {
    GameClock clock = clockFor("600");
    clock.setAbsence(Absence::Both, 0ms);
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.remaining(Seat::A, 100s)) == 500'000);
    CHECK(ms(clock.remaining(Seat::B, 100s)) == 500'000);
    CHECK(clock.view(Seat::B, 100s).isRunning);
    // B arrives first: from now only A's clock runs, A being the one to move.
    CHECK(clock.setAbsence(Absence::A, 100s).isAccepted());
    CHECK(ms(clock.remaining(Seat::A, 150s)) == 450'000);
    CHECK(ms(clock.remaining(Seat::B, 150s)) == 500'000);
    CHECK_FALSE(clock.view(Seat::B, 150s).isRunning);
    clock.press(Seat::A, 150s);
    CHECK(ms(clock.remaining(Seat::B, 160s)) == 490'000);
}

TEST_CASE("15: both absent, the player to move arrives and moves: the other's clock runs alone",
          "[clock][15]") {
    GameClock clock = clockFor("600");
    clock.start(Seat::A, 0ms);
    clock.setAbsence(Absence::Both, 0ms); // declared after the start: the same
    clock.press(Seat::A, 60s);
    CHECK(clock.stateAt(60s).absence == Absence::B);
    CHECK(ms(clock.remaining(Seat::A, 100s)) == 540'000);
    CHECK(ms(clock.remaining(Seat::B, 100s)) == 500'000);
}

TEST_CASE("15: time lost by absence is not thinking time: no delay, no Bronstein refund",
          "[clock][15][bonus]") {
    GameClock delayed = clockFor("600+10d");
    delayed.setAbsence(Absence::Both, 0ms);
    delayed.start(Seat::A, 0ms);
    CHECK(ms(delayed.remaining(Seat::A, 100s)) == 500'000);
    CHECK(ms(delayed.remaining(Seat::B, 100s)) == 500'000);
    delayed.setAbsence(Absence::A, 100s);
    CHECK(ms(delayed.remaining(Seat::A, 110s)) == 500'000); // A's turn: its delay first
    CHECK(ms(delayed.remaining(Seat::A, 120s)) == 490'000);

    GameClock bronstein = clockFor("600+10b");
    bronstein.setAbsence(Absence::Both, 0ms);
    bronstein.start(Seat::A, 0ms);
    CHECK(ms(bronstein.press(Seat::A, 100s).remaining) == 500'000);
}

TEST_CASE("15: both absent until the flags fall: both flags, the first to reach zero first",
          "[clock][15][10.4]") {
    GameClock clock = clockFor("60|30");
    clock.setAbsence(Absence::Both, 0ms);
    clock.start(Seat::A, 0ms);
    CHECK(clock.flags(30s).text() == "B");
    FlagOrder both = clock.flags(60s);
    CHECK(both.text() == "BA");
    CHECK(ms(both.of(Seat::A)->at) == 60'000);

    GameClock equal = clockFor("60");
    equal.setAbsence(Absence::Both, 0ms);
    equal.start(Seat::B, 0ms);
    CHECK(equal.flags(60s).text() == "BA"); // the same instant: the running clock's seat first
}

TEST_CASE("15: an hourglass moves no time while both players are absent",
          "[clock][15][hourglass]") {
    GameClock clock = clockFor("*60");
    clock.setAbsence(Absence::Both, 0ms);
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.remaining(Seat::A, 20s)) == 40'000);
    CHECK(ms(clock.remaining(Seat::B, 20s)) == 40'000);
}
