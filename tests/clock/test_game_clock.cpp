// The two-seat game clock: start and presses (14.3), switching for openings (12.7), pauses and
// adjustments (14.6), both flags (10.4), freezing at zero, time odds, the hourglass and
// rebuilding from the event list.
#include "clock_test_support.hpp"

using namespace renju::clock;
using namespace renju::clock::test;

TEST_CASE("14.3: the first seat's time runs from the start; a press starts the other's",
          "[clock][14.3]") {
    GameClock clock = clockFor("60");
    CHECK(clock.start(Seat::A, 1s).isAccepted());
    CHECK(clock.view(Seat::A, 11s).isRunning);
    CHECK(ms(clock.remaining(Seat::A, 11s)) == 50'000);
    CHECK(ms(clock.remaining(Seat::B, 11s)) == 60'000);
    PressOutcome press = clock.press(Seat::A, 11s);
    CHECK(press.isAccepted());
    CHECK(press.seat == Seat::A);
    CHECK(press.movesCompleted == 1);
    CHECK(ms(clock.remaining(Seat::A, 21s)) == 50'000);
    CHECK(ms(clock.remaining(Seat::B, 21s)) == 50'000);
    CHECK(clock.view(Seat::B, 21s).isRunning);
    CHECK_FALSE(clock.view(Seat::A, 21s).isRunning);
}

TEST_CASE("14.3: tentative Black may sit at seat B", "[clock][14.3]") {
    GameClock clock = clockFor("60");
    clock.start(Seat::B, 0ms);
    CHECK(ms(clock.remaining(Seat::B, 10s)) == 50'000);
    CHECK(ms(clock.remaining(Seat::A, 10s)) == 60'000);
    CHECK(clock.press(10s).seat == Seat::B); // a press by whoever runs
}

TEST_CASE("14.3: before the start nothing runs and nothing can be pressed", "[clock][14.3]") {
    GameClock clock = clockFor("60");
    CHECK(ms(clock.remaining(Seat::A, 1'000s)) == 60'000);
    PressOutcome early = clock.press(Seat::A, 5s);
    REQUIRE_FALSE(early.isAccepted());
    CHECK(early.refusal->kind == RefusalKind::NotStarted);
    CHECK(early.refusal->clause == "14.3");
    CHECK(clock.setNext(Seat::B, 5s).refusal->kind == RefusalKind::NotStarted);
    CHECK(clock.pause(5s).refusal->kind == RefusalKind::NotRunning);
    CHECK(clock.resume(5s).refusal->kind == RefusalKind::NotStopped);
    CHECK(clock.events().empty());
    clock.start(Seat::A, 5s);
    CHECK(clock.start(Seat::A, 6s).refusal->kind == RefusalKind::AlreadyStarted);
}

TEST_CASE("14.3: a press by the seat whose time does not run is refused with the reason",
          "[clock][14.3]") {
    GameClock clock = clockFor("60");
    clock.start(Seat::A, 0ms);
    PressOutcome wrong = clock.press(Seat::B, 5s);
    REQUIRE_FALSE(wrong.isAccepted());
    CHECK(wrong.refusal->kind == RefusalKind::WrongSeat);
    CHECK(wrong.refusal->clause == "14.3");
    CHECK(wrong.refusal->reason ==
          "seat B pressed, but seat A's time runs: a player stops only their own clock");
    CHECK(clock.events().size() == 1); // nothing recorded
    CHECK(ms(clock.remaining(Seat::A, 10s)) == 50'000);
    CHECK(clock.view(Seat::B, 10s).movesCompleted == 0);
}

TEST_CASE("12.7: the caller says who acts next; the clock follows without counting a move",
          "[clock][12.7]") {
    GameClock clock = clockFor("60+10");
    clock.start(Seat::A, 0ms);
    // Black (seat A) gives two 5th-move proposals; White (seat B) must now choose and play 6.
    CHECK(clock.setNext(Seat::B, 10s).isAccepted());
    SeatView black = clock.view(Seat::A, 10s);
    CHECK(ms(black.remaining) == 50'000); // no increment: no move was completed
    CHECK(black.movesCompleted == 0);
    CHECK(ms(clock.remaining(Seat::B, 15s)) == 55'000);
    CHECK(clock.setNext(Seat::B, 15s).isAccepted()); // already B: nothing changes
    CHECK(ms(clock.remaining(Seat::B, 16s)) == 54'000);
    CHECK(clock.press(Seat::A, 16s).refusal->kind == RefusalKind::WrongSeat);
    CHECK(clock.press(Seat::B, 20s).movesCompleted == 1);
    CHECK(ms(clock.remaining(Seat::A, 25s)) == 45'000);
}

TEST_CASE("12.7: a switch while paused takes effect on resume", "[clock][12.7][14.6]") {
    GameClock clock = clockFor("60");
    clock.start(Seat::A, 0ms);
    clock.pause(10s);
    CHECK(clock.setNext(Seat::B, 20s).isAccepted());
    clock.resume(30s);
    CHECK(ms(clock.remaining(Seat::A, 40s)) == 50'000);
    CHECK(ms(clock.remaining(Seat::B, 40s)) == 50'000);
}

TEST_CASE("14.6: the arbiter's pause stops both clocks; presses wait for the resume",
          "[clock][14.6]") {
    GameClock clock = clockFor("60");
    clock.start(Seat::A, 0ms);
    CHECK(clock.pause(10s).isAccepted());
    CHECK(clock.stateAt(50s).status == ClockStatus::Paused);
    CHECK(ms(clock.remaining(Seat::A, 100s)) == 50'000);
    PressOutcome paused = clock.press(Seat::A, 50s);
    CHECK(paused.refusal->kind == RefusalKind::Paused);
    CHECK(paused.refusal->clause == "14.6");
    CHECK(clock.pause(60s).refusal->kind == RefusalKind::NotRunning);
    CHECK(clock.resume(100s).isAccepted());
    CHECK(clock.resume(101s).refusal->kind == RefusalKind::NotStopped);
    CHECK(ms(clock.remaining(Seat::A, 110s)) == 40'000);
    CHECK(ms(clock.remaining(Seat::B, 110s)) == 60'000);
}

TEST_CASE("14.6: adjustments only while stopped, with a reason, recorded", "[clock][14.6]") {
    GameClock clock = clockFor("2/60:30");
    clock.start(Seat::A, 0ms);
    Outcome running = clock.adjustTime(Seat::A, 30s, "clock defect (14.5)", 10s);
    CHECK(running.refusal->kind == RefusalKind::Running);
    CHECK(running.refusal->clause == "14.6");
    clock.pause(10s);
    CHECK(clock.adjustTime(Seat::A, 30s, "", 10s).refusal->kind == RefusalKind::NoReason);
    CHECK(clock.adjustTime(Seat::A, 30s, "clock defect (14.5)", 11s).isAccepted());
    CHECK(ms(clock.remaining(Seat::A, 11s)) == 80'000);
    CHECK(clock.events().back().reason == "clock defect (14.5)");
    CHECK(clock.events().back().kind == ClockEventKind::AdjustTime);
    Outcome tooMuch = clock.adjustTime(Seat::B, -61s, "penalty", 12s);
    CHECK(tooMuch.refusal->kind == RefusalKind::OutOfRange);
    CHECK(clock.adjustTime(Seat::B, -60s, "penalty", 12s).isAccepted());
    CHECK(ms(clock.remaining(Seat::B, 12s)) == 0);
    clock.resume(20s);
    CHECK(ms(clock.remaining(Seat::A, 30s)) == 70'000);
}

TEST_CASE("14.6: a forgotten press is corrected by adjusting the move count", "[clock][14.6]") {
    GameClock clock = clockFor("2/60:30");
    clock.start(Seat::A, 0ms);
    clock.pause(10s);
    CHECK(clock.adjustMoves(Seat::A, 1, "forgotten press", 10s).isAccepted());
    CHECK(clock.view(Seat::A, 10s).movesCompleted == 1);
    CHECK(clock.view(Seat::A, 10s).period == 1);
    CHECK(clock.adjustMoves(Seat::A, 1, "forgotten press", 10s).isAccepted());
    SeatView a = clock.view(Seat::A, 10s);
    CHECK(a.period == 2); // the period's moves are made: the next period starts
    CHECK(ms(a.remaining) == 50'000 + 30'000);
    Outcome back = clock.adjustMoves(Seat::A, -1, "miscount", 10s);
    CHECK(back.refusal->kind == RefusalKind::OutOfRange); // none made in period 2 yet
    CHECK(clock.adjustMoves(Seat::B, -1, "miscount", 10s).refusal->kind == RefusalKind::OutOfRange);
    CHECK(clock.setPeriod(Seat::A, 1, "period added by mistake", 10s).isAccepted());
    a = clock.view(Seat::A, 10s);
    CHECK(a.period == 1);
    CHECK(a.movesToControl == 2);
    CHECK(ms(a.remaining) == 80'000); // the time is adjusted separately
    CHECK(clock.setPeriod(Seat::A, 3, "no such period", 10s).refusal->kind ==
          RefusalKind::OutOfRange);
}

TEST_CASE("10.4: both flags fall, in the order they fell", "[clock][10.4]") {
    GameClock clock = clockFor("10");
    clock.start(Seat::A, 0ms);
    CHECK(clock.flags(10s).text() == "A");
    CHECK(clock.press(Seat::A, 12s).isAccepted()); // nothing ends by itself
    CHECK(clock.flags(21'999ms).text() == "A");
    FlagOrder both = clock.flags(22s);
    CHECK(both.text() == "AB");
    CHECK(both.areBothDown());
    CHECK(ms(both.falls[1].at) == 22'000);

    GameClock other = clockFor("10");
    other.start(Seat::A, 0ms);
    other.press(Seat::A, 1s);
    CHECK(other.flags(11s).text() == "B");
    other.press(Seat::B, 12s);
    CHECK(other.flags(21s).text() == "BA");
}

TEST_CASE("freeze at zero: the whole clock stops when a flag falls", "[clock][9.4]") {
    GameClock clock = clockFor("10|20", ClockOptions{PeriodChange::PerPlayer, true});
    clock.start(Seat::A, 0ms);
    ClockState frozen = clock.stateAt(50s);
    CHECK(frozen.status == ClockStatus::Frozen);
    CHECK(frozen.flags.text() == "A");
    PressOutcome refused = clock.press(Seat::A, 50s);
    CHECK(refused.refusal->kind == RefusalKind::Frozen);
    CHECK(refused.refusal->reason.find("seat A's flag fell") != std::string::npos);
    CHECK(clock.pause(50s).refusal->kind == RefusalKind::NotRunning);
    CHECK(clock.adjustTime(Seat::B, 5s, "arbiter's decision", 50s).isAccepted());
    CHECK(clock.resume(50s).isAccepted());
    CHECK(clock.press(Seat::A, 51s).isAccepted());
    CHECK(ms(clock.remaining(Seat::B, 61s)) == 15'000);
}

TEST_CASE("time never goes back", "[clock]") {
    GameClock clock = clockFor("60");
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    Outcome back = clock.pause(9s);
    CHECK(back.refusal->kind == RefusalKind::TimeGoesBack);
    CHECK(back.refusal->reason == "time goes back: 9.000 s is before the last event at 10.000 s");
    CHECK(clock.pause(10s).isAccepted()); // the same instant is fine
    // A query before the last event reads as that event's instant.
    CHECK(clock.remaining(Seat::A, 5s) == clock.remaining(Seat::A, 10s));
}

TEST_CASE("the event list rebuilds the clock", "[clock]") {
    GameClock clock = clockFor("2/60+5:30:3x10", ClockOptions{PeriodChange::PerPlayer, false});
    clock.setAbsence(Absence::Both, 0ms);
    clock.start(Seat::A, 0ms);
    clock.press(Seat::A, 10s);
    clock.setNext(Seat::A, 12s);
    clock.pause(13s);
    clock.adjustTime(Seat::B, 7s, "disturbed by spectators", 14s);
    clock.adjustMoves(Seat::B, 1, "forgotten press", 14s);
    clock.resume(20s);
    clock.press(Seat::A, 25s);
    clock.press(Seat::B, 125s);
    CHECK_FALSE(clock.press(Seat::B, 126s).isAccepted()); // refused: not in the list

    ReplayResult rebuilt = GameClock::replay(clock.setup(), clock.events());
    CHECK_FALSE(rebuilt.refusedIndex.has_value());
    CHECK(rebuilt.clock.events() == clock.events());
    for (Milliseconds at : {125s, 126s, 200s, 1'000s}) {
        CHECK(rebuilt.clock.stateAt(at) == clock.stateAt(at));
    }

    std::vector<ClockEvent> broken = clock.events();
    broken.insert(broken.begin() + 3,
                  ClockEvent{ClockEventKind::Press, 11s, Seat::A, 0, Absence::None, {}});
    ReplayResult partial = GameClock::replay(clock.setup(), broken);
    REQUIRE(partial.refusedIndex.has_value());
    CHECK(*partial.refusedIndex == 3);
    CHECK(partial.refusal->kind == RefusalKind::WrongSeat);
}

TEST_CASE("hourglass: the time one seat uses is added to the other", "[clock][hourglass]") {
    GameClock clock = clockFor("*60");
    clock.start(Seat::A, 0ms);
    CHECK(ms(clock.remaining(Seat::A, 10s)) == 50'000);
    CHECK(ms(clock.remaining(Seat::B, 10s)) == 70'000);
    clock.press(Seat::A, 10s);
    CHECK(ms(clock.remaining(Seat::B, 40s)) == 40'000);
    CHECK(ms(clock.remaining(Seat::A, 40s)) == 80'000);
    CHECK(clock.flags(79'999ms).text() == "-");
    CHECK(clock.flags(80s).text() == "B");
    CHECK(ms(clock.remaining(Seat::A, 100s)) == 120'000); // nothing more after the flag
}

TEST_CASE("time odds: the beginners' handicap match (seeds 003/004)", "[clock][odds]") {
    GameClock first = clockFor("handicap-1");
    first.start(Seat::A, 0ms); // the beginner plays Black
    CHECK(ms(first.remaining(Seat::A, 0ms)) == 300'000);
    CHECK(ms(first.remaining(Seat::B, 0ms)) == 30'000);
    first.press(Seat::A, 20s);
    first.press(Seat::B, 30s);
    first.press(Seat::A, 90s);
    CHECK(ms(first.remaining(Seat::A, 90s)) == 220'000);
    CHECK(first.flags(109'999ms).text() == "-");
    CHECK(first.flags(110s).text() == "B"); // the experienced player's 30 s are used up

    GameClock second = clockFor("handicap-2");
    second.start(Seat::A, 0ms);
    second.press(Seat::A, 60s);
    CHECK(second.flags(75s).text() == "B");
    CHECK(ms(second.remaining(Seat::A, 75s)) == 240'000);
}
