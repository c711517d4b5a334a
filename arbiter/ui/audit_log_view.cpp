#include "arbiter/ui/audit_log_view.hpp"

#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

void AuditLogView::draw(ViewContext& context) {
    if (!context.journal) {
        ImGui::TextUnformatted("No journal is open.");
        return;
    }
    if (m_version != context.journal->version()) {
        m_rows = auditRows(context.journal->entries());
        m_version = context.journal->version();
        std::vector<char32_t> glyphs = auditCodepoints(m_rows);
        context.ui.wantedGlyphs.insert(context.ui.wantedGlyphs.end(), glyphs.begin(), glyphs.end());
    }
    float scale = context.fonts.scale();
    ImGui::SetNextItemWidth(360 * scale);
    inputText("##auditfilter", m_filter.text, "filter: words, e.g. claim forbidden");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110 * scale);
    ImGui::InputInt("round", &m_filter.round);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110 * scale);
    ImGui::InputInt("table", &m_filter.table);
    ImGui::SameLine();
    ImGui::Checkbox("sessions", &m_filter.showsSessions);
    std::vector<std::size_t> shown = filterAudit(m_rows, m_filter);
    colouredText(colour::kMuted, std::to_string(shown.size()) + " of " +
                                     std::to_string(m_rows.size()) + " entries");
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                            ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                            ImGuiTableFlags_Resizable;
    if (!ImGui::BeginTable("audit", 5, flags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#");
    ImGui::TableSetupColumn("When");
    ImGui::TableSetupColumn("Who");
    ImGui::TableSetupColumn("Command");
    ImGui::TableSetupColumn("What (and why)", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(shown.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const AuditRow& row = m_rows[shown[static_cast<std::size_t>(i)]];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%lld", static_cast<long long>(row.sequence));
            for (const std::string* text : {&row.when, &row.actor, &row.kind, &row.what}) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(text->c_str());
            }
        }
    }
    ImGui::EndTable();
}

} // namespace renju::arbiter::ui
