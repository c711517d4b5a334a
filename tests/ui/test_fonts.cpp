// Every player's name renders: the atlas holds a glyph for each of its characters, so none
// falls back to '?'.
#include "arbiter/ui/view_models/event_text.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"
#include "headless_imgui.hpp"
#include "ui_fixtures.hpp"

#include <catch2/catch.hpp>

namespace renju::arbiter::test {

namespace {

model::EventState demoState() {
    return demoSession(false)->state();
}

/// Returns the characters of `text` that `font` would draw as its fallback glyph.
std::string missingGlyphs(const ImFont& font, const std::string& text) {
    std::string missing;
    for (char32_t codepoint : ui::decodeUtf8(text)) {
        if (codepoint != U' ' && !font.FindGlyphNoFallback(static_cast<ImWchar>(codepoint))) {
            missing += " U+" + std::to_string(static_cast<unsigned>(codepoint));
        }
    }
    return missing;
}

} // namespace

TEST_CASE("No name of the demo event (Latin, Cyrillic, Chinese, Japanese) falls back to '?'",
          "[fonts]") {
    HeadlessImGui imgui;
    model::EventState state = demoState();
    imgui.fonts().build(*imgui.io().Fonts, 1.0f, ui::eventCodepoints(state));
    for (ui::FontRole role :
         {ui::FontRole::Body, ui::FontRole::Bold, ui::FontRole::Heading, ui::FontRole::Large}) {
        const ImFont& font = *imgui.fonts().get(role);
        for (const model::Player& player : state.players) {
            INFO("font role " << static_cast<int>(role) << ", " << player.name);
            CHECK(missingGlyphs(font, player.name).empty());
            CHECK(missingGlyphs(font, player.club).empty());
        }
        CHECK(missingGlyphs(font, state.settings.deputies[0] + state.settings.deputies[1]).empty());
    }
}

TEST_CASE("Latin Extended, Greek and Cyrillic are baked whatever the event holds, so typing them "
          "needs no rebuild",
          "[fonts]") {
    HeadlessImGui imgui;
    const ImFont& body = *imgui.fonts().get(ui::FontRole::Body);
    CHECK(missingGlyphs(body, "Łódź Dvořák Ærøskøbing Ǆ Αθηνά Київ Щука").empty());
    CHECK(missingGlyphs(body, "1:29:58 ▶ ● ○ ½ – —").empty());
}

TEST_CASE("A new character in the event asks for a rebuild, after which it has its glyph",
          "[fonts]") {
    HeadlessImGui imgui;
    std::vector<char32_t> before = {U'A'};
    imgui.fonts().build(*imgui.io().Fonts, 1.0f, before);
    std::vector<char32_t> after = {U'A', U'渡'};
    CHECK_FALSE(imgui.fonts().needsRebuild(before));
    CHECK(imgui.fonts().needsRebuild(after));
    CHECK_FALSE(missingGlyphs(*imgui.fonts().get(ui::FontRole::Body), "渡").empty());
    imgui.fonts().build(*imgui.io().Fonts, 1.0f, after);
    CHECK(missingGlyphs(*imgui.fonts().get(ui::FontRole::Body), "渡").empty());
    CHECK_FALSE(imgui.fonts().needsRebuild(after));
}

TEST_CASE("The clock digits are baked in the large clock fonts", "[fonts]") {
    HeadlessImGui imgui;
    for (ui::FontRole role : {ui::FontRole::Clock, ui::FontRole::Huge}) {
        CHECK(missingGlyphs(*imgui.fonts().get(role), "0123456789:.-").empty());
    }
}

} // namespace renju::arbiter::test
