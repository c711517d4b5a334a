#include "arbiter/ui/standings_view.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/standings_sheet.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

void StandingsView::draw(ViewContext& context) {
    const model::EventState& state = context.state;
    // Without a journal (headless tests) nothing tells a change: computed every frame.
    std::int64_t version = context.journal ? context.journal->version() : -1;
    if (version < 0 || version != m_version) {
        m_sheet = app::standingsSheet(state, app::defaultStandingsRound(state));
        m_rankTexts = app::rankTexts(m_sheet);
        m_version = version;
    }
    const app::StandingsSheet& sheet = m_sheet;
    std::string codes;
    for (const std::string& code : sheet.tieBreakHeaders) {
        codes += (codes.empty() ? "" : ", ") + code;
    }
    colouredText(colour::kMuted,
                 "After round " + std::to_string(sheet.afterRound) +
                     "; tie-breaks in order: " + (codes.empty() ? std::string("none") : codes));
    if (!sheet.note.empty()) {
        colouredText(colour::kMuted, sheet.note);
    }
    if (trackedButton(context.ui.frame, "Print standings")) {
        context.ui.print.request(
            print::DocumentRequest{print::DocumentKind::Standings, sheet.afterRound, 0, false},
            "standings");
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Print crosstable")) {
        context.ui.print.request(
            print::DocumentRequest{print::DocumentKind::Crosstable, sheet.afterRound, 0, false},
            "standings");
    }
    messageLine(context.ui.messages.lastFrom("standings"));
    int columns = 7 + static_cast<int>(sheet.tieBreakHeaders.size());
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                            ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("standings", columns, flags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Rank");
    ImGui::TableSetupColumn("No.");
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Fed.");
    ImGui::TableSetupColumn("Rating");
    ImGui::TableSetupColumn("Points");
    ImGui::TableSetupColumn("Played"); // games over the board: byes and forfeits are not
    for (const std::string& code : sheet.tieBreakHeaders) {
        ImGui::TableSetupColumn(code.c_str());
    }
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(sheet.lines.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const app::StandingsLine& line = sheet.lines[static_cast<std::size_t>(i)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            // A shared rank reads "3-4" on every line of the group, as on paper.
            ImGui::TextUnformatted(m_rankTexts[static_cast<std::size_t>(i)].c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", line.pairingNumber);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(line.name.c_str());
            if (line.isWithdrawn) {
                ImGui::SameLine();
                colouredText(colour::kMuted, "(withdrawn)");
            }
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(line.federation.c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", line.rating);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(app::formatHalfPoints(line.halfPoints).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", line.gamesPlayed);
            for (const std::string& value : line.tieBreaks) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(value.empty() ? "-" : value.c_str());
            }
        }
    }
    ImGui::EndTable();
}

} // namespace renju::arbiter::ui
