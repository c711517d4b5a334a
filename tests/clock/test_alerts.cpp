// Alerts as data: the time referee at 5 minutes (14.9), not recording at 5 minutes or less
// (13.2), low time, byo-yomi seconds, the flag.
#include "clock/alerts.hpp"
#include "clock_test_support.hpp"

#include <algorithm>

using namespace renju::clock;
using namespace renju::clock::test;

namespace {

/// Returns the alerts of one kind, for seat A.
std::vector<Alert> ofKind(const std::vector<Alert>& alerts, AlertKind kind) {
    std::vector<Alert> matching;
    std::copy_if(
        alerts.begin(), alerts.end(), std::back_inserter(matching),
        [kind](const Alert& alert) { return alert.kind == kind && alert.seat == Seat::A; });
    return matching;
}

} // namespace

TEST_CASE("14.9: a time referee is called when 5 minutes are left, once per period",
          "[clock][alerts][14.9]") {
    GameClock clock = clockFor("1/400:400");
    AlertMonitor monitor;
    clock.start(Seat::A, 0ms);
    CHECK(monitor.update(clock, 0ms).empty());
    CHECK(monitor.update(clock, 99'999ms).empty());
    std::vector<Alert> due = monitor.update(clock, 100s);
    REQUIRE(ofKind(due, AlertKind::TimeRefereeCall).size() == 1);
    CHECK(due.front() == Alert{AlertKind::TimeRefereeCall, Seat::A, 100s, 0});
    CHECK(ofKind(monitor.update(clock, 101s), AlertKind::TimeRefereeCall).empty());
    clock.press(Seat::A, 150s); // period 2: 250 s + 400 s, then under 5 minutes again
    monitor.update(clock, 150s);
    std::vector<Alert> bOnly = monitor.update(clock, 500s); // B's turn: B's call, not A's
    CHECK(ofKind(bOnly, AlertKind::TimeRefereeCall).empty());
    CHECK(std::count(bOnly.begin(), bOnly.end(),
                     Alert{AlertKind::TimeRefereeCall, Seat::B, 500s, 0}) == 1);
    clock.press(Seat::B, 500s);
    CHECK(ofKind(monitor.update(clock, 849'999ms), AlertKind::TimeRefereeCall).empty());
    CHECK(ofKind(monitor.update(clock, 850s), AlertKind::TimeRefereeCall).size() == 1);
}

TEST_CASE("14.9: byo-yomi brings no second call after the main time's call",
          "[clock][alerts][14.9]") {
    GameClock withMain = clockFor("600:5x30");
    AlertMonitor monitor;
    withMain.start(Seat::A, 0ms);
    CHECK(ofKind(monitor.update(withMain, 300s), AlertKind::TimeRefereeCall).size() == 1);
    CHECK(ofKind(monitor.update(withMain, 601s), AlertKind::TimeRefereeCall).empty());
    CHECK(ofKind(monitor.update(withMain, 640s), AlertKind::TimeRefereeCall).empty());

    GameClock byoYomiOnly = clockFor("0:5x30");
    AlertMonitor second;
    byoYomiOnly.start(Seat::A, 0ms);
    CHECK(ofKind(second.update(byoYomiOnly, 0ms), AlertKind::TimeRefereeCall).size() == 1);
    CHECK(ofKind(second.update(byoYomiOnly, 31s), AlertKind::TimeRefereeCall).empty());
}

TEST_CASE("13.2: with 5 minutes or less a player need not record; the duty comes back",
          "[clock][alerts][13.2]") {
    GameClock clock = clockFor("301+10");
    AlertMonitor monitor;
    clock.start(Seat::A, 0ms);
    CHECK(monitor.update(clock, 0ms).empty());
    std::vector<Alert> exempt = monitor.update(clock, 1s);
    CHECK(ofKind(exempt, AlertKind::RecordingNotRequired).size() == 1);
    CHECK(alertStateOf(clock.view(Seat::A, 1s), AlertSettings{}).needNotRecord);
    clock.press(Seat::A, 1s); // 310 s: above 5 minutes again
    std::vector<Alert> again = monitor.update(clock, 1s);
    REQUIRE(ofKind(again, AlertKind::RecordingRequiredAgain).size() == 1);
    CHECK(describeAlert(again.front()) ==
          "seat A: more than 5 minutes again: complete the record (13.2)");
    CHECK_FALSE(alertStateOf(clock.view(Seat::A, 1s), AlertSettings{}).needNotRecord);
}

TEST_CASE("alerts: low-time thresholds, each once per crossing", "[clock][alerts]") {
    GameClock clock = clockFor("70+40");
    AlertMonitor monitor;
    clock.start(Seat::A, 0ms);
    monitor.update(clock, 0ms); // 14.9 and 13.2 for both: under 5 minutes from the start
    std::vector<Alert> minute = ofKind(monitor.update(clock, 10s), AlertKind::LowTime);
    REQUIRE(minute.size() == 1);
    CHECK(minute.front().value == 60'000);
    CHECK(ofKind(monitor.update(clock, 20s), AlertKind::LowTime).empty());
    std::vector<Alert> ten = ofKind(monitor.update(clock, 61s), AlertKind::LowTime);
    REQUIRE(ten.size() == 1);
    CHECK(ten.front().value == 10'000); // 30 s was passed between updates: the lowest counts
    CHECK(describeAlert(ten.front()) == "seat A: 0:10.0 left");
    clock.press(Seat::A, 61s); // 9 s + 40 s: above 30 s again
    monitor.update(clock, 61s);
    CHECK(ofKind(monitor.update(clock, 80s), AlertKind::LowTime).empty()); // B's turn
    clock.press(Seat::B, 80s);
    CHECK(ofKind(monitor.update(clock, 100s), AlertKind::LowTime).front().value == 30'000);
}

TEST_CASE("alerts: byo-yomi seconds are counted, then the flag", "[clock][alerts][byo-yomi]") {
    GameClock clock = clockFor("0:2x15");
    AlertMonitor monitor;
    clock.start(Seat::A, 0ms);
    monitor.update(clock, 0ms);
    CHECK(ofKind(monitor.update(clock, 4'500ms), AlertKind::ByoYomiCountdown).empty());
    std::vector<Alert> ten = ofKind(monitor.update(clock, 5s), AlertKind::ByoYomiCountdown);
    REQUIRE(ten.size() == 1);
    CHECK(ten.front().value == 10);
    CHECK(ofKind(monitor.update(clock, 5'500ms), AlertKind::ByoYomiCountdown).front().value == 9);
    CHECK(ofKind(monitor.update(clock, 6s), AlertKind::ByoYomiCountdown).empty()); // still 9
    CHECK(ofKind(monitor.update(clock, 6'001ms), AlertKind::ByoYomiCountdown).front().value == 8);
    CHECK(ofKind(monitor.update(clock, 14'500ms), AlertKind::ByoYomiCountdown).front().value == 0);
    CHECK(ofKind(monitor.update(clock, 15s), AlertKind::ByoYomiCountdown).empty()); // period 2
    std::vector<Alert> flag = monitor.update(clock, 31s);
    REQUIRE(ofKind(flag, AlertKind::Flag).size() == 1);
    CHECK(describeAlert(ofKind(flag, AlertKind::Flag).front()) == "seat A: flag fell (9.4)");
    CHECK(ofKind(monitor.update(clock, 40s), AlertKind::Flag).empty());
}

TEST_CASE("alerts: levels of a seat", "[clock][alerts]") {
    SeatView view;
    view.remaining = 25s;
    view.phase = TimePhase::ByoYomi;
    SeatAlertState state = alertStateOf(view, AlertSettings{});
    CHECK(state.isTimeRefereeDue);
    CHECK(state.needNotRecord);
    CHECK(state.lowTimeLevel == 2);
    CHECK_FALSE(state.byoYomiCountdown.has_value());
    CHECK(alertClause(AlertKind::TimeRefereeCall) == "14.9");
    CHECK(alertClause(AlertKind::LowTime).empty());
}
