#include "arbiter/ui/records_view.hpp"

#include "arbiter/app/record_exchange.hpp"
#include "arbiter/ui/board_widget.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/record_browser.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

const std::vector<std::string> kRecordKinds = {".rif", ".xml", ".lib", ".psq", ".sgf", ".txt"};

} // namespace

void RecordsView::open(ViewContext& context, const std::string& path) {
    app::RecordFileRead read = app::readRecordFile(path);
    if (!read.error.empty()) {
        context.ui.messages.tell(read.error, true, "records");
        return;
    }
    m_path = path;
    m_games = std::move(read.games);
    m_selected = 0;
    m_shown = m_games.empty() ? 0 : static_cast<int>(m_games.front().moves.size());
    m_summary =
        std::to_string(m_games.size()) + (m_games.size() == 1 ? " game" : " games") +
        (read.problems.empty() ? ""
                               : "; " + std::to_string(read.problems.size()) +
                                     " damaged place(s), the first: " + read.problems.front());
    context.ui.messages.tell("opened " + path + ": " + m_summary, !read.problems.empty(),
                             "records");
}

void RecordsView::draw(ViewContext& context) {
    if (trackedButton(context.ui.frame, "Open a record file...") ||
        context.ui.selection.wantsRecordImport) {
        context.ui.selection.wantsRecordImport = false;
        m_chooser.open("Open a record file", context.ui.station.eventFolder, kRecordKinds);
    }
    if (auto chosen = m_chooser.draw(context.ui.frame)) {
        open(context, chosen->string());
    }
    ImGui::SameLine();
    fittedText(colour::kMuted, m_path.empty()
                                   ? "renju.net .rif, RenLib .lib, Gomocup .psq, SGF or text"
                                   : m_path + ": " + m_summary);
    messageLine(context.ui.messages.lastFrom("records"));
    if (m_games.empty()) {
        return;
    }
    ImVec2 available = ImGui::GetContentRegionAvail();
    float listWidth = std::max(320.0f, available.x * 0.4f);
    ImGui::BeginChild("record list", ImVec2(listWidth, 0));
    drawList(context, listWidth);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("record game", ImVec2(0, 0));
    drawGame(context);
    ImGui::EndChild();
}

void RecordsView::drawList(ViewContext& context, float width) {
    ImGui::SetNextItemWidth(-1);
    inputText(context.ui.frame, "##recordfilter", m_filter, "filter by player");
    std::vector<RecordRow> rows = recordRows(m_games, m_filter);
    fittedText(colour::kMuted,
               std::to_string(rows.size()) + " of " + std::to_string(m_games.size()) + " games");
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                            ImGuiTableFlags_BordersOuter | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("records", 4, flags)) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Black", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("White", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Result");
    ImGui::TableSetupColumn("Moves");
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const RecordRow& row = rows[static_cast<std::size_t>(i)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(static_cast<int>(row.index));
            if (ImGui::Selectable("##game", row.index == m_selected,
                                  ImGuiSelectableFlags_SpanAllColumns)) {
                m_selected = row.index;
                m_shown = row.moves;
            }
            ImGui::PopID();
            ImGui::SameLine(0, 0);
            fittedText(row.black);
            ImGui::TableNextColumn();
            fittedText(row.white);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row.result.c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", row.moves);
        }
    }
    ImGui::EndTable();
    (void)context;
    (void)width;
}

void RecordsView::drawGame(ViewContext& context) {
    const records::GameRecord& game = m_games[std::min(m_selected, m_games.size() - 1)];
    int total = static_cast<int>(game.moves.size());
    fittedText(context.font(FontRole::Bold), "Black: " + game.black + "   White: " + game.white +
                                                 "   " + records::formatRecordResult(game.result) +
                                                 (game.event.empty() ? "" : "   " + game.event));
    for (auto [label, step] :
         {std::pair{"|<", -total}, std::pair{"<", -1}, std::pair{">", 1}, std::pair{">|", total}}) {
        if (trackedButton(context.ui.frame, label)) {
            m_shown = std::clamp(m_shown + step, 0, total);
        }
        ImGui::SameLine();
    }
    ImGui::SetNextItemWidth(-1);
    ImGui::SliderInt("##move", &m_shown, 0, total, "move %d");
    RecordBoard shown = recordBoard(game, m_shown);
    fittedText(shown.problem.empty() ? colour::kMuted : colour::kError,
               shown.problem.empty() ? shown.board.prompt : shown.problem);
    for (const records::MoveComment& comment : game.comments) {
        if (comment.afterMove == m_shown) {
            fittedLines(colour::kMuted, comment.text, 2);
        }
    }
    ImVec2 available = ImGui::GetContentRegionAvail();
    float side = std::max(200.0f, std::min(available.x, available.y));
    drawBoard(context, shown.board, nullptr, side);
}

} // namespace renju::arbiter::ui
