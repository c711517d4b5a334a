// The views turn input into commands (emitted, not executed: the platform executes them), and
// refuse bad input with a visible message naming the clause.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/ui/keys.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

ImVec2 boardPoint(const ui::Shell& shell, int col, int row) {
    const ui::BoardGeometry& board = shell.ui().board;
    return ImVec2(board.originX + static_cast<float>(col) * board.cell,
                  board.originY - static_cast<float>(row) * board.cell);
}

const app::GameAction* onlyGameAction(const std::vector<ui::PendingCommand>& commands) {
    return commands.size() == 1 ? std::get_if<app::GameAction>(&commands[0].command) : nullptr;
}

void openTable(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture, int table) {
    shell.ui().round = 1;
    shell.ui().table = table;
    shell.showView(ui::ViewId::Table);
    for (int i = 0; i < 3; ++i) {
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
    REQUIRE(shell.ui().board.isShown);
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

TEST_CASE("Results are entered with one key each, moving on to the next board once accepted",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    shell.showView(ui::ViewId::Round);
    const model::EventState& state = fixture.application.state();
    for (int i = 0; i < 3; ++i) {
        imgui.frame(shell, state, fixture.now);
    }
    // Types a key, and answers the command as the platform would after the frame.
    auto enter = [&](char key, bool isAccepted) {
        imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
        imgui.frame(shell, state, fixture.now);
        auto commands = shell.takeCommands();
        REQUIRE(commands.size() == 1);
        app::ExecutedCommand executed;
        executed.outcome.isAccepted = isAccepted;
        executed.outcome.message = isAccepted ? "result entered" : "refused";
        shell.onExecuted(commands[0], executed, fixture.now);
        const auto* result = std::get_if<app::SetResult>(&commands[0].command);
        REQUIRE(result);
        return *result;
    };
    app::SetResult first = enter('1', true);
    CHECK(first.table == 1);
    CHECK(first.code == model::ResultCode::FirstWins);
    app::SetResult second = enter('5', false); // refused: the cursor stays on board 2
    CHECK(second.table == 2);
    CHECK(second.code == model::ResultCode::Draw);
    app::SetResult third = enter('0', true);
    CHECK(third.table == 2);
    CHECK(third.code == model::ResultCode::SecondWins);
    imgui.frame(shell, state, fixture.now);
    CHECK(enter('5', true).table == 3);
}

TEST_CASE("14.3: a clock button of the seat whose time does not run is refused with a message",
          "[input]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    shell.ui().round = 1;
    shell.ui().table = 4; // not started by anyone: seat A (the first player) runs
    const model::EventState& state = fixture.application.state();
    shell.ui().clockButtons.push_back(ui::ClockButtonPress{clock::Seat::B, fixture.now, 5});
    imgui.frame(shell, state, fixture.now);
    CHECK(shell.takeCommands().empty());
    REQUIRE_FALSE(shell.ui().messages.empty());
    CHECK(shell.ui().messages.back().isError);
    CHECK(shell.ui().messages.back().text.find("14.3") != std::string::npos);

    shell.ui().clockButtons.push_back(ui::ClockButtonPress{clock::Seat::A, fixture.now, 7});
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
    shell.ui().round = 1;
    shell.ui().table = 4;
    shell.showView(ui::ViewId::Clock);
    imgui.frame(shell, state, fixture.now);
    CHECK(shell.ui().clockButtonsTable == 4);

    openTable(imgui, shell, fixture, 2); // the referee goes to table 2 (a call, PageDown...)
    shell.ui().clockButtons.push_back(ui::ClockButtonPress{clock::Seat::A, fixture.now, 9});
    imgui.frame(shell, state, fixture.now);
    auto commands = shell.takeCommands();
    const app::GameAction* press = onlyGameAction(commands);
    REQUIRE(press);
    CHECK(press->table == 4);
    CHECK(shell.ui().targets.count("Clock buttons here") == 1);
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
    CHECK(shell.ui().view == ui::ViewId::Clock);
    press(ui::key::function(7));
    CHECK(shell.ui().view == ui::ViewId::AuditLog);
    press(ui::key::kF11);
    CHECK(shell.ui().isPlayersMode);
    press(ui::key::kEscape);
    CHECK_FALSE(shell.ui().isPlayersMode);
}

TEST_CASE("A correction needs a reason: without one nothing is emitted", "[input]") {
    HeadlessImGui imgui(1280, 1200); // tall enough to show the whole side column
    UiFixture fixture = uiFixture("mid-round");
    ui::Shell shell;
    openTable(imgui, shell, fixture, 1);
    const model::EventState& state = fixture.application.state();
    auto clickTarget = [&](const std::string& name) {
        auto found = shell.ui().targets.find(name);
        REQUIRE(found != shell.ui().targets.end());
        ui::ScreenRect rect = found->second;
        imgui.click(shell, state, fixture.now, (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
    };
    clickTarget("Correction");
    clickTarget("Take back the last action");
    CHECK(shell.takeCommands().empty());
    REQUIRE_FALSE(shell.ui().messages.empty());
    CHECK(shell.ui().messages.back().text == "a correction needs a reason");
}

} // namespace renju::arbiter::test
