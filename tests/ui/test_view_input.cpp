// The views turn input into commands (emitted, not executed: the platform executes them), and
// refuse bad input with a visible message naming the clause.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/app/command_json.hpp"
#include "arbiter/ui/keys.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

ImVec2 boardPoint(const ui::Shell& shell, int col, int row) {
    const ui::BoardGeometry& board = shell.ui().frame.board;
    return ImVec2(board.originX + static_cast<float>(col) * board.cell,
                  board.originY - static_cast<float>(row) * board.cell);
}

const app::GameAction* onlyGameAction(const std::vector<ui::PendingCommand>& commands) {
    return commands.size() == 1 ? std::get_if<app::GameAction>(&commands[0].command) : nullptr;
}

void openTable(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture, int table) {
    shell.ui().selection.round = 1;
    shell.ui().selection.table = table;
    shell.showView(ui::ViewId::Table);
    for (int i = 0; i < 3; ++i) {
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
    REQUIRE(shell.ui().frame.board.isShown);
}

} // namespace

TEST_CASE("A click on the board enters the next stone at that point of the selected table",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    openTable(imgui, shell, fixture, 3);
    ImVec2 h8 = boardPoint(shell, 7, 7);
    imgui.click(shell, fixture.application.state(), fixture.now, h8.x, h8.y);
    auto commands = shell.takeCommands();
    const app::GameAction* action = onlyGameAction(commands);
    REQUIRE(action);
    CHECK(action->round == 1);
    CHECK(action->table == 3);
    CHECK(action->event == "h8");
}

namespace {

/// Types `text` at the Table view, then presses `key` (Enter, Backspace, Escape) or nothing.
std::vector<ui::PendingCommand> typeAtTable(HeadlessImGui& imgui, ui::Shell& shell,
                                            const UiFixture& fixture, const std::string& text,
                                            int key = -1) {
    for (char typed : text) {
        imgui.io().AddInputCharacter(static_cast<unsigned int>(typed));
    }
    imgui.frame(shell, fixture.application.state(), fixture.now);
    if (key >= 0) {
        imgui.io().KeysDown[key] = true;
        imgui.frame(shell, fixture.application.state(), fixture.now);
        imgui.io().KeysDown[key] = false;
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
    return shell.takeCommands();
}

} // namespace

TEST_CASE("A point typed at the Table view is entered as a click on it would be (issue 24)",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    openTable(imgui, shell, fixture, 3);
    CHECK(typeAtTable(imgui, shell, fixture, "k1").empty()); // nothing before Enter
    CHECK(typeAtTable(imgui, shell, fixture, "", ui::key::kBackspace).empty());
    CHECK(typeAtTable(imgui, shell, fixture, "", ui::key::kBackspace).empty());
    CHECK(typeAtTable(imgui, shell, fixture, "zz", ui::key::kEscape).empty());
    const app::GameAction* action = nullptr;
    auto commands = typeAtTable(imgui, shell, fixture, "H8", ui::key::kEnter);
    action = onlyGameAction(commands);
    REQUIRE(action);
    CHECK(action->table == 3);
    CHECK(action->event == "h8");
    // No point of the board: nothing is sent, and the referee is told why.
    CHECK(typeAtTable(imgui, shell, fixture, "p99", ui::key::kEnter).empty());
}

TEST_CASE("A point typed at a Ren table is entered as a click on its square", "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("ren table");
    ui::Shell shell;
    openTable(imgui, shell, fixture, 1);
    auto commands = typeAtTable(imgui, shell, fixture, "e2", ui::key::kEnter);
    const app::GameAction* action = onlyGameAction(commands);
    REQUIRE(action);
    CHECK(action->event == "e2"); // White replaces the rui stone e2
}

TEST_CASE("12.7: at White's choice a click on a proposal chooses it as move 5", "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("opening proposals pending");
    // Black presses after the proposals: White's choice is next.
    playAt(fixture.application, 1, {"press"}, fixture.now);
    ui::Shell shell;
    openTable(imgui, shell, fixture, 1);
    ImVec2 g8 = boardPoint(shell, 6, 7);
    imgui.click(shell, fixture.application.state(), fixture.now, g8.x, g8.y);
    auto commands = shell.takeCommands();
    const app::GameAction* action = onlyGameAction(commands);
    REQUIRE(action);
    CHECK(action->event == "choose g8");
}

namespace {

/// The Round view on a fixture, with its keys typed and its commands answered as the platform
/// answers them after the frame.
struct RoundKeys {
    explicit RoundKeys(const char* fixtureName) : fixture(uiFixture(fixtureName)) {
        shell.showView(ui::ViewId::Round);
        for (int i = 0; i < 3; ++i) {
            frame();
        }
    }
    void frame() { imgui.frame(shell, fixture.application.state(), fixture.now); }
    /// Types `keys` in one frame and returns the commands that frame emitted.
    std::vector<ui::PendingCommand> type(const std::string& keys) {
        for (char key : keys) {
            imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
        }
        frame();
        return shell.takeCommands();
    }
    /// Answers a command as the platform would (accepted or refused), then draws a frame and
    /// returns what it emitted.
    std::vector<ui::PendingCommand> answer(const ui::PendingCommand& command, bool isAccepted) {
        app::ExecutedCommand executed;
        executed.outcome.isAccepted = isAccepted;
        executed.outcome.message = isAccepted ? "result entered" : "refused";
        shell.onExecuted(command, executed, fixture.application.state(), fixture.now);
        frame();
        return shell.takeCommands();
    }
    void clickTarget(const std::string& label) {
        auto found = shell.ui().frame.targets.find(label);
        REQUIRE(found != shell.ui().frame.targets.end());
        const ui::ScreenRect& rect = found->second;
        imgui.click(shell, fixture.application.state(), fixture.now, (rect.x0 + rect.x1) / 2,
                    (rect.y0 + rect.y1) / 2);
    }

    HeadlessImGui imgui;
    UiFixture fixture;
    ui::Shell shell;
};

app::SetResult onlyResult(const std::vector<ui::PendingCommand>& commands) {
    REQUIRE(commands.size() == 1);
    const auto* result = std::get_if<app::SetResult>(&commands[0].command);
    REQUIRE(result);
    return *result;
}

} // namespace

TEST_CASE("Results are entered with one key each, moving on to the next board once accepted",
          "[input]") {
    RoundKeys round("results awaited"); // no game in progress: no confirmation asked
    auto first = round.type("1");
    CHECK(onlyResult(first).table == 1);
    CHECK(onlyResult(first).code == model::ResultCode::FirstWins);
    auto second = round.answer(first[0], true);
    CHECK(second.empty());
    second = round.type("5"); // refused below: the cursor stays on board 2
    CHECK(onlyResult(second).table == 2);
    CHECK(onlyResult(second).code == model::ResultCode::Draw);
    CHECK(round.answer(second[0], false).empty());
    auto third = round.type("0");
    CHECK(onlyResult(third).table == 2);
    CHECK(onlyResult(third).code == model::ResultCode::SecondWins);
    round.answer(third[0], true);
    CHECK(onlyResult(round.type("5")).table == 3);
}

TEST_CASE("Result keys typed in one frame are all handled, in order, each on its board "
          "(issue 14.3)",
          "[input]") {
    RoundKeys round("results awaited");
    auto first = round.type("10x5");
    CHECK(onlyResult(first).table == 1);
    auto second = round.answer(first[0], true); // the next key waits for this answer
    CHECK(onlyResult(second).table == 2);
    CHECK(onlyResult(second).code == model::ResultCode::SecondWins);
    auto third = round.answer(second[0], true);
    // 'x' enters nothing and says why; '5' goes on to board 3.
    CHECK(onlyResult(third).table == 3);
    CHECK(onlyResult(third).code == model::ResultCode::Draw);
    bool isExplained = false;
    for (const ui::Message& message : round.shell.ui().messages.lines) {
        isExplained |= message.text == "'x' is not a result key (1, 0, 5 or =, +, -, *)";
    }
    CHECK(isExplained);
}

TEST_CASE("A refused result stops the keys typed after it, and says so", "[input]") {
    RoundKeys round("results awaited");
    auto first = round.type("105");
    CHECK(onlyResult(first).table == 1);
    CHECK(round.answer(first[0], false).empty());
    CHECK(round.shell.ui().messages.lines.back().text == "refused; 2 later keys not applied");
    CHECK(round.type("").empty());
}

TEST_CASE("A key on a table with its result changes nothing until confirmed as a correction "
          "with a reason, naming the old and the new result",
          "[input]") {
    RoundKeys round("round finished"); // table 1: White won by a ruling; table 2 drawn
    // Board 2 (a draw entered by the arbiter): '1' asks, and nothing is sent.
    round.imgui.io().KeysDown[ui::key::kDown] = true;
    round.frame();
    round.imgui.io().KeysDown[ui::key::kDown] = false;
    round.frame();
    CHECK(round.type("1").empty());
    round.frame();
    REQUIRE(round.shell.ui().frame.targets.count("Correct the result") == 1);
    round.clickTarget("Correct the result");
    CHECK(round.shell.takeCommands().empty());
    CHECK(round.shell.ui().messages.lines.back().text == "a correction needs a reason");
    round.clickTarget("result reason");
    for (char key : std::string("slip misread")) {
        round.imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
    }
    round.frame();
    round.clickTarget("Correct the result");
    app::SetResult corrected = onlyResult(round.shell.takeCommands());
    CHECK(corrected.table == 2);
    CHECK(corrected.code == model::ResultCode::FirstWins);
    CHECK(corrected.isByColour);
    CHECK(corrected.reason == "slip misread");
}

TEST_CASE("A result key on a game in progress asks for a confirmation and a reason "
          "(issue 14.3)",
          "[input]") {
    SECTION("entered with a reason") {
        RoundKeys round("mid-round"); // table 1: moves entered, its clock running
        CHECK(round.type("1").empty());
        round.frame();
        REQUIRE(round.shell.ui().frame.targets.count("Enter the result and stop the clock") == 1);
        round.clickTarget("Enter the result and stop the clock");
        CHECK(round.shell.takeCommands().empty()); // no reason yet
        CHECK(round.shell.ui().messages.lines.back().text ==
              "a result on a game in progress needs a reason");
        round.clickTarget("result reason");
        for (char key : std::string("player fell ill")) {
            round.imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
        }
        round.frame();
        round.clickTarget("Enter the result and stop the clock");
        app::SetResult entered = onlyResult(round.shell.takeCommands());
        CHECK(entered.table == 1);
        CHECK(entered.code == model::ResultCode::FirstWins);
        CHECK(entered.isByColour);
        CHECK(entered.reason == "player fell ill");
    }
    SECTION("cancelled, with the keys typed after it") {
        RoundKeys cancelled("mid-round");
        CHECK(cancelled.type("10").empty());
        cancelled.frame();
        cancelled.clickTarget("Cancel");
        CHECK(cancelled.shell.takeCommands().empty());
        CHECK(cancelled.shell.ui().messages.lines.back().text ==
              "cancelled; 1 later key not applied");
    }
}

TEST_CASE("14.3: a clock button of the seat whose time does not run is refused with a message",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    shell.ui().selection.round = 1;
    shell.ui().selection.table = 4; // not started by anyone: seat A (the first player) runs
    const model::EventState& state = fixture.application.state();
    shell.ui().clockButtons.presses.push_back(ui::ClockButtonPress{clock::Seat::B, fixture.now, 5});
    imgui.frame(shell, state, fixture.now);
    CHECK(shell.takeCommands().empty());
    REQUIRE_FALSE(shell.ui().messages.lines.empty());
    CHECK(shell.ui().messages.lines.back().isError);
    CHECK(shell.ui().messages.lines.back().text.find("14.3") != std::string::npos);

    shell.ui().clockButtons.presses.push_back(ui::ClockButtonPress{clock::Seat::A, fixture.now, 7});
    imgui.frame(shell, state, fixture.now);
    auto commands = shell.takeCommands();
    const app::GameAction* press = onlyGameAction(commands);
    REQUIRE(press);
    CHECK(press->event == "press");
    CHECK(commands[0].monotonicAt == 7); // counted from the instant it was pressed
}

TEST_CASE("The clock buttons stay on the table whose clock was shown while the referee looks "
          "at others",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.ui().selection.round = 1;
    shell.ui().selection.table = 4;
    shell.showView(ui::ViewId::Clock);
    imgui.frame(shell, state, fixture.now);
    CHECK(shell.ui().clockButtons.table == 4);

    openTable(imgui, shell, fixture, 2); // the referee goes to table 2 (a call, PageDown...)
    shell.ui().clockButtons.presses.push_back(ui::ClockButtonPress{clock::Seat::A, fixture.now, 9});
    imgui.frame(shell, state, fixture.now);
    auto commands = shell.takeCommands();
    const app::GameAction* press = onlyGameAction(commands);
    REQUIRE(press);
    CHECK(press->table == 4);
    CHECK(shell.ui().frame.targets.count("Clock buttons here") == 1);
}

TEST_CASE("Function keys switch views; F11 and Escape open and close the players' clock",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    auto press = [&](int key) {
        imgui.io().KeysDown[key] = true;
        imgui.frame(shell, state, fixture.now);
        imgui.io().KeysDown[key] = false;
        imgui.frame(shell, state, fixture.now);
        imgui.frame(shell, state, fixture.now);
    };
    press(ui::key::function(5));
    CHECK(shell.ui().selection.view == ui::ViewId::Clock);
    press(ui::key::function(7));
    CHECK(shell.ui().selection.view == ui::ViewId::AuditLog);
    press(ui::key::kF11);
    CHECK(shell.ui().selection.isPlayersMode);
    press(ui::key::kEscape);
    CHECK_FALSE(shell.ui().selection.isPlayersMode);
}

TEST_CASE("A correction needs a reason: without one nothing is emitted", "[input]") {
    HeadlessImGui imgui(1280, 1200); // tall enough to show the whole side column
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    openTable(imgui, shell, fixture, 1);
    const model::EventState& state = fixture.application.state();
    auto clickTarget = [&](const std::string& name) {
        auto found = shell.ui().frame.targets.find(name);
        REQUIRE(found != shell.ui().frame.targets.end());
        ui::ScreenRect rect = found->second;
        imgui.click(shell, state, fixture.now, (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
    };
    clickTarget("Correction");
    clickTarget("Take back the last action");
    CHECK(shell.takeCommands().empty());
    REQUIRE_FALSE(shell.ui().messages.lines.empty());
    CHECK(shell.ui().messages.lines.back().text == "a correction needs a reason");
}

} // namespace renju::arbiter::test

namespace renju::arbiter::test {

TEST_CASE("Without --as, the first change asks for the arbiter's name; clock presses go on "
          "meanwhile (issue 15)",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.ui().arbiter.isNeeded = true;
    shell.showView(ui::ViewId::Round);
    imgui.frame(shell, state, fixture.now);
    shell.ui().outbox.emit(app::GameAction{1, 3, "press", ""}, "table:1:3", 5);
    shell.ui().outbox.emit(app::PublishRound{2}, "round");
    auto taken = shell.takeCommands();
    REQUIRE(taken.size() == 1); // the press
    CHECK(std::holds_alternative<app::GameAction>(taken[0].command));
    CHECK(shell.ui().arbiter.isAsking);
    imgui.frame(shell, state, fixture.now);
    imgui.frame(shell, state, fixture.now); // the popup is placed in its second frame
    REQUIRE(shell.ui().frame.targets.count("arbiter name") == 1);
    const ui::ScreenRect field = shell.ui().frame.targets.at("arbiter name");
    imgui.click(shell, state, fixture.now, (field.x0 + field.x1) / 2, (field.y0 + field.y1) / 2);
    for (char key : std::string("Kadri Kuusk")) {
        imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
    }
    imgui.frame(shell, state, fixture.now);
    const ui::ScreenRect save = shell.ui().frame.targets.at("Save the name");
    imgui.click(shell, state, fixture.now, (save.x0 + save.x1) / 2, (save.y0 + save.y1) / 2);
    CHECK(shell.ui().arbiter.name == "Kadri Kuusk");
    CHECK_FALSE(shell.ui().arbiter.isAsking);
    auto released = shell.takeCommands();
    REQUIRE(released.size() == 1);
    CHECK(std::holds_alternative<app::PublishRound>(released[0].command));
}

TEST_CASE("The chief arbiter's name typed when the event is created signs the station's "
          "changes: it is not asked again; an edit by another does not sign",
          "[input]") {
    ui::Shell shell;
    shell.ui().arbiter.isNeeded = true;
    model::EventSettings settings;
    settings.name = "Tallinn Open";
    settings.chiefArbiter = "Kadri Kuusk";
    shell.ui().outbox.emit(app::EditEvent{settings}, "setup");
    CHECK(shell.takeCommands().empty()); // an edit waits for the name of who edits
    CHECK(shell.ui().arbiter.isAsking);
    shell.ui().outbox.commands.clear();
    shell.ui().arbiter.isAsking = false;
    shell.ui().outbox.emit(app::CreateEvent{settings}, "setup");
    auto taken = shell.takeCommands();
    REQUIRE(taken.size() == 1);
    CHECK(shell.ui().arbiter.name == "Kadri Kuusk");
    CHECK_FALSE(shell.ui().arbiter.isAsking);
}

} // namespace renju::arbiter::test

namespace renju::arbiter::test {

TEST_CASE("A station follows the others: their claim calls this referee, and a lost server is "
          "said in the header at once (issue 19)",
          "[input][station]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("claim pending"); // table 1: White's claim awaits the ruling
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    app::CatchUp caught;
    storage::JournalEntry entry;
    entry.sequence = 40;
    entry.kind = storage::EntryKind::Command;
    entry.payload = app::commandToJson(app::GameAction{1, 1, "claim white forbidden"});
    caught.entries.push_back(entry);
    shell.onOthersEntries(caught, state, fixture.now);
    REQUIRE(shell.ui().calls.calls().size() == 1);
    CHECK(shell.ui().calls.calls()[0].table == 1);

    caught.entries.clear();
    caught.problem = "the server at 10.0.0.5 does not answer";
    shell.onOthersEntries(caught, state, fixture.now);
    imgui.frame(shell, state, fixture.now);
    CHECK(shell.ui().station.connectionProblem == "the server at 10.0.0.5 does not answer");
    caught.problem.clear();
    shell.onOthersEntries(caught, state, fixture.now);
    CHECK(shell.ui().station.connectionProblem.empty());
}

TEST_CASE("The chief arbiter adds a referee from the Event setup; passwords are checked and never "
          "kept in the form (issue 19)",
          "[input][station]") {
    HeadlessImGui imgui(1920, 2400); // the whole form in view, no scrolling
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.ui().station.isOnServer = true;
    shell.showView(ui::ViewId::Setup);
    for (int i = 0; i < 3; ++i) {
        imgui.frame(shell, state, fixture.now);
    }
    REQUIRE(shell.ui().frame.targets.count("Add the referee") == 1);
    ui::ScreenRect add = shell.ui().frame.targets.at("Add the referee");
    imgui.click(shell, state, fixture.now, (add.x0 + add.x1) / 2, (add.y0 + add.y1) / 2);
    CHECK_FALSE(shell.ui().station.refereeRequest);
    REQUIRE_FALSE(shell.ui().messages.lines.empty());
    CHECK(shell.ui().messages.lines.back().text == "the referee needs a name");
}

} // namespace renju::arbiter::test
