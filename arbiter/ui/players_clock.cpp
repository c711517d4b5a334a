#include "arbiter/ui/players_clock.hpp"

#include "arbiter/ui/clock_display.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "clock/time_control_text.hpp"
#include "rules/overloaded.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

/// Ren (seed 002): both scores across the screen under the caption, large, Black's first
/// ("Black 12 : 7 White"), as the players' counters show them; returns the height used.
float drawRenScoreLine(ViewContext& context, const rules::RenGame& game, ImVec2 min, float width) {
    ImFont* font = context.font(FontRole::Heading);
    float fontSize = font->FontSize * 2;
    std::string text = "Black " + std::to_string(game.score(rules::Stone::Black)) + " : " +
                       std::to_string(game.score(rules::Stone::White)) + " White";
    ImVec2 textSize = font->CalcTextSizeA(fontSize, FLT_MAX, 0, text.c_str());
    ImGui::GetWindowDrawList()->AddText(font, fontSize,
                                        ImVec2(min.x + (width - textSize.x) / 2, min.y),
                                        colour::kPlayersText, text.c_str());
    return textSize.y + 8;
}

} // namespace

void drawPlayersClock(ViewContext& context) {
    ImVec2 min = ImGui::GetWindowPos();
    ImVec2 size = ImGui::GetWindowSize();
    ImVec2 max(min.x + size.x, min.y + size.y);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, max, colour::kPlayersBackground);
    const model::Round* round = selectedRound(context);
    const model::Table* table = selectedTable(context);
    ImFont* small = context.font(FontRole::Heading);
    float smallSize = small->FontSize;
    // The players see the game being played (a match's game 2 once it has started).
    std::string game =
        table && table->isMatch() ? " · game " + std::to_string(table->currentGameIndex() + 1) : "";
    std::string caption = table ? "Round " + std::to_string(round->number) + " · table " +
                                      std::to_string(table->number) + game
                                : "No table selected: choose one in the Clock view";
    // The time control as the clock's settings say (the increment or byo-yomi with it).
    if (table && table->currentGame().clock) {
        caption += " · " + clock::formatClockControls(table->currentGame().clock->setup().controls);
    }
    caption = elideToWidth(small, smallSize, caption, size.x - 24);
    ImVec2 captionSize = small->CalcTextSizeA(smallSize, FLT_MAX, 0, caption.c_str());
    ImVec2 captionAt(min.x + std::max(12.0f, (size.x - captionSize.x) / 2), min.y + 12);
    draw->AddText(small, smallSize, captionAt, colour::kPlayersText, caption.c_str());
    context.ui.frame.playersClock.caption = ScreenRect{
        captionAt.x, captionAt.y, captionAt.x + captionSize.x, captionAt.y + captionSize.y};
    const char* hint = "Esc: referee's view     Left Shift / Right Shift: clock buttons";
    ImFont* body = context.font(FontRole::Body);
    ImVec2 hintSize = body->CalcTextSizeA(body->FontSize, FLT_MAX, 0, hint);
    draw->AddText(body, body->FontSize,
                  ImVec2(min.x + (size.x - hintSize.x) / 2, max.y - hintSize.y - 10),
                  colour::kPlayersText, hint);
    float bottom = max.y - hintSize.y - 20;
    // The referee's messages (a refused press among them) stay on the referee's screen: the
    // players' screen shows the clock only (issue 24).
    if (table) {
        float top = min.y + captionSize.y + 24;
        std::visit(rules::Overloaded{[](const rules::Game&) {}, // no score but the result
                                     [&](const rules::RenGame& ren) {
                                         top += drawRenScoreLine(context, ren, ImVec2(min.x, top),
                                                                 size.x);
                                     }},
                   table->currentGame().game);
        context.ui.frame.clockDigitHeight =
            drawClockFaces(context, table->currentGame(), ImVec2(min.x, top), ImVec2(max.x, bottom),
                           Audience::Players);
    }
    ImGui::Dummy(size);
}

} // namespace renju::arbiter::ui
