// Every text the views draw is readable from a referee's distance: WCAG 2's contrast ratio of
// at least 4.5:1 between each text colour of the theme and each background it is drawn on.
#include "arbiter/ui/theme.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

using namespace renju::arbiter;

namespace {

double channel(float value) {
    double v = value;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

double luminance(const ImVec4& c) {
    return 0.2126 * channel(c.x) + 0.7152 * channel(c.y) + 0.0722 * channel(c.z);
}

double contrast(const ImVec4& a, const ImVec4& b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

ImVec4 fromU32(ImU32 c) {
    return ImGui::ColorConvertU32ToFloat4(c);
}

using Named = std::pair<std::string, ImVec4>;

} // namespace

TEST_CASE("Every text colour is at least 4.5:1 on every background it is drawn on", "[contrast]") {
    ImGui::CreateContext();
    ImGuiStyle style;
    ui::applyTheme(style, 1.0f);
    const ImVec4* c = style.Colors;
    std::vector<Named> texts{
        {"text", c[ImGuiCol_Text]},
        {"error", ui::colour::kError},
        {"good", ui::colour::kGood},
        {"muted", ui::colour::kMuted},
        {"attention", ui::colour::kAttention},
        {"running", ui::colour::kRunning},
    };
    std::vector<Named> backgrounds{
        {"panel", ui::colour::kPanel},
        {"window", ui::colour::kBackground},
        {"call bar", ui::colour::kCallBar},
        {"quiet bar", ui::colour::kQuietBar},
        {"alternate row", c[ImGuiCol_TableRowBgAlt]},
    };
    for (const Named& text : texts) {
        for (const Named& background : backgrounds) {
            INFO(text.first << " on " << background.first);
            CHECK(contrast(text.second, background.second) >= 4.5);
        }
    }
    // The default text on the controls' own backgrounds.
    for (ImGuiCol control :
         {ImGuiCol_Button, ImGuiCol_ButtonHovered, ImGuiCol_ButtonActive, ImGuiCol_Header,
          ImGuiCol_HeaderHovered, ImGuiCol_HeaderActive, ImGuiCol_Tab, ImGuiCol_TabActive,
          ImGuiCol_TableHeaderBg, ImGuiCol_FrameBg}) {
        INFO("text on " << ImGui::GetStyleColorName(control));
        CHECK(contrast(c[ImGuiCol_Text], c[control]) >= 4.5);
    }
    // The players' clock, read from across the table.
    ImVec4 dark = fromU32(ui::colour::kPlayersBackground);
    for (const Named& text : std::vector<Named>{
             {"digits", fromU32(ui::colour::kPlayersDigits)},
             {"text", fromU32(ui::colour::kPlayersText)},
             {"idle", fromU32(ui::colour::kPlayersIdle)},
             {"running", fromU32(ui::colour::kPlayersRunning)},
             {"low", fromU32(ui::colour::kPlayersLow)},
             {"flag", fromU32(ui::colour::kPlayersFlag)},
         }) {
        INFO("players' clock " << text.first);
        CHECK(contrast(text.second, dark) >= 4.5);
    }
    ImGui::DestroyContext();
}

TEST_CASE("The contrast ratio is measured as WCAG 2 defines it", "[contrast]") {
    CHECK(contrast(ImVec4(0, 0, 0, 1), ImVec4(1, 1, 1, 1)) == Approx(21.0));
    CHECK(contrast(ImVec4(1, 1, 1, 1), ImVec4(1, 1, 1, 1)) == Approx(1.0));
    // #767676 on white is the lightest grey that passes: 4.54:1.
    float grey = 0x76 / 255.0f;
    CHECK(contrast(ImVec4(grey, grey, grey, 1), ImVec4(1, 1, 1, 1)) == Approx(4.54).margin(0.01));
}
