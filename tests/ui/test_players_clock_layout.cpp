// The players' clock measured as drawn (issue 24): both faces centred in their halves with a
// gap between them, the caption inside the window, the running side's whole half lit, and
// none of the referee's messages on the players' screen, at the screens events use.
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>
#include <cmath>

namespace renju::arbiter::test {

namespace {

constexpr std::pair<float, float> kScreens[] = {{1366, 768}, {1280, 800}, {1920, 1080}};

void drawPlayersClock(HeadlessImGui& imgui, ui::Shell& shell, const UiFixture& fixture) {
    shell.ui().selection.table = 1;
    shell.ui().selection.isPlayersMode = true;
    for (int i = 0; i < 3; ++i) {
        imgui.frame(shell, fixture.application.state(), fixture.now);
    }
}

bool inside(const ui::ScreenRect& inner, const ui::ScreenRect& outer) {
    return inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0 &&
           inner.y1 <= outer.y1;
}

} // namespace

// "mid-round" shows h:mm:ss (90 minutes), "flag fallen" m:ss.t (under the threshold), the Ren
// table its scores above the times.
TEST_CASE("The players' clock: faces centred in their halves, apart, caption inside the window",
          "[headless][players-clock]") {
    for (const char* name : {"mid-round", "flag fallen", "ren table", "claim pending"}) {
        UiFixture fixture = uiFixture(name);
        for (auto [width, height] : kScreens) {
            INFO(name << " at " << width << "x" << height);
            HeadlessImGui imgui(width, height);
            ui::Shell shell;
            drawPlayersClock(imgui, shell, fixture);
            const ui::PlayersClockLayout& layout = shell.ui().frame.playersClock;
            ui::ScreenRect window{0, 0, width, height};
            CHECK(inside(layout.caption, window));
            CHECK(layout.caption.x1 > layout.caption.x0);
            const auto& [left, right] = layout.digits;
            INFO("digits " << left.x0 << ".." << left.x1 << " and " << right.x0 << ".."
                           << right.x1);
            CHECK(left.x1 > left.x0);
            CHECK(right.x1 > right.x0);
            // A measured gap: the two times never seem to touch.
            CHECK(right.x0 - left.x1 >= 0.04f * width);
            CHECK(layout.faces[1].x0 - layout.faces[0].x1 >= 0.025f * width);
            for (std::size_t seat = 0; seat < 2; ++seat) {
                const ui::ScreenRect& face = layout.faces[seat];
                const ui::ScreenRect& digits = layout.digits[seat];
                CHECK(inside(face, window));
                CHECK(inside(digits, face));
                // Each face in its own half, its time centred in it within 3 px.
                float half = width / 2;
                CHECK((seat == 0 ? face.x1 <= half : face.x0 >= half));
                float faceCentre = (face.x0 + face.x1) / 2;
                float digitsCentre = (digits.x0 + digits.x1) / 2;
                CHECK(std::abs(digitsCentre - faceCentre) <= 3);
                float halfCentre = seat == 0 ? half / 2 : half + half / 2;
                CHECK(std::abs(faceCentre - halfCentre) <= 0.03f * width);
                CHECK(face.y1 > layout.caption.y1);
            }
        }
    }
}

TEST_CASE("The players' clock: the running side's whole half lit, the idle half dark",
          "[headless][players-clock]") {
    UiFixture fixture = uiFixture("mid-round");
    HeadlessImGui imgui(1366, 768);
    ui::Shell shell;
    drawPlayersClock(imgui, shell, fixture);
    const model::TableGame& game =
        fixture.application.state().rounds.back().tables.front().currentGame();
    ui::TableClockFaces faces =
        ui::clockFaces(fixture.application.state(), game, fixture.now, ui::Audience::Players);
    REQUIRE(faces.seats[0].isRunning != faces.seats[1].isRunning);
    const ui::PlayersClockLayout& layout = shell.ui().frame.playersClock;
    for (std::size_t seat = 0; seat < 2; ++seat) {
        INFO("seat " << seat);
        if (faces.seats[seat].isRunning) {
            CHECK(layout.faceBackground[seat] == ui::colour::kPlayersRunningFace);
            CHECK(layout.digitColour[seat] == ui::colour::kPlayersDigits);
        } else {
            CHECK(layout.faceBackground[seat] == ui::colour::kPlayersBackground);
            CHECK(layout.digitColour[seat] == ui::colour::kPlayersIdle);
        }
    }
}

TEST_CASE("The players' clock never shows the referee's messages", "[headless][players-clock]") {
    UiFixture fixture = uiFixture("mid-round");
    HeadlessImGui imgui(1366, 768);
    ui::Shell shell;
    drawPlayersClock(imgui, shell, fixture);
    int quiet = imgui.vertices();
    shell.ui().messages.tell("clock button A: 14.3: seat A's time is not running", true,
                             ui::tableOrigin(1, 1));
    shell.ui().messages.tell("standings printed", false, "standings");
    drawPlayersClock(imgui, shell, fixture);
    // Not one glyph more: the refusal stays on the referee's screen.
    CHECK(imgui.vertices() == quiet);
}

} // namespace renju::arbiter::test
