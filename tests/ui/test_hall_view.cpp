// The Hall view (issue 24): every table of the round as a cell; the cells' contents come from
// the shared lists (names, results by colour), a click opens the table, the text stays readable.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/app/event_views.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/shell.hpp"
#include "arbiter/ui/view_models/hall_cells.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>
#include <cmath>

namespace renju::arbiter::test {

namespace {

std::vector<ui::HallCell> cellsOf(const UiFixture& fixture, const ui::CallQueue& calls = {}) {
    const model::EventState& state = fixture.application.state();
    std::vector<ui::HallCell> cells = ui::hallCells(state, 1, calls);
    ui::refreshHallClocks(cells, state, 1, fixture.now);
    return cells;
}

void drawHall(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture) {
    shell.showView(ui::ViewId::Hall);
    for (int i = 0; i < 3; ++i) { // the tab opens in the frame after it is chosen
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
}

/// Presses and releases `key` over two frames, as a hand on the keyboard does.
void pressKey(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture, int key) {
    imgui.io().KeysDown[key] = true;
    imgui.frame(shell, fixture.application.state(), fixture.now);
    imgui.io().KeysDown[key] = false;
    imgui.frame(shell, fixture.application.state(), fixture.now);
}

void typeText(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture,
              const std::string& text) {
    for (char typed : text) {
        imgui.io().AddInputCharacter(static_cast<unsigned int>(typed));
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
}

/// Returns the table whose cell lies straight below table `above`'s (the next row's, same
/// column), from where the cells were drawn; 0 when none does.
int tableBelow(const ui::Shell& shell, int above) {
    const auto& targets = shell.ui().frame.targets;
    const ui::ScreenRect& from = targets.at("Table " + std::to_string(above));
    int below = 0;
    float nearest = 1e9f;
    for (const auto& [label, rect] : targets) {
        if (label.rfind("Table ", 0) == 0 && std::abs(rect.x0 - from.x0) < 1 && rect.y0 > from.y1 &&
            rect.y0 < nearest) {
            nearest = rect.y0;
            below = std::stoi(label.substr(6));
        }
    }
    return below;
}

/// Seven tables: more than one row of cells at 1366x768.
UiFixture sevenTables() {
    UiFixture fixture{"seven tables", startedEvent(7, "5400+30", false), 0};
    fixture.now = playAt(fixture.application, 1, {"h8", "press"}, 2000) + 1000;
    return fixture;
}

} // namespace

TEST_CASE("Hall cells: results by colour, Black's score first, and the names the lists use",
          "[hall]") {
    UiFixture fixture = uiFixture("round finished");
    std::vector<ui::HallCell> cells = cellsOf(fixture);
    REQUIRE(cells.size() == 3);
    // Table 1: White's claim of a forbidden move upheld: White wins, 0-1 by colour.
    CHECK(cells[0].state == ui::HallState::Finished);
    CHECK(cells[0].stateText == "finished 0-1");
    // Table 3: the first player (Black, no game played) wins: 1-0.
    CHECK(cells[2].stateText == "finished 1-0");
    std::vector<app::PairingRow> rows = app::pairingRows(fixture.application.state(), 1);
    CHECK(cells[2].blackName == rows[2].firstName);
    CHECK(cells[2].whiteName == rows[2].secondName);
    CHECK(cells[0].blackName == rows[0].firstName); // the Round view's names
    CHECK_FALSE(cells[0].board.stones.empty());
    REQUIRE(cells[0].board.lastMove.has_value());
    CHECK(cells[0].isBlackRunning == false);
    CHECK(cells[0].isWhiteRunning == false);
}

TEST_CASE("Hall cells: after a swap the first player holds White, and a win of the first player "
          "reads 0-1",
          "[hall]") {
    UiFixture fixture{"swapped", startedEvent(2, "5400+30", false), 0};
    std::int64_t at = playAt(fixture.application, 2, {"h8", "i9", "h10", "press", "swap"}, 2000);
    mustAccept(fixture.application, app::SetResult{1, 2, model::ResultCode::FirstWins, "resigned"},
               at + 1000);
    fixture.now = at + 2000;
    std::vector<ui::HallCell> cells = cellsOf(fixture);
    REQUIRE(cells.size() == 2);
    std::vector<app::PairingRow> rows = app::pairingRows(fixture.application.state(), 1);
    CHECK(cells[1].whiteName == rows[1].firstName);
    CHECK(cells[1].blackName == rows[1].secondName);
    CHECK(cells[1].stateText == "finished 0-1");
    CHECK(cells[1].state == ui::HallState::Finished);
}

TEST_CASE("Hall cells: a claim awaiting the ruling, a call from a table, a game being played",
          "[hall]") {
    UiFixture fixture = uiFixture("claim pending");
    ui::CallQueue calls;
    calls.push(ui::RefereeCall{1, 2, ui::CallKind::Flag, "flag fallen", 1});
    std::vector<ui::HallCell> cells = cellsOf(fixture, calls);
    REQUIRE(cells.size() == 2);
    CHECK(cells[0].state == ui::HallState::AwaitingRuling);
    CHECK(cells[0].stateText == "claim: awaiting ruling");
    CHECK(cells[1].state == ui::HallState::Called);
    CHECK(cells[1].stateText.find("call: table 2") == 0);

    std::vector<ui::HallCell> playing = cellsOf(uiFixture("mid-round"));
    REQUIRE_FALSE(playing.empty());
    CHECK(playing[0].state == ui::HallState::Playing);
    CHECK_FALSE(playing[0].blackTime.empty());
    // Exactly one clock runs in a game being played.
    CHECK(playing[0].isBlackRunning != playing[0].isWhiteRunning);
}

TEST_CASE("Hall cells: a Ren table shows a board of squares with its stones", "[hall]") {
    UiFixture fixture = uiFixture("ren table");
    std::vector<ui::HallCell> cells = cellsOf(fixture);
    REQUIRE_FALSE(cells.empty());
    CHECK(cells[0].board.isSquares);
    CHECK(cells[0].board.stones.size() >= 8);
    CHECK(cells[0].board.lastMove.has_value());
}

TEST_CASE("Hall view: a click on a table's cell opens it in the Table view", "[hall][headless]") {
    HeadlessImGui imgui(1366, 768);
    UiFixture fixture = uiFixture("round finished");
    ui::Shell shell;
    drawHall(imgui, shell, fixture);
    REQUIRE(shell.ui().frame.targets.count("Table 2") == 1);
    ui::ScreenRect rect = shell.ui().frame.targets.at("Table 2");
    imgui.click(shell, fixture.application.state(), fixture.now, (rect.x0 + rect.x1) / 2,
                (rect.y0 + rect.y1) / 2);
    CHECK(shell.ui().selection.view == ui::ViewId::Table);
    CHECK(shell.ui().selection.table == 2);
    CHECK(shell.ui().selection.round == 1);
}

// The keyboard path of the Hall view (issue 24): a table's number and Enter, the arrows (the
// green frame) and Enter, Esc clearing a typed number.
TEST_CASE("Hall view: a table's number typed and Enter opens it in the Table view",
          "[hall][headless]") {
    HeadlessImGui imgui(1366, 768);
    UiFixture fixture = sevenTables();
    ui::Shell shell;
    drawHall(imgui, shell, fixture);
    typeText(imgui, shell, fixture, "6");
    CHECK(shell.ui().selection.view == ui::ViewId::Hall); // nothing opens before Enter
    pressKey(imgui, shell, fixture, ui::key::kEnter);
    CHECK(shell.ui().selection.view == ui::ViewId::Table);
    CHECK(shell.ui().selection.table == 6);
    CHECK(shell.ui().selection.round == 1);
    // A number of no table opens nothing and says so.
    drawHall(imgui, shell, fixture);
    typeText(imgui, shell, fixture, "12");
    pressKey(imgui, shell, fixture, ui::key::kEnter);
    CHECK(shell.ui().selection.view == ui::ViewId::Hall);
    REQUIRE(shell.ui().messages.last() != nullptr);
    CHECK(shell.ui().messages.last()->text == "no table 12 in this round");
}

TEST_CASE("Hall view: the arrows move the frame and Enter opens the framed table",
          "[hall][headless]") {
    HeadlessImGui imgui(1366, 768);
    UiFixture fixture = sevenTables();
    ui::Shell shell;
    drawHall(imgui, shell, fixture);
    int below = tableBelow(shell, 2);
    REQUIRE(below > 2); // more than one row: Down has somewhere to go
    // From table 1: Right to table 2, Down to the cell below it.
    pressKey(imgui, shell, fixture, ui::key::kRight);
    pressKey(imgui, shell, fixture, ui::key::kDown);
    CHECK(shell.ui().selection.view == ui::ViewId::Hall);
    pressKey(imgui, shell, fixture, ui::key::kEnter);
    CHECK(shell.ui().selection.view == ui::ViewId::Table);
    CHECK(shell.ui().selection.table == below);
    // Back in the hall the frame is where it was; Up and Left lead back to table 1.
    drawHall(imgui, shell, fixture);
    pressKey(imgui, shell, fixture, ui::key::kUp);
    pressKey(imgui, shell, fixture, ui::key::kLeft);
    pressKey(imgui, shell, fixture, ui::key::kEnter);
    CHECK(shell.ui().selection.table == 1);
}

TEST_CASE("Hall view: Esc clears a typed number, and Enter then opens the framed table",
          "[hall][headless]") {
    HeadlessImGui imgui(1366, 768);
    UiFixture fixture = sevenTables();
    ui::Shell shell;
    drawHall(imgui, shell, fixture);
    pressKey(imgui, shell, fixture, ui::key::kRight); // the frame on table 2
    typeText(imgui, shell, fixture, "5");
    pressKey(imgui, shell, fixture, ui::key::kEscape);
    CHECK(shell.ui().selection.view == ui::ViewId::Hall);
    pressKey(imgui, shell, fixture, ui::key::kEnter);
    CHECK(shell.ui().selection.view == ui::ViewId::Table);
    CHECK(shell.ui().selection.table == 2); // not 5: the typed number was cleared
}

TEST_CASE("Hall view: no text over text or cut without an ellipsis, 60-character names, at "
          "1366x768, 1280x800 and 1920x1080",
          "[hall][headless][layout]") {
    UiFixture fixture = longNamesFixture();
    for (auto [width, height] :
         {std::pair{1366.0f, 768.0f}, std::pair{1280.0f, 800.0f}, std::pair{1920.0f, 1080.0f}}) {
        HeadlessImGui imgui(width, height);
        ui::Shell shell;
        drawHall(imgui, shell, fixture);
        std::vector<std::string> problems = imgui.textProblems();
        INFO(width << "x" << height << ": " << problems.size() << " problem(s)"
                   << (problems.empty() ? "" : ", the first: " + problems.front()));
        CHECK(problems.empty());
        // Twelve cells (or every table) are on the screen without scrolling.
        int visible = 0;
        for (const auto& [label, rect] : shell.ui().frame.targets) {
            if (label.rfind("Table ", 0) == 0 && rect.y1 <= height && rect.x1 <= width) {
                ++visible;
            }
        }
        std::size_t tables = fixture.application.state().currentRound()->tables.size();
        CHECK(visible >= static_cast<int>(std::min<std::size_t>(tables, 12)));
    }
}

} // namespace renju::arbiter::test
