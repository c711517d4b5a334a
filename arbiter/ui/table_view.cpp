#include "arbiter/ui/table_view.hpp"

#include "arbiter/app/result_text.hpp"
#include "arbiter/app/round_lists.hpp"
#include "arbiter/app/scoresheet.hpp"
#include "arbiter/ui/claims_panel.hpp"
#include "arbiter/ui/table_picker.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/widgets.hpp"
#include "rules/forbidden_explain.hpp"
#include "rules/notation.hpp"
#include "rules/overloaded.hpp"
#include "rules/set_forbidden.hpp"

#include <algorithm>
#include <imgui_stdlib.h>

namespace renju::arbiter::ui {

namespace {

std::size_t overlayKey(const ShownGame& shown) {
    return ((static_cast<std::size_t>(shown.round.number) * 1000 +
             static_cast<std::size_t>(shown.table.number)) *
                10 +
            static_cast<std::size_t>(shown.number())) *
               100000 +
           rules::recordOf(shown.game.game).size();
}

std::string movesText(const rules::Game& game) {
    std::string text;
    for (const rules::MoveRecord& move : game.moves()) {
        text += std::to_string(move.number) + ". " + rules::formatMove(move.move) + "   ";
    }
    return text.empty() ? "No move yet." : text;
}

/// The latest moves that fit in two lines of `width` pixels, the oldest cut with "…", so the
/// move list is in sight without unfolding anything: "… 14. j9  15. k10  16. --".
std::string recentMovesText(const rules::Game& game, float width) {
    const auto& moves = game.moves();
    if (moves.empty()) {
        return "Moves: none yet.";
    }
    std::string text;
    for (auto move = moves.rbegin(); move != moves.rend(); ++move) {
        std::string entry =
            std::to_string(move->number) + ". " + rules::formatMove(move->move) + "  ";
        if (ImGui::CalcTextSize(("Moves: … " + entry + text).c_str()).x > 1.9f * width) {
            return "Moves: … " + text;
        }
        text = entry + text;
    }
    return "Moves: " + text;
}

/// The colour whose forbidden points the overlay shows: the colour to move (renju: Black's,
/// which White may claim, whoever moves).
rules::Stone overlayColour(const rules::Game& game) {
    rules::Stone toMove = game.colourToMove();
    return rules::hasForbiddenMoves(game.ruleSet(), toMove) ? toMove : rules::Stone::Black;
}

/// The words after a player's name: the colour held now, "(tentative)" while the opening may
/// still swap it, and the seat ("Black (tentative), seat A").
std::string colourLabel(rules::Stone colour, bool isSettled, clock::Seat seat) {
    return std::string(colour == rules::Stone::Black ? "Black" : "White") +
           (isSettled ? "" : " (tentative)") + ", seat " + clock::seatLetter(seat);
}

} // namespace

void TableView::draw(ViewContext& context) {
    drawTablePicker(context);
    const model::Round* round = selectedRound(context);
    const model::Table* table = selectedTable(context);
    const model::TableGame* game = selectedGame(context);
    if (!round || !table || !game) {
        return;
    }
    ShownGame shown{*round, *table, *game};
    std::visit(rules::Overloaded{
                   [&](const rules::Game& five) { drawFiveInARowTable(context, shown, five); },
                   [&](const rules::RenGame& ren) { // its squares and scores
                       drawRenTable(context, shown, ren);
                   }},
               game->game);
}

void TableView::drawFiveInARowTable(ViewContext& context, const ShownGame& shown,
                                    const rules::Game& game) {
    float scale = context.fonts.scale();
    ImVec2 available = ImGui::GetContentRegionAvail();
    float sideWidth = std::max(400 * scale, available.x * 0.42f);
    // One fixed line under the board says what the game waits for, or why a move was refused.
    float underBoard = ImGui::GetFrameHeightWithSpacing();
    float side = std::max(200.0f, std::min(available.y - underBoard, available.x - sideWidth - 12));
    ImGui::BeginChild("board column", ImVec2(side, available.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    // One board model a frame, for the board and the prompt beside it.
    BoardModel model = boardModel(game);
    drawBoardColumn(context, shown, game, model, side);
    ImGui::EndChild();
    ImGui::SameLine();
    beginPanel("side column", ImVec2(0, available.y));
    drawSideColumn(context, shown, game, model);
    ImGui::EndChild();
}

void TableView::drawBoardColumn(ViewContext& context, const ShownGame& shown,
                                const rules::Game& game, const BoardModel& model, float side) {
    if (m_showsForbidden) {
        std::size_t key = overlayKey(shown);
        if (m_overlayKey != key) {
            m_overlayColour = overlayColour(game);
            m_overlay = BoardOverlay{forbiddenMarks(game, m_overlayColour), std::nullopt, {}};
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
            rules::ForbiddenVerdict verdict =
                rules::judgeMove(game.board(), *m_hovered, game.ruleSet(), m_overlayColour);
            m_overlay.witness = witnessSegments(verdict);
            m_focusVerdict =
                rules::formatPoint(*m_hovered) + ": " + rules::summarizeVerdict(verdict);
        }
    }
    // A game with its result (the board's, or the arbiter's from the Round view) takes no stone.
    bool isPlaying = shown.round.status == model::RoundStatus::Started && !shown.game.result;
    if (input.clicked && isPlaying) {
        emitGameEvent(context, shown, clickEvent(game, *input.clicked));
    }
    // A point typed from the scoresheet goes the same way as a click (the same checks).
    std::optional<rules::Point> typed = m_typed.read(game.board().size());
    if (typed && isPlaying) {
        emitGameEvent(context, shown, clickEvent(game, *typed));
    }
    // Under the board: why the last entry here was refused (an occupied point, a move the rule
    // set refuses, ...), else what the game waits for. One line that never moves.
    const Message* last =
        context.ui.messages.lastFrom(tableOrigin(shown.round.number, shown.table.number));
    if (!m_typed.line().empty()) {
        fittedText(m_typed.problem().empty() ? colour::kAttention : colour::kError, m_typed.line(),
                   side);
    } else if (last && last->isError) {
        fittedText(colour::kError, last->text, side);
    } else if (shown.game.result) {
        fittedText(colour::kMuted, "result: " + app::resultSentence(context.state, shown.game),
                   side);
    } else {
        fittedText(colour::kMuted, model.prompt, side);
    }
}

void TableView::drawMatchRow(ViewContext& context, const ShownGame& shown) {
    const model::Table& table = shown.table;
    if (!table.isMatch()) {
        return;
    }
    ImGui::AlignTextToFramePadding();
    colouredText(colour::kMuted,
                 "Match (" + std::string(rules::matchRuleName(*table.match)) + "):");
    for (std::size_t i = 0; i < table.games.size(); ++i) {
        const model::TableGame& game = table.games[i];
        bool hasBegun = game.hasStarted() || game.result.has_value();
        int number = static_cast<int>(i) + 1;
        std::string label = "Game " + std::to_string(number);
        ImGui::SameLine();
        bool isShown = &game == &shown.game;
        ImGui::BeginDisabled(!hasBegun || isShown);
        if (trackedButton(context.ui.frame, label.c_str())) {
            context.ui.selection.chosenGame = GameChoice{shown.round.number, table.number, number};
        }
        ImGui::EndDisabled();
    }
    const model::TableGame& second = table.games.back();
    bool canStart = shown.round.status == model::RoundStatus::Started &&
                    table.games.front().result && !second.hasStarted() && !second.result;
    ImGui::SameLine();
    if (canStart) {
        if (trackedButton(context.ui.frame, "Start game 2")) {
            context.ui.outbox.emit(app::StartGame{shown.round.number, table.number, 2},
                                   tableOrigin(shown.round.number, table.number));
            context.ui.selection.chosenGame.reset(); // follow the game being played
        }
    } else {
        std::string match = app::tableResultSentence(context.state, table);
        fittedText(colour::kMuted, match.empty() ? "match in progress" : match,
                   ImGui::GetContentRegionAvail().x);
    }
}

void TableView::drawPlayers(ViewContext& context, const ShownGame& shown, bool offersOverlay) {
    TableClockFaces faces = clockFaces(context.state, shown.game, context.now, Audience::Referee);
    // The rows follow the people, not the colours: the table's first player on top (seat A of
    // game 1, the left of the players' clock), whatever the swap or a match's second game gives
    // them. The referee keeps an eye on a person; the stone and the words say the colour now.
    std::array<const ClockFace*, 2> order{&faces.seats[0], &faces.seats[1]};
    if (shown.game.first != shown.table.first) {
        std::swap(order[0], order[1]);
    }
    bool isSettled = app::areColoursSettled(shown.game.game);
    ImFont* heading = context.font(FontRole::Heading);
    const ImGuiStyle& style = ImGui::GetStyle();
    // Each line keeps its parts in their places: the time at the right, the colour and seat
    // before it (room for the longest words, so that settling the colours moves nothing), and
    // the name in what is left, cut with "…" when long.
    float timeWidth = heading->CalcTextSizeA(heading->FontSize, FLT_MAX, 0, "▶ 0:00:00").x;
    float labelWidth =
        ImGui::CalcTextSize(colourLabel(rules::Stone::White, false, clock::Seat::B).c_str()).x;
    for (const ClockFace* face : order) {
        bool isBlack = face->colour == rules::Stone::Black;
        float right = ImGui::GetContentRegionMax().x;
        ImVec2 rowStart = ImGui::GetCursorScreenPos();
        stoneIcon(isBlack);
        float nameWidth =
            ImGui::GetContentRegionAvail().x - labelWidth - timeWidth - 3 * style.ItemSpacing.x;
        fittedText(heading, face->name, std::max(1.0f, nameWidth));
        ImGui::SameLine();
        std::string label = colourLabel(face->colour, isSettled, face->seat);
        colouredText(colour::kMuted, label);
        std::string time = face->time.empty() ? "-" : face->time;
        ImGui::SameLine(right - timeWidth);
        ImVec4 tint = face->showsFlag ? colour::kError
                                      : (face->isRunning ? colour::kRunning : colour::kMuted);
        ImGui::PushFont(heading);
        ImGui::TextColored(tint, "%s%s", face->isRunning ? "▶ " : "  ", time.c_str());
        ImGui::PopFont();
        ImVec2 rowEnd = ImGui::GetItemRectMax();
        context.ui.frame.tablePlayers.push_back(TablePlayerRow{
            face->name, label, ScreenRect{rowStart.x, rowStart.y, rowEnd.x, rowEnd.y}});
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
    if (offersOverlay) {
        ImGui::SameLine();
        ImGui::Checkbox("Forbidden points (referee)", &m_showsForbidden);
        trackLastItem(context.ui.frame, "forbidden overlay");
    }
    // The clock buttons stay on their table while the referee looks at others.
    const std::optional<int>& bound = context.ui.clockButtons.table;
    int number = shown.table.number;
    if (bound && *bound != number) {
        fittedText(colour::kAttention, "the clock buttons press table " + std::to_string(*bound),
                   ImGui::GetContentRegionAvail().x * 0.6f);
        ImGui::SameLine();
        if (trackedButton(context.ui.frame, "Clock buttons here")) {
            context.ui.clockButtons.table = number;
        }
    } else {
        ImGui::Dummy(ImVec2(1, ImGui::GetFrameHeight())); // the same height either way
    }
    context.ui.frame.redrawIn(nextClockChange(shown.game, context.now));
}

void TableView::drawOverlayControls(const rules::Game& game) {
    std::string set(game.ruleSet().name());
    if (!m_showsForbidden) {
        colouredText(colour::kMuted, "Tick \"Forbidden points\" above to see them (" + set + ").");
        return;
    }
    std::string colourName = rules::colourName(m_overlayColour);
    if (!rules::hasForbiddenMoves(game.ruleSet(), m_overlayColour)) {
        colouredText(colour::kMuted, "No move is ever forbidden under " + set + ".");
        return;
    }
    if (m_overlay.marks.empty()) {
        colouredText(colour::kMuted,
                     "No forbidden point for " + colourName + " in this position (" + set + ").");
        return;
    }
    std::string points;
    for (const ForbiddenMark& mark : m_overlay.marks) {
        points +=
            rules::formatPoint(mark.point) + " (" + rules::forbiddenKindCode(mark.kind) + ")  ";
    }
    ImGui::TextWrapped("Forbidden for %s (%s): %s", colourName.c_str(), set.c_str(),
                       points.c_str());
    if (!m_overlay.focus) {
        colouredText(colour::kMuted, "Point at a red cross to see the lines that forbid it.");
        return;
    }
    colouredText(colour::kError, m_focusVerdict);
    for (const WitnessSegment& segment : m_overlay.witness) {
        ImGui::BulletText("%s", segment.label.c_str());
    }
}

void TableView::drawScoresheet(ViewContext& context, const ShownGame& shown) {
    const rules::AnyGame& game = shown.game.game;
    // A game entered live is compared with its scoresheet (13.1); one that was not is typed in.
    bool isLive = rules::moveCountOf(game) > 0;
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextMultiline("##sheetmoves", &m_sheet.moves,
                              ImVec2(-1, 3 * ImGui::GetTextLineHeightWithSpacing()));
    trackLastItem(context.ui.frame, "scoresheet moves");
    if (isLive) {
        if (trackedButton(context.ui.frame, "Compare with the record")) {
            app::TypedMoves typed = app::readTypedMoves(m_sheet.moves, shown.game.rules.boardSize);
            m_sheet.differences = typed.problem.empty()
                                      ? app::compareScoresheet(rules::movesOf(game), typed.moves)
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
    std::visit(rules::Overloaded{[&](const rules::Game&) {
                                     ImGui::TextUnformatted("Black:");
                                     ImGui::SameLine();
                                     ImGui::RadioButton("the first player", &m_sheet.black, 0);
                                     ImGui::SameLine();
                                     ImGui::RadioButton("the second player", &m_sheet.black, 1);
                                 },
                                 [&](const rules::RenGame&) { // seed 002: Black moves first
                                     m_sheet.black = 0;
                                     colouredText(colour::kMuted, "Black: the first player");
                                 }},
               game);
    ImGui::TextUnformatted("Result (by colour):");
    for (const char* result : {"", "1-0", "0-1", "0.5-0.5"}) {
        ImGui::SameLine();
        if (ImGui::RadioButton(*result ? result : "none##sheet", m_sheet.result == result)) {
            m_sheet.result = result;
        }
    }
    ImGui::SetNextItemWidth(-1);
    inputText(context.ui.frame, "##sheetreason", m_sheet.reason,
              "why it is typed (e.g. not entered live)");
    if (trackedButton(context.ui.frame, "Enter the scoresheet")) {
        // The players as the table lists them; the game's number for a match.
        int round = shown.round.number;
        int table = shown.table.number;
        context.ui.outbox.emit(app::EnterScoresheet{round, table, m_sheet.moves, m_sheet.black == 1,
                                                    m_sheet.result, m_sheet.reason, shown.number()},
                               tableOrigin(round, table));
    }
}

void TableView::drawSideColumn(ViewContext& context, const ShownGame& shown,
                               const rules::Game& five, const BoardModel& model) {
    // Fixed rows first (the match's games, players and clocks, the prompt, the last message),
    // then the actions in a region of their own that scrolls: whatever a message says, no
    // button moves.
    drawMatchRow(context, shown);
    drawPlayers(context, shown, true);
    fittedLines(ImGui::GetStyleColorVec4(ImGuiCol_Text),
                recentMovesText(five, ImGui::GetContentRegionAvail().x), 2);
    ImGui::Separator();
    ImGui::PushFont(context.font(FontRole::Bold));
    // The result by colour with the winner's name: "1-0" is always Black's win.
    const model::TableGame& game = shown.game;
    std::string prompt = game.result ? "result: " + app::gameLabel(shown.table, game) +
                                           app::resultSentence(context.state, game)
                                     : model.prompt;
    fittedLines(ImGui::GetStyleColorVec4(ImGuiCol_Text), prompt, 2);
    ImGui::PopFont();
    int round = shown.round.number;
    int table = shown.table.number;
    messageLine(context.ui.messages.lastFrom(tableOrigin(round, table)));
    ImGui::BeginChild("table actions", ImVec2(0, 0), false);
    drawTableActions(context, shown, five, m_fields);
    if (ImGui::CollapsingHeader("Claims made and draws (9, 10)", ImGuiTreeNodeFlags_DefaultOpen)) {
        drawClaimsPanel(context, shown, five, m_fields);
    }
    // Below the claims: a correction is rare, a claim comes in play and its buttons must not be
    // pushed out of sight by an open correction form.
    drawCorrectionSection(context, shown, m_fields);
    if (ImGui::CollapsingHeader("Referee: forbidden points", ImGuiTreeNodeFlags_DefaultOpen)) {
        drawOverlayControls(five);
    }
    if (ImGui::CollapsingHeader("Scoresheet (typed after the game)")) {
        drawScoresheet(context, shown);
    }
    if (ImGui::CollapsingHeader("Moves")) {
        ImGui::TextWrapped("%s", movesText(five).c_str());
        if (trackedButton(context.ui.frame, "Print the game record")) {
            context.ui.print.request(
                print::DocumentRequest{print::DocumentKind::Record, round, table, false},
                tableOrigin(round, table));
        }
    }
    ImGui::EndChild();
}

} // namespace renju::arbiter::ui
