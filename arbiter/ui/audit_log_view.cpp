#include "arbiter/ui/audit_log_view.hpp"

#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>
#include <array>

namespace renju::arbiter::ui {

namespace {

/// A chooser of "every ..." (0) or one number from 1 to `count`, named `name` for scripts.
void numberChooser(FrameReport& frame, const char* id, const std::string& name, const char* every,
                   const char* prefix, int& value, int count, float width) {
    std::string current = value == 0 ? every : prefix + std::to_string(value);
    ImGui::SetNextItemWidth(width);
    if (trackedCombo(frame, id, current, 0, name)) {
        if (comboOption(frame, every, value == 0)) {
            value = 0;
        }
        for (int i = 1; i <= count; ++i) {
            if (comboOption(frame, prefix + std::to_string(i), value == i)) {
                value = i;
            }
        }
        ImGui::EndCombo();
    }
}

int tableCount(const ViewContext& context) {
    std::size_t most = 0;
    for (const model::Round& round : context.state.rounds) {
        most = std::max(most, round.tables.size());
    }
    return static_cast<int>(most);
}

} // namespace

void AuditLogView::measureColumns() {
    // The short columns as wide as their longest text (up to a third of the window each, the
    // rest cut with "…" and shown whole on hover); measured only when rows came, not per frame.
    if (m_measuredRows == m_rows.size() && m_measuredRows > 0) {
        return;
    }
    float limit = ImGui::GetContentRegionAvail().x / 3;
    std::array<float, 4> before = m_columnWidths;
    m_columnWidths = {ImGui::CalcTextSize("#").x, ImGui::CalcTextSize("When").x,
                      ImGui::CalcTextSize("Who").x, ImGui::CalcTextSize("Command").x};
    for (const AuditRow& row : m_rows) {
        std::array<std::string, 4> texts{std::to_string(row.sequence), row.when, row.actor,
                                         row.kind};
        for (std::size_t i = 0; i < texts.size(); ++i) {
            m_columnWidths[i] =
                std::max(m_columnWidths[i], ImGui::CalcTextSize(texts[i].c_str()).x);
        }
    }
    for (float& width : m_columnWidths) {
        width = std::min(width, limit);
    }
    m_measuredRows = m_rows.size();
    if (m_columnWidths != before) {
        ++m_layout; // a table of a new id: Dear ImGui takes set widths only for a new table
    }
}

void AuditLogView::draw(ViewContext& context) {
    if (!context.journal) {
        ImGui::TextUnformatted("No journal is open.");
        return;
    }
    if (m_version != context.journal->version()) {
        m_rows = auditRows(context.journal->entries(), context.state);
        m_version = context.journal->version();
        m_measuredRows = 0; // the columns are measured again
        std::vector<char32_t> glyphs = auditCodepoints(m_rows);
        context.ui.frame.wantedGlyphs.insert(context.ui.frame.wantedGlyphs.end(), glyphs.begin(),
                                             glyphs.end());
    }
    float scale = context.fonts.scale();
    ImGui::SetNextItemWidth(360 * scale);
    inputText(context.ui.frame, "##auditfilter", m_filter.text,
              "filter: words, e.g. claim forbidden");
    ImGui::SameLine();
    numberChooser(context.ui.frame, "##auditround", "audit round", "every round", "round ",
                  m_filter.round, static_cast<int>(context.state.rounds.size()), 150 * scale);
    ImGui::SameLine();
    numberChooser(context.ui.frame, "##audittable", "audit table", "every table", "table ",
                  m_filter.table, tableCount(context), 150 * scale);
    ImGui::SameLine();
    ImGui::Checkbox("sessions", &m_filter.showsSessions);
    std::vector<std::size_t> shown = filterAudit(m_rows, m_filter);
    fittedText(colour::kMuted,
               std::to_string(shown.size()) + " of " + std::to_string(m_rows.size()) + " entries" +
                   (m_followsNewest ? ", the newest last (scroll up to read "
                                      "older ones)"
                                    : ""),
               ImGui::GetContentRegionAvail().x * 0.7f);
    if (!m_followsNewest) {
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Go to the newest")) {
            m_followsNewest = true;
        }
    }
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                            ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                            ImGuiTableFlags_Resizable;
    measureColumns();
    std::string id = "audit##" + std::to_string(m_layout);
    if (!ImGui::BeginTable(id.c_str(), 5, flags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#", 0, m_columnWidths[0]);
    ImGui::TableSetupColumn("When", 0, m_columnWidths[1]);
    ImGui::TableSetupColumn("Who", 0, m_columnWidths[2]);
    ImGui::TableSetupColumn("Command", 0, m_columnWidths[3]);
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
                fittedText(*text);
            }
        }
    }
    // The log follows the newest entry until the arbiter scrolls up to read older ones; back
    // at the bottom (or with the button) it follows again.
    bool isAtBottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1.0f;
    if (m_followsNewest && shown.size() != m_shownBefore) {
        ImGui::SetScrollHereY(1.0f);
    } else if (m_shownBefore == shown.size()) {
        m_followsNewest = isAtBottom || ImGui::GetScrollMaxY() <= 0.0f;
    }
    if (m_followsNewest && !isAtBottom) {
        ImGui::SetScrollY(ImGui::GetScrollMaxY());
    }
    m_shownBefore = shown.size();
    ImGui::EndTable();
}

} // namespace renju::arbiter::ui
