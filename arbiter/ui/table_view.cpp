#include "arbiter/ui/table_view.hpp"

#include "arbiter/app/result_text.hpp"
#include "arbiter/app/scoresheet.hpp"
#include "arbiter/ui/claims_panel.hpp"
#include "arbiter/ui/table_picker.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/widgets.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"

#include <algorithm>
#include <imgui_stdlib.h>

namespace renju::arbiter::ui {

namespace {

std::size_t overlayKey(int round, const model::Table& table) {
    return (static_cast<std::size_t>(round) * 1000 + static_cast<std::size_t>(table.number)) *
               100000 +
           table.game.record().size();
}

std::string movesText(const rules::Game& game) {
    std::string text;
    for (const rules::MoveRecord& move : game.moves()) {
        text += std::to_string(move.number) + ". " + rules::formatMove(move.move) + "   ";
    }
    return text.empty() ? "No move yet." : text;
}

} // namespace

void TableView::draw(ViewContext& context) {
    drawTablePicker(context);
    const model::Round* round = selectedRound(context);
    const model::Table* table = selectedTable(context);
    if (!round || !table) {
        return;
    }
    float scale = context.fonts.scale();
    ImVec2 available = ImGui::GetContentRegionAvail();
    float sideWidth = std::max(400 * scale, available.x * 0.42f);
    float side = std::max(200.0f, std::min(available.y, available.x - sideWidth - 12));
    ImGui::BeginChild("board column", ImVec2(side, available.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    // One board model a frame, for the board and the prompt beside it.
    BoardModel model = boardModel(table->game);
    drawBoardColumn(context, *round, *table, model, side);
    ImGui::EndChild();
    ImGui::SameLine();
    beginPanel("side column", ImVec2(0, available.y));
    drawSideColumn(context, *round, *table, model);
    ImGui::EndChild();
}

void TableView::drawBoardColumn(ViewContext& context, const model::Round& round,
                                const model::Table& table, const BoardModel& model, float side) {
    if (m_showsForbidden) {
        std::size_t key = overlayKey(round.number, table);
        if (m_overlayKey != key) {
            m_overlay = BoardOverlay{forbiddenMarks(table.game.board()), std::nullopt, {}};
            m_overlayKey = key;
            m_hovered.reset();
        }
    }
    BoardInput input = drawBoard(context, model, m_showsForbidden ? &m_overlay : nullptr, side);
    if (m_showsForbidden && input.hovered && input.hovered != m_hovered) {
        bool isMark =
            std::any_of(m_overlay.marks.begin(), m_overlay.marks.end(),
                        [&](const ForbiddenMark& m) { return m.point == *input.hovered; });
        if (isMark) {
            m_hovered = input.hovered;
            m_overlay.focus = input.hovered;
            rules::ForbiddenVerdict verdict = rules::judgeBlackMove(table.game.board(), *m_hovered);
            m_overlay.witness = witnessSegments(verdict);
            m_focusVerdict =
                rules::formatPoint(*m_hovered) + ": " + rules::summarizeVerdict(verdict);
        }
    }
    bool isPlaying = round.status == model::RoundStatus::Started;
    if (input.clicked && isPlaying) {
        emitGameEvent(context, round.number, table.number, clickEvent(table.game, *input.clicked));
    }
}

void TableView::drawPlayers(ViewContext& context, const model::Table& table) {
    TableClockFaces faces = clockFaces(context.state, table, context.now, Audience::Referee);
    // Black first: the referee reads the board by colour.
    std::array<const ClockFace*, 2> order{&faces.seats[0], &faces.seats[1]};
    if (order[0]->colour != rules::Stone::Black) {
        std::swap(order[0], order[1]);
    }
    ImFont* heading = context.font(FontRole::Heading);
    const ImGuiStyle& style = ImGui::GetStyle();
    // Each line keeps its parts in their places: the time at the right, the colour and seat
    // before it, and the name in what is left, cut with "…" when long.
    float timeWidth = heading->CalcTextSizeA(heading->FontSize, FLT_MAX, 0, "▶ 0:00:00").x;
    float labelWidth = ImGui::CalcTextSize("White, seat B").x;
    for (const ClockFace* face : order) {
        bool isBlack = face->colour == rules::Stone::Black;
        float right = ImGui::GetContentRegionMax().x;
        stoneIcon(isBlack);
        float nameWidth =
            ImGui::GetContentRegionAvail().x - labelWidth - timeWidth - 3 * style.ItemSpacing.x;
        fittedText(heading, face->name, std::max(1.0f, nameWidth));
        ImGui::SameLine();
        colouredText(colour::kMuted, std::string(isBlack ? "Black" : "White") + ", seat " +
                                         clock::seatLetter(face->seat));
        std::string time = face->time.empty() ? "-" : face->time;
        ImGui::SameLine(right - timeWidth);
        ImVec4 tint = face->showsFlag ? colour::kError
                                      : (face->isRunning ? colour::kRunning : colour::kMuted);
        ImGui::PushFont(heading);
        ImGui::TextColored(tint, "%s%s", face->isRunning ? "▶ " : "  ", time.c_str());
        ImGui::PopFont();
    }
    std::string status = "clock " + faces.status;
    bool hasFlag = false;
    for (const ClockFace* face : order) {
        if (face->showsFlag) {
            hasFlag = true;
            status += "; " + std::string(face->colour == rules::Stone::Black ? "Black" : "White") +
                      "'s flag fell";
        }
    }
    fittedText(hasFlag ? colour::kError : colour::kMuted, status,
               ImGui::GetContentRegionAvail().x * 0.5f);
    ImGui::SameLine();
    ImGui::Checkbox("Black's forbidden points (referee)", &m_showsForbidden);
    trackLastItem(context.ui, "forbidden overlay");
    // The clock buttons stay on their table while the referee looks at others.
    const std::optional<int>& bound = context.ui.clockButtonsTable;
    if (bound && *bound != table.number) {
        fittedText(colour::kAttention, "the clock buttons press table " + std::to_string(*bound),
                   ImGui::GetContentRegionAvail().x * 0.6f);
        ImGui::SameLine();
        if (trackedButton(context.ui, "Clock buttons here")) {
            context.ui.clockButtonsTable = table.number;
        }
    } else {
        ImGui::Dummy(ImVec2(1, ImGui::GetFrameHeight())); // the same height either way
    }
    context.ui.redrawIn(nextClockChange(table, context.now));
}

void TableView::drawOverlayControls() {
    if (!m_showsForbidden) {
        colouredText(colour::kMuted, "Tick \"Black's forbidden points\" above to see them.");
        return;
    }
    if (m_overlay.marks.empty()) {
        colouredText(colour::kMuted, "No forbidden point for Black in this position.");
        return;
    }
    std::string points;
    for (const ForbiddenMark& mark : m_overlay.marks) {
        points +=
            rules::formatPoint(mark.point) + " (" + rules::forbiddenKindCode(mark.kind) + ")  ";
    }
    ImGui::TextWrapped("Forbidden: %s", points.c_str());
    if (!m_overlay.focus) {
        colouredText(colour::kMuted, "Point at a red cross to see the lines that forbid it.");
        return;
    }
    colouredText(colour::kError, m_focusVerdict);
    for (const WitnessSegment& segment : m_overlay.witness) {
        ImGui::BulletText("%s", segment.label.c_str());
    }
}

void TableView::drawScoresheet(ViewContext& context, const model::Round& round,
                               const model::Table& table) {
    // A game entered live is compared with its scoresheet (13.1); one that was not is typed in.
    bool isLive = !table.game.moves().empty();
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextMultiline("##sheetmoves", &m_sheet.moves,
                              ImVec2(-1, 3 * ImGui::GetTextLineHeightWithSpacing()));
    trackLastItem(context.ui, "scoresheet moves");
    if (isLive) {
        if (trackedButton(context.ui, "Compare with the record")) {
            app::TypedMoves typed =
                app::readTypedMoves(m_sheet.moves, table.game.gameRules().boardSize);
            m_sheet.differences = typed.problem.empty()
                                      ? app::compareScoresheet(table.game.moves(), typed.moves)
                                      : std::vector<std::string>{typed.problem};
            m_sheet.isCompared = true;
        }
        if (m_sheet.isCompared && m_sheet.differences.empty()) {
            colouredText(colour::kGood, "The scoresheet agrees with the record.");
        }
        for (const std::string& difference : m_sheet.differences) {
            fittedText(colour::kError, difference);
        }
        return;
    }
    ImGui::TextUnformatted("Black:");
    ImGui::SameLine();
    ImGui::RadioButton("the first player", &m_sheet.black, 0);
    ImGui::SameLine();
    ImGui::RadioButton("the second player", &m_sheet.black, 1);
    ImGui::TextUnformatted("Result (by colour):");
    for (const char* result : {"", "1-0", "0-1", "0.5-0.5"}) {
        ImGui::SameLine();
        if (ImGui::RadioButton(*result ? result : "none##sheet", m_sheet.result == result)) {
            m_sheet.result = result;
        }
    }
    ImGui::SetNextItemWidth(-1);
    inputText("##sheetreason", m_sheet.reason, "why it is typed (e.g. not entered live)");
    if (trackedButton(context.ui, "Enter the scoresheet")) {
        context.ui.emit(app::EnterScoresheet{round.number, table.number, m_sheet.moves,
                                             m_sheet.black == 1, m_sheet.result, m_sheet.reason},
                        tableOrigin(round.number, table.number));
    }
}

void TableView::drawSideColumn(ViewContext& context, const model::Round& round,
                               const model::Table& table, const BoardModel& model) {
    // Fixed rows first (players and clocks, the prompt, the last message), then the actions
    // in a region of their own that scrolls: whatever a message says, no button moves.
    drawPlayers(context, table);
    ImGui::Separator();
    ImGui::PushFont(context.font(FontRole::Bold));
    // The result by colour with the winner's name: "1-0" is always Black's win.
    std::string prompt =
        table.result ? "result: " + app::resultSentence(context.state, table) : model.prompt;
    fittedLines(ImGui::GetStyleColorVec4(ImGuiCol_Text), prompt, 2);
    ImGui::PopFont();
    messageLine(context.ui.lastMessageFrom(tableOrigin(round.number, table.number)));
    ImGui::BeginChild("table actions", ImVec2(0, 0), false);
    drawTableActions(context, round, table, m_fields);
    if (ImGui::CollapsingHeader("Claims (9.4-9.8) and draws (10)",
                                ImGuiTreeNodeFlags_DefaultOpen)) {
        drawClaimsPanel(context, round, table, m_fields);
    }
    if (ImGui::CollapsingHeader("Referee: forbidden points", ImGuiTreeNodeFlags_DefaultOpen)) {
        drawOverlayControls();
    }
    if (ImGui::CollapsingHeader("Scoresheet (typed after the game)")) {
        drawScoresheet(context, round, table);
    }
    if (ImGui::CollapsingHeader("Moves")) {
        ImGui::TextWrapped("%s", movesText(table.game).c_str());
        if (trackedButton(context.ui, "Print the game record")) {
            context.ui.requestPrint(print::DocumentRequest{print::DocumentKind::Record,
                                                           round.number, table.number, false},
                                    tableOrigin(round.number, table.number));
        }
    }
    ImGui::EndChild();
}

} // namespace renju::arbiter::ui
