// Corrections at a table are exact (undo puts the game and its clock back as if the entry had
// never happened), a claim's advice waits for the arbiter's ruling (9.6), rulings can be entered
// and corrected after the round, and older journals replay as they were written.
#include "app_fixture.hpp"
#include "arbiter/app/event_session.hpp"
#include "memory_event_store.hpp"
#include "table_digest.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using test::mustAccept;

namespace {

constexpr std::int64_t kSecond = 1000;

/// The event: two players, RIF opening, 90 min + 30 s, round 1 started at 1000 s.
Application fischerEvent(const char* opening = "rif") {
    Application application;
    model::EventSettings settings;
    settings.name = "U";
    settings.rounds = 1;
    std::string problem;
    settings.opening = *rules::parseOpeningRules(opening, problem);
    settings.timeControl = "5400+30";
    mustAccept(application, CreateEvent{settings}, 1000 * kSecond);
    mustAccept(application, AddPlayer{test::named("Erik Lind", 2100)}, 1000 * kSecond);
    mustAccept(application, AddPlayer{test::named("Иван Петров", 2000)}, 1000 * kSecond);
    test::startHandPairedRound(application, 1, 1, 1000 * kSecond);
    return application;
}

const model::Table& tableOf(const Application& application) {
    return application.state().rounds[0].tables[0];
}

std::int64_t shown(const Application& application, clock::Seat seat, std::int64_t seconds) {
    return tableOf(application)
               .currentGame()
               .clock->remaining(seat, clock::Milliseconds(seconds * kSecond))
               .count() /
           kSecond;
}

clock::Seat running(const Application& application, std::int64_t seconds) {
    return tableOf(application)
        .currentGame()
        .clock->stateAt(clock::Milliseconds(seconds * kSecond))
        .running;
}

void play(Application& application, std::initializer_list<const char*> events,
          std::int64_t seconds) {
    for (const char* event : events) {
        mustAccept(application, GameAction{1, 1, event}, seconds * kSecond);
    }
}

GameAction undo(const char* reason = "entered by mistake") {
    return GameAction{1, 1, "undo", reason};
}

// Black's move 9 at i8 makes the threes g8-h8-i8 and i6-i7-i8: a forbidden double-three.
constexpr std::initializer_list<const char*> kDoubleThree = {"h8", "a1", "g8", "a3", "i6",
                                                             "a5", "i7", "a7", "i8"};

} // namespace

TEST_CASE("Corrections: a press taken back gives the clocks back exactly (issue 14.1)",
          "[corrections][clock]") {
    Application application = fischerEvent();
    play(application, {"h8", "i9", "j7", "press"}, 1010);
    play(application, {"noswap", "a15", "press"}, 1020);
    CHECK(shown(application, clock::Seat::A, 1030) == 5410); // 1:30:10, running
    CHECK(shown(application, clock::Seat::B, 1030) == 5420); // 1:30:20
    CommandOutcome undone = mustAccept(application, undo(), 1030 * kSecond);
    CHECK(undone.message == "round 1 table 1: takes back White's press at 1:30:20 (after move 4); "
                            "the correction is recorded (entered by mistake)");
    // As if White had never pressed: White's clock has run since 1010, without the increment.
    CHECK(running(application, 1040) == clock::Seat::B);
    CHECK(shown(application, clock::Seat::A, 1040) == 5420);
    CHECK(shown(application, clock::Seat::B, 1040) == 5370);
    CHECK(tableOf(application)
              .currentGame()
              .clock->view(clock::Seat::B, clock::Milliseconds(1040 * kSecond))
              .movesCompleted == 0);
    // The next press is White's and gets White's increment; Black's clock runs again.
    play(application, {"press"}, 1040);
    CHECK(shown(application, clock::Seat::B, 1041) == 5400);
    CHECK(shown(application, clock::Seat::A, 1041) == 5419);
    CHECK(running(application, 1041) == clock::Seat::A);
    play(application, {"propose i10", "propose k12", "press"}, 1050); // not refused
    REQUIRE(tableOf(application).currentGame().corrections.size() == 1);
    CHECK(tableOf(application).currentGame().corrections[0].reason == "entered by mistake");
}

TEST_CASE("Corrections: undo needs a reason and says what it would take back (issue 14.5)",
          "[corrections]") {
    Application application = fischerEvent();
    play(application, {"h8"}, 1005);
    CommandOutcome refused = application.dispatch(undo(""), 1006 * kSecond);
    CHECK_FALSE(refused.isAccepted);
    CHECK(refused.message ==
          "a correction needs a reason (it would take back Black's stone h8 (move 1))");
    mustAccept(application, undo("wrong point"), 1006 * kSecond);
    CHECK(application.dispatch(undo("again"), 1007 * kSecond).message ==
          "round 1 table 1: there is nothing to take back at this table");
}

TEST_CASE("Corrections: every kind of entry is taken back exactly", "[corrections]") {
    Application application = fischerEvent();
    play(application, {"h8", "i9", "j7", "press"}, 1010);
    std::string beforeSwap = test::tableDigest(tableOf(application), 1200 * kSecond);
    play(application, {"swap"}, 1030);
    mustAccept(application, undo(), 1031 * kSecond);
    CHECK(test::tableDigest(tableOf(application), 1200 * kSecond) == beforeSwap);

    std::string beforePause = test::tableDigest(tableOf(application), 1300 * kSecond);
    mustAccept(application, ClockAction{1, 1, ClockActionKind::Pause, clock::Seat::A, 0, "", ""},
               1040 * kSecond);
    mustAccept(application,
               ClockAction{1, 1, ClockActionKind::AdjustTime, clock::Seat::B, 60000, "", "noise"},
               1041 * kSecond);
    mustAccept(application, undo(), 1042 * kSecond);
    mustAccept(application, undo(), 1043 * kSecond);
    CHECK(test::tableDigest(tableOf(application), 1300 * kSecond) == beforePause);

    std::string beforeResult = test::tableDigest(tableOf(application), 1400 * kSecond);
    mustAccept(application, SetResult{1, 1, model::ResultCode::FirstWins, "illness", ""},
               1050 * kSecond);
    CHECK(tableOf(application).result);
    mustAccept(application, undo(), 1051 * kSecond);
    CHECK(test::tableDigest(tableOf(application), 1400 * kSecond) == beforeResult);
}

TEST_CASE("9.6: a claim's advice is not the result until the arbiter rules (issue 14.2)",
          "[corrections][claim][9.6]") {
    Application application = fischerEvent("none");
    play(application, kDoubleThree, 1001);
    CommandOutcome claim =
        mustAccept(application, GameAction{1, 1, "claim white forbidden"}, 1061 * kSecond);
    CHECK(claim.message.find("advice only: the arbiter's ruling is awaited (uphold advised)") !=
          std::string::npos);
    CHECK_FALSE(tableOf(application).result);
    CHECK(rules::isAwaitingRuling(tableOf(application).currentGame().game));
    CHECK(tableOf(application)
              .currentGame()
              .clock->stateAt(clock::Milliseconds(1100 * kSecond))
              .status == clock::ClockStatus::Paused);
    CHECK(application.dispatch(FinishRound{1}, 1070 * kSecond).message ==
          "round 1 cannot finish: a claim awaits the arbiter's ruling at table 1");
    CHECK(
        application.dispatch(SetResult{1, 1, model::ResultCode::SecondWins, "", ""}, 1070 * kSecond)
            .message == "round 1 table 1: a claim awaits your ruling; rule on it first (ruling "
                        "uphold or ruling reject)");
    CHECK(application.dispatch(GameAction{1, 1, "a9"}, 1070 * kSecond).message ==
          "9.6: play is stopped for White's claim (9.2): the arbiter rules on it first");
    CommandOutcome ruling =
        mustAccept(application, GameAction{1, 1, "ruling uphold"}, 1080 * kSecond);
    CHECK(ruling.message ==
          "ruling: the arbiter upholds the claim, as advised; result 0-1 forbidden-33");
    REQUIRE(tableOf(application).result);
    CHECK(tableOf(application).result->code == model::ResultCode::SecondWins);
    REQUIRE(ruling.effects.size() == 1);
    CHECK(ruling.effects[0].kind == Effect::Kind::GameEnded);
    CHECK(ruling.effects[0].text == "0-1");
    mustAccept(application, FinishRound{1}, 1090 * kSecond);
}

TEST_CASE("Rulings after the round: entered, corrected with a reason, and results follow",
          "[corrections][ruling]") {
    Application application = fischerEvent("none");
    play(application, kDoubleThree, 1001);
    mustAccept(application, GameAction{1, 1, "claim white forbidden"}, 1061 * kSecond);
    mustAccept(application, GameAction{1, 1, "ruling uphold"}, 1062 * kSecond);
    mustAccept(application, FinishRound{1}, 1063 * kSecond);
    CHECK(
        application.dispatch(GameAction{1, 1, "ruling uphold", "appeal"}, 1070 * kSecond).message ==
        "round 1 table 1: the last claim was upheld already");
    CHECK(application.dispatch(GameAction{1, 1, "ruling reject"}, 1070 * kSecond).message ==
          "changing a ruling after the round is a correction: it needs a reason");
    CHECK(application.dispatch(GameAction{1, 1, "a9"}, 1070 * kSecond).message ==
          "round 1 is not being played (it is finished: a ruling or a result can still be "
          "entered or corrected)");
    CommandOutcome corrected =
        mustAccept(application, GameAction{1, 1, "ruling reject", "appeal upheld"}, 1071 * kSecond);
    CHECK(corrected.message == "round 1 table 1: ruling corrected: the arbiter now rejects the "
                               "claim (appeal upheld); the table has no result now: enter the "
                               "result");
    CHECK_FALSE(tableOf(application).result);
    mustAccept(application, SetResult{1, 1, model::ResultCode::Draw, "agreed after appeal", ""},
               1072 * kSecond);
    CHECK(tableOf(application).result->code == model::ResultCode::Draw);
    mustAccept(application, GameAction{1, 1, "ruling uphold", "appeal withdrawn"}, 1073 * kSecond);
    // The later result entered by the arbiter still stands over the game's own end.
    CHECK(tableOf(application).result->code == model::ResultCode::Draw);
    CHECK(tableOf(application).currentGame().corrections.size() == 2);
}

TEST_CASE("Results stand alone by colour, Black's score first, with the winner (issue 14.4)",
          "[corrections][result]") {
    Application application = fischerEvent();
    play(application, {"h8", "i9", "j7", "press", "swap", "press"}, 1010);
    // After the swap the second player, Иван Петров, holds Black.
    CommandOutcome set = mustAccept(
        application, SetResult{1, 1, model::ResultCode::SecondWins, "illness", ""}, 1020 * kSecond);
    CHECK(set.message ==
          "round 1 table 1: result 1-0 Black (Иван Петров) wins: illness (entered by the arbiter)");
}

TEST_CASE("Older journals replay as written: advice stood, undo took back board events only",
          "[corrections][session]") {
    auto entries = std::make_shared<std::vector<storage::JournalEntry>>();
    std::vector<std::string> notices;
    {
        auto session = EventSession::open(std::make_unique<test::MemoryEventStore>(entries),
                                          Instant{0, 0, "boot"}, "test", notices);
        model::EventSettings settings;
        settings.name = "Old";
        std::string problem;
        settings.opening = *rules::parseOpeningRules("none", problem);
        settings.timeControl = "600";
        auto run = [&](const Command& command) {
            REQUIRE(session->execute(command, CommandTime{Instant{1, 1, "boot"}, 1000})
                        .outcome.isAccepted);
        };
        run(CreateEvent{settings});
        run(AddPlayer{test::named("A", 2000)});
        run(AddPlayer{test::named("B", 1900)});
        run(PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}});
        run(PublishRound{1});
        run(StartRound{1});
        for (const char* event : kDoubleThree) {
            run(GameAction{1, 1, event});
        }
        run(GameAction{1, 1, "claim white forbidden"});
        run(GameAction{1, 1, "ruling uphold"});
        run(FinishRound{1});
        session->close(Instant{2, 2, "boot"});
    }
    // Rewrite the claim as 0.1.0 wrote it: its advice was the result and the round finished
    // without a ruling; an undo without a reason took back a board event only.
    std::vector<storage::JournalEntry> old;
    for (storage::JournalEntry entry : *entries) {
        if (entry.payload.find("ruling uphold") != std::string::npos) {
            continue;
        }
        entry.program = "renju-arbiter 0.1.0";
        old.push_back(entry);
    }
    auto oldEntries = std::make_shared<std::vector<storage::JournalEntry>>(old);
    auto reopened = EventSession::open(std::make_unique<test::MemoryEventStore>(oldEntries, true),
                                       Instant{3, 3, "boot"}, "test", notices);
    const model::Table& table = reopened->state().rounds[0].tables[0];
    REQUIRE(table.result);
    CHECK(table.result->code == model::ResultCode::SecondWins);
    CHECK_FALSE(rules::isAwaitingRuling(table.currentGame().game));
    CHECK(reopened->state().rounds[0].status == model::RoundStatus::Finished);
}
