#pragma once

#include "arbiter/app/application.hpp"
#include "arbiter/app/event_session.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace renju::arbiter::test {

/// An event in a state the views must draw, and the event time to draw it at.
struct UiFixture {
    std::string name;
    app::Application application;
    std::int64_t now = 0;
};

/// Returns an event of `tables` tables with round 1 paired by hand and started at 1 s under
/// the time control `control`.
app::Application startedEvent(int tables, const std::string& control, bool usesTimeReferees);

/// A quick Ren match on 10x10 (game points), Anna Ivanova against 王伟, set up at 1000 ms.
app::Application renQuickMatch();

/// Returns the states the headless tests draw every view in: an empty event, a round in
/// progress, 5th-move proposals waiting for White's choice, a claim waiting for the ruling, a
/// fallen flag (with time referees), a finished round, and a Ren table (seed 002) after a
/// nibai with rui stones.
std::vector<UiFixture> uiFixtures();

/// Returns the live demo (its last round being played) with the longest names the views must
/// fit: six players renamed to 60 characters in Latin, Cyrillic, Greek, Chinese, Japanese and
/// Korean, with 40-character clubs, seated at the round's tables.
UiFixture longNamesFixture();

/// The 60-character names of longNamesFixture(), one per script.
const std::vector<std::string>& longNames();

/// Returns one fixture by name (one of uiFixtures()).
UiFixture uiFixture(const std::string& name);

/// The board events of the RIF opening used by the fixtures, up to the proposals: Black's
/// stones h8 h10, White's i9 a1, proposals g8 and m3.
const std::vector<std::string>& openingToProposals();

/// The events after the proposals up to Black's forbidden double-three at h9 (move 9).
const std::vector<std::string>& choiceToDoubleThree();

/// The instant the in-memory sessions of the tests open at.
inline const app::Instant kSessionStart{1000, 1'700'000'000'000, "boot"};

/// Returns a writable session on a journal kept in memory, opened by `actor`.
std::unique_ptr<app::EventSession> memorySession(const std::string& actor = "test");

/// Returns the demo event in a memory session, the last round live when `isLive`.
std::unique_ptr<app::EventSession> demoSession(bool isLive);

/// Applies board events to table `table` of round 1, one second apart from `at`.
std::int64_t playAt(app::Application& application, int table,
                    const std::vector<std::string>& events, std::int64_t at);

} // namespace renju::arbiter::test
