// Every view drawn headless (no window, no GL) against every fixture state. A failed Dear
// ImGui assertion aborts the program: that is a test failure.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/app/quick_match.hpp"
#include "arbiter/ui/records_view.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/audit_rows.hpp"
#include "arbiter/ui/view_models/table_summary.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>

namespace renju::arbiter::test {

namespace {

constexpr ui::ViewId kViews[] = {ui::ViewId::Setup,    ui::ViewId::Players, ui::ViewId::Round,
                                 ui::ViewId::Table,    ui::ViewId::Clock,   ui::ViewId::Standings,
                                 ui::ViewId::AuditLog, ui::ViewId::Records, ui::ViewId::Hall};

/// The journal of an in-memory session, for the Audit log view.
class SessionJournal final : public ui::JournalSource {
public:
    explicit SessionJournal(const app::EventSession& session) {
        session.store().forEachEntry(
            [this](const storage::JournalEntry& entry) { m_entries.push_back(entry); });
    }
    const std::vector<storage::JournalEntry>& entries() override { return m_entries; }
    std::int64_t version() const override { return 1; }

private:
    std::vector<storage::JournalEntry> m_entries;
};

void drawView(HeadlessImGui& imgui, ui::Shell& shell, const model::EventState& state,
              std::int64_t now, ui::JournalSource* journal = nullptr) {
    for (int i = 0; i < 3; ++i) { // the tab opens in the frame after it is chosen
        imgui.frame(shell, state, now, journal);
    }
}

} // namespace

TEST_CASE("Every view draws every fixture state, and drawing alone changes nothing", "[headless]") {
    HeadlessImGui imgui;
    for (UiFixture& fixture : uiFixtures()) {
        const model::EventState& state = fixture.application.state();
        for (ui::ViewId view : kViews) {
            INFO(fixture.name << ", view " << static_cast<int>(view));
            ui::Shell shell;
            shell.showView(view);
            drawView(imgui, shell, state, fixture.now);
            CHECK(shell.ui().selection.view == view);
            CHECK(imgui.vertices() > 0);
            CHECK(shell.takeCommands().empty());
        }
        ui::Shell shell;
        shell.ui().selection.isPlayersMode = true;
        drawView(imgui, shell, state, fixture.now);
        CHECK(imgui.vertices() > 0);
    }
}

TEST_CASE("A running clock asks for a redraw at its next digit, a stopped one for none",
          "[headless]") {
    HeadlessImGui imgui;
    UiFixture running = uiFixture("mid-round");
    ui::Shell shell;
    shell.showView(ui::ViewId::Clock);
    drawView(imgui, shell, running.application.state(), running.now);
    REQUIRE(shell.ui().frame.nextChangeIn.has_value());
    CHECK(*shell.ui().frame.nextChangeIn >= 1);
    CHECK(*shell.ui().frame.nextChangeIn <= 1000);

    UiFixture finished = uiFixture("round finished");
    ui::Shell idle;
    idle.showView(ui::ViewId::Clock);
    drawView(imgui, idle, finished.application.state(), finished.now);
    CHECK_FALSE(idle.ui().frame.nextChangeIn.has_value());
}

TEST_CASE("The live demo (four scripts) draws in every view, the audit log included",
          "[headless]") {
    HeadlessImGui imgui;
    auto session = demoSession(true);
    SessionJournal journal(*session);
    std::int64_t now = session->lastEventTime() + 1000;
    for (ui::ViewId view : kViews) {
        ui::Shell shell;
        shell.showView(view);
        drawView(imgui, shell, session->state(), now, &journal);
        CHECK(imgui.vertices() > 0);
    }
    // The demo's log reads as the referee's commands.
    std::vector<ui::AuditRow> rows = ui::auditRows(journal.entries(), session->state());
    auto has = [&](const std::string& start) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const ui::AuditRow& row) { return row.what.rfind(start, 0) == 0; });
    };
    CHECK(has("event created: "));
    CHECK(has("round 1 paired by the engine"));
    CHECK(has("round 5 started"));
}

namespace {

/// The tables of the round being played that seat one of the long names.
std::vector<int> tablesWithLongNames(const model::EventState& state) {
    std::vector<int> tables;
    for (const model::Table& table : state.currentRound()->tables) {
        if (table.first.value <= 6 || table.second.value <= 6) {
            tables.push_back(table.number);
        }
    }
    return tables;
}

void checkText(HeadlessImGui& imgui, const std::string& what, const ui::UiState* ui = nullptr) {
    std::vector<std::string> problems = imgui.textProblems();
    // A button pushed past the window's edge loses its label where no glyph shows it.
    float width = imgui.io().DisplaySize.x;
    for (const auto& [label, rect] :
         ui ? ui->frame.targets : std::map<std::string, ui::ScreenRect>{}) {
        if (rect.x1 > width + 0.5f && rect.x0 < width) {
            problems.push_back("'" + label + "' runs past the window's right edge");
        }
    }
    INFO(what << ": " << problems.size() << " problem(s)"
              << (problems.empty() ? "" : ", the first: " + problems.front()));
    CHECK(problems.empty());
}

} // namespace

TEST_CASE("No text is drawn over other text or cut without an ellipsis, with 60-character names "
          "in six scripts, at 1280x800, 1440x900 and 1920x1080 (issue 15)",
          "[headless][layout]") {
    UiFixture fixture = longNamesFixture();
    const model::EventState& state = fixture.application.state();
    std::vector<int> tables = tablesWithLongNames(state);
    REQUIRE(tables.size() >= 3);
    for (auto [width, height] :
         {std::pair{1280.0f, 800.0f}, std::pair{1440.0f, 900.0f}, std::pair{1920.0f, 1080.0f}}) {
        HeadlessImGui imgui(width, height);
        std::string size = std::to_string(static_cast<int>(width)) + "x" +
                           std::to_string(static_cast<int>(height));
        for (ui::ViewId view : kViews) {
            for (int table : tables) {
                ui::Shell shell;
                shell.showView(view);
                shell.ui().selection.table = table;
                drawView(imgui, shell, state, fixture.now);
                checkText(imgui,
                          size + ", view " + std::to_string(static_cast<int>(view)) + ", table " +
                              std::to_string(table),
                          &shell.ui());
                if (view != ui::ViewId::Table && view != ui::ViewId::Clock) {
                    break; // the other views do not depend on the table shown
                }
            }
        }
        for (int table : tables) {
            ui::Shell shell;
            shell.ui().selection.table = table;
            shell.ui().selection.isPlayersMode = true;
            drawView(imgui, shell, state, fixture.now);
            checkText(imgui, size + ", the players' clock, table " + std::to_string(table));
        }
    }
}

namespace {

/// WCAG 2 relative luminance of a colour.
double luminance(ImU32 colour) {
    auto channel = [](unsigned value) {
        double c = value / 255.0;
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour & 0xFF) + 0.7152 * channel((colour >> 8) & 0xFF) +
           0.0722 * channel((colour >> 16) & 0xFF);
}

double contrast(ImU32 a, ImU32 b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

TEST_CASE("The players' clock: every text at a contrast of at least 4.5:1 (issue 15)",
          "[headless][players-clock]") {
    for (ImU32 text :
         {ui::colour::kPlayersDigits, ui::colour::kPlayersText, ui::colour::kPlayersIdle,
          ui::colour::kPlayersRunning, ui::colour::kPlayersLow, ui::colour::kPlayersFlag}) {
        INFO(std::hex << text);
        CHECK(contrast(text, ui::colour::kPlayersBackground) >= 4.5);
    }
}

TEST_CASE("The players' clock: digits at least a quarter of the screen's height at 16:9 and "
          "16:10 (issue 15)",
          "[headless][players-clock]") {
    UiFixture fixture = longNamesFixture();
    std::vector<int> tables = tablesWithLongNames(fixture.application.state());
    for (auto [width, height] :
         {std::pair{1280.0f, 800.0f}, std::pair{1440.0f, 900.0f}, std::pair{1920.0f, 1080.0f},
          std::pair{1920.0f, 1200.0f}, std::pair{1366.0f, 768.0f}}) {
        HeadlessImGui imgui(width, height);
        ui::Shell shell;
        shell.ui().selection.table = tables.front();
        shell.ui().selection.isPlayersMode = true;
        drawView(imgui, shell, fixture.application.state(), fixture.now);
        INFO(width << "x" << height << ": digits " << shell.ui().frame.clockDigitHeight << " px");
        CHECK(shell.ui().frame.clockDigitHeight >= 0.25f * height);
    }
}

TEST_CASE("A call arriving while the referee aims at the board moves nothing: the board keeps its "
          "place (issue 15)",
          "[headless][layout]") {
    HeadlessImGui imgui;
    UiFixture fixture = uiFixture("mid-round");
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.showView(ui::ViewId::Table);
    shell.ui().selection.table = 1;
    drawView(imgui, shell, state, fixture.now);
    ui::BoardGeometry before = shell.ui().frame.board;
    REQUIRE(before.isShown);
    shell.ui().calls.push(ui::RefereeCall{1, 2, ui::CallKind::Claim, "claim white five", 1});
    shell.ui().calls.push(ui::RefereeCall{1, 3, ui::CallKind::Claim, "claim black five", 2});
    shell.ui().messages.tell("a long refusal that would once have pushed the buttons down: " +
                                 std::string(300, 'x'),
                             true, ui::tableOrigin(1, 1));
    imgui.frame(shell, state, fixture.now);
    ui::BoardGeometry after = shell.ui().frame.board;
    CHECK(after.originX == before.originX);
    CHECK(after.originY == before.originY);
    CHECK(after.cell == before.cell);
    checkText(imgui, "the Table view with two calls and a long message");
}

TEST_CASE("A forbidden move can be claimed only where the set lets the stone stand (renju, 9.6)",
          "[headless][claims]") {
    auto claimButtons = [](const app::Application& application) {
        HeadlessImGui imgui;
        ui::Shell shell;
        shell.showView(ui::ViewId::Table);
        shell.ui().selection.table = 1;
        drawView(imgui, shell, application.state(), 5000);
        REQUIRE(shell.ui().frame.targets.count("Black claims five") == 1);
        return shell.ui().frame.targets.count("White claims a forbidden move");
    };
    CHECK(claimButtons(uiFixture("mid-round").application) == 1);
    for (rules::RuleSetId set :
         {rules::RuleSetId::Freestyle, rules::RuleSetId::Japan1903, rules::RuleSetId::Japan1918}) {
        app::QuickMatch match;
        match.first = named("Mari Tamm", 1200);
        match.second = named("Erik Lind", 2100);
        match.rule = rules::MatchRule::GamePoints;
        match.ruleSet = rules::RuleSet(set);
        app::Application application;
        for (const app::Command& command : app::quickMatchCommands(match)) {
            mustAccept(application, command, 0);
        }
        INFO(rules::RuleSet(set).name());
        CHECK(claimButtons(application) == 0);
    }
}

TEST_CASE("Each family at its table: Ren's squares, scores and buttons, no claims; its summary",
          "[headless][family]") {
    UiFixture ren = uiFixture("ren table");
    HeadlessImGui imgui;
    ui::Shell shell;
    shell.showView(ui::ViewId::Table);
    shell.ui().selection.table = 1;
    drawView(imgui, shell, ren.application.state(), ren.now);
    CHECK(shell.ui().frame.targets.count("Undo") == 1);
    CHECK(shell.ui().frame.targets.count("White resigns") == 1);
    CHECK(shell.ui().frame.targets.count("Black claims five") == 0);
    CHECK(shell.ui().frame.targets.count("forbidden overlay") == 0);
    CHECK(shell.ui().frame.board.size == 10);
    CHECK(imgui.textProblems().empty());
    std::vector<ui::TableSummary> rows = ui::tableSummaries(ren.application.state(), 1, ren.now);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].activity == "game 1: move 10, White to play; points: Black 1, White 0");

    UiFixture renju = uiFixture("mid-round");
    ui::Shell five;
    five.showView(ui::ViewId::Table);
    five.ui().selection.table = 1;
    drawView(imgui, five, renju.application.state(), renju.now);
    CHECK(five.ui().frame.targets.count("Black claims five") == 1);
    CHECK(five.ui().frame.targets.count("forbidden overlay") == 1);
    CHECK(five.ui().frame.board.size == 15);
}

TEST_CASE("The Records view opens a renju.net database, lists and filters its games and replays "
          "one on the board (issue 18)",
          "[headless][records]") {
    HeadlessImGui imgui;
    UiFixture fixture = longNamesFixture();
    const model::EventState& state = fixture.application.state();
    ui::Shell shell;
    shell.showView(ui::ViewId::Records);
    drawView(imgui, shell, state, fixture.now);
    ui::RecordsView* records = nullptr;
    for (const auto& view : shell.views()) { // found by its identity, not its place in the tabs
        if (view->id() == ui::ViewId::Records) {
            records = dynamic_cast<ui::RecordsView*>(view.get());
        }
    }
    REQUIRE(records);
    ui::ViewContext context{state, fixture.now, shell.ui(), imgui.fonts(), nullptr};
    records->open(context, RENJU_TEST_DATA_DIR "/records/club.rif");
    REQUIRE_FALSE(shell.ui().messages.lines.empty());
    CHECK(shell.ui().messages.lines.back().text.find("8 games") != std::string::npos);
    drawView(imgui, shell, state, fixture.now);
    CHECK(shell.ui().frame.board.isShown); // the first game's board
    checkText(imgui, "the Records view with club.rif");
    records->open(context, RENJU_TEST_DATA_DIR "/records/README.md");
    CHECK(shell.ui().messages.lines.back().isError);
    CHECK(shell.ui().messages.lines.back().text.find("not a record file") != std::string::npos);
}

TEST_CASE("A message stays in the view it was told in: another view starts with a clean line",
          "[headless]") {
    UiFixture fixture = uiFixture("mid-round");
    HeadlessImGui imgui;
    ui::Shell shell;
    shell.showView(ui::ViewId::Table);
    imgui.frame(shell, fixture.application.state(), fixture.now);
    shell.ui().messages.tell("clock button A: 14.3: seat A's time is not running", true,
                             ui::tableOrigin(1, 1));
    imgui.frame(shell, fixture.application.state(), fixture.now);
    CHECK(shell.shownStatus() == shell.ui().messages.told);
    shell.showView(ui::ViewId::Standings);
    imgui.frame(shell, fixture.application.state(), fixture.now);
    CHECK(shell.shownStatus() == 0);
    shell.ui().messages.tell("standings printed", false, "standings");
    imgui.frame(shell, fixture.application.state(), fixture.now);
    CHECK(shell.shownStatus() == shell.ui().messages.told);
}

// Issue 24: the Clock view's line of clock keys ran onto a second line at 1280x800, pushing the
// adjustments below it down.
TEST_CASE("The Clock view's clock keys fit one line at 1280x800 and 1366x768", "[headless]") {
    UiFixture fixture = uiFixture("mid-round");
    for (auto [width, height] : {std::pair{1280.0f, 800.0f}, std::pair{1366.0f, 768.0f}}) {
        INFO(width << "x" << height);
        HeadlessImGui imgui(width, height);
        ui::Shell shell;
        shell.ui().selection.table = 1;
        shell.showView(ui::ViewId::Clock);
        drawView(imgui, shell, fixture.application.state(), fixture.now);
        REQUIRE(shell.ui().frame.targets.count("Clock keys") == 1);
        const ui::ScreenRect& line = shell.ui().frame.targets.at("Clock keys");
        float lineHeight = imgui.fonts().get(ui::FontRole::Body)->FontSize;
        INFO("the line: " << line.x0 << ".." << line.x1 << " x " << line.y0 << ".." << line.y1);
        CHECK(line.y1 - line.y0 < 1.5f * lineHeight);
        CHECK(line.x1 <= width);
    }
}

} // namespace renju::arbiter::test
