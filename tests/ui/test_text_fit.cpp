// The one text-fitting helper: text that does not fit is cut at a character with "…".
#include "arbiter/ui/text_fit.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

TEST_CASE("Text that fits is left whole; text that does not is cut at a character with an "
          "ellipsis, in every script",
          "[text-fit]") {
    HeadlessImGui imgui;
    UiFixture fixture = longNamesFixture();
    imgui.frame(*std::make_unique<ui::Shell>(), fixture.application.state(), fixture.now);
    // Only now: the frame rebuilds the font atlas for the names' scripts, which frees the fonts
    // of the atlas before it.
    ImFont* font = imgui.fonts().get(ui::FontRole::Body);
    float size = font->FontSize;
    CHECK(ui::elideToWidth(font, size, "Erik Lind", 500) == "Erik Lind");
    for (const std::string& name : longNames()) {
        INFO(name);
        float whole = font->CalcTextSizeA(size, FLT_MAX, 0, name.c_str()).x;
        for (float width : {40.0f, 120.0f, whole / 2, whole - 1}) {
            std::string shown = ui::elideToWidth(font, size, name, width);
            CHECK(font->CalcTextSizeA(size, FLT_MAX, 0, shown.c_str()).x <= width);
            REQUIRE(shown.size() >= 3);
            CHECK(shown.substr(shown.size() - 3) == "…");
            std::string kept = shown.substr(0, shown.size() - 3);
            CHECK(name.rfind(kept, 0) == 0); // a beginning of the name, whole characters
            CHECK((kept.empty() || (static_cast<unsigned char>(kept.back()) & 0xC0) != 0xC0));
        }
        CHECK(ui::elideToWidth(font, size, name, whole) == name);
    }
    CHECK(ui::elideToWidth(font, size, "Jaan Kask", 1) == "…"); // too narrow for any letter
}

} // namespace renju::arbiter::test
