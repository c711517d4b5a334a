// Every dialog that names players or a result fits the window of a referee's laptop with long
// names (issue 24): the Round view's confirmation of a result on a game in progress and its
// correction of a result, the Table view's resignations and the draw agreed, each opened with
// a 49-character Latin name and a 45-character Chinese one at 1280x800 and 1366x768.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/ui/table_actions.hpp"
#include "headless_imgui.hpp"
#include "text_layout_check.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>
#include <functional>
#include <imgui_internal.h>

namespace renju::arbiter::test {

namespace {

const std::string kLatinName = "Maximilian-Alexander von Hohenzollern-Sigmaringen";
const std::string kChineseName =
    "欧阳司马诸葛慕容皇甫上官东方令狐公孙轩辕长孙宇文尉迟澹台公冶宗政濮阳淳于单于太叔申屠公羊梁";

/// Round 1 of two tables started, table 1 seating the two long names (the Latin one first).
app::Application longNamedEvent() {
    app::Application application = startedEvent(2, "5400+30", false);
    const model::Table& table = application.state().findRound(1)->tables.front();
    for (auto [id, name] : {std::pair{table.first, kLatinName}, {table.second, kChineseName}}) {
        model::Player player = *application.state().findPlayer(id);
        player.name = name;
        mustAccept(application, app::EditPlayer{id, player}, 1500);
    }
    return application;
}

/// A window of one size on an event, with the view's frames drawn and its targets clicked.
struct Window {
    Window(float width, float height, app::Application event, std::int64_t at)
        : imgui(width, height), application(std::move(event)), now(at) {}

    void frames(int count = 3) {
        for (int i = 0; i < count; ++i) {
            imgui.frame(shell, application.state(), now);
        }
    }
    void open(ui::ViewId view) {
        shell.showView(view);
        shell.ui().selection.table = 1;
        frames();
    }
    void type(const std::string& keys) {
        for (char key : keys) {
            imgui.io().AddInputCharacter(static_cast<unsigned int>(key));
        }
        frames();
    }
    void clickTarget(const std::string& label) {
        auto found = shell.ui().frame.targets.find(label);
        REQUIRE(found != shell.ui().frame.targets.end());
        const ui::ScreenRect& rect = found->second;
        imgui.click(shell, application.state(), now, (rect.x0 + rect.x1) / 2,
                    (rect.y0 + rect.y1) / 2);
        frames();
    }

    HeadlessImGui imgui;
    ui::Shell shell;
    app::Application application;
    std::int64_t now;
};

/// Checks that the dialog `title` is open inside the window, that every text of the frame
/// fits or ends in "…" (textProblems()), and that `names` are all in the dialog's text.
void checkDialog(Window& window, const std::string& title, const std::string& what) {
    ImGuiWindow* dialog = ImGui::FindWindowByName(title.c_str());
    REQUIRE(dialog);
    REQUIRE(dialog->Active);
    ImVec2 display = window.imgui.io().DisplaySize;
    INFO(what << ": '" << title << "' at (" << dialog->Pos.x << ", " << dialog->Pos.y << ") size "
              << dialog->Size.x << "x" << dialog->Size.y << " in " << display.x << "x"
              << display.y);
    CHECK(dialog->Pos.x >= 0);
    CHECK(dialog->Pos.y >= 0);
    CHECK(dialog->Pos.x + dialog->Size.x <= display.x);
    CHECK(dialog->Pos.y + dialog->Size.y <= display.y);
    // Its buttons and its reason field are inside it, so inside the window.
    for (const auto& [label, rect] : window.shell.ui().frame.targets) {
        bool isInDialog = rect.x0 >= dialog->Pos.x && rect.y0 >= dialog->Pos.y &&
                          rect.x1 <= dialog->Pos.x + dialog->Size.x &&
                          rect.y1 <= dialog->Pos.y + dialog->Size.y;
        if (rect.y0 >= dialog->Pos.y + ImGui::GetFrameHeight() && !isInDialog &&
            rect.x0 >= dialog->Pos.x && rect.x0 < dialog->Pos.x + dialog->Size.x &&
            rect.y0 < dialog->Pos.y + dialog->Size.y) {
            INFO("'" << label << "' starts in the dialog and runs out of it");
            CHECK(isInDialog);
        }
    }
    // The dialog's own text: the view dimmed behind it is checked on its own elsewhere, and
    // its glyphs under the dialog's are not an overprint a reader sees.
    ImDrawData dialogOnly;
    ImDrawList* lists[] = {dialog->DrawList};
    dialogOnly.Valid = true;
    dialogOnly.CmdLists = lists;
    dialogOnly.CmdListsCount = 1;
    std::vector<std::string> problems =
        textLayoutProblems(dialogOnly, window.imgui.io().Fonts->TexID);
    INFO(problems.size() << " text problem(s)"
                         << (problems.empty() ? "" : ", the first: " + problems.front()));
    CHECK(problems.empty());
}

/// One dialog: what opens it, from a fresh window, and its title.
struct DialogCase {
    std::string name;
    std::string title;
    std::function<void(Window&)> open;
};

std::vector<DialogCase> dialogCases() {
    return {
        {"a result key on a game in progress", "Result on a game in progress",
         [](Window& window) {
             window.open(ui::ViewId::Round);
             window.type("1");
         }},
        {"a result key on a table with its result (a correction)", "Correct a result",
         [](Window& window) {
             mustAccept(window.application,
                        app::SetResult{1, 1, model::ResultCode::FirstWins, "resigned"}, window.now);
             window.now += 1000;
             window.open(ui::ViewId::Round);
             window.type("0");
         }},
        {"Black's resignation at the Table view", "End the game?",
         [](Window& window) {
             window.open(ui::ViewId::Table);
             window.clickTarget("Black resigns…");
         }},
        {"White's resignation at the Table view", "End the game?",
         [](Window& window) {
             window.open(ui::ViewId::Table);
             window.clickTarget("White resigns…");
         }},
        {"a draw offer accepted at the Table view", "End the game?",
         [](Window& window) {
             window.now = playAt(window.application, 1, {"offer-draw"}, window.now);
             window.open(ui::ViewId::Table);
             window.clickTarget("Accept draw");
         }},
    };
}

} // namespace

TEST_CASE("Every result dialog fits the window with two long names at 1280x800 and 1366x768, "
          "its text wrapped or ended with '…' (issue 24)",
          "[headless][layout][dialogs]") {
    for (auto [width, height] : {std::pair{1280.0f, 800.0f}, std::pair{1366.0f, 768.0f}}) {
        std::string size = std::to_string(static_cast<int>(width)) + "x" +
                           std::to_string(static_cast<int>(height));
        for (const DialogCase& dialog : dialogCases()) {
            app::Application event = longNamedEvent();
            // Past the opening, a move made: a game in progress whose draw may be offered.
            std::int64_t at = playAt(event, 1, openingToProposals(), 2000);
            at = playAt(event, 1, {"press", "choose g8", "a3"}, at);
            Window window(width, height, std::move(event), at);
            dialog.open(window);
            checkDialog(window, dialog.title, size + ", " + dialog.name);
        }
    }
}

TEST_CASE("The Table view's confirmations name the players by the colours they hold now "
          "(issue 24)",
          "[headless][dialogs]") {
    app::Application event = longNamedEvent();
    auto gameOf = [](const app::Application& application) -> const model::TableGame& {
        return application.state().findRound(1)->tables.front().games.front();
    };
    REQUIRE(event.state().findPlayer(gameOf(event).first)->name == kLatinName);
    CHECK(ui::resignationQuestion(event.state(), gameOf(event), rules::Stone::Black) ==
          "Black resigns: the game ends 0-1 White (" + kChineseName + ") wins (9.5).");
    playAt(event, 1, {"h8", "i9", "h10", "press", "swap"}, 2000);
    const model::TableGame& game = gameOf(event);
    // After the swap the Chinese name holds Black: the Latin name, now White, wins.
    CHECK(ui::resignationQuestion(event.state(), game, rules::Stone::Black) ==
          "Black resigns: the game ends 0-1 White (" + kLatinName + ") wins (9.5).");
    CHECK(ui::resignationQuestion(event.state(), game, rules::Stone::White) ==
          "White resigns: the game ends 1-0 Black (" + kChineseName + ") wins (9.5).");
    CHECK(ui::drawQuestion(event.state(), game) == "The draw offer is accepted: " + kChineseName +
                                                       " (Black) and " + kLatinName +
                                                       " (White) draw, 0.5-0.5 by agreement "
                                                       "(10.2).");
}

} // namespace renju::arbiter::test
