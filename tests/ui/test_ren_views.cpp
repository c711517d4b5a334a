// The Ren board and side panel (ui/ren_board_widget, ui/ren_panel) and their view-model
// (ui/view_models/ren_board_model): what they show of a game with rui stones and a fresh
// nibai, drawn headless with the real fonts: every text fits, clicks land on their squares.
#include "arbiter/ui/ren_panel.hpp"
#include "arbiter/ui/view_models/ren_board_model.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"
#include "headless_imgui.hpp"
#include "rules/game_script.hpp"
#include "rules/notation.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

/// Plays the events (one per line) on a 10x10 game of Ren; every event must be accepted.
rules::RenGame renGame(std::string_view events, rules::RenVariants variants = {}) {
    rules::RenGame game(rules::GameRules{*rules::RuleSet::parse("ren"), 10, {}, variants});
    rules::GameScript script = rules::parseGameScript(events);
    REQUIRE(script.errors.empty());
    for (const rules::ScriptLine& line : script.lines) {
        INFO(line.text);
        REQUIRE(game.apply(line.event).isRecorded());
    }
    return game;
}

/// Black's d3 captures d2 and puts a niban there; the niban's row b2-e2 scores; c2 e2 rui.
constexpr const char* kNibaiGame = "b2\nd4\nc2\nc3\ne2\ne3\nd1\nd2\nd3\n";

const ui::RenSquareStone& stoneOn(const ui::RenBoardModel& model, const char* square) {
    auto point = rules::parsePoint(square, 10);
    REQUIRE(point);
    auto found = std::find_if(model.stones.begin(), model.stones.end(),
                              [&](const ui::RenSquareStone& s) { return s.square == *point; });
    REQUIRE(found != model.stones.end());
    return *found;
}

} // namespace

TEST_CASE("Ren board model: rui stones, the fresh nibai and the words of the last move",
          "[ren][view-model]") {
    ui::RenBoardModel model = ui::renBoardModel(renGame(kNibaiGame));
    CHECK(model.size == 10);
    CHECK(model.stones.size() == 9); // d2's White stone captured, Black's niban there
    CHECK(stoneOn(model, "d2").number == 9);
    CHECK(stoneOn(model, "d2").isNiban);
    CHECK_FALSE(stoneOn(model, "d2").isRui);
    CHECK(stoneOn(model, "c2").isRui);
    CHECK(stoneOn(model, "e2").isRui);
    CHECK_FALSE(stoneOn(model, "d3").isRui); // the scoring stone itself
    CHECK(stoneOn(model, "d4").colour == rules::Stone::White);
    REQUIRE(model.lastGroups.size() == 1);
    CHECK(model.lastGroups[0].kind == rules::RenGroupKind::RowOfFour);
    CHECK(model.lastCaptures.size() == 1);
    CHECK(model.lastNiban == rules::parsePoint("d2", 10));
    CHECK(model.scores == std::array<int, 2>{1, 0});
    CHECK(model.pointsInWords == "Black: row of 4 = 1 point");
    CHECK(model.lastMoveText == "9. d3 Black captures d2; nibai: a niban stone on d2; scores row "
                                "of 4 b2-e2 = 1 point: Black 1, White 0; rui: c2 e2");
    CHECK(model.ruiText ==
          "rui: c2 e2: White may replace one (replacements in succession: 0 of 3)");
    CHECK(model.prompt == "White to move: a square or pass");
    CHECK(ui::renClickEvent(model, rules::Point{4, 4}) == "e5");
    CHECK(ui::renClickEvent(model, rules::Point{10, 4}).empty());
}

TEST_CASE("Ren board model: the replacement's count and the rui limit reached",
          "[ren][view-model]") {
    ui::RenBoardModel once = ui::renBoardModel(renGame(std::string(kNibaiGame) + "e2\n"));
    CHECK(once.ruiRun == 1);
    CHECK(once.ruiText == "replacements in succession: 1 of 3");
    ui::RenBoardModel limit = ui::renBoardModel(
        renGame(std::string(kNibaiGame) + "e2\n", rules::RenVariants{1, std::nullopt}));
    CHECK(limit.isRuiLimitReached);
    CHECK(limit.ruiText == "the rui limit is reached (1 of 1 replacements in succession): Black "
                           "plays on an empty square or passes");
    ui::RenBoardModel over = ui::renBoardModel(renGame("e5\npass\npass\n"));
    CHECK(over.isOver);
    CHECK(over.prompt == "the game is over: drawn (two consecutive passes), 0 points each");
    CHECK(over.ruiText.empty());
}

TEST_CASE("Ren game panel: every text fits, at full size and in a small window, with long names",
          "[ren][headless]") {
    rules::RenGame game = renGame(std::string(kNibaiGame));
    ui::RenBoardModel model = ui::renBoardModel(game);
    ui::RenPanelNames names{"Wolfgang Amadeus Theophilus Maximilian von Hohenzollern-Berg",
                            "欧阳慕容司马上官诸葛东方皇甫"};
    std::vector<char32_t> codepoints = ui::decodeUtf8(names.black + names.white);
    for (auto [width, height] : {std::pair{1280.0f, 800.0f}, std::pair{960.0f, 600.0f}}) {
        INFO(width << "x" << height);
        HeadlessImGui imgui(width, height);
        ui::UiState ui;
        ui.messages.tell("e5 holds a White stone that is not rui (White has no rui stone now)",
                         true, "ren");
        std::vector<std::string> events;
        std::string reason;
        for (int frame = 0; frame < 3; ++frame) {
            imgui.frameOf(
                [&] {
                    events = ui::drawRenGame(ui.frame, ui.messages, imgui.fonts(), model, names,
                                             true, reason);
                },
                codepoints);
        }
        CHECK(events.empty());
        CHECK(imgui.vertices() > 0);
        std::vector<std::string> problems = imgui.textProblems();
        for (const std::string& problem : problems) {
            UNSCOPED_INFO(problem);
        }
        CHECK(problems.empty());
    }
}

TEST_CASE("Ren game panel: a click lands on its square, the buttons give their events",
          "[ren][headless]") {
    ui::RenBoardModel model = ui::renBoardModel(renGame(kNibaiGame));
    HeadlessImGui imgui;
    ui::UiState ui;
    std::vector<std::string> events;
    std::string reason;
    auto frame = [&] {
        imgui.frameOf([&] {
            events =
                ui::drawRenGame(ui.frame, ui.messages, imgui.fonts(), model, {}, false, reason);
        });
    };
    frame();
    REQUIRE(ui.frame.board.isShown);
    CHECK(ui.frame.board.size == 10);
    auto clickAt = [&](float x, float y) {
        std::vector<std::string> seen;
        for (bool isDown : {false, true, false}) {
            imgui.io().MousePos = ImVec2(x, y);
            imgui.io().MouseDown[0] = isDown;
            frame();
            seen.insert(seen.end(), events.begin(), events.end());
        }
        return seen;
    };
    // The centre of g7, and a point near the corner of c2 (inside the square).
    CHECK(clickAt(ui.frame.board.originX + 6 * ui.frame.board.cell,
                  ui.frame.board.originY - 6 * ui.frame.board.cell) ==
          std::vector<std::string>{"g7"});
    CHECK(clickAt(ui.frame.board.originX + 2 * ui.frame.board.cell + ui.frame.board.cell * 0.4f,
                  ui.frame.board.originY - ui.frame.board.cell - ui.frame.board.cell * 0.4f) ==
          std::vector<std::string>{"c2"});
    for (auto [label, event] : {std::pair{"Pass", "pass"}, std::pair{"Undo", "undo"},
                                std::pair{"White resigns", "resign white"}}) {
        REQUIRE(ui.frame.targets.count(label) == 1);
        const ui::ScreenRect& rect = ui.frame.targets[label];
        CHECK(clickAt((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2) ==
              std::vector<std::string>{event});
    }
}

} // namespace renju::arbiter::test
