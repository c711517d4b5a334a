// The hall server decides for every station (issue 25): each numbered failure of today's design
// that the authority alone fixes, on real event files.
#include "arbiter/app/command_json.hpp"
#include "hall_fixture.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::test;
using Status = hall::CommandAnswer::Status;

namespace {

const model::Table& table(const model::EventState& state, int number) {
    return state.rounds.at(0).tables.at(static_cast<std::size_t>(number - 1));
}

} // namespace

TEST_CASE("Hall: a referee's ruling is overturned by no other referee, however it is spelled",
          "[hall][rights]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    hall.addReferee("open", "boris", "referee");
    REQUIRE(hall.send("open", "boris", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
    REQUIRE(hall.send("open", "anna", app::GameAction{1, 1, "override 0-1 forfeit left early"})
                .status == Status::Accepted);
    for (const std::string undo : {"undo", " undo", "\tundo", "undo "}) {
        CAPTURE(undo);
        hall::CommandAnswer answer = hall.send("open", "boris", app::GameAction{1, 1, undo, "x"});
        CHECK(answer.status == Status::Refused);
        CHECK(answer.message == "round 1 table 1: the ruling there is anna's; only they or the "
                                "chief arbiter may change it");
    }
    hall::CommandAnswer result =
        hall.send("open", "boris", app::SetResult{1, 1, model::ResultCode::Draw, "seen", ""});
    CHECK(result.status == Status::Refused);
    CHECK(table(hall.replayed("open"), 1).result.has_value()); // anna's override stands
    // The owners are read again from the journal when the server starts again.
    hall.restart();
    CHECK(hall.send("open", "boris", app::GameAction{1, 1, "undo", "x"}).message ==
          "round 1 table 1: the ruling there is anna's; only they or the chief arbiter may "
          "change it");
    CHECK(hall.send("open", "anna", app::GameAction{1, 1, "undo", "mine"}).status ==
          Status::Accepted);
    CHECK(hall.send("open", "boris", app::GameAction{1, 1, "undo", "mine"}).status ==
          Status::Accepted);
}

TEST_CASE("Hall: rights are per event and per command kind", "[hall][rights]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.startedEvent("juniors");
    hall.addReferee("open", "anna", "referee");
    hall.addReferee("juniors", "screen", "viewer");
    CHECK(hall.send("open", "anna", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
    hall::CommandAnswer elsewhere = hall.send("juniors", "anna", app::GameAction{1, 1, "h8"});
    CHECK(elsewhere.status == Status::Refused);
    CHECK(elsewhere.message ==
          "permission denied: anna is not a referee of the event juniors on this hall server");
    model::Player late;
    late.name = "Late Entry";
    hall::CommandAnswer player = hall.send("open", "anna", app::AddPlayer{late});
    CHECK(player.message == "permission denied: anna may not player.add (a referee plays the "
                            "tables (games, clocks, results); only the chief arbiter may)");
    hall::CommandAnswer viewer = hall.send("juniors", "screen", app::GameAction{1, 1, "h8"});
    CHECK(viewer.message ==
          "permission denied: screen may not game (a viewer may only read the event)");
    CHECK_NOTHROW(hall.service->entriesAfter("juniors", "screen", 0));
    CHECK_THROWS_AS(hall.service->entriesAfter("open", "screen", 0), hall::HallRefusal);
    CHECK(hall.replayed("juniors").players.size() == 4);
    CHECK(rules::recordOf(table(hall.replayed("juniors"), 1).currentGame().game).empty());
}

TEST_CASE("Hall: the hall's clock stamps every command; a station's time is refused",
          "[hall][time]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    hall::CommandRequest request;
    request.event = "open";
    request.issuer = "anna";
    request.requestId = "far-future";
    request.command = app::commandToJson(app::GameAction{1, 1, "h8"});
    request.hasStationTime = true;
    hall::CommandAnswer answer = hall.service->execute(request);
    CHECK(answer.status == Status::Refused);
    CHECK(answer.message.starts_with("the hall server keeps the event's time"));
    std::int64_t before = hall.clockMs;
    REQUIRE(hall.send("open", "anna", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
    std::vector<storage::JournalEntry> entries = hall.service->entriesAfter("open", "anna", 0);
    const storage::JournalEntry& last = entries.back();
    CHECK(last.role == "anna");
    CHECK(last.actor == "cli:anna");
    CHECK(last.monotonicMilliseconds == before + 1000);
    CHECK(last.wallMilliseconds == 1'700'000'000'000 + before + 1000); // never 1970
}

TEST_CASE("Hall: nothing a referee sends makes the journal unreadable", "[hall][replay]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    for (const std::string poison :
         {R"({"type":"game","round":1,"table":1,"event":"zz99"})",
          R"({"type":"game","round":1,"table":9,"event":"h8"})", R"({"type":"nonsense"})",
          R"({"type":"game","round":1})", "not json",
          R"({"type":"clock","round":1,"table":1,)"
          R"("action":"press"})"}) {
        CAPTURE(poison);
        hall::CommandAnswer answer =
            hall.sendText("open", "anna", poison, "p" + std::to_string(hall.nextId++));
        CHECK(answer.status == Status::Refused);
        CHECK_FALSE(answer.message.empty());
    }
    CHECK_NOTHROW(hall.replayed("open"));
    CHECK(hall.send("open", "anna", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
}

TEST_CASE("Hall: a resent command is answered with its first outcome, stored once",
          "[hall][resend]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    std::string json = app::commandToJson(app::GameAction{1, 1, "h8"});
    hall::CommandAnswer first = hall.sendText("open", "anna", json, "station7-0001");
    REQUIRE(first.status == Status::Accepted);
    hall::CommandAnswer again = hall.sendText("open", "anna", json, "station7-0001");
    CHECK(again.status == Status::Accepted);
    CHECK(again.isRepeat);
    CHECK(again.sequence == first.sequence);
    CHECK(rules::recordOf(table(hall.replayed("open"), 1).currentGame().game).size() == 1);
    // Recognised after the server restarts too: the id is in the journal.
    hall.restart();
    hall::CommandAnswer afterRestart = hall.sendText("open", "anna", json, "station7-0001");
    CHECK(afterRestart.isRepeat);
    CHECK(afterRestart.sequence == first.sequence);
    CHECK(hall.sendText("open", "anna", json, "bad id!").message ==
          "the command's id must be 1 to 64 letters, digits, '-' or '_'");
}

TEST_CASE("Hall: a command entered on a table that another station changed since is refused",
          "[hall][conflict]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    hall.addReferee("open", "boris", "referee");
    std::int64_t seen = hall.service->entriesAfter("open", "anna", 0).back().sequence;
    REQUIRE(hall.send("open", "anna", app::GameAction{1, 1, "h8"}).status == Status::Accepted);
    hall::CommandRequest request;
    request.event = "open";
    request.issuer = "boris";
    request.requestId = "boris-1";
    request.actor = "cli:board-1";
    request.command = app::commandToJson(app::GameAction{1, 1, "h8"});
    request.basis = seen; // what boris's station showed: before anna's stone
    hall::CommandAnswer answer = hall.service->execute(request);
    CHECK(answer.status == Status::Refused);
    CHECK(answer.message.starts_with("table 1 changed: h8 was entered from anna (cli:anna)"));
    request.requestId = "boris-2";
    request.command = app::commandToJson(app::GameAction{1, 2, "h8"});
    CHECK(hall.service->execute(request).status == Status::Accepted); // another table
}

TEST_CASE("Hall: a result entered for a match's game not yet started is its referee's",
          "[hall][rights]") {
    app::RulingOwners owners;
    model::EventState state;
    model::Round round;
    round.number = 1;
    model::Table table;
    table.number = 1;
    table.games.resize(2);
    round.tables.push_back(table);
    state.rounds.push_back(round);
    app::RulingOwners::TableRulings before = app::RulingOwners::at(state, {1, 1});
    state.rounds[0].tables[0].games[1].result =
        model::TableResult{model::ResultCode::Draw, "", false};
    app::RulingOwners::TableRulings after = app::RulingOwners::at(state, {1, 1});
    owners.record(before, after, {1, 1}, "anna");
    state.rounds[0].tables[0].games[1].result =
        model::TableResult{model::ResultCode::FirstWins, "", false};
    CHECK(owners.refusal(after, app::RulingOwners::at(state, {1, 1}), {1, 1}, "boris")
              .starts_with("round 1 table 1: the ruling there is anna's"));
}

TEST_CASE("Hall: a resend after the referee was demoted gets its first outcome; a new command "
          "is refused",
          "[hall][resend][rights]") {
    HallFixture hall;
    hall.startedEvent("open");
    hall.addReferee("open", "anna", "referee");
    hall.addReferee("open", "boris", "referee");
    std::string json = app::commandToJson(app::GameAction{1, 1, "h8"});
    hall::CommandAnswer first = hall.sendText("open", "anna", json, "anna-0001");
    REQUIRE(first.status == Status::Accepted);
    // Another referee's command with the same id is not taken for anna's resend.
    hall::CommandAnswer borrowed = hall.sendText("open", "boris", json, "anna-0001");
    CHECK_FALSE(borrowed.isRepeat);
    CHECK(borrowed.status == Status::Refused); // h8 is taken: it was really checked
    hall.addReferee("open", "anna", "viewer"); // the chief demotes anna
    hall::CommandAnswer resent = hall.sendText("open", "anna", json, "anna-0001");
    CHECK(resent.status == Status::Accepted); // it changes nothing: the first outcome
    CHECK(resent.isRepeat);
    CHECK(resent.sequence == first.sequence);
    std::string next = app::commandToJson(app::GameAction{1, 1, "h9"});
    hall::CommandAnswer fresh = hall.sendText("open", "anna", next, "anna-0002");
    CHECK(fresh.status == Status::Refused);
    CHECK(fresh.message.find("permission denied: anna may not") == 0);
    // Recognised after a restart too (from the journal), and refused alike when new.
    hall.restart();
    CHECK(hall.sendText("open", "anna", json, "anna-0001").isRepeat);
    CHECK(hall.sendText("open", "anna", next, "anna-0003").status == Status::Refused);
    CHECK(rules::recordOf(table(hall.replayed("open"), 1).currentGame().game).size() == 1);
}

TEST_CASE("Hall: an event the store does not have is refused, and no slot is kept for it",
          "[hall][events]") {
    HallFixture hall;
    // As the PostgreSQL store says it: a StorageError, not a lost connection.
    hall::HallService service(
        [](const std::string& event, bool) -> std::unique_ptr<storage::EventStore> {
            if (event == "lost") {
                throw storage::ConnectionLost("cannot reach the server");
            }
            throw storage::StorageError("postgresql://hall/renju: no event '" + event +
                                        "' on this server");
        },
        hall.referees,
        [] {
            return app::Instant{1000, 1'700'000'000'000, "boot"};
        });
    hall::CommandRequest request;
    request.issuer = "chief";
    request.actor = "cli:chief";
    request.command = app::commandToJson(app::GameAction{1, 1, "h8"});
    for (int i = 0; i < 1000; ++i) {
        request.event = "nowhere-" + std::to_string(i);
        request.requestId = "id-" + std::to_string(i);
        hall::CommandAnswer answer = service.execute(request);
        REQUIRE(answer.status == Status::Refused); // "not saved, nothing changed" is true
        REQUIRE(answer.message.find("no event 'nowhere-") != std::string::npos);
    }
    CHECK_THROWS_AS(service.entriesAfter("nowhere-1", "chief", 0), hall::HallRefusal);
    CHECK(service.openEvents() == 0);
    // A store that cannot be reached now is another matter: asked again, it may answer.
    request.event = "lost";
    CHECK(service.execute(request).status == Status::Unknown);
    CHECK(service.openEvents() == 0);
}
