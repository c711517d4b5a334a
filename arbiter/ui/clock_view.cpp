#include "arbiter/ui/clock_view.hpp"

#include "arbiter/ui/clock_display.hpp"
#include "arbiter/ui/table_picker.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

constexpr const char* kAbsences[] = {"none", "A", "B", "both"};

} // namespace

void ClockView::draw(ViewContext& context) {
    drawTablePicker(context);
    const model::Round* round = selectedRound(context);
    const model::Table* table = selectedTable(context);
    const model::TableGame* game = selectedGame(context);
    if (!round || !table || !game) {
        return;
    }
    ImVec2 available = ImGui::GetContentRegionAvail();
    float height = std::max(240.0f, available.y * 0.55f);
    ImVec2 min = ImGui::GetCursorScreenPos();
    drawClockFaces(context, *game, min, ImVec2(min.x + available.x, min.y + height),
                   Audience::Referee);
    ImGui::Dummy(ImVec2(available.x, height));
    messageLine(context.ui.messages.lastFrom(tableOrigin(round->number, table->number)));
    drawArbiterControls(context, ShownGame{*round, *table, *game});
}

void ClockView::drawArbiterControls(ViewContext& context, const ShownGame& shown) {
    int r = shown.round.number;
    int t = shown.table.number;
    std::string origin = tableOrigin(r, t);
    auto emitClock = [&](app::ClockActionKind kind, std::int64_t amount, std::string absence) {
        app::ClockAction action{r,        t,
                                kind,     m_seat == 0 ? clock::Seat::A : clock::Seat::B,
                                amount,   std::move(absence),
                                m_reason, shown.number()};
        context.ui.outbox.emit(action, origin);
    };
    const model::TableGame& second = shown.table.games.back();
    bool canStartNext = shown.table.isMatch() && shown.table.games.front().result &&
                        !second.hasStarted() && !second.result &&
                        shown.round.status == model::RoundStatus::Started;

    if (trackedButton(context.ui.frame, "Players' clock, full screen (F11)")) {
        context.ui.selection.isPlayersMode = true;
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Pause (14.6)")) {
        emitClock(app::ClockActionKind::Pause, 0, "");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Resume")) {
        emitClock(app::ClockActionKind::Resume, 0, "");
    }
    // Last on its row, so that the buttons before it never move.
    if (canStartNext) {
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Start game 2")) {
            context.ui.outbox.emit(app::StartGame{r, t, 2}, origin);
            context.ui.selection.chosenGame.reset(); // the clock of the game being played
        }
    }
    // One line at 1280 wide (issue 24): the single controller's case, needed once when the
    // table is set up, is on hover.
    colouredText(colour::kMuted, "Clock buttons: Left Shift = seat A (left), Right Shift = seat "
                                 "B (right); game controllers: the first A, the second B (hover)");
    trackLastItem(context.ui.frame, "Clock keys");
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("One game controller alone: its left-hand buttons are seat A, its "
                          "right-hand buttons seat B.");
    }
    ImGui::Separator();
    ImGui::TextUnformatted("Adjust while paused (14.6):");
    ImGui::RadioButton("seat A", &m_seat, 0);
    ImGui::SameLine();
    ImGui::RadioButton("seat B", &m_seat, 1);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(240 * context.fonts.scale());
    inputText(context.ui.frame, "##reason", m_reason, "reason (required)");
    ImGui::SetNextItemWidth(140 * context.fonts.scale());
    inputNumber(context.ui.frame, "seconds##adjust", m_seconds, 10, 60);
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Adjust time")) {
        emitClock(app::ClockActionKind::AdjustTime, std::int64_t{m_seconds} * 1000, "");
    }
    ImGui::SetNextItemWidth(140 * context.fonts.scale());
    // The clock counts presses, not the game's moves (14.4): this corrects its count.
    inputNumber(context.ui.frame, "presses##adjust", m_moves);
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Adjust presses")) {
        emitClock(app::ClockActionKind::AdjustMoves, m_moves, "");
    }
    ImGui::SetNextItemWidth(140 * context.fonts.scale());
    trackedComboOf(context.ui.frame, "absent (15)", m_absence, kAbsences, 4);
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Set absence")) {
        emitClock(app::ClockActionKind::Absent, 0,
                  kAbsences[static_cast<std::size_t>(std::clamp(m_absence, 0, 3))]);
    }
}

} // namespace renju::arbiter::ui
