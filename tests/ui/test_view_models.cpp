// The pure view-models: what the views show, computed from the state without ImGui.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/ui/shell.hpp"
#include "arbiter/ui/view_models/board_model.hpp"
#include "arbiter/ui/view_models/call_queue.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/view_models/clock_key_tap.hpp"
#include "arbiter/ui/view_models/clock_signals.hpp"
#include "arbiter/ui/view_models/player_rows.hpp"
#include "arbiter/ui/view_models/record_browser.hpp"
#include "arbiter/ui/view_models/result_keys.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"
#include "rules/game_script.hpp"
#include "rules/notation.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

using clock::Milliseconds;

namespace {

const model::Table& tableOf(const UiFixture& fixture, int number) {
    return *fixture.application.state().findRound(1)->findTable(number);
}

clock::Alert alertOf(clock::AlertKind kind) {
    return clock::Alert{kind, clock::Seat::B, Milliseconds(5000), 0};
}

} // namespace

TEST_CASE("The board shows stones with move numbers and rings the last move", "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    ui::BoardModel board =
        ui::boardModel(std::get<rules::Game>(tableOf(fixture, 1).currentGame().game));
    REQUIRE(board.stones.size() == 3);
    CHECK(rules::formatPoint(board.stones[0].point) == "h8");
    CHECK(board.stones[0].number == 1);
    CHECK(board.stones[1].colour == rules::Stone::White);
    REQUIRE(board.lastMove);
    CHECK(rules::formatPoint(*board.lastMove) == "h10");
    CHECK(board.prompt.find("swap") != std::string::npos);
}

TEST_CASE("9.6: a claim's advice stops the game, and the prompt asks for the ruling",
          "[view-model]") {
    UiFixture fixture = uiFixture("claim pending");
    const rules::Game& claimed = std::get<rules::Game>(tableOf(fixture, 1).currentGame().game);
    CHECK(ui::boardModel(claimed).prompt == "White's claim (forbidden move) stopped the game: "
                                            "advice uphold (9.2); your ruling is awaited (9.6)");

    playAt(fixture.application, 1, {"ruling uphold"}, fixture.now);
    CHECK(ui::boardModel(std::get<rules::Game>(tableOf(fixture, 1).currentGame().game)).prompt ==
          "the game is over: 0-1 forbidden-33");
}

TEST_CASE("11: the next opening stone's zone is shown", "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    ui::BoardModel board =
        ui::boardModel(std::get<rules::Game>(tableOf(fixture, 3).currentGame().game));
    CHECK(board.zone == 0); // move 1 on h8 only
}

TEST_CASE("12.7: clicks enter proposals while they are due, then choose among them",
          "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    const rules::Game& proposing = std::get<rules::Game>(tableOf(fixture, 2).currentGame().game);
    CHECK(ui::boardModel(proposing).proposals.size() == 2);

    UiFixture partial = uiFixture("mid-round");
    playAt(partial.application, 3, {"h8", "i9", "h10", "press", "noswap", "a1", "press"}, 200000);
    CHECK(ui::clickEvent(std::get<rules::Game>(tableOf(partial, 3).currentGame().game), {6, 7}) ==
          "propose g8");

    playAt(partial.application, 2, {"press"}, 300000);
    const rules::Game& choosing = std::get<rules::Game>(tableOf(partial, 2).currentGame().game);
    CHECK(ui::clickEvent(choosing, {6, 7}) == "choose g8");
    CHECK(ui::clickEvent(choosing, {0, 10}) == "a11");
}

TEST_CASE("Taraguchi: after move 4 a click proposes a 5th move (choice 2, no swap)",
          "[view-model][taraguchi]") {
    std::string problem;
    rules::Game game(*rules::parseOpeningRules("taraguchi-10", problem));
    for (const char* event : {"h8", "noswap", "i9", "noswap", "j10", "noswap", "k11"}) {
        REQUIRE(game.apply(*rules::parseGameEvent(event).event).kind !=
                rules::OutcomeKind::Refused);
    }
    CHECK(ui::clickEvent(game, {0, 0}) == "propose a1");
    REQUIRE(game.apply(*rules::parseGameEvent("noswap").event).kind != rules::OutcomeKind::Refused);
    CHECK(ui::clickEvent(game, {6, 6}) == "g7"); // choice 1: move 5 in the 9x9
}

TEST_CASE("9.2: the overlay lists the forbidden double-three with its two real threes",
          "[view-model]") {
    UiFixture before = uiFixture("opening proposals pending");
    std::vector<std::string> events = choiceToDoubleThree();
    events.resize(events.size() - 2); // stop before Black plays h9
    playAt(before.application, 1, events, before.now);
    const rules::Game& game = std::get<rules::Game>(tableOf(before, 1).currentGame().game);
    const rules::Board& board = game.board();
    std::vector<ui::ForbiddenMark> marks = ui::forbiddenMarks(game, rules::Stone::Black);
    REQUIRE(marks.size() == 1);
    CHECK(rules::formatPoint(marks[0].point) == "h9");
    CHECK(marks[0].kind == rules::ForbiddenKind::DoubleThree);
    auto segments = ui::witnessSegments(rules::judgeBlackMove(board, marks[0].point));
    REQUIRE(segments.size() == 2);
    for (const ui::WitnessSegment& segment : segments) {
        CHECK(segment.shape == rules::LineShape::Three);
        CHECK(segment.counts);
        CHECK(segment.keyPoints.size() == 2);
    }
    CHECK(segments[0].label.find("h8-h10") != std::string::npos);
}

TEST_CASE("The clock shows the time rounded down and changes at the next digit", "[view-model]") {
    CHECK(ui::displayChangeDelay(Milliseconds(65'400), false) == 401);
    CHECK(ui::displayChangeDelay(Milliseconds(65'000), false) == 1);
    CHECK(ui::displayChangeDelay(Milliseconds(12'345), false) == 46); // tenths below 20 s
    CHECK(ui::displayChangeDelay(Milliseconds(40), false) == 40);     // the flag falls at 0
    CHECK_FALSE(ui::displayChangeDelay(Milliseconds(0), false));
    CHECK(ui::displayChangeDelay(Milliseconds(65'400), true) == 600); // an hourglass gains
}

TEST_CASE("14.8: a fallen flag shows to the players only when time referees are used",
          "[view-model]") {
    CHECK(ui::isFlagShownTo(ui::Audience::Referee, false));
    CHECK_FALSE(ui::isFlagShownTo(ui::Audience::Players, false));
    CHECK(ui::isFlagShownTo(ui::Audience::Players, true));

    UiFixture fixture = uiFixture("flag fallen");
    const model::TableGame& table = tableOf(fixture, 1).currentGame();
    const model::EventState& state = fixture.application.state();
    auto referee = ui::clockFaces(state, table, fixture.now, ui::Audience::Referee);
    CHECK((referee.seats[0].showsFlag || referee.seats[1].showsFlag));
    model::EventState withoutReferees = state;
    withoutReferees.settings.usesTimeReferees = false;
    auto players = ui::clockFaces(withoutReferees, table, fixture.now, ui::Audience::Players);
    CHECK_FALSE(players.seats[0].showsFlag);
    CHECK_FALSE(players.seats[1].showsFlag);
    CHECK(players.seats[0].time == "0:00.0");
}

TEST_CASE("The clock faces name the players with the colours they hold now", "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    auto faces = ui::clockFaces(fixture.application.state(), tableOf(fixture, 1).currentGame(),
                                fixture.now, ui::Audience::Referee);
    CHECK(faces.seats[0].name == "Anna Ivanova");
    CHECK(faces.seats[0].colour == rules::Stone::Black);
    CHECK(faces.seats[1].name == "王伟");
    CHECK(faces.status == "running");
    CHECK(faces.seats[0].time.size() >= 4);
}

TEST_CASE("The clock's state reads after the word 'clock' for both audiences", "[view-model]") {
    UiFixture claimed = uiFixture("claim pending");
    const model::TableGame& game = tableOf(claimed, 1).currentGame();
    const model::EventState& state = claimed.application.state();
    CHECK(ui::clockFaces(state, game, claimed.now, ui::Audience::Referee).status ==
          "stopped for a claim (9.6)");
    CHECK(ui::clockFaces(state, game, claimed.now, ui::Audience::Players).status ==
          "stopped: a claim, the arbiter is coming");
    UiFixture finished = uiFixture("round finished");
    const model::TableGame& over = tableOf(finished, 1).currentGame();
    for (ui::Audience audience : {ui::Audience::Referee, ui::Audience::Players}) {
        CHECK(ui::clockFaces(finished.application.state(), over, finished.now, audience).status ==
              "stopped: the game is over");
    }
}

TEST_CASE("The clock faces count the moves to the control in the right number", "[view-model]") {
    app::Application application = startedEvent(1, "2/600:600", false);
    playAt(application, 1, {"h8", "press"}, 2000);
    const model::EventState& state = application.state();
    const model::TableGame& table = state.findRound(1)->findTable(1)->currentGame();
    auto faces = ui::clockFaces(state, table, 5000, ui::Audience::Referee);
    CHECK(faces.seats[0].moves == 1);
    CHECK(faces.seats[0].presses == 1);
    CHECK(faces.seats[0].toControl == "1 press to the control");
    CHECK(faces.seats[1].toControl == "2 presses to the control");
}

// Issue 24: the Clock view said "Black · 1 move" when Black had two stones on the board. In the
// RIF opening the clock's presses are not the moves: tentative Black's three stones (two Black,
// one White) take one press, tentative White's "no swap" and a1 one more.
TEST_CASE("The clock faces say moves of the game where they say moves, and presses where the "
          "clock counts presses",
          "[view-model]") {
    app::Application application = startedEvent(1, "2/600:600", false);
    playAt(application, 1, {"h8", "i9", "h10", "press", "noswap", "a1", "press"}, 2000);
    const model::EventState& state = application.state();
    const model::TableGame& table = state.findRound(1)->findTable(1)->currentGame();
    auto faces = ui::clockFaces(state, table, 9000, ui::Audience::Referee);
    const ui::ClockFace& black = faces.seats[0];
    const ui::ClockFace& white = faces.seats[1];
    REQUIRE(black.colour == rules::Stone::Black);
    CHECK(black.moves == 2); // h8 h10
    CHECK(white.moves == 2); // i9 (placed by tentative Black) and a1
    CHECK(black.presses == 1);
    CHECK(white.presses == 1);
    CHECK(ui::faceDetail(black, ui::Audience::Referee) ==
          "period 1   Black · 2 moves · 1 press   1 press to the control");
    CHECK(ui::faceDetail(white, ui::Audience::Players) ==
          "period 1   White · 2 moves   1 press to the control");
}

TEST_CASE("Clock keys: a Shift pressed and released alone is a press from when it went down; "
          "a Shift held for '+', '*' or a click is not",
          "[view-model]") {
    ui::ClockKeyTap tap;
    tap.shiftDown(true, 1000);
    auto press = tap.shiftUp(true);
    REQUIRE(press);
    CHECK(press->isLeft);
    CHECK(press->monotonicAt == 1000);
    CHECK_FALSE(tap.shiftUp(true)); // one release, one press

    tap.shiftDown(false, 2000); // Shift + '=' types '+': a result key, not a clock press
    tap.otherInput();
    CHECK_FALSE(tap.shiftUp(false));

    // Both players' keys overlap: each is its own press.
    tap.shiftDown(true, 3000);
    tap.shiftDown(false, 3040);
    auto left = tap.shiftUp(true);
    auto right = tap.shiftUp(false);
    REQUIRE(left);
    REQUIRE(right);
    CHECK(left->monotonicAt == 3000);
    CHECK_FALSE(right->isLeft);
    CHECK_FALSE(tap.shiftUp(false)); // a release without its press
}

TEST_CASE("14.9 and 14.8: the referee's tones and calls follow the event's time referees",
          "[view-model]") {
    using ui::Tone;
    CHECK(ui::toneForAlert(alertOf(clock::AlertKind::TimeRefereeCall), true, false) ==
          Tone::TimeRefereeCall);
    CHECK_FALSE(ui::toneForAlert(alertOf(clock::AlertKind::TimeRefereeCall), false, true));
    CHECK(ui::toneForAlert(alertOf(clock::AlertKind::Flag), true, false) == Tone::Flag);
    CHECK_FALSE(ui::toneForAlert(alertOf(clock::AlertKind::Flag), false, true));
    CHECK(ui::toneForAlert(alertOf(clock::AlertKind::LowTime), false, true) == Tone::LowTime);
    CHECK_FALSE(ui::toneForAlert(alertOf(clock::AlertKind::LowTime), false, false));
    CHECK(ui::toneForAlert(alertOf(clock::AlertKind::ByoYomiCountdown), false, true) ==
          Tone::ByoYomiSecond);
    CHECK_FALSE(ui::callForAlert(alertOf(clock::AlertKind::Flag), 1, 7, false));
    auto call = ui::callForAlert(alertOf(clock::AlertKind::TimeRefereeCall), 1, 7, true);
    REQUIRE(call);
    CHECK(ui::callText(*call).find("table 7") == 0);
}

TEST_CASE("The next alert wakes the loop at the 5-minute call, the low-time marks and the flag",
          "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    const model::Table& table = tableOf(fixture, 3); // seat A runs from the start
    clock::AlertSettings settings;
    std::int64_t left =
        table.currentGame().clock->remaining(clock::Seat::A, Milliseconds(fixture.now)).count();
    CHECK(ui::nextAlertDelay(table, fixture.now, settings) == left - 300'000);
    CHECK_FALSE(ui::nextAlertDelay(tableOf(uiFixture("round finished"), 1), 0, settings));
}

TEST_CASE("Referee calls are kept in order of arrival and dismissed one by one", "[view-model]") {
    ui::CallQueue queue;
    queue.push(ui::RefereeCall{1, 7, ui::CallKind::Claim, "claim", 10});
    queue.push(ui::RefereeCall{1, 3, ui::CallKind::Claim, "claim", 20});
    CHECK(queue.hasCall(1, 3, ui::CallKind::Claim));
    CHECK_FALSE(queue.hasCall(1, 3, ui::CallKind::TimeReferee));
    REQUIRE(queue.calls().size() == 2);
    CHECK(queue.calls()[0].table == 7);
    queue.dismiss(0);
    CHECK(queue.calls()[0].table == 3);
    queue.push(ui::RefereeCall{1, 3, ui::CallKind::TimeReferee, "time referee", 40});
    queue.dismissTable(1, 3, ui::CallKind::Claim);
    REQUIRE(queue.calls().size() == 1);
    CHECK(queue.calls()[0].kind == ui::CallKind::TimeReferee);
}

TEST_CASE("Referee calls: claims awaiting a ruling are called again when the event is opened, "
          "and a ruling ends the call",
          "[view-model]") {
    UiFixture fixture = uiFixture("claim pending");
    std::vector<ui::RefereeCall> calls =
        ui::pendingClaimCalls(fixture.application.state(), fixture.now);
    REQUIRE(calls.size() == 1);
    CHECK(calls[0].table == 1);
    CHECK(ui::callText(calls[0]).find("table 1: claim white") == 0);

    ui::Shell shell;
    shell.ui().calls.push(calls[0]);
    // Taking the ruling back calls the referee again; the ruling ends the call.
    playAt(fixture.application, 1, {"ruling uphold"}, fixture.now);
    ui::PendingCommand ruling{app::GameAction{1, 1, "ruling uphold"}, "table", std::nullopt,
                              std::nullopt};
    app::ExecutedCommand executed;
    executed.outcome.isAccepted = true;
    shell.onExecuted(ruling, executed, fixture.application.state(), fixture.now);
    CHECK(shell.ui().calls.calls().empty());
    CHECK(ui::pendingClaimCalls(fixture.application.state(), fixture.now).empty());
    ui::PendingCommand undo{app::GameAction{1, 1, "undo", "too early"}, "table", std::nullopt,
                            std::nullopt};
    fixture.application.dispatch(undo.command, fixture.now);
    shell.onExecuted(undo, executed, fixture.application.state(), fixture.now);
    REQUIRE(shell.ui().calls.calls().size() == 1);
    CHECK(shell.ui().calls.calls()[0].kind == ui::CallKind::Claim);
}

TEST_CASE("14.3: only the seat whose time runs may press; a stopped clock takes no press",
          "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    const model::Table& fresh = tableOf(fixture, 3);
    CHECK(ui::clockPressProblem(fresh, clock::Seat::A, fixture.now).empty());
    CHECK(ui::clockPressProblem(fresh, clock::Seat::B, fixture.now).rfind("14.3", 0) == 0);
    UiFixture claim = uiFixture("claim pending");
    CHECK_FALSE(ui::clockPressProblem(tableOf(claim, 1), clock::Seat::A, claim.now).empty());
}

TEST_CASE("One key per result; other keys enter nothing", "[view-model]") {
    CHECK(ui::resultForKey(U'1') == model::ResultCode::FirstWins);
    CHECK(ui::resultForKey(U'0') == model::ResultCode::SecondWins);
    CHECK(ui::resultForKey(U'5') == model::ResultCode::Draw);
    CHECK(ui::resultForKey(U'=') == model::ResultCode::Draw);
    CHECK(ui::resultForKey(U'+') == model::ResultCode::FirstForfeit);
    CHECK(ui::resultForKey(U'-') == model::ResultCode::SecondForfeit);
    CHECK(ui::resultForKey(U'*') == model::ResultCode::DoubleForfeit);
    CHECK_FALSE(ui::resultForKey(U'x'));
    CHECK(ui::notAResultKey(U'x') == "'x' is not a result key (1, 0, 5 or =, +, -, *)");
}

TEST_CASE("A result on a game in progress is confirmed with the players' own scores",
          "[view-model]") {
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    CHECK(ui::isGameInProgress(tableOf(fixture, 1), fixture.now)); // moves, clock running
    CHECK(ui::isGameInProgress(tableOf(fixture, 3), fixture.now)); // no move, clock running
    CHECK(ui::resultQuestion(state, tableOf(fixture, 1), model::ResultCode::SecondWins,
                             fixture.now) ==
          "Table 1 is being played (move 3, clock running). Enter 0-1 White (王伟) wins and "
          "stop the clock?");
    UiFixture finished = uiFixture("round finished");
    CHECK_FALSE(ui::isGameInProgress(tableOf(finished, 1), finished.now)); // it has a result
    CHECK(ui::needsConfirmation(tableOf(finished, 2), finished.now));      // a correction
    CHECK(ui::resultQuestion(finished.application.state(), tableOf(finished, 2),
                             model::ResultCode::FirstWins, finished.now) ==
          "Table 2 has its result: 0.5-0.5 draw (entered by the arbiter). Replace it with 1-0 "
          "Black (佐藤健) wins? This is a correction: give its reason.");
}

TEST_CASE("The round's list writes results by player, and a game's end in words", "[view-model]") {
    UiFixture fixture = uiFixture("round finished");
    auto rows = ui::tableSummaries(fixture.application.state(), 1, fixture.now);
    REQUIRE(rows.size() == 3);
    // Table 1: White (王伟, listed second) won by Black's forbidden double-three.
    CHECK(rows[0].pairing.firstScore == "0");
    CHECK(rows[0].pairing.secondScore == "1");
    CHECK(rows[0].pairing.result == "0-1");
    CHECK(rows[0].activity == "over: White wins, forbidden-33");
    CHECK(rows[1].pairing.firstScore == "½");
    CHECK(rows[2].pairing.firstScore == "1");
    CHECK(rows[2].activity == "result entered by the arbiter");
}

TEST_CASE("The round lists each game's state, the claims awaiting a ruling and the times",
          "[view-model]") {
    UiFixture fixture = uiFixture("claim pending");
    auto rows = ui::tableSummaries(fixture.application.state(), 1, fixture.now);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].needsReferee);
    CHECK(rows[0].pairing.result.empty()); // advice is no result (9.6)
    CHECK(rows[0].pairing.firstScore.empty());
    CHECK(rows[0].activity ==
          "claim: White claims forbidden move, advice uphold (9.2); ruling awaited");
    CHECK(rows[1].activity == "move 1, Black to play");
    CHECK(rows[1].firstTime.rfind("1:29:", 0) == 0); // as every clock shows it

    // 14.8: the referee's list says a flag has fallen, in words, even without time referees.
    UiFixture flagged = uiFixture("flag fallen");
    auto flaggedRows = ui::tableSummaries(flagged.application.state(), 1, flagged.now);
    REQUIRE_FALSE(flaggedRows.empty());
    CHECK(flaggedRows[0].hasFlag);
    CHECK(flaggedRows[0].activity.find("Black's flag fell") != std::string::npos);
}

TEST_CASE("The players list filters on any field and sorts by any column", "[view-model]") {
    app::Application application = eventWithPlayers(5);
    ui::PlayerListing listing;
    listing.sortBy = ui::PlayerColumn::Rating;
    listing.isAscending = true;
    auto rows = ui::playerRows(application.state(), listing);
    REQUIRE(rows.size() == 5);
    CHECK(rows.front().player->name == "Player 5");
    listing.filter = "PLAYER 3";
    rows = ui::playerRows(application.state(), listing);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].player->id.value == 3);
    CHECK(rows[0].status == "active");
}

TEST_CASE("Standings share ranks and carry one column per tie-break", "[view-model]") {
    UiFixture fixture = uiFixture("round finished");
    const model::EventState& state = fixture.application.state();
    app::StandingsSheet sheet = app::standingsSheet(state, app::defaultStandingsRound(state));
    REQUIRE(sheet.lines.size() == 6);
    CHECK(sheet.lines[0].halfPoints == 2);
    CHECK(sheet.lines[0].rank == 1);
    CHECK(sheet.lines[0].tieBreaks.size() == sheet.tieBreakHeaders.size());
    CHECK(sheet.lines.back().halfPoints == 0);
}

TEST_CASE("UTF-8 text decodes to code points; bad bytes become U+FFFD", "[view-model]") {
    CHECK(ui::decodeUtf8("a王") == std::vector<char32_t>{U'a', U'王'});
    CHECK(ui::decodeUtf8("\xC3") == std::vector<char32_t>{0xFFFD});
    CHECK(ui::decodeUtf8("\xE0\x80\x80") == std::vector<char32_t>{0xFFFD, 0xFFFD, 0xFFFD});
    CHECK(ui::containsIgnoringCase("Anna IVANOVA", "ivanova"));
}

TEST_CASE("Record browser: rows filtered by player; a game replayed move by move, a damaged one "
          "stopped where it breaks",
          "[view-model][records]") {
    records::GameRecord game;
    game.black = "Иван Петров";
    game.white = "Erik Lind";
    game.result = rules::Score::WhiteWins;
    for (const char* point : {"h8", "h9", "h8"}) {
        game.moves.push_back(records::RecordMove{rules::Move::at(*rules::parsePoint(point)), -1});
    }
    records::GameRecord other = game;
    other.black = "Mari Tamm";
    std::vector<records::GameRecord> games{game, other};
    CHECK(ui::recordRows(games, "").size() == 2);
    std::vector<ui::RecordRow> lind = ui::recordRows(games, "LIND");
    CHECK(lind.size() == 2);
    std::vector<ui::RecordRow> tamm = ui::recordRows(games, "tamm");
    REQUIRE(tamm.size() == 1);
    CHECK(tamm[0].index == 1);
    CHECK(tamm[0].result == "0-1");
    ui::RecordBoard two = ui::recordBoard(game, 2);
    CHECK(two.board.stones.size() == 2);
    CHECK(two.problem.empty());
    CHECK(two.board.prompt == "after move 2 of 3");
    ui::RecordBoard broken = ui::recordBoard(game, 3);
    CHECK(broken.stoppedAt == 3);
    CHECK(broken.problem == "move 3: h8 is occupied");
    CHECK(ui::recordBoard(game, 0).board.stones.empty());
}

} // namespace renju::arbiter::test
