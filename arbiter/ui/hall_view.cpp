#include "arbiter/ui/hall_view.hpp"

#include "arbiter/ui/hall_board.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>
#include <cmath>

namespace renju::arbiter::ui {

namespace {

/// The cells shown without scrolling: at least this many fit the window.
constexpr int kTablesInView = 12;

/// How the cells are laid out: columns, the cell's size and the small board's side.
struct HallGrid {
    int columns = 1;
    ImVec2 cell;
    float boardSide = 0;
};

/// Chooses the columns that give the largest board while 12 cells fit the window and the text
/// beside the board keeps `textWidth` pixels.
HallGrid chooseGrid(ImVec2 available, int tables, float textWidth, float textHeight) {
    int shown = std::clamp(tables, 1, kTablesInView);
    HallGrid best;
    best.cell = ImVec2(available.x, available.y);
    for (int columns = 1; columns <= shown; ++columns) {
        int rows = (shown + columns - 1) / columns;
        // The gaps between cells (4 px across, the item spacing down) and the scrollbar.
        float across =
            available.x - ImGui::GetStyle().ScrollbarSize - 4.0f * static_cast<float>(columns - 1);
        float down = available.y - ImGui::GetStyle().ItemSpacing.y * static_cast<float>(rows);
        ImVec2 cell(std::floor(across / static_cast<float>(columns)),
                    std::floor(down / static_cast<float>(rows)));
        float side = std::min(cell.y - 10, cell.x - textWidth - 16);
        if (cell.y < textHeight || side < 60) {
            continue;
        }
        if (side > best.boardSide) {
            best = HallGrid{columns, cell, side};
        }
    }
    if (best.boardSide <= 0) { // a tiny window: one column, text only above a minimal board
        best = HallGrid{1, ImVec2(available.x - 4, textHeight + 8), 60};
    }
    return best;
}

ImVec4 stateColour(HallState state) {
    switch (state) {
    case HallState::AwaitingRuling:
    case HallState::Called:
        return colour::kError;
    case HallState::Playing:
        return colour::kRunning;
    case HallState::Finished:
        return colour::kGood;
    case HallState::NotStarted:
        break;
    }
    return colour::kMuted;
}

/// One clock line: the colour's stone, its time, and "running" beside the one that runs.
void clockLine(bool isBlack, const std::string& time, bool isRunning, float width) {
    stoneIcon(isBlack);
    std::string text = time + (isRunning ? "  < running" : "");
    fittedText(isRunning ? colour::kRunning : colour::kMuted, text, width);
}

} // namespace

void HallView::refreshCells(ViewContext& context, int round) {
    std::optional<std::int64_t> version;
    if (context.journal) {
        version = context.journal->version();
    }
    std::size_t callCount = context.ui.calls.calls().size();
    // Without a journal (headless tests of other views) nothing tells a change: rebuild.
    bool isCurrent =
        version && version == m_version && round == m_round && callCount == m_callCount;
    if (!isCurrent) {
        m_cells = hallCells(context.state, round, context.ui.calls);
        m_version = version;
        m_round = round;
        m_callCount = callCount;
    }
    refreshHallClocks(m_cells, context.state, round, context.now);
}

void HallView::draw(ViewContext& context) {
    const model::Round* round = selectedRound(context);
    if (!round) {
        colouredText(colour::kMuted, "No round yet: pair one in the Round view.");
        return;
    }
    refreshCells(context, round->number);
    float scale = context.fonts.scale();
    colouredText(colour::kMuted,
                 "Round " + std::to_string(round->number) +
                     ": click a table, or type its number and Enter (arrows move, Enter opens)" +
                     (m_typed.empty() ? std::string() : "   table: " + m_typed));
    float lineHeight = ImGui::GetTextLineHeightWithSpacing();
    HallGrid grid = chooseGrid(ImGui::GetContentRegionAvail(), static_cast<int>(m_cells.size()),
                               170 * scale, 5 * lineHeight + 8);
    handleKeys(context, round->number, grid.columns);
    ImGui::BeginChild("hall", ImVec2(0, 0), false);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        if (i % static_cast<std::size_t>(grid.columns) != 0) {
            ImGui::SameLine(0, 4);
        }
        drawCell(context, m_cells[i], static_cast<int>(i), grid.cell, round->number);
    }
    ImGui::EndChild();
    if (round->status == model::RoundStatus::Started) {
        for (const model::Table& table : round->tables) {
            context.ui.frame.redrawIn(nextClockChange(table.currentGame(), context.now));
        }
    }
}

void HallView::handleKeys(ViewContext& context, int round, int columns) {
    if (m_cells.empty() || ImGui::GetIO().WantTextInput) {
        return;
    }
    int count = static_cast<int>(m_cells.size());
    for (ImWchar typed : ImGui::GetIO().InputQueueCharacters) {
        if (typed >= '0' && typed <= '9' && m_typed.size() < 4) {
            m_typed.push_back(static_cast<char>(typed));
        }
    }
    int move = 0;
    move += ImGui::IsKeyPressed(key::kRight) ? 1 : 0;
    move -= ImGui::IsKeyPressed(key::kLeft) ? 1 : 0;
    move += ImGui::IsKeyPressed(key::kDown) ? columns : 0;
    move -= ImGui::IsKeyPressed(key::kUp) ? columns : 0;
    m_focus = std::clamp(m_focus + move, 0, count - 1);
    if (ImGui::IsKeyPressed(key::kEscape)) {
        m_typed.clear();
    }
    if (ImGui::IsKeyPressed(key::kEnter) || ImGui::IsKeyPressed(key::kKeypadEnter)) {
        int table = m_cells[static_cast<std::size_t>(m_focus)].table;
        if (!m_typed.empty()) {
            table = std::stoi(m_typed);
            m_typed.clear();
        }
        bool exists = std::any_of(m_cells.begin(), m_cells.end(),
                                  [&](const HallCell& cell) { return cell.table == table; });
        if (!exists) {
            context.ui.messages.tell("no table " + std::to_string(table) + " in this round", true,
                                     "hall");
            return;
        }
        context.ui.selection.round = round;
        context.ui.selection.table = table;
        context.ui.selection.view = ViewId::Table;
    }
}

void HallView::drawCell(ViewContext& context, const HallCell& cell, int index, ImVec2 size,
                        int round) {
    ImGui::PushID(index);
    ImVec2 min = ImGui::GetCursorScreenPos();
    ImVec2 max(min.x + size.x, min.y + size.y);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    bool isUrgent = cell.state == HallState::AwaitingRuling || cell.state == HallState::Called;
    draw->AddRectFilled(min, max, ImGui::GetColorU32(isUrgent ? colour::kCallBar : colour::kPanel),
                        4.0f);
    bool isFocus = index == m_focus;
    draw->AddRect(min, max, ImGui::GetColorU32(isFocus ? colour::kRunning : colour::kMuted), 4.0f,
                  0, isFocus ? 3.0f : 1.0f);
    float pad = 6;
    float side = std::max(40.0f, std::min(size.y - 2 * pad, size.x * 0.55f));
    drawHallBoard(draw, cell.board, ImVec2(min.x + pad, min.y + pad), side);
    float textX = min.x + pad + side + 8;
    float textWidth = std::max(1.0f, max.x - pad - textX);
    ImGui::SetCursorScreenPos(ImVec2(textX, min.y + pad));
    ImGui::BeginGroup();
    ImGui::PushFont(context.font(FontRole::Bold));
    fittedText("Table " + std::to_string(cell.table), textWidth);
    ImGui::PopFont();
    float nameWidth = std::max(1.0f, textWidth - ImGui::GetFrameHeight());
    stoneIcon(true);
    fittedText(cell.blackName, nameWidth);
    stoneIcon(false);
    fittedText(cell.whiteName, nameWidth);
    if (!cell.blackTime.empty()) {
        clockLine(true, cell.blackTime, cell.isBlackRunning, nameWidth);
        clockLine(false, cell.whiteTime, cell.isWhiteRunning, nameWidth);
    }
    ImGui::PushFont(context.font(FontRole::Bold));
    fittedLines(stateColour(cell.state), cell.stateText, 2, textWidth);
    ImGui::PopFont();
    ImGui::EndGroup();
    // The whole cell is one button over the board and the text (which take no clicks).
    ImGui::SetCursorScreenPos(min);
    std::string label = "Table " + std::to_string(cell.table);
    if (ImGui::InvisibleButton(label.c_str(), size)) {
        m_focus = index;
        context.ui.selection.round = round;
        context.ui.selection.table = cell.table;
        context.ui.selection.view = ViewId::Table;
    }
    trackLastItem(context.ui.frame, label);
    ImGui::PopID();
}

} // namespace renju::arbiter::ui
