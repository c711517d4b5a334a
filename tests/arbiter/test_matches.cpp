// Rounds played as matches of two games (issue 16, part 3): the games at a table, game 2 with
// the colours exchanged (or the beginner Black again), the match rule's result, corrections
// across the games, forfeits, the clocks' presets, and the journal.
#include "app_fixture.hpp"
#include "arbiter/app/command_json.hpp"
#include "arbiter/app/event_standings.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "arbiter/app/quick_match.hpp"
#include "arbiter/app/round_lists.hpp"

#include <catch2/catch.hpp>

using namespace renju;
using namespace renju::arbiter;
using namespace renju::arbiter::app;
using arbiter::test::mustAccept;

namespace {

constexpr std::int64_t kSecond = 1000;

/// A started match between "Beginner" (listed first) and "Expert" under `rule`, freestyle on
/// 15x15 (every first stone anywhere).
Application startedMatch(rules::MatchRule rule) {
    QuickMatch match;
    match.first = test::named(rule == rules::MatchRule::Beginners ? "Beginner" : "Anna", 1200);
    match.second = test::named(rule == rules::MatchRule::Beginners ? "Expert" : "Boris", 2100);
    match.rule = rule;
    match.ruleSet = rules::RuleSet(rules::RuleSetId::Freestyle);
    Application application;
    for (const Command& command : quickMatchCommands(match)) {
        mustAccept(application, command, 0);
    }
    return application;
}

const model::Table& tableOf(const Application& application) {
    return application.state().rounds.front().tables.front();
}

CommandOutcome play(Application& application, const std::string& event, std::int64_t at,
                    int game = 0) {
    return application.dispatch(GameAction{1, 1, event, "", game}, at);
}

/// Ends the current game: the player holding `loser` resigns.
void resign(Application& application, const char* loser, std::int64_t at) {
    CommandOutcome outcome = play(application, std::string("resign ") + loser, at);
    REQUIRE(outcome.isAccepted);
}

void startGame2(Application& application, std::int64_t at) {
    mustAccept(application, StartGame{1, 1, 2}, at);
}

/// Plays both games of a match to the given results (the colour that resigns in each).
void playMatch(Application& application, const char* loser1, const char* loser2) {
    resign(application, loser1, 10 * kSecond);
    startGame2(application, 20 * kSecond);
    resign(application, loser2, 30 * kSecond);
}

} // namespace

TEST_CASE("Match of two games: the first player of game 1 plays second in game 2", "[match]") {
    Application application = startedMatch(rules::MatchRule::GamePoints);
    const model::Table& table = tableOf(application);
    REQUIRE(table.games.size() == 2);
    CHECK(table.games[0].first == table.first);
    CHECK(table.games[1].first == table.second);
    CHECK(table.games[0].hasStarted());
    CHECK_FALSE(table.games[1].hasStarted());
    CHECK(table.currentGameIndex() == 0);
    // Board events go to game 1; game 2 waits for game 1's result.
    CHECK(play(application, "h8", kSecond).isAccepted);
    CHECK(application.dispatch(StartGame{1, 1, 2}, 2 * kSecond).message ==
          "round 1 table 1: game 1 has no result yet; game 2 starts after it");
    CommandOutcome ended = play(application, "resign white", 3 * kSecond);
    CHECK(ended.message.find("game 2 can start (Boris moves first)") != std::string::npos);
    CommandOutcome started = application.dispatch(StartGame{1, 1, 2}, 5 * kSecond);
    REQUIRE(started.isAccepted);
    CHECK(started.message ==
          "round 1 table 1: game 2 started: Boris moves first (Black), Anna second; the clock "
          "runs for Boris (14.3)");
    const model::TableGame& second = tableOf(application).games[1];
    CHECK(tableOf(application).currentGameIndex() == 1);
    CHECK(rules::playerOf(second.game, rules::Stone::Black) == rules::Player::First);
    CHECK(second.clock->stateAt(clock::Milliseconds(6 * kSecond)).running == clock::Seat::A);
    // A board event without a game goes to the game being played, and is journaled so.
    CommandOutcome stone = play(application, "h8", 7 * kSecond);
    REQUIRE(stone.isAccepted);
    CHECK(std::get<GameAction>(*stone.journaled).game == 2);
    CHECK(std::get<rules::Game>(tableOf(application).games[1].game).moves().size() == 1);
    CHECK(std::get<rules::Game>(tableOf(application).games[0].game).moves().size() == 1);
    // Game 1 is over and game 2 goes on: game 1 no longer changes at the board.
    CHECK(play(application, "i9", 8 * kSecond, 1).message ==
          "round 1 table 1: game 1 is over and the next game has started; its result can still "
          "be corrected (result --game 1)");
}

TEST_CASE("game-points: the two game results added (2-0, 1.5-0.5, 1-1)", "[match]") {
    SECTION("2-0: Anna wins both") {
        Application application = startedMatch(rules::MatchRule::GamePoints);
        playMatch(application, "white", "black"); // Anna Black in game 1, White in game 2
        const model::Table& table = tableOf(application);
        REQUIRE(table.result);
        CHECK(table.result->code == model::ResultCode::FirstWins);
        CHECK(table.result->reason == "game points 2-0");
        CHECK(tableOwnScore(table, true) == "1 (1, 1)");
        CHECK(tableOwnScore(table, false) == "0 (0, 0)");
    }
    SECTION("1-1: one game each is a drawn match") {
        Application application = startedMatch(rules::MatchRule::GamePoints);
        playMatch(application, "white", "white"); // game 2: Boris Black wins
        const model::Table& table = tableOf(application);
        REQUIRE(table.result);
        CHECK(table.result->code == model::ResultCode::Draw);
        CHECK(table.result->reason == "game points 1-1");
        CHECK(tableOwnScore(table, true) == "½ (1, 0)");
    }
    SECTION("0.5-1.5: a draw, then Boris wins") {
        Application application = startedMatch(rules::MatchRule::GamePoints);
        mustAccept(application, SetResult{1, 1, model::ResultCode::Draw, "agreed"}, 10 * kSecond);
        startGame2(application, 20 * kSecond);
        resign(application, "white", 30 * kSecond); // Anna holds White in game 2
        const model::Table& table = tableOf(application);
        REQUIRE(table.result);
        CHECK(table.result->code == model::ResultCode::SecondWins);
        CHECK(table.result->reason == "game points 0.5-1.5");
        CHECK(tableOwnScore(table, false) == "1 (½, 1)");
    }
}

TEST_CASE("beginners: the beginner is Black in both games; clocks handicap-1 then handicap-2",
          "[match][beginners]") {
    Application application = startedMatch(rules::MatchRule::Beginners);
    const model::Table& table = tableOf(application);
    for (const model::TableGame& game : table.games) {
        CHECK(game.first == table.first); // the beginner moves first (Black) in both
    }
    const model::TableGame& first = table.games[0];
    CHECK(first.clock->remaining(clock::Seat::A, clock::Milliseconds(0)).count() == 300000);
    CHECK(first.clock->remaining(clock::Seat::B, clock::Milliseconds(0)).count() == 30000);
    resign(application, "white", 10 * kSecond);
    startGame2(application, 20 * kSecond);
    const model::TableGame& second = tableOf(application).games[1];
    CHECK(rules::colourOf(second.game, rules::Player::First) == rules::Stone::Black);
    CHECK(second.clock->remaining(clock::Seat::A, clock::Milliseconds(20 * kSecond)).count() ==
          300000);
    CHECK(second.clock->remaining(clock::Seat::B, clock::Milliseconds(20 * kSecond)).count() ==
          15000);
}

TEST_CASE("beginners: the match result in each of its cases", "[match][beginners]") {
    struct Case {
        const char* loser1;
        const char* loser2;
        model::ResultCode code;
        const char* reason;
    };
    // The beginner is Black (listed first) in both games; "black" resigning is a win for the
    // experienced player.
    for (const Case& c : {
             Case{"black", "black", model::ResultCode::SecondWins,
                  "the experienced player won both games"},
             Case{"white", "black", model::ResultCode::FirstWins,
                  "the experienced player did not win game 1"},
             Case{"black", "white", model::ResultCode::FirstWins,
                  "the experienced player did not win game 2"},
             Case{"white", "white", model::ResultCode::FirstWins,
                  "the experienced player did not win game 1"},
         }) {
        CAPTURE(c.loser1, c.loser2);
        Application application = startedMatch(rules::MatchRule::Beginners);
        playMatch(application, c.loser1, c.loser2);
        const model::Table& table = tableOf(application);
        REQUIRE(table.result);
        CHECK(table.result->code == c.code);
        CHECK(table.result->reason == c.reason);
    }
    SECTION("a draw in either game is the beginner's match") {
        Application application = startedMatch(rules::MatchRule::Beginners);
        resign(application, "black", 10 * kSecond);
        startGame2(application, 20 * kSecond);
        mustAccept(application, SetResult{1, 1, model::ResultCode::Draw, "agreed"}, 30 * kSecond);
        CHECK(tableOf(application).result->code == model::ResultCode::FirstWins);
        CHECK(tableOf(application).result->reason == "the experienced player did not win game 2");
    }
}

TEST_CASE("Match: the round finishes only when both games have results", "[match]") {
    Application application = startedMatch(rules::MatchRule::GamePoints);
    resign(application, "white", 10 * kSecond);
    CHECK(application.dispatch(FinishRound{1}, 11 * kSecond).message ==
          "round 1 cannot finish: no result at table 1");
    startGame2(application, 20 * kSecond);
    CHECK_FALSE(application.dispatch(FinishRound{1}, 21 * kSecond).isAccepted);
    resign(application, "white", 30 * kSecond);
    CHECK(application.dispatch(FinishRound{1}, 31 * kSecond).isAccepted);
}

TEST_CASE("Match: undo takes back game 2's start, then game 1's entries", "[match][undo]") {
    Application application = startedMatch(rules::MatchRule::GamePoints);
    resign(application, "white", 10 * kSecond);
    startGame2(application, 20 * kSecond);
    CHECK(application.dispatch(GameAction{1, 1, "undo"}, 21 * kSecond).message ==
          "a correction needs a reason (it would take back the start of game 2)");
    CommandOutcome undone = application.dispatch(GameAction{1, 1, "undo", "too early"}, 22000);
    REQUIRE(undone.isAccepted);
    CHECK(undone.message.find("takes back the start of the game") != std::string::npos);
    const model::Table& table = tableOf(application);
    CHECK_FALSE(table.games[1].hasStarted());
    CHECK_FALSE(table.games[1].clock);
    CHECK(table.currentGameIndex() == 0);
    // The next undo is game 1's resignation: game 1 goes on.
    REQUIRE(application.dispatch(GameAction{1, 1, "undo", "not resigned"}, 23000).isAccepted);
    CHECK_FALSE(tableOf(application).games[0].result);
    CHECK(play(application, "h8", 24 * kSecond).isAccepted);
}

TEST_CASE("Match: results per game, for the players as listed", "[match][result]") {
    Application application = startedMatch(rules::MatchRule::GamePoints);
    // No game named: the first game without a result, then the next.
    CommandOutcome first = application.dispatch(
        SetResult{1, 1, model::ResultCode::FirstWins, "scoresheet"}, 10 * kSecond);
    REQUIRE(first.isAccepted);
    CHECK(std::get<SetResult>(*first.journaled).game == 1);
    CHECK(first.message.rfind("round 1 table 1: game 1: result 1-0 Black (Anna) wins", 0) == 0);
    // Game 2 has not started: its result is recorded as the arbiter entered it, with no clock.
    CommandOutcome second = application.dispatch(
        SetResult{1, 1, model::ResultCode::FirstWins, "scoresheet"}, 11 * kSecond);
    REQUIRE(second.isAccepted);
    CHECK(std::get<SetResult>(*second.journaled).game == 2);
    // "1-0" is Anna's win, listed first: in game 2 Anna held White.
    CHECK(second.message.find("game 2: result 0-1 White (Anna) wins") != std::string::npos);
    CHECK(second.message.find("the match: Anna wins the match (game points 2-0)") !=
          std::string::npos);
    const model::Table& table = tableOf(application);
    CHECK(table.games[1].result->code == model::ResultCode::SecondWins); // in game 2's order
    CHECK(table.result->code == model::ResultCode::FirstWins);
    // A correction names its game.
    CommandOutcome corrected = application.dispatch(
        SetResult{1, 1, model::ResultCode::Draw, "misread", "", 1}, 12 * kSecond);
    REQUIRE(corrected.isAccepted);
    CHECK(std::get<SetResult>(*corrected.journaled).corrects == "1-0");
    CHECK(tableOf(application).result->reason == "game points 1.5-0.5");
    CHECK(
        application.dispatch(SetResult{1, 1, model::ResultCode::Draw, "", "", 3}, 13000).message ==
        "round 1 table 1: a match has games 1 and 2, not 3");
}

TEST_CASE("Match: a forfeit before the round starts is the whole match's", "[match][result]") {
    QuickMatch match;
    match.first = test::named("Anna", 1500);
    match.second = test::named("Boris", 1600);
    match.rule = rules::MatchRule::GamePoints;
    Application application;
    std::vector<Command> commands = quickMatchCommands(match);
    commands.pop_back(); // not started yet
    for (const Command& command : commands) {
        mustAccept(application, command, 0);
    }
    CHECK(application.dispatch(SetResult{1, 1, model::ResultCode::SecondForfeit, "", "", 2}, 0)
              .message == "round 1 table 1: before the round starts a forfeit is the whole "
                          "table's (both games of the match); leave out the game");
    mustAccept(application, SetResult{1, 1, model::ResultCode::SecondForfeit, "did not come"}, 0);
    mustAccept(application, StartRound{1}, kSecond);
    const model::Table& table = tableOf(application);
    CHECK_FALSE(table.games[0].clock);
    CHECK(table.result->code == model::ResultCode::SecondForfeit);
    CHECK(table.games[1].result->code == model::ResultCode::FirstForfeit); // Boris first
    CHECK(tableOwnScore(table, false) == "+ (+, +)");
    CHECK(application.dispatch(StartGame{1, 1, 2}, 2 * kSecond).message ==
          "round 1 table 1: game 2 has a result already");
    CHECK(application.dispatch(FinishRound{1}, 3 * kSecond).isAccepted);
}

TEST_CASE("Match: standings count match points, then the games' points (GP)", "[match]") {
    Application application = test::eventWithPlayers(4, 1, "none");
    model::EventSettings settings = application.state().settings;
    settings.ruleSet = rules::RuleSet(rules::RuleSetId::Freestyle);
    settings.match = rules::MatchRule::GamePoints;
    mustAccept(application, EditEvent{settings}, 0);
    test::startHandPairedRound(application, 1, 2, 0);
    // Table 1: 1.5-0.5 for player 1; table 2: 2-0 for player 3.
    for (auto [table, first, second] :
         {std::tuple{1, model::ResultCode::FirstWins, model::ResultCode::Draw},
          std::tuple{2, model::ResultCode::FirstWins, model::ResultCode::FirstWins}}) {
        mustAccept(application, SetResult{1, table, first, "slip", "", 1}, kSecond);
        mustAccept(application, SetResult{1, table, second, "slip", "", 2}, kSecond);
    }
    mustAccept(application, FinishRound{1}, 2 * kSecond);
    EventStandings standings = eventStandings(application.state(), {});
    REQUIRE(standings.error.empty());
    REQUIRE(standings.standings.tieBreaks.front() == pairing::TieBreak::GamePoints);
    const auto& rows = standings.standings.rows;
    // Both winners have one match point; player 3's 2-0 ranks above player 1's 1.5-0.5.
    CHECK(rows[0].points == 2);
    CHECK(rows[1].points == 2);
    CHECK(standings.playerIds[0].value == 3);
    CHECK(standings.playerIds[1].value == 1);
    CHECK(rows[0].values[0].text == "2.0");
    CHECK(rows[1].values[0].text == "1.5");
    CHECK(rows[2].values[0].text == "0.5");
}

TEST_CASE("Match: the journal replays both games to the same state", "[match][journal]") {
    Application live = startedMatch(rules::MatchRule::Beginners);
    std::vector<std::pair<Command, std::int64_t>> journal;
    QuickMatch match;
    match.first = test::named("Beginner", 1200);
    match.second = test::named("Expert", 2100);
    match.ruleSet = rules::RuleSet(rules::RuleSetId::Freestyle);
    for (const Command& command : quickMatchCommands(match)) {
        journal.emplace_back(command, 0);
    }
    auto run = [&](const Command& command, std::int64_t at) {
        CommandOutcome outcome = mustAccept(live, command, at);
        journal.emplace_back(*outcome.journaled, at);
    };
    run(GameAction{1, 1, "h8"}, kSecond);
    run(GameAction{1, 1, "press"}, 2 * kSecond);
    run(GameAction{1, 1, "resign white"}, 3 * kSecond);
    run(StartGame{1, 1, 2}, 4 * kSecond);
    run(GameAction{1, 1, "i9"}, 5 * kSecond);
    run(GameAction{1, 1, "undo", "wrong point"}, 6 * kSecond);
    run(GameAction{1, 1, "h8"}, 7 * kSecond);
    run(SetResult{1, 1, model::ResultCode::SecondWins, "flag"}, 8 * kSecond);
    Application replayed;
    for (const auto& [command, at] : journal) {
        mustAccept(replayed, commandFromJson(commandToJson(command)), at);
    }
    CHECK(test::fingerprint(replayed.state()) == test::fingerprint(live.state()));
    CHECK(replayed.state().rounds[0].tables[0].result->reason ==
          "the experienced player did not win game 1");
}

TEST_CASE("Settings: the rule set, the board and the match rule are checked and locked",
          "[match][settings]") {
    Application application = test::eventWithPlayers(2, 1);
    model::EventSettings settings = application.state().settings;
    model::EventSettings changed = settings;
    changed.ruleSet = rules::RuleSet(rules::RuleSetId::Freestyle);
    CHECK(application.dispatch(EditEvent{changed}, 0).message ==
          "opening protocols belong to renju: freestyle plays the opening none (the first "
          "stone anywhere), not rif");
    changed.opening.protocol = rules::OpeningProtocol::None;
    changed.boardSize = 17;
    CHECK(application.dispatch(EditEvent{changed}, 0).message ==
          "freestyle is played on 15 or 19 lines, not 17");
    changed = settings;
    changed.match = rules::MatchRule::Beginners;
    CHECK(application.dispatch(EditEvent{changed}, 0).message ==
          "a beginners' match has no opening protocol (the beginner is Black in both games): "
          "choose the opening none");
    changed.ruleSet = rules::RuleSet(rules::RuleSetId::Japan1918);
    changed.boardSize = 19;
    changed.opening.protocol = rules::OpeningProtocol::None;
    REQUIRE(application.dispatch(EditEvent{changed}, 0).isAccepted);
    test::startHandPairedRound(application, 1, 1, 0);
    changed.boardSize = 15;
    CHECK(application.dispatch(EditEvent{changed}, 0).message ==
          "the rule set, board, opening, match rule, time control and pairing system cannot "
          "change once a round has started");
}

TEST_CASE("A 19x19 event reads points on its board; 15x15 refuses them", "[match][board]") {
    Application big = test::eventWithPlayers(2, 1, "none");
    model::EventSettings settings = big.state().settings;
    settings.ruleSet = rules::RuleSet(rules::RuleSetId::Japan1918);
    settings.boardSize = 19;
    mustAccept(big, EditEvent{settings}, 0);
    test::startHandPairedRound(big, 1, 1, 0);
    CHECK(big.dispatch(GameAction{1, 1, "s19"}, kSecond).isAccepted);
    CHECK(std::get<rules::Game>(tableOf(big).games[0].game).board().size() == 19);
    Application small = test::eventWithPlayers(2, 1, "none");
    test::startHandPairedRound(small, 1, 1, 0);
    CHECK_FALSE(small.dispatch(GameAction{1, 1, "s19"}, kSecond).isAccepted);
}

TEST_CASE("Match: game 2 typed from its scoresheet, the players as the table lists them",
          "[match][scoresheet]") {
    Application application = startedMatch(rules::MatchRule::GamePoints);
    resign(application, "white", 10 * kSecond); // Anna (Black in game 1) wins game 1
    startGame2(application, 20 * kSecond);
    // Boris moves first in game 2 (Black); the sheet names him as the second listed player.
    CommandOutcome typed =
        mustAccept(application,
                   EnterScoresheet{1, 1, "h8 a1 h9 a2 h10 a3 h11 a4 h12", true, "1-0", "typed", 2},
                   40 * kSecond);
    CHECK(typed.message.find("9 moves from the scoresheet") != std::string::npos);
    const model::Table& table = tableOf(application);
    const model::TableGame& game2 = table.games[1];
    REQUIRE(game2.result);
    CHECK(game2.result->code == model::ResultCode::FirstWins); // Boris, game 2's first player
    CHECK(std::get<rules::Game>(game2.game).moves().size() == 9);
    REQUIRE(table.result);
    CHECK(table.result->code == model::ResultCode::Draw); // 1-1 in game points
    // Game 1 was entered live (its resignation): its scoresheet is compared, not entered.
    CommandOutcome refused =
        application.dispatch(EnterScoresheet{1, 1, "h8", false, "", "", 1}, 41 * kSecond);
    CHECK_FALSE(refused.isAccepted);
    CHECK(refused.message.find("was entered live") != std::string::npos);
}

TEST_CASE("Match: pairing sees match results (a match won is a win), games' points aside",
          "[match][pairing]") {
    Application application = test::eventWithPlayers(4, 2, "none");
    model::EventSettings settings = application.state().settings;
    settings.ruleSet = rules::RuleSet(rules::RuleSetId::Freestyle);
    settings.match = rules::MatchRule::GamePoints;
    mustAccept(application, EditEvent{settings}, 0);
    test::startHandPairedRound(application, 1, 2, 0);
    // Table 1: the first player wins the match 1.5-0.5; table 2: a drawn match 1-1.
    mustAccept(application, SetResult{1, 1, model::ResultCode::FirstWins, "slip", "", 1}, kSecond);
    mustAccept(application, SetResult{1, 1, model::ResultCode::Draw, "slip", "", 2}, kSecond);
    mustAccept(application, SetResult{1, 2, model::ResultCode::FirstWins, "slip", "", 1}, kSecond);
    mustAccept(application, SetResult{1, 2, model::ResultCode::SecondWins, "slip", "", 2}, kSecond);
    mustAccept(application, FinishRound{1}, 2 * kSecond);
    const model::Table& first = application.state().rounds[0].tables[0];
    const model::Table& second = application.state().rounds[0].tables[1];
    TournamentView view = toTournament(application.state(), 2);
    auto entryOf = [&](model::PlayerId id) {
        int number = view.numberOfId[static_cast<std::size_t>(id.value)];
        return view.tournament.find(pairing::PlayerId{number})->rounds.front();
    };
    // 1.5-0.5 is a match won (one win), 1-1 a drawn match; the games' points ride along.
    CHECK(entryOf(first.first).result == pairing::ResultKind::Win);
    CHECK(entryOf(first.first).gamePoints == 3);
    CHECK(entryOf(first.second).result == pairing::ResultKind::Loss);
    CHECK(entryOf(first.second).gamePoints == 1);
    CHECK(entryOf(second.first).result == pairing::ResultKind::Draw);
    CHECK(entryOf(second.second).result == pairing::ResultKind::Draw);
    CHECK(entryOf(second.second).gamePoints == 2);
    // The next round pairs the match winner against a player of the drawn match (score groups
    // by match points), never a rematch.
    mustAccept(application, PairNextRound{}, 3 * kSecond);
    const model::Round& round2 = application.state().rounds[1];
    for (const model::Table& table : round2.tables) {
        CHECK(table.isMatch());
        bool hasWinner = table.first == first.first || table.second == first.first;
        bool hasLoser = table.first == first.second || table.second == first.second;
        CHECK_FALSE((hasWinner && hasLoser));
    }
}
