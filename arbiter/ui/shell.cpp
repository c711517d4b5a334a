#include "arbiter/ui/shell.hpp"

#include "arbiter/app/command_json.hpp"
#include "arbiter/app/command_text.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/players_clock.hpp"
#include "arbiter/ui/print_dialog.hpp"
#include "arbiter/ui/text_fit.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/clock_signals.hpp"
#include "arbiter/ui/view_registry.hpp"
#include "arbiter/ui/widgets.hpp"

namespace renju::arbiter::ui {

namespace {

constexpr ImGuiWindowFlags kFullScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;

const char* roundStatusText(model::RoundStatus status) {
    switch (status) {
    case model::RoundStatus::Paired:
        return "paired, not published";
    case model::RoundStatus::Published:
        return "published";
    case model::RoundStatus::Started:
        return "being played";
    case model::RoundStatus::Finished:
        return "finished";
    }
    return "";
}

} // namespace

const model::Round* selectedRound(const ViewContext& context) {
    return context.ui.selection.round > 0 ? context.state.findRound(context.ui.selection.round)
                                          : context.state.currentRound();
}

const model::Table* selectedTable(const ViewContext& context) {
    const model::Round* round = selectedRound(context);
    return round ? round->findTable(context.ui.selection.table) : nullptr;
}

const model::TableGame* selectedGame(const ViewContext& context) {
    const model::Round* round = selectedRound(context);
    const model::Table* table = round ? round->findTable(context.ui.selection.table) : nullptr;
    if (!table) {
        return nullptr;
    }
    const std::optional<GameChoice>& choice = context.ui.selection.chosenGame;
    if (choice && choice->round == round->number && choice->table == table->number) {
        const model::TableGame* chosen = table->findGame(choice->game);
        if (chosen && (chosen->hasStarted() || chosen->result)) {
            return chosen;
        }
    }
    return &table->currentGame();
}

Shell::Shell() : m_views(makeViews()), m_pendingTab(m_ui.selection.view) {}

void Shell::showView(ViewId view) {
    m_ui.selection.view = view;
    m_ui.selection.isPlayersMode = false;
    m_pendingTab = view;
}

Shell::~Shell() = default;

std::vector<PendingPrint> Shell::takePrints() {
    std::vector<PendingPrint> prints;
    prints.swap(m_ui.outbox.prints);
    return prints;
}

std::vector<PendingCommand> Shell::takeCommands() {
    std::vector<PendingCommand> commands;
    if (!m_ui.arbiter.isNeeded || !m_ui.arbiter.name.empty()) {
        commands.swap(m_ui.outbox.commands);
        return commands;
    }
    // The chief arbiter's name, typed when the event is created at this station, is the name
    // of the one typing: asking for it again right after would be asking twice. (Not for an
    // edit: a deputy changing the settings is not the chief arbiter the form still names.)
    for (const PendingCommand& pending : m_ui.outbox.commands) {
        const auto* created = std::get_if<app::CreateEvent>(&pending.command);
        if (created && !created->settings.chiefArbiter.empty() && !m_ui.station.isOnServer) {
            m_ui.arbiter.name = created->settings.chiefArbiter;
            m_ui.messages.tell("changes at this station are signed " + m_ui.arbiter.name +
                                   " (the chief arbiter)",
                               false, "setup");
            commands.swap(m_ui.outbox.commands);
            return commands;
        }
    }
    // No name yet: a player's clock press goes on (its instant matters); the arbiter's changes
    // wait until the name is given, so that the audit log says who made them.
    std::vector<PendingCommand> waiting;
    for (PendingCommand& pending : m_ui.outbox.commands) {
        const auto* action = std::get_if<app::GameAction>(&pending.command);
        bool isPress = action && action->event == "press";
        (isPress ? commands : waiting).push_back(std::move(pending));
    }
    m_ui.outbox.commands = std::move(waiting);
    m_ui.arbiter.isAsking = m_ui.arbiter.isAsking || !m_ui.outbox.commands.empty();
    return commands;
}

void Shell::drawNamePrompt() {
    const char* title = "Who is entering the changes?";
    if (!m_ui.arbiter.isAsking) {
        return;
    }
    if (!ImGui::IsPopupOpen(title)) {
        ImGui::OpenPopup(title);
    }
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        return;
    }
    ImGui::TextUnformatted("Your name goes into the audit log with every change you make at this "
                           "station; it is remembered for the event.");
    if (ImGui::IsWindowAppearing()) {
        ImGui::SetKeyboardFocusHere();
    }
    ImGui::SetNextItemWidth(360 * ImGui::GetFontSize() / 16);
    inputText(m_ui.frame, "##arbitername", m_nameField, "your name");
    bool isEntered = ImGui::IsItemFocused() && ImGui::IsKeyPressed(key::kEnter, false);
    trackLastItem(m_ui.frame, "arbiter name");
    isEntered = trackedButton(m_ui.frame, "Save the name") || isEntered;
    ImGui::SameLine();
    bool isCancelled = trackedButton(m_ui.frame, "Cancel##name");
    if (isEntered && !m_nameField.empty()) {
        m_ui.arbiter.name = m_nameField;
        m_ui.arbiter.isAsking = false;
        ImGui::CloseCurrentPopup();
    } else if (isCancelled) {
        m_ui.messages.tell(app::countText(m_ui.outbox.commands.size(), "change") +
                               " not made: the audit log needs your name",
                           true, "event");
        m_ui.outbox.commands.clear();
        m_ui.arbiter.isAsking = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

void Shell::onExecuted(const PendingCommand& pending, const app::ExecutedCommand& executed,
                       const model::EventState& state, std::int64_t now) {
    const app::CommandOutcome& outcome = executed.outcome;
    std::string text = outcome.message.empty() ? "done" : outcome.message;
    for (const std::string& warning : outcome.warnings) {
        text += "; warning: " + warning;
    }
    m_ui.messages.tell(text, !outcome.isAccepted, pending.origin);
    for (const std::string& notice : executed.notices) {
        m_ui.messages.tell(notice, false, "event");
    }
    // A claim calls the referee until nothing awaits a ruling at its table any more (a ruling,
    // the claim taken back, the arbiter's result), whichever command did it.
    if (auto [round, table] = app::commandPlace(pending.command); outcome.isAccepted && table > 0) {
        syncClaimCall(m_ui.calls, state, round, table, now);
    }
}

void Shell::onOthersEntries(const app::CatchUp& caught, const model::EventState& state,
                            std::int64_t now) {
    // Another station's claim calls this referee too; its ruling ends the call.
    for (const storage::JournalEntry& entry : caught.entries) {
        if (entry.kind != storage::EntryKind::Command) {
            continue;
        }
        try {
            auto [round, table] = app::commandPlace(app::commandFromJson(entry.payload));
            if (table > 0) {
                syncClaimCall(m_ui.calls, state, round, table, now);
            }
        } catch (const std::exception&) {
            // An entry this program cannot read was refused by the session already.
        }
    }
    m_ui.station.connectionProblem = caught.problem;
}

void Shell::notify(std::string text, bool isError) {
    m_ui.messages.tell(std::move(text), isError, "event");
}

void Shell::handleGlobalKeys() {
    ImGuiIO& io = ImGui::GetIO();
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        if (ImGui::IsKeyPressed(key::function(static_cast<int>(i) + 1), false)) {
            showView(m_views[i]->id());
        }
    }
    if (ImGui::IsKeyPressed(key::kF11, false)) {
        m_ui.selection.isPlayersMode = !m_ui.selection.isPlayersMode;
    }
    if (m_ui.selection.isPlayersMode && !io.WantTextInput &&
        ImGui::IsKeyPressed(key::kEscape, false)) {
        m_ui.selection.isPlayersMode = false;
    }
}

void Shell::handleClockButtons(const ViewContext& context) {
    const model::Table* selected = selectedTable(context);
    bool isClockShown = m_ui.selection.view == ViewId::Clock || m_ui.selection.isPlayersMode;
    if (selected &&
        (isClockShown || (!m_ui.clockButtons.table && !m_ui.clockButtons.presses.empty()))) {
        m_ui.clockButtons.table = selected->number;
    }
    std::vector<ClockButtonPress> presses;
    presses.swap(m_ui.clockButtons.presses);
    if (presses.empty()) {
        return;
    }
    // The live round's table, whatever round is being looked at.
    const model::Round* round = selectedRound(context);
    for (const model::Round& candidate : context.state.rounds) {
        if (candidate.status == model::RoundStatus::Started) {
            round = &candidate;
        }
    }
    const model::Table* table =
        round && m_ui.clockButtons.table ? round->findTable(*m_ui.clockButtons.table) : nullptr;
    for (const ClockButtonPress& press : presses) {
        if (!table) {
            m_ui.messages.tell("clock button: no table to press (select one and show its clock)",
                               true, "clock");
            continue;
        }
        std::string origin = tableOrigin(round->number, table->number);
        std::string problem = clockPressProblem(*table, press.seat, press.eventTime);
        if (!problem.empty()) {
            m_ui.messages.tell("clock button " + std::string(1, clock::seatLetter(press.seat)) +
                                   ": " + problem,
                               true, origin);
            continue;
        }
        m_ui.outbox.emit(app::GameAction{round->number, table->number, "press", ""}, origin,
                         press.monotonicAt);
    }
}

void Shell::draw(ViewContext& context) {
    m_ui.frame.targets.clear();
    m_ui.frame.board.isShown = false;
    m_ui.frame.tablePlayers.clear();
    m_ui.frame.comboShows.clear();
    m_ui.frame.openCombo = OpenCombo{};
    m_ui.frame.nextChangeIn.reset();
    handleGlobalKeys();
    handleClockButtons(context);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    if (m_ui.selection.isPlayersMode) {
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
        ImGui::Begin("Players' clock", nullptr, kFullScreen);
        drawPlayersClock(context);
        ImGui::End();
        ImGui::PopStyleVar();
        return;
    }
    // The frame is cleared to the background colour: the main window draws none.
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
    ImGui::Begin("Renju Arbiter", nullptr, kFullScreen | ImGuiWindowFlags_NoScrollbar);
    ImGui::PopStyleColor();
    drawHeader(context);
    drawCallBar();
    float statusHeight = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
    ImGui::BeginChild("content", ImVec2(0, -statusHeight), false, ImGuiWindowFlags_NoScrollbar);
    drawTabs(context);
    ImGui::EndChild();
    drawStatusLine();
    drawNamePrompt();
    ImGui::End();
    drawPrintDialog(context);
}

void Shell::drawHeader(ViewContext& context) {
    // One line of fixed height: the buttons keep their place at the right, and the title and
    // the round's state share what is left, cut with "…" when they do not fit.
    const model::EventState& state = context.state;
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* soundLabel = m_ui.station.isMuted ? "Sound: off##mute" : "Sound: on##mute";
    float buttons = ImGui::CalcTextSize("Sound: off").x +
                    ImGui::CalcTextSize("Players' clock (F11)").x + 4 * style.FramePadding.x +
                    2 * style.ItemSpacing.x;
    float left = ImGui::GetContentRegionAvail().x - buttons;
    ImFont* headingFont = context.font(FontRole::Heading);
    std::string title = state.isCreated ? state.settings.name : "No event yet";
    float titleWidth =
        std::min(left * 0.55f,
                 headingFont->CalcTextSizeA(headingFont->FontSize, FLT_MAX, 0, title.c_str()).x);
    fittedText(headingFont, title, titleWidth);
    float headingBottom = ImGui::GetItemRectMax().y;
    std::string status;
    if (const model::Round* round = state.currentRound()) {
        status = "round " + std::to_string(round->number) + " of " +
                 std::to_string(state.settings.rounds) + ": " + roundStatusText(round->status);
    } else if (state.isCreated) {
        status = "no round paired yet";
    }
    if (m_ui.clockButtons.table) {
        status += "  ·  clock buttons: table " + std::to_string(*m_ui.clockButtons.table);
    }
    bool isLost = !m_ui.station.connectionProblem.empty();
    if (isLost) {
        // Said at once and first: nothing entered now is saved until the server is back.
        status = "SERVER LOST, reconnecting; nothing is saved meanwhile (" +
                 m_ui.station.connectionProblem + ")  ·  " + status;
    }
    ImGui::SameLine(0, 2 * style.ItemSpacing.x);
    // Bottom-align the smaller status text with the title.
    ImGui::SetCursorScreenPos(
        ImVec2(ImGui::GetCursorScreenPos().x, headingBottom - ImGui::GetTextLineHeight() - 1));
    float statusWidth = left - titleWidth - 3 * style.ItemSpacing.x;
    fittedText(isLost ? colour::kError : colour::kMuted, status, std::max(1.0f, statusWidth));
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - buttons + style.ItemSpacing.x);
    if (trackedButton(m_ui.frame, soundLabel)) {
        m_ui.station.isMuted = !m_ui.station.isMuted;
    }
    ImGui::SameLine();
    if (trackedButton(m_ui.frame, "Players' clock (F11)")) {
        m_ui.selection.isPlayersMode = true;
    }
}

void Shell::drawCallBar() {
    // Always one row, called or not: nothing below it ever moves when a call comes or goes
    // (a click in progress on the board must land where it was aimed).
    const auto& calls = m_ui.calls.calls();
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, calls.empty() ? colour::kQuietBar : colour::kCallBar);
    float height = ImGui::GetFrameHeight() + 2 * style.WindowPadding.y;
    ImGui::BeginChild("calls", ImVec2(0, height), true, ImGuiWindowFlags_NoScrollbar);
    if (calls.empty()) {
        ImGui::AlignTextToFramePadding();
        fittedText(colour::kMuted, "No referee call.");
    } else {
        std::string more = "All calls (" + std::to_string(calls.size()) + ")";
        float moreWidth = calls.size() > 1 ? ImGui::CalcTextSize(more.c_str()).x +
                                                 2 * style.FramePadding.x + style.ItemSpacing.x
                                           : 0.0f;
        drawCall(0, moreWidth);
        if (calls.size() > 1) {
            ImGui::SameLine();
            if (trackedButton(m_ui.frame, more.c_str())) {
                ImGui::OpenPopup("all calls");
            }
        }
        if (ImGui::BeginPopup("all calls")) {
            for (std::size_t i = 0; i < m_ui.calls.calls().size(); ++i) {
                drawCall(i, 0);
            }
            ImGui::EndPopup();
        }
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

void Shell::drawCall(std::size_t index, float rightMargin) {
    const RefereeCall call = m_ui.calls.calls()[index];
    ImGui::PushID(static_cast<int>(index));
    if (ImGui::Button("Go")) {
        m_ui.selection.round = call.round;
        m_ui.selection.table = call.table;
        showView(ViewId::Table);
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    bool isDone = ImGui::Button("Done");
    ImGui::SameLine();
    std::string line =
        std::to_string(index + 1) + ". round " + std::to_string(call.round) + ", " + callText(call);
    ImGui::AlignTextToFramePadding();
    float width = rightMargin > 0 ? ImGui::GetContentRegionAvail().x - rightMargin
                                  : 40 * ImGui::GetFontSize();
    fittedText(line, std::max(1.0f, width));
    ImGui::PopID();
    if (isDone) {
        m_ui.calls.dismiss(index); // drawn: the next frame shows the queue without it
    }
}

void Shell::drawTabs(ViewContext& context) {
    if (!ImGui::BeginTabBar("views")) {
        return;
    }
    // A tab chosen by a key or a view opens in the next frame (Dear ImGui selects it then).
    std::optional<ViewId> request = m_pendingTab;
    m_pendingTab.reset();
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        View& view = *m_views[i];
        std::string label = std::string(view.title()) + "  F" + std::to_string(i + 1);
        ImGuiTabItemFlags flags = request == view.id() ? ImGuiTabItemFlags_SetSelected : 0;
        bool isOpen = ImGui::BeginTabItem(label.c_str(), nullptr, flags);
        trackLastItem(m_ui.frame, std::string("tab:") + view.title());
        if (!isOpen) {
            continue;
        }
        if (!request) {
            m_ui.selection.view = view.id();
        }
        ViewId before = m_ui.selection.view;
        ImGui::BeginChild("view", ImVec2(0, 0), false);
        view.draw(context);
        ImGui::EndChild();
        ImGui::EndTabItem();
        if (m_ui.selection.view != before) {
            m_pendingTab = m_ui.selection.view; // the view asked for another one (Enter on a board)
        }
    }
    ImGui::EndTabBar();
}

void Shell::drawStatusLine() {
    // One line: a long message is cut with "…" and shown whole on hover, never wrapped onto a
    // second line that would push the window's content.
    ImGui::Separator();
    // A message belongs to the view it was told in: another view starts with a clean line, so
    // a refusal in red never seems to be about what the referee looks at now.
    ViewId view = m_ui.selection.isPlayersMode ? ViewId::Clock : m_ui.selection.view;
    if (!m_statusView) {
        m_statusView = view; // the first frame shows what was told before it
    } else if (view != *m_statusView) {
        m_statusView = view;
        m_statusSince = m_ui.messages.told;
    }
    const Message* last = m_ui.messages.last();
    if (!last || last->sequence <= m_statusSince) {
        m_statusShown = 0;
        fittedText(colour::kMuted, "Ready.");
        return;
    }
    const Message& message = *last;
    m_statusShown = message.sequence;
    fittedText(message.isError ? colour::kError : colour::kMuted,
               (message.isError ? "Refused: " : "") + message.text);
}

} // namespace renju::arbiter::ui
