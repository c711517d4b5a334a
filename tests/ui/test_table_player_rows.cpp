// The Table view's two player rows follow the people, not the colours (issue 24): after the
// opening's swap, and from a match's first game to its second, each name keeps its row while
// the stone and the words beside it say the colour held now.
#include "../arbiter/app_fixture.hpp"
#include "arbiter/app/quick_match.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

/// The Table view's player rows as drawn at table 1 of round 1 (the game `chosen`, 0: the one
/// being played).
std::vector<ui::TablePlayerRow> rowsOf(const app::Application& application, std::int64_t now,
                                       int chosen = 0) {
    HeadlessImGui imgui(1280, 800);
    ui::Shell shell;
    shell.showView(ui::ViewId::Table);
    shell.ui().selection.table = 1;
    if (chosen > 0) {
        shell.ui().selection.chosenGame = ui::GameChoice{1, 1, chosen};
    }
    for (int i = 0; i < 3; ++i) { // the tab opens in the frame after it is chosen
        imgui.frame(shell, application.state(), now);
    }
    return shell.ui().frame.tablePlayers;
}

std::string nameOf(const app::Application& application, model::PlayerId id) {
    return application.state().findPlayer(id)->name;
}

} // namespace

TEST_CASE("After the opening's swap the player rows keep their places; their colours change "
          "(issue 24)",
          "[headless][table-rows]") {
    app::Application application = startedEvent(2, "5400+30", false);
    const model::Table& table = application.state().findRound(1)->tables.front();
    std::string first = nameOf(application, table.first);
    std::string second = nameOf(application, table.second);

    std::vector<ui::TablePlayerRow> before = rowsOf(application, 1500);
    REQUIRE(before.size() == 2);
    CHECK(before[0].name == first); // seat A on top, as on the players' clock's left
    CHECK(before[1].name == second);
    CHECK(before[0].colourLabel == "Black (tentative), seat A");
    CHECK(before[1].colourLabel == "White (tentative), seat B");
    CHECK(before[0].rect.y1 <= before[1].rect.y0);

    std::int64_t at = playAt(application, 1, {"h8", "i9", "h10", "press", "swap"}, 2000);
    std::vector<ui::TablePlayerRow> swapped = rowsOf(application, at);
    REQUIRE(swapped.size() == 2);
    for (std::size_t row = 0; row < 2; ++row) {
        INFO("row " << row);
        CHECK(swapped[row].name == before[row].name);
        CHECK(swapped[row].rect.y0 == before[row].rect.y0);
        CHECK(swapped[row].rect.x0 == before[row].rect.x0);
    }
    CHECK(swapped[0].colourLabel == "White (tentative), seat A");
    CHECK(swapped[1].colourLabel == "Black (tentative), seat B");

    // The 5th move chosen ends the opening: the colours are settled.
    at = playAt(application, 1, {"a1", "press", "propose g8", "propose m3", "press", "choose g8"},
                at);
    std::vector<ui::TablePlayerRow> settled = rowsOf(application, at);
    REQUIRE(settled.size() == 2);
    CHECK(settled[0].name == first);
    CHECK(settled[0].rect.y0 == before[0].rect.y0);
    CHECK(settled[0].colourLabel == "White, seat A");
    CHECK(settled[1].colourLabel == "Black, seat B");
}

TEST_CASE("A match's second game keeps each player in their row, with the colour of that game "
          "(issue 24)",
          "[headless][table-rows]") {
    app::Application application = renQuickMatch();
    std::int64_t at = playAt(application, 1, {"b2", "d4"}, 2000);
    std::vector<ui::TablePlayerRow> game1 = rowsOf(application, at);
    REQUIRE(game1.size() == 2);
    CHECK(game1[0].name == "Anna Ivanova");
    CHECK(game1[0].colourLabel == "Black, seat A"); // Ren's colours are settled from the start
    CHECK(game1[1].colourLabel == "White, seat B");

    mustAccept(application, app::SetResult{1, 1, model::ResultCode::FirstWins, "resigned"}, at);
    mustAccept(application, app::StartGame{1, 1, 2}, at + 1000);
    std::vector<ui::TablePlayerRow> game2 = rowsOf(application, at + 2000);
    REQUIRE(game2.size() == 2);
    CHECK(game2[0].name == "Anna Ivanova");
    CHECK(game2[1].name == "王伟");
    CHECK(game2[0].rect.y0 == game1[0].rect.y0);
    CHECK(game2[1].rect.y0 == game1[1].rect.y0);
    // In game 2 the second player moves first: seat A of its clock, Black.
    CHECK(game2[0].colourLabel == "White, seat B");
    CHECK(game2[1].colourLabel == "Black, seat A");

    // Game 1 looked at again: the same rows, its own colours.
    std::vector<ui::TablePlayerRow> again = rowsOf(application, at + 2000, 1);
    REQUIRE(again.size() == 2);
    CHECK(again[0].name == "Anna Ivanova");
    CHECK(again[0].colourLabel == "Black, seat A");
    CHECK(again[0].rect.y0 == game1[0].rect.y0);
}

} // namespace renju::arbiter::test
