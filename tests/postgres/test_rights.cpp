// The database enforces the rights: a viewer cannot write, a referee cannot change the setup,
// the players, the pairings or another referee's ruling, only the chief arbiter adds referees.
#include "pg_fixture.hpp"

#include <catch2/catch.hpp>
#include <unistd.h>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;

namespace {

std::string roleName(const std::string& base) {
    return base + "_" + std::to_string(getpid());
}

} // namespace

TEST_CASE("Rights: a viewer reads the event and cannot write it", "[postgres][rights]") {
    std::string name = uniqueEventName("viewer");
    auto chief = startedServerEvent(name, 2);
    std::string viewerRole = roleName("screen");
    addRole(viewerRole, "viewer");
    auto viewer = openStation(eventUri(name, viewerRole), "gui:screen");
    CHECK(viewer->state().rounds.size() == 1);
    app::ExecutedCommand refused = runNow(*viewer, app::GameAction{1, 1, "h8"});
    CHECK_FALSE(refused.outcome.isAccepted);
    CHECK(refused.outcome.message ==
          "not saved, nothing changed: permission denied for function lock_journal");
    CHECK(rules::recordOf(viewer->state().rounds[0].tables[0].currentGame().game)
              .empty()); // never shown
                         // as done
}

TEST_CASE("Rights: a referee enters games but not the setup, the players or the pairings",
          "[postgres][rights]") {
    std::string name = uniqueEventName("referee");
    auto chief = startedServerEvent(name, 4);
    std::string role = roleName("ref");
    addRole(role, "referee");
    auto referee = openStation(eventUri(name, role), "cli:ref");
    CHECK(runNow(*referee, app::GameAction{1, 1, "h8"}).outcome.isAccepted);
    model::Player late;
    late.name = "Late Entry";
    app::ExecutedCommand player = runNow(*referee, app::AddPlayer{late});
    CHECK(player.outcome.message ==
          "not saved, nothing changed: permission denied: " + role +
              " may not change the event's setup, players or pairings (player.add); only the "
              "chief arbiter may");
    CHECK(referee->state().players.size() == 4);
    model::EventSettings settings = referee->state().settings;
    settings.venue = "elsewhere";
    CHECK_FALSE(runNow(*referee, app::EditEvent{settings}).outcome.isAccepted);
    CHECK_FALSE(runNow(*referee, app::FinishRound{1}).outcome.isAccepted);
    CHECK(referee->state().settings.venue.empty());
    // Only the chief arbiter adds referees.
    CHECK_THROWS_WITH(
        storage::addReferee(eventUri(name, role), roleName("sneaky"), "chief", "a-long-password"),
        Catch::Contains("permission denied"));
}

TEST_CASE("Rights: a referee's ruling is changed only by that referee or the chief arbiter",
          "[postgres][rights]") {
    std::string name = uniqueEventName("ruling");
    auto chief = startedServerEvent(name, 4);
    std::string first = roleName("ruler");
    std::string second = roleName("other");
    addRole(first, "referee");
    addRole(second, "referee");
    auto a = openStation(eventUri(name, first), "cli:a");
    auto b = openStation(eventUri(name, second), "cli:b");
    REQUIRE(runNow(*a, app::SetResult{1, 1, model::ResultCode::FirstWins, "resigned", ""})
                .outcome.isAccepted);
    b->catchUp();
    app::ExecutedCommand overruled =
        runNow(*b, app::SetResult{1, 1, model::ResultCode::Draw, "I saw a draw", ""});
    CHECK(overruled.outcome.message == "not saved, nothing changed: permission denied: round 1 "
                                       "table 1: the ruling there is " +
                                           first +
                                           "'s; only they or the chief arbiter may "
                                           "change it");
    // A referee's own ruling, and any ruling by the chief arbiter.
    CHECK(runNow(*a, app::SetResult{1, 1, model::ResultCode::SecondWins, "misread", ""})
              .outcome.isAccepted);
    chief->catchUp();
    CHECK(runNow(*chief, app::SetResult{1, 1, model::ResultCode::Draw, "appeal", ""})
              .outcome.isAccepted);
    // Another table is free for B.
    CHECK(
        runNow(*b, app::SetResult{1, 2, model::ResultCode::Draw, "agreed", ""}).outcome.isAccepted);
}

TEST_CASE("Rights: a referee's undo may not take back another referee's override",
          "[postgres][rights]") {
    std::string name = uniqueEventName("undo");
    auto chief = startedServerEvent(name, 2);
    std::string first = roleName("board");
    std::string second = roleName("floor");
    addRole(first, "referee");
    addRole(second, "referee");
    auto a = openStation(eventUri(name, first), "cli:a");
    auto b = openStation(eventUri(name, second), "cli:b");
    REQUIRE(runNow(*b, app::GameAction{1, 1, "h8"}).outcome.isAccepted);
    a->catchUp();
    REQUIRE(
        runNow(*a, app::GameAction{1, 1, "override 0-1 forfeit left early"}).outcome.isAccepted);
    b->catchUp();
    app::ExecutedCommand undo = runNow(*b, app::GameAction{1, 1, "undo", "wrong table"});
    CHECK(undo.outcome.message.find("the ruling there is " + first + "'s") != std::string::npos);
    CHECK(b->state().rounds[0].tables[0].result.has_value()); // the override stands
    // A takes back its own override; then B's undo takes back B's own stone.
    REQUIRE(runNow(*a, app::GameAction{1, 1, "undo", "my mistake"}).outcome.isAccepted);
    b->catchUp();
    CHECK(runNow(*b, app::GameAction{1, 1, "undo", "wrong point"}).outcome.isAccepted);
}
