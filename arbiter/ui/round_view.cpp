#include "arbiter/ui/round_view.hpp"

#include "arbiter/app/command_text.hpp"
#include "arbiter/app/event_records.hpp"
#include "arbiter/app/pairing_bridge.hpp"
#include "arbiter/app/record_exchange.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/table_picker.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_face.hpp"
#include "arbiter/ui/view_models/result_keys.hpp"
#include "arbiter/ui/widgets.hpp"

#include <algorithm>

namespace renju::arbiter::ui {

namespace {

constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                        ImGuiTableFlags_BordersOuter | ImGuiTableFlags_ScrollY |
                                        ImGuiTableFlags_SizingFixedFit;

std::string playerChoice(const model::EventState& state, int id) {
    const model::Player* player = state.findPlayer(model::PlayerId{id});
    return player ? app::playerLabel(state, player->id) : "choose a player";
}

void playerCombo(FrameReport& frame, const char* label, const std::string& name,
                 const model::EventState& state, int& id) {
    ImGui::SetNextItemWidth(260);
    if (trackedCombo(frame, label, playerChoice(state, id), ImGuiComboFlags_HeightLarge, name)) {
        for (const model::Player& player : state.players) {
            if (player.status == model::PlayerStatus::Withdrawn) {
                continue;
            }
            if (comboOption(frame, app::playerLabel(state, player.id), player.id.value == id)) {
                id = player.id.value;
            }
        }
        ImGui::EndCombo();
    }
}

} // namespace

void RoundView::draw(ViewContext& context) {
    const model::Round* round = selectedRound(context);
    drawRoundActions(context, round);
    if (!round) {
        return;
    }
    std::vector<TableSummary> rows = tableSummaries(context.state, round->number, context.now);
    m_row = std::clamp(m_row, 0, std::max(0, static_cast<int>(rows.size()) - 1));
    if (!rows.empty()) {
        m_selectedTable = rows[static_cast<std::size_t>(m_row)].pairing.table;
    }
    handleKeys(context, *round, rows);
    drawConfirmation(context, *round);
    messageLine(context.ui.messages.lastFrom("round"));
    colouredText(colour::kMuted, resultKeysHelp());
    drawPairings(context, *round, rows);
}

void RoundView::drawRoundActions(ViewContext& context, const model::Round* round) {
    const model::EventState& state = context.state;
    if (!state.isCreated) {
        ImGui::TextUnformatted("Create the event first (Event setup, F1).");
        return;
    }
    if (round) {
        drawRoundCombo(context, *round);
        ImGui::SameLine();
        std::string when = state.settings.roundWhen(round->number);
        ImGui::Text("%s%s%s", model::roundStatusName(round->status), when.empty() ? "" : " · ",
                    when.c_str());
        ImGui::SameLine();
    }
    const model::Round* latest = state.currentRound();
    bool canPair = (!latest || latest->status == model::RoundStatus::Finished) &&
                   static_cast<int>(state.rounds.size()) < state.settings.rounds;
    if (canPair && trackedButton(context.ui.frame, "Pair the next round")) {
        context.ui.outbox.emit(app::PairNextRound{}, "round");
        context.ui.selection.round = 0;
    }
    if (!round) {
        return;
    }
    ImGui::SameLine();
    drawNextStep(context, *round);
    if (round->pairingBye) {
        const model::Player* bye = state.findPlayer(*round->pairingBye);
        ImGui::SameLine();
        colouredText(colour::kMuted, "bye: " + (bye ? bye->name : std::string("?")));
    }
    drawPrintButtons(context, *round);
    drawExchange(context, *round, m_selectedTable);
}

void RoundView::drawPrintButtons(ViewContext& context, const model::Round& round) {
    using print::DocumentKind;
    const std::pair<const char*, DocumentKind> kButtons[] = {
        {"Print pairings", DocumentKind::Pairings},
        {"Print scoresheets", DocumentKind::Scoresheets},
        {"Print result slips", DocumentKind::Slips},
        {"Print game records", DocumentKind::Record},
    };
    bool isFirst = true;
    for (const auto& [label, kind] : kButtons) {
        bool needsGames = kind == DocumentKind::Record;
        if (needsGames && round.status != model::RoundStatus::Started &&
            round.status != model::RoundStatus::Finished) {
            continue;
        }
        bool isPressed =
            isFirst ? trackedButton(context.ui.frame, label) : flowButton(context.ui.frame, label);
        isFirst = false;
        if (isPressed) {
            context.ui.print.request(print::DocumentRequest{kind, round.number, 0, false}, "round");
        }
    }
}

void RoundView::drawExchange(ViewContext& context, const model::Round& round, int table) {
    // Game records in and out: the Records view opens a file; the round, the event or one
    // table's game leave in the format the file name's extension says.
    if (flowButton(context.ui.frame, "Import records...")) {
        context.ui.selection.wantsRecordImport = true;
        context.ui.selection.view = ViewId::Records;
    }
    bool hasGames =
        round.status == model::RoundStatus::Started || round.status == model::RoundStatus::Finished;
    if (!hasGames) {
        return;
    }
    const std::string base = "round-" + std::to_string(round.number);
    const std::vector<std::string> kinds = {".rif", ".lib", ".psq", ".sgf", ".txt"};
    struct Export {
        const char* label;
        int round;
        int table;
        std::string file;
    };
    const Export exports[] = {
        {"Export this table's game...", round.number, table,
         base + "-table-" + std::to_string(table) + ".sgf"},
        {"Export the round...", round.number, 0, base + ".rif"},
        {"Export the event...", 0, 0, "event.rif"},
    };
    for (const Export& each : exports) {
        if (flowButton(context.ui.frame, each.label)) {
            m_exportRound = each.round;
            m_exportTable = each.table;
            m_exporter.open(each.label, context.ui.station.eventFolder, kinds, true, each.file);
        }
    }
    if (auto chosen = m_exporter.draw(context.ui.frame)) {
        app::EventRecords games = app::eventRecords(context.state, m_exportRound, m_exportTable,
                                                    records::formatOfPath(chosen->string()));
        std::vector<std::filesystem::path> written;
        std::vector<std::string> problems = app::writeRecordFile(games.games, *chosen, written);
        std::string text =
            written.empty()
                ? "nothing written"
                : "wrote " + written.front().string() +
                      (written.size() > 1 ? " and " + std::to_string(written.size() - 1) + " more"
                                          : "") +
                      " (" + app::countText(games.games.size(), "game") + ")";
        for (const std::string& left : games.leftOut) {
            text += "; left out: " + left;
        }
        for (const std::string& problem : problems) {
            text += "; " + problem;
        }
        context.ui.messages.tell(text, written.empty() || !problems.empty(), "round");
    }
}

void RoundView::drawNextStep(ViewContext& context, const model::Round& round) {
    // The three steps keep their own places; only the round's next one can be pressed, so a
    // double click never publishes and starts, or starts and finishes, a round.
    struct Step {
        const char* label;
        model::RoundStatus from;
        app::Command command;
    };
    int number = round.number;
    const Step steps[] = {
        {"Publish the pairing", model::RoundStatus::Paired, app::PublishRound{number}},
        {"Start the round (clocks)", model::RoundStatus::Published, app::StartRound{number}},
        {"Finish the round", model::RoundStatus::Started, app::FinishRound{number}},
    };
    for (std::size_t i = 0; i < std::size(steps); ++i) {
        if (i > 0) {
            ImGui::SameLine();
        }
        bool isNext = round.status == steps[i].from;
        ImGui::BeginDisabled(!isNext);
        if (trackedButton(context.ui.frame, steps[i].label) && isNext) {
            context.ui.outbox.emit(steps[i].command, "round");
        }
        ImGui::EndDisabled();
    }
}

void RoundView::handleKeys(ViewContext& context, const model::Round& round,
                           const std::vector<TableSummary>& rows) {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || rows.empty() || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
        return;
    }
    const int lastRow = static_cast<int>(rows.size()) - 1;
    if (m_awaitedTable) {
        const Message* answer = context.ui.messages.lastFrom("round");
        if (answer && answer->sequence > m_awaitedAfter) {
            if (!answer->isError) {
                for (std::size_t i = 0; i < rows.size(); ++i) {
                    if (rows[i].pairing.table == *m_awaitedTable) {
                        m_row = std::min(static_cast<int>(i) + 1, lastRow);
                        m_scrollsToRow = true;
                    }
                }
            } else if (!m_typedKeys.empty()) {
                // The keys after a refused result were meant for the boards after it.
                context.ui.messages.tell(answer->text + "; " +
                                             app::countText(m_typedKeys.size(), "later key") +
                                             " not applied",
                                         true, "round");
                m_typedKeys.clear();
            }
            m_awaitedTable.reset();
        }
    }
    if (ImGui::IsKeyPressed(key::kDown)) {
        m_row = std::min(m_row + 1, lastRow);
        m_scrollsToRow = true;
    }
    if (ImGui::IsKeyPressed(key::kUp)) {
        m_row = std::max(m_row - 1, 0);
        m_scrollsToRow = true;
    }
    const TableSummary& row = rows[static_cast<std::size_t>(m_row)];
    if (ImGui::IsKeyPressed(key::kEnter, false) || ImGui::IsKeyPressed(key::kKeypadEnter, false)) {
        context.ui.selection.round = round.number;
        context.ui.selection.table = row.pairing.table;
        context.ui.selection.view = ViewId::Table;
    }
    m_typedKeys.insert(m_typedKeys.end(), io.InputQueueCharacters.begin(),
                       io.InputQueueCharacters.end());
    if (!m_awaitedTable && !m_confirming) {
        handleNextKey(context, round, rows);
    }
    if (!m_typedKeys.empty()) {
        context.ui.frame.redrawIn(0); // the next key is handled in the next frame
    }
}

void RoundView::handleNextKey(ViewContext& context, const model::Round& round,
                              const std::vector<TableSummary>& rows) {
    while (!m_typedKeys.empty()) {
        char32_t typed = m_typedKeys.front();
        m_typedKeys.pop_front();
        std::optional<model::ResultCode> code = resultForKey(typed);
        if (!code) {
            if (typed > U' ') {
                context.ui.messages.tell(notAResultKey(typed), true, "round");
            }
            continue;
        }
        const TableSummary& target = rows[static_cast<std::size_t>(m_row)];
        const model::Table* table = round.findTable(target.pairing.table);
        if (table && needsConfirmation(*table, context.now)) {
            m_confirming = PendingResult{table->number, *code,
                                         resultQuestion(context.state, *table, *code, context.now),
                                         "", resultTarget(*table).result.has_value()};
            return;
        }
        context.ui.outbox.emit(
            app::SetResult{round.number, target.pairing.table, *code, "", "", 0, true}, "round");
        m_awaitedTable = target.pairing.table;
        m_awaitedAfter = context.ui.messages.told;
        return;
    }
}

void RoundView::drawConfirmation(ViewContext& context, const model::Round& round) {
    if (!m_confirming) {
        return;
    }
    const char* title =
        m_confirming->isCorrection ? "Correct a result" : "Result on a game in progress";
    if (!ImGui::IsPopupOpen(title)) {
        ImGui::OpenPopup(title);
    }
    // The dialog keeps inside the window whatever the names: its text wraps at its width.
    float width = std::min(640 * context.fonts.scale(), ImGui::GetIO().DisplaySize.x * 0.8f);
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoResize)) {
        return;
    }
    ImGui::TextWrapped("%s", m_confirming->question.c_str());
    if (ImGui::IsWindowAppearing()) {
        ImGui::SetKeyboardFocusHere();
    }
    ImGui::SetNextItemWidth(-1);
    inputText(context.ui.frame, "##resultreason", m_confirming->reason,
              "reason (required, recorded)");
    trackLastItem(context.ui.frame, "result reason");
    bool isEntered = trackedButton(context.ui.frame, m_confirming->isCorrection
                                                         ? "Correct the result"
                                                         : "Enter the result and stop the clock");
    ImGui::SameLine();
    bool isCancelled =
        trackedButton(context.ui.frame, "Cancel") || ImGui::IsKeyPressed(key::kEscape);
    if (isEntered && m_confirming->reason.empty()) {
        context.ui.messages.tell(m_confirming->isCorrection
                                     ? "a correction needs a reason"
                                     : "a result on a game in progress needs a reason",
                                 true, "round");
        isEntered = false;
    }
    if (isEntered) {
        context.ui.outbox.emit(app::SetResult{round.number, m_confirming->table, m_confirming->code,
                                              m_confirming->reason, "", 0, true},
                               "round");
        m_awaitedTable = m_confirming->table;
        m_awaitedAfter = context.ui.messages.told;
    }
    if (isEntered || isCancelled) {
        if (isCancelled && !m_typedKeys.empty()) {
            context.ui.messages.tell(
                "cancelled; " + app::countText(m_typedKeys.size(), "later key") + " not applied",
                false, "round");
            m_typedKeys.clear();
        }
        m_confirming.reset();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

void RoundView::drawPairings(ViewContext& context, const model::Round& round,
                             const std::vector<TableSummary>& rows) {
    bool isEditable =
        round.status == model::RoundStatus::Paired || round.status == model::RoundStatus::Published;
    float manualHeight = isEditable ? 150.0f * context.fonts.scale() : 0.0f;
    ImVec2 size(0, std::max(120.0f, ImGui::GetContentRegionAvail().y - manualHeight));
    if (ImGui::BeginTable("pairings", 7, kTableFlags, size)) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("Table");
        ImGui::TableSetupColumn("First player (tentative Black)",
                                ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Pts");
        ImGui::TableSetupColumn("Second player", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Pts");
        ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Time A / B");
        ImGui::TableHeadersRow();
        ImGuiListClipper clipper; // a 300-player round has 150 boards: draw the visible ones
        clipper.Begin(static_cast<int>(rows.size()));
        if (m_scrollsToRow) {
            clipper.ForceDisplayRangeByIndices(m_row, m_row + 1); // so that it can be scrolled to
        }
        while (clipper.Step()) {
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                drawPairingRow(context, round, rows[static_cast<std::size_t>(i)], i);
            }
        }
        ImGui::EndTable();
    }
    if (round.status == model::RoundStatus::Started) {
        for (const model::Table& table : round.tables) {
            context.ui.frame.redrawIn(nextClockChange(table.currentGame(), context.now));
        }
    }
    if (isEditable) {
        drawManualPairing(context, round);
    }
}

void RoundView::drawPairingRow(ViewContext& context, const model::Round& round,
                               const TableSummary& row, int index) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    std::string label = std::to_string(row.pairing.table) + "##row";
    ImGui::PushID(index);
    if (ImGui::Selectable(label.c_str(), index == m_row,
                          ImGuiSelectableFlags_SpanAllColumns |
                              ImGuiSelectableFlags_AllowDoubleClick)) {
        m_row = index;
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            context.ui.selection.round = round.number;
            context.ui.selection.table = row.pairing.table;
            context.ui.selection.view = ViewId::Table;
        }
    }
    ImGui::PopID();
    if (index == m_row && m_scrollsToRow) {
        ImGui::SetScrollHereY(0.5f);
        m_scrollsToRow = false;
    }
    // A list by player: each player's own score beside the name, never a bare "1-0"; a long
    // name is cut with "…" before the score, which always shows.
    auto player = [](bool isBlack, const std::string& name, const std::string& score) {
        ImGui::TableNextColumn();
        stoneIcon(isBlack);
        float scoreWidth = score.empty() ? 0.0f : ImGui::CalcTextSize(("  " + score).c_str()).x;
        fittedText(name, std::max(1.0f, ImGui::GetContentRegionAvail().x - scoreWidth));
        if (!score.empty()) {
            ImGui::SameLine(0, 0);
            ImGui::TextColored(colour::kGood, "  %s", score.c_str());
        }
    };
    player(row.isFirstBlack, row.pairing.firstName, row.pairing.firstScore);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(app::formatHalfPoints(row.pairing.firstHalfPoints).c_str());
    player(!row.isFirstBlack, row.pairing.secondName, row.pairing.secondScore);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(app::formatHalfPoints(row.pairing.secondHalfPoints).c_str());
    ImGui::TableNextColumn();
    ImVec4 tint = row.needsReferee || row.hasFlag ? colour::kAttention : colour::kMuted;
    std::string activity = row.activity;
    if (!row.manualReason.empty()) {
        activity += "  [by hand: " + row.manualReason + "]";
    }
    for (const std::string& warning : row.warnings) {
        activity += "  [warning: " + warning + "]";
    }
    fittedText(tint, activity);
    ImGui::TableNextColumn();
    if (!row.firstTime.empty()) {
        ImGui::Text("%s / %s", row.firstTime.c_str(), row.secondTime.c_str());
    }
}

void RoundView::drawManualPairing(ViewContext& context, const model::Round& round) {
    const model::EventState& state = context.state;
    heading(context.font(FontRole::Bold), "Set a table by hand");
    ImGui::SetNextItemWidth(120 * context.fonts.scale());
    inputNumber(context.ui.frame, "table##manual", m_manualTable);
    ImGui::SameLine();
    playerCombo(context.ui.frame, "first##manual", "first player", state, m_manualFirst);
    ImGui::SameLine();
    playerCombo(context.ui.frame, "second##manual", "second player", state, m_manualSecond);
    ImGui::SetNextItemWidth(400 * context.fonts.scale());
    inputText(context.ui.frame, "##manualreason", m_manualReason, "reason (recorded)");
    app::SetTable change{round.number,
                         m_manualTable,
                         model::PlayerId{m_manualFirst},
                         model::PlayerId{m_manualSecond},
                         m_manualReason,
                         {}};
    bool isComplete = m_manualFirst > 0 && m_manualSecond > 0;
    if (isComplete) {
        for (const std::string& warning : app::checkTableChange(state, change)) {
            colouredText(colour::kAttention, "warning: " + warning);
        }
    }
    ImGui::SameLine();
    if (trackedButton(context.ui.frame, "Set the table")) {
        if (!isComplete) {
            context.ui.messages.tell("choose both players of the table", true, "round");
        } else {
            context.ui.outbox.emit(change, "round");
        }
    }
}

} // namespace renju::arbiter::ui
