#include "arbiter/ui/table_picker.hpp"

#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/text_fit.hpp"

namespace renju::arbiter::ui {

namespace {

void stepTable(ViewContext& context, const model::Round& round, int step) {
    if (round.tables.empty()) {
        return;
    }
    int count = static_cast<int>(round.tables.size());
    int index = 0;
    for (int i = 0; i < count; ++i) {
        if (round.tables[static_cast<std::size_t>(i)].number == context.ui.selection.table) {
            index = i;
        }
    }
    index = (index + step + count) % count;
    context.ui.selection.table = round.tables[static_cast<std::size_t>(index)].number;
}

} // namespace

std::string tableLabel(const model::EventState& state, const model::Table& table, float width) {
    return elidePair("Table " + std::to_string(table.number) + ": ",
                     state.playerName(table.first, "?"), " – ", state.playerName(table.second, "?"),
                     width);
}

void drawRoundCombo(ViewContext& context, const model::Round& round) {
    ImGui::SetNextItemWidth(140 * context.fonts.scale());
    std::string current = "Round " + std::to_string(round.number);
    if (ImGui::BeginCombo("##round", current.c_str())) {
        for (const model::Round& each : context.state.rounds) {
            std::string label = "Round " + std::to_string(each.number);
            if (ImGui::Selectable(label.c_str(), each.number == round.number)) {
                context.ui.selection.round = each.number;
            }
        }
        ImGui::EndCombo();
    }
}

void drawTablePicker(ViewContext& context) {
    const model::EventState& state = context.state;
    const model::Round* round = selectedRound(context);
    if (!round) {
        ImGui::TextUnformatted("No round has been paired yet (Round view, F3).");
        return;
    }
    drawRoundCombo(context, *round);
    ImGui::SameLine();
    const model::Table* table = round->findTable(context.ui.selection.table);
    if (!table && !round->tables.empty()) {
        context.ui.selection.table = round->tables.front().number;
        table = &round->tables.front();
    }
    float width = 420 * context.fonts.scale();
    const ImGuiStyle& style = ImGui::GetStyle();
    // The preview leaves room for the combo's arrow; both names stay readable when long.
    float textRoom = width - ImGui::GetFrameHeight() - 2 * style.FramePadding.x;
    std::string current = table ? tableLabel(state, *table, textRoom) : "no tables";
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo("##table", current.c_str(), ImGuiComboFlags_HeightLarge)) {
        float itemRoom = ImGui::GetContentRegionAvail().x;
        for (const model::Table& each : round->tables) {
            ImGui::PushID(each.number);
            std::string label = tableLabel(state, each, itemRoom);
            if (ImGui::Selectable(label.c_str(), table && each.number == table->number)) {
                context.ui.selection.table = each.number;
            }
            ImGui::PopID();
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::ArrowButton("##previous", ImGuiDir_Left) ||
        (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(key::kPageUp))) {
        stepTable(context, *round, -1);
    }
    ImGui::SameLine();
    if (ImGui::ArrowButton("##next", ImGuiDir_Right) ||
        (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(key::kPageDown))) {
        stepTable(context, *round, 1);
    }
}

} // namespace renju::arbiter::ui
