#include "arbiter/ui/standings_view.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/points_standings.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

void StandingsView::draw(ViewContext& context) {
    const model::EventState& state = context.state;
    std::vector<app::StandingRow> rows = app::pointsStandings(state);
    const std::vector<std::string>& tieBreaks = state.settings.tieBreaks;
    std::string codes;
    for (const std::string& code : tieBreaks) {
        codes += code + " ";
    }
    colouredText(colour::kMuted, "After the rounds with results; tie-breaks as set up: " +
                                     (codes.empty() ? std::string("none") : codes));
    int columns = 6 + static_cast<int>(tieBreaks.size());
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                            ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("standings", columns, flags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Rank");
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Fed.");
    ImGui::TableSetupColumn("Rating");
    ImGui::TableSetupColumn("Points");
    ImGui::TableSetupColumn("Rounds");
    for (const std::string& code : tieBreaks) {
        ImGui::TableSetupColumn(code.c_str());
    }
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const app::StandingRow& row = rows[static_cast<std::size_t>(i)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%d", row.rank);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row.name.c_str());
            if (row.isWithdrawn) {
                ImGui::SameLine();
                colouredText(colour::kMuted, "(withdrawn)");
            }
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row.federation.c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", row.rating);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(app::formatHalfPoints(row.halfPoints).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", row.rounds);
            for (const std::string& value : row.tieBreaks) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(value.empty() ? "–" : value.c_str());
            }
        }
    }
    ImGui::EndTable();
}

} // namespace renju::arbiter::ui
