// The application layer with synthetic time: every command checked, applied or refused.
#include "app_fixture.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/app/event_views.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using arbiter::test::mustAccept;

namespace {

const model::Table& tableOf(const Application& application, int round, int table) {
    return *application.state().findRound(round)->findTable(table);
}

clock::Seat runningSeat(const model::Table& table, std::int64_t now) {
    return table.currentGame().clock->stateAt(clock::Milliseconds(now)).running;
}

} // namespace

TEST_CASE("App: an event needs valid settings; it is created once", "[app][event]") {
    Application application;
    model::EventSettings settings;
    CHECK(application.dispatch(AddPlayer{}, 0).message ==
          "the event has not been created yet (event new)");
    CHECK(application.dispatch(CreateEvent{settings}, 0).message == "the event needs a name");
    settings.name = "Cup";
    settings.timeControl = "90:00";
    CHECK(application.dispatch(CreateEvent{settings}, 0)
              .message.rfind("time control '90:00', column", 0) == 0);
    settings.timeControl = "5400+30";
    CHECK(application.dispatch(CreateEvent{settings}, 0).isAccepted);
    CHECK_FALSE(application.dispatch(CreateEvent{settings}, 0).isAccepted);
}

TEST_CASE("App: a refused command changes nothing", "[app]") {
    Application application = test::eventWithPlayers(6);
    test::startHandPairedRound(application, 1, 3, 1000);
    std::string before = test::fingerprint(application.state());
    std::vector<Command> refused = {
        AddPlayer{model::Player{}},
        EditPlayer{model::PlayerId{99}, model::Player{}},
        RequestBye{model::PlayerId{1}, 1, model::ByeKind::Half},
        ForbidPair{model::PlayerId{1}, model::PlayerId{1}},
        PairRound{1, {}, std::nullopt, false, {}},
        StartRound{1},
        FinishRound{1},
        GameAction{1, 1, "i9"},
        GameAction{1, 1, "nonsense here"},
        GameAction{1, 7, "h8"},
        ClockAction{1, 1, ClockActionKind::AdjustTime, clock::Seat::A, 1000, "", "running"},
        SetResult{1, 9, model::ResultCode::Draw, "", ""},
    };
    for (const Command& command : refused) {
        CAPTURE(commandName(command));
        CHECK_FALSE(application.dispatch(command, 2000).isAccepted);
        CHECK(test::fingerprint(application.state()) == before);
    }
}

TEST_CASE("App: players register, enter late, withdraw, ask for byes", "[app][players]") {
    Application application = test::eventWithPlayers(4);
    CHECK(application.dispatch(RequestBye{model::PlayerId{2}, 2, model::ByeKind::Half}, 0)
              .isAccepted);
    CHECK(
        application.dispatch(RequestBye{model::PlayerId{2}, 9, model::ByeKind::Half}, 0).message ==
        "a bye can be requested for rounds 1-5, not round 9");
    test::startHandPairedRound(application, 1, 2, 0);
    CommandOutcome late = mustAccept(application, AddPlayer{test::named("Late", 1500)}, 10);
    CHECK(late.message == "player No. 5 Late registered (late entry from round 2)");
    CHECK(application.state().findPlayer(model::PlayerId{5})->firstRound == 2);
    mustAccept(application, WithdrawPlayer{model::PlayerId{3}, "ill"}, 10);
    CHECK(application.state().findPlayer(model::PlayerId{3})->withdrawnAfterRound == 1);
    ImportPlayers bad{{test::named("Ok", 1800), test::named(" ", 1800)}, "x.csv"};
    CHECK(application.dispatch(bad, 10).message == "player 2: a player needs a name");
    CHECK(application.state().players.size() == 5); // all or none
}

TEST_CASE("App: a hand pairing is checked and its violations reported, not refused",
          "[app][pairing]") {
    Application application = test::eventWithPlayers(4);
    mustAccept(application, ForbidPair{model::PlayerId{3}, model::PlayerId{4}}, 0);
    test::startHandPairedRound(application, 1, 2, 0);
    mustAccept(application, SetResult{1, 1, model::ResultCode::FirstWins, "", ""}, 10);
    mustAccept(application, SetResult{1, 2, model::ResultCode::Draw, "", ""}, 10);
    mustAccept(application, FinishRound{1}, 10);
    CHECK_FALSE(
        application
            .dispatch(PairRound{2, {{model::PlayerId{1}, model::PlayerId{1}}}, {}, false, {}}, 20)
            .isAccepted);
    PairRound rematch{
        2,
        {{model::PlayerId{2}, model::PlayerId{1}}, {model::PlayerId{3}, model::PlayerId{4}}},
        {},
        false,
        {}};
    CommandOutcome outcome = mustAccept(application, rematch, 20);
    REQUIRE(outcome.warnings.size() == 3);
    CHECK(outcome.warnings[0] == "C1: No. 2 Player 2 and No. 1 Player 1 met in round 1");
    CHECK(outcome.warnings[2] ==
          "forbidden pair: No. 3 Player 3 and No. 4 Player 4 must not be paired");
    // The journal keeps the warnings with the pairing.
    REQUIRE(outcome.journaled);
    CHECK(std::get<PairRound>(*outcome.journaled).warnings == outcome.warnings);
}

TEST_CASE("App: the engine's pairing is journaled as its pairs", "[app][pairing]") {
    Application application = test::eventWithPlayers(5);
    CommandOutcome outcome = mustAccept(application, PairNextRound{}, 0);
    REQUIRE(outcome.journaled);
    const auto& pairing = std::get<PairRound>(*outcome.journaled);
    CHECK(pairing.isFromEngine);
    CHECK(pairing.tables.size() == 2);
    REQUIRE(pairing.bye);
    CHECK(pairing.bye->value == 5); // the lowest-rated player
    CHECK(pairing.tables[0] == TablePairing{model::PlayerId{1}, model::PlayerId{3}});
    // Not started yet: pairing again re-pairs round 1 (e.g. after a withdrawal).
    mustAccept(application, WithdrawPlayer{model::PlayerId{5}, "ill"}, 0);
    CommandOutcome again = mustAccept(application, PairNextRound{}, 0);
    CHECK(again.message == "round 1 paired by the engine: 2 tables");
    CHECK(application.state().rounds.size() == 1);
    CHECK_FALSE(application.state().rounds[0].pairingBye);
    mustAccept(application, PublishRound{1}, 0);
    mustAccept(application, StartRound{1}, 0);
    CHECK(application.dispatch(PairNextRound{}, 0).message == "round 1 is not finished");
}

TEST_CASE("App: a round paired by hand, table by table, with the bye; checks on publishing",
          "[app][pairing]") {
    Application application = test::eventWithPlayers(5);
    CommandOutcome first = mustAccept(
        application, SetTable{1, 1, model::PlayerId{1}, model::PlayerId{2}, "hand", {}}, 0);
    CHECK(first.message == "round 1 table 1 set by hand: hand");
    CHECK(application.dispatch(SetTable{1, 3, model::PlayerId{3}, model::PlayerId{4}, "x", {}}, 0)
              .message == "table 3 does not exist (tables 1-2)");
    mustAccept(application, SetTable{1, 2, model::PlayerId{3}, model::PlayerId{4}, "hand", {}}, 0);
    CHECK(application.dispatch(SetBye{1, model::PlayerId{3}, "x", {}}, 0).message ==
          "No. 3 Player 3 sits at table 2; change that table first");
    mustAccept(application, SetBye{1, model::PlayerId{5}, "lowest", {}}, 0);
    CommandOutcome published = mustAccept(application, PublishRound{1}, 0);
    CHECK(published.warnings.empty());
    // Seating the bye player takes the bye away; the displaced players are named.
    CommandOutcome seated = mustAccept(
        application, SetTable{1, 2, model::PlayerId{3}, model::PlayerId{5}, "swap", {}}, 0);
    CHECK(seated.message ==
          "round 1 table 2 set by hand: swap; the pairing-allocated bye of No. 5 Player 5 is "
          "taken away; publish the pairing again");
    REQUIRE(seated.warnings.size() == 1);
    CHECK(seated.warnings[0] == "No. 4 Player 4 loses the seat at table 2 and is not paired");
    CHECK_FALSE(application.state().rounds[0].pairingBye);
    CHECK(mustAccept(application, PublishRound{1}, 0).warnings ==
          std::vector<std::string>{"No. 4 Player 4 is not paired"});
}

TEST_CASE("App: a round starts under the settings of its start; a forfeit gets no clock",
          "[app][pairing][clock]") {
    Application application = test::eventWithPlayers(4, 5, "none");
    mustAccept(application, PairNextRound{}, 0);
    mustAccept(application, PublishRound{1}, 0);
    model::EventSettings settings = application.state().settings;
    std::string problem;
    settings.opening = *rules::parseOpeningRules("rif", problem);
    mustAccept(application, EditEvent{settings}, 0);
    mustAccept(application, SetResult{1, 2, model::ResultCode::FirstForfeit, "no show", ""}, 0);
    CommandOutcome started = mustAccept(application, StartRound{1}, 0);
    CHECK(started.message == "round 1 started: 1 clock running");
    const model::Round& round = application.state().rounds[0];
    CHECK(std::get<rules::Game>(round.tables[0].currentGame().game).openingRules().protocol ==
          rules::OpeningProtocol::Rif);
    CHECK_FALSE(round.tables[1].currentGame().clock);
    mustAccept(application, GameAction{1, 1, "h8"}, 10);
    CHECK_FALSE(application.dispatch(GameAction{1, 1, "a1"}, 20).isAccepted); // rif: move 2
}

TEST_CASE("App: a round starts only when published; clocks start for the first player (14.3)",
          "[app][round]") {
    Application application = test::eventWithPlayers(2);
    mustAccept(application, PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}},
               0);
    CHECK(application.dispatch(StartRound{1}, 0).message == "round 1 must be published before it "
                                                            "starts");
    mustAccept(application, PublishRound{1}, 0);
    mustAccept(application, StartRound{1}, 5000);
    const model::Table& table = tableOf(application, 1, 1);
    REQUIRE(table.currentGame().clock);
    CHECK(runningSeat(table, 6000) == clock::Seat::A);
    CHECK(
        table.currentGame().clock->remaining(clock::Seat::A, clock::Milliseconds(65000)).count() ==
        540000);
}

TEST_CASE("App: presses drive the clock and it follows who must act (12.7)", "[app][clock]") {
    Application application = test::eventWithPlayers(2);
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "h9", "j10"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    mustAccept(application, GameAction{1, 1, "press"}, 20000);
    CHECK(runningSeat(tableOf(application, 1, 1), 20001) == clock::Seat::B); // swap decision
    mustAccept(application, GameAction{1, 1, "swap"}, 30000);
    // The decision itself does not stop the second player's clock: the press does.
    CHECK(runningSeat(tableOf(application, 1, 1), 30000) == clock::Seat::B);
    mustAccept(application, GameAction{1, 1, "press"}, 30000);
    // After the swap the first player holds White and must play move 4: their clock runs.
    CHECK(runningSeat(tableOf(application, 1, 1), 30001) == clock::Seat::A);
    const model::Table& table = tableOf(application, 1, 1);
    CHECK(
        table.currentGame().clock->remaining(clock::Seat::B, clock::Milliseconds(40000)).count() ==
        595000);
    // Without a swap the second player, who keeps White, must move next: after their press
    // their own clock runs again (12.7: the clock follows who must act).
}

TEST_CASE("App: a claim stops both clocks and records them (9.6); the ruling makes the result",
          "[app][claim]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    for (const char* event : {"h8", "a1", "g8", "a3", "i6", "a5", "i7", "a7", "i8"}) {
        mustAccept(application, GameAction{1, 1, event}, 1000);
    }
    CommandOutcome claim =
        mustAccept(application, GameAction{1, 1, "claim white forbidden"}, 61000);
    CHECK(claim.message.rfind("claim upheld (9.2): i8 (move 9)", 0) == 0);
    CHECK(claim.message.find("clocks stopped at Black 8:59, White 10:00") != std::string::npos);
    const model::Table& table = tableOf(application, 1, 1);
    CHECK(table.currentGame().clock->stateAt(clock::Milliseconds(70000)).status ==
          clock::ClockStatus::Paused);
    CHECK_FALSE(table.result); // advice until the arbiter rules
    mustAccept(application, GameAction{1, 1, "ruling uphold"}, 61500);
    REQUIRE(table.result);
    CHECK(table.result->code == model::ResultCode::SecondWins);
    CHECK(table.result->reason == "forbidden-33");
    CHECK(table.result->isFromGame);
    mustAccept(application, GameAction{1, 1, "undo", "ruled too early"}, 62000);
    CHECK_FALSE(tableOf(application, 1, 1).result);
    CHECK(rules::isAwaitingRuling(tableOf(application, 1, 1).currentGame().game));
}

TEST_CASE("App: a fallen flag reaches the game record at the next table command (9.4)",
          "[app][clock]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    mustAccept(application, GameAction{1, 1, "h8"}, 1000);
    mustAccept(application, GameAction{1, 1, "press"}, 2000);
    // White (seat B) never moves: 600 s later their flag is down.
    CommandOutcome claim = mustAccept(application, GameAction{1, 1, "claim black time"}, 700000);
    CHECK(claim.message.rfind("claim upheld (9.4): White's time has run out", 0) == 0);
    mustAccept(application, GameAction{1, 1, "ruling uphold"}, 701000);
    CHECK(tableOf(application, 1, 1).result->code == model::ResultCode::FirstWins);
}

TEST_CASE("App: both flags end the game by themselves (10.4); the next board event records it",
          "[app][clock][10.4]") {
    Application application = test::eventWithPlayers(2, 5, "none");
    test::startHandPairedRound(application, 1, 1, 0);
    mustAccept(application, GameAction{1, 1, "h8"}, 1000);
    mustAccept(application, GameAction{1, 1, "press"}, 2000);
    mustAccept(application, GameAction{1, 1, "i9"}, 650000); // White's flag fell at 602 s
    mustAccept(application, GameAction{1, 1, "press"}, 650000);
    // Black's 600 + 5 s ran out long ago too: the next event finds both flags down.
    CommandOutcome late = mustAccept(application, GameAction{1, 1, "j10"}, 2000000);
    CHECK(late.message == "10.4: both flags had fallen, so the game ended 0.5-0.5 both-flags "
                          "before 'j10', which is not applied");
    const model::Table& table = tableOf(application, 1, 1);
    REQUIRE(table.result);
    CHECK(table.result->code == model::ResultCode::Draw);
    CHECK(table.result->reason == "both-flags");
    CHECK(std::get<rules::Game>(table.currentGame().game).moves().size() == 2);
    CHECK_FALSE(application.dispatch(GameAction{1, 1, "k11"}, 2000001).isAccepted);
    mustAccept(application, FinishRound{1}, 2000002);
}

TEST_CASE("App: messages count tables in the right number", "[app][round]") {
    Application application = test::eventWithPlayers(2);
    CommandOutcome paired = mustAccept(
        application, PairRound{1, {{model::PlayerId{1}, model::PlayerId{2}}}, {}, false, {}}, 0);
    CHECK(paired.message == "round 1 paired by hand: 1 table");
    REQUIRE(paired.journaled);
    CHECK(describeCommand(*paired.journaled, application.state()) ==
          "round 1 paired by hand: 1 table");
    CHECK(countText(0, "table") == "0 tables");
    CHECK(countText(2, "page") == "2 pages");
}

TEST_CASE("App: results, corrections and the end of a round", "[app][result]") {
    Application application = test::eventWithPlayers(4);
    mustAccept(application,
               PairRound{1,
                         {{model::PlayerId{1}, model::PlayerId{2}},
                          {model::PlayerId{3}, model::PlayerId{4}}},
                         {},
                         false,
                         {}},
               0);
    CHECK(application.dispatch(SetResult{1, 1, model::ResultCode::Draw, "", ""}, 0).message ==
          "round 1 has not started: only forfeits (1-0f, 0-1f, 0-0f) can be entered");
    mustAccept(application, SetResult{1, 2, model::ResultCode::DoubleForfeit, "no-shows", ""}, 0);
    mustAccept(application, PublishRound{1}, 0);
    mustAccept(application, StartRound{1}, 0);
    CHECK(application.dispatch(FinishRound{1}, 0).message ==
          "round 1 cannot finish: no result at table 1");
    mustAccept(application, SetResult{1, 1, model::ResultCode::FirstWins, "", ""}, 10);
    CommandOutcome finished = mustAccept(application, FinishRound{1}, 20);
    REQUIRE(finished.effects.size() == 1);
    CHECK(finished.effects[0].kind == Effect::Kind::RoundFinished);
    CommandOutcome corrected =
        mustAccept(application, SetResult{1, 1, model::ResultCode::Draw, "scoresheet", ""}, 30);
    CHECK(corrected.message == "round 1 table 1: result corrected from 1-0 Black (Player 1) wins "
                               "(entered by the arbiter) to 0.5-0.5 draw: scoresheet (entered by "
                               "the arbiter)");
    REQUIRE(corrected.journaled);
    CHECK(describeCommand(*corrected.journaled, application.state()) ==
          "result round 1 table 1: first player ½, second player ½ (corrects first player 1, "
          "second player 0) (scoresheet)");
    CHECK(application.dispatch(SetResult{1, 1, model::ResultCode::Draw, "again", ""}, 40).message ==
          "round 1 table 1 has this result already (0.5-0.5 draw: scoresheet (entered by the "
          "arbiter))");
    std::vector<int> points = halfPointsBefore(application.state(), 0);
    CHECK(points[1] == 1);
    CHECK(points[3] == 0);
}

TEST_CASE("App: the arbiter's clock actions need a stopped clock and a reason (14.6)",
          "[app][clock]") {
    Application application = test::eventWithPlayers(2);
    test::startHandPairedRound(application, 1, 1, 0);
    mustAccept(application, ClockAction{1, 1, ClockActionKind::Pause, clock::Seat::A, 0, "", ""},
               10000);
    CHECK_FALSE(
        application
            .dispatch(ClockAction{1, 1, ClockActionKind::AdjustTime, clock::Seat::A, 5000, "", ""},
                      11000)
            .isAccepted);
    mustAccept(application,
               ClockAction{1, 1, ClockActionKind::AdjustTime, clock::Seat::A, 5000, "", "noise"},
               12000);
    mustAccept(application, ClockAction{1, 1, ClockActionKind::Resume, clock::Seat::A, 0, "", ""},
               13000);
    const model::Table& table = tableOf(application, 1, 1);
    CHECK(
        table.currentGame().clock->remaining(clock::Seat::A, clock::Milliseconds(13000)).count() ==
        595000);
}

TEST_CASE("App: recovery pauses every running clock", "[app][recovery]") {
    Application application = test::eventWithPlayers(4);
    test::startHandPairedRound(application, 1, 2, 0);
    CommandOutcome outcome = mustAccept(application, RecoverSession{125000, false}, 50000);
    CHECK(outcome.message == "reopened after an unclean shutdown; 2 min 5 s passed since the last "
                             "record; clocks paused at their last recorded instant at round 1 "
                             "table 1, round 1 table 2: resume them, or adjust them by the gap "
                             "first");
    for (int table : {1, 2}) {
        CHECK(tableOf(application, 1, table)
                  .currentGame()
                  .clock->stateAt(clock::Milliseconds(900000))
                  .status == clock::ClockStatus::Paused);
    }
}

TEST_CASE("App: hand pairings get the Dutch absolute criteria C2 and C3 as warnings",
          "[app][pairing]") {
    Application application = test::eventWithPlayers(5); // 5 rounds: round 3 is not the last
    auto playRound = [&](int round, std::vector<TablePairing> tables, int bye) {
        mustAccept(application, PairRound{round, tables, model::PlayerId{bye}, false, {}}, 0);
        mustAccept(application, PublishRound{round}, 0);
        mustAccept(application, StartRound{round}, 0);
        for (int table = 1; table <= static_cast<int>(tables.size()); ++table) {
            mustAccept(application, SetResult{round, table, model::ResultCode::Draw, ""}, 0);
        }
        mustAccept(application, FinishRound{round}, 0);
    };
    using P = model::PlayerId;
    playRound(1, {{P{1}, P{2}}, {P{3}, P{4}}}, 5);
    playRound(2, {{P{2}, P{4}}, {P{5}, P{1}}}, 3);
    // #4 had the second role (White) twice: an absolute preference for Black (C3). #5 had the
    // bye in round 1 (C2).
    CommandOutcome seat = mustAccept(application, SetTable{3, 1, P{1}, P{4}, "by hand", {}}, 0);
    REQUIRE(seat.warnings.size() == 1);
    CHECK(seat.warnings[0].rfind("C3: No. 4 Player 4 must have Black", 0) == 0);
    CommandOutcome bye = mustAccept(application, SetBye{3, P{5}, "by hand", {}}, 0);
    REQUIRE(bye.warnings.size() == 1);
    CHECK(bye.warnings[0].rfind("C2: No. 5 Player 5", 0) == 0);
}
