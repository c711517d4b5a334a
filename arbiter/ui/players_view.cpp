#include "arbiter/ui/players_view.hpp"

#include "arbiter/app/event_views.hpp"
#include "arbiter/app/player_files.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

constexpr ImGuiTableFlags kListFlags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg |
                                       ImGuiTableFlags_BordersOuter | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;

struct Column {
    const char* title;
    PlayerColumn column;
    ImGuiTableColumnFlags flags;
};

constexpr Column kColumns[] = {
    {"No.", PlayerColumn::PairingNumber, ImGuiTableColumnFlags_DefaultSort},
    {"Name", PlayerColumn::Name, ImGuiTableColumnFlags_WidthStretch},
    {"Rating", PlayerColumn::Rating, ImGuiTableColumnFlags_PreferSortDescending},
    {"Fed.", PlayerColumn::Federation, 0},
    {"Club", PlayerColumn::Club, ImGuiTableColumnFlags_WidthStretch},
    {"RIF id", PlayerColumn::RifId, 0},
    {"Status", PlayerColumn::Status, 0},
};

} // namespace

void PlayersView::select(const model::Player* player) {
    m_selected = player ? player->id.value : 0;
    m_form = player ? *player : model::Player{};
}

void PlayersView::draw(ViewContext& context) {
    if (!context.state.isCreated) {
        ImGui::TextUnformatted("Create the event first (Event setup, F1).");
        return;
    }
    float formWidth = 380 * context.fonts.scale();
    ImGui::BeginChild("list", ImVec2(ImGui::GetContentRegionAvail().x - formWidth, 0));
    drawList(context);
    ImGui::EndChild();
    ImGui::SameLine();
    beginPanel("form", ImVec2(0, 0));
    drawForm(context);
    ImGui::Separator();
    drawImport(context);
    ImGui::EndChild();
}

void PlayersView::drawList(ViewContext& context) {
    ImGui::SetNextItemWidth(-1);
    inputText("##filter", m_listing.filter, "filter: No., name, federation, club ...");
    std::vector<PlayerRow> rows = playerRows(context.state, m_listing);
    colouredText(colour::kMuted, std::to_string(rows.size()) + " of " +
                                     std::to_string(context.state.players.size()) + " players");
    if (!ImGui::BeginTable("players", static_cast<int>(std::size(kColumns)), kListFlags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const Column& column : kColumns) {
        ImGui::TableSetupColumn(column.title, column.flags);
    }
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs(); specs && specs->SpecsDirty) {
        if (specs->SpecsCount > 0) {
            const ImGuiTableColumnSortSpecs& spec = specs->Specs[0];
            m_listing.sortBy = kColumns[spec.ColumnIndex].column;
            m_listing.isAscending = spec.SortDirection == ImGuiSortDirection_Ascending;
        }
        specs->SpecsDirty = false;
        rows = playerRows(context.state, m_listing);
    }
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const PlayerRow& row = rows[static_cast<std::size_t>(i)];
            const model::Player& player = *row.player;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(player.id.value);
            // One number per player: the No. every list prints and every command takes.
            std::string number = std::to_string(row.pairingNumber);
            if (ImGui::Selectable(number.c_str(), player.id.value == m_selected,
                                  ImGuiSelectableFlags_SpanAllColumns)) {
                select(&player);
            }
            ImGui::PopID();
            ImGui::TableNextColumn();
            fittedText(player.name); // long names and clubs end in "…", whole on hover
            ImGui::TableNextColumn();
            ImGui::Text("%d", player.rating);
            for (const std::string* text :
                 {&player.federation, &player.club, &player.rifId, &row.status}) {
                ImGui::TableNextColumn();
                fittedText(*text);
            }
        }
    }
    ImGui::EndTable();
}

void PlayersView::drawForm(ViewContext& context) {
    const model::Player* selected = context.state.findPlayer(model::PlayerId{m_selected});
    heading(context.font(FontRole::Bold),
            selected ? "Player " + app::playerLabel(context.state, selected->id) : "New player");
    inputText("name", m_form.name, "any script");
    ImGui::InputInt("rating", &m_form.rating, 0);
    inputText("federation", m_form.federation, "e.g. EST");
    inputText("club", m_form.club);
    inputText("RIF id", m_form.rifId);
    if (trackedButton(context.ui.frame, "Add as a new player")) {
        model::Player added = m_form;
        added.id = model::PlayerId{};
        context.ui.outbox.emit(app::AddPlayer{added}, "players");
    }
    if (selected) {
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Save changes")) {
            context.ui.outbox.emit(app::EditPlayer{selected->id, m_form}, "players");
        }
        ImGui::SameLine();
        if (ImGui::Button("Clear")) {
            select(nullptr);
        }
        inputText("##withdrawreason", m_withdrawReason, "reason for the withdrawal");
        if (selected->status == model::PlayerStatus::Active &&
            trackedButton(context.ui.frame, "Withdraw from later rounds")) {
            context.ui.outbox.emit(app::WithdrawPlayer{selected->id, m_withdrawReason}, "players");
        }
    }
    messageLine(context.ui.messages.lastFrom("players"));
}

void PlayersView::drawImport(ViewContext& context) {
    heading(context.font(FontRole::Bold), "Import");
    colouredText(colour::kMuted, "CSV (columns name, rating, federation, club, rif_id; UTF-8; "
                                 ", or ;) or a FIDE TRF file.");
    if (trackedButton(context.ui.frame, "Choose a file...")) {
        m_chooser.open("Import players from a file", context.ui.station.eventFolder,
                       {".csv", ".txt", ".trf", ".trfx"});
    }
    if (auto chosen = m_chooser.draw(context.ui.frame)) {
        m_importPath = chosen->string();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    inputText("##importpath", m_importPath, "or a path");
    if (trackedButton(context.ui.frame, "Import players")) {
        app::PlayerCsv read = app::readPlayersFile(m_importPath);
        if (!read.error.empty()) {
            context.ui.messages.tell(read.error, true, "players");
        } else {
            context.ui.outbox.emit(app::ImportPlayers{read.players, m_importPath}, "players");
        }
    }
}

} // namespace renju::arbiter::ui
