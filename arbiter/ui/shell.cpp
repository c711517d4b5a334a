#include "arbiter/ui/shell.hpp"

#include "arbiter/app/command_text.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/players_clock.hpp"
#include "arbiter/ui/print_dialog.hpp"
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
    return context.ui.round > 0 ? context.state.findRound(context.ui.round)
                                : context.state.currentRound();
}

const model::Table* selectedTable(const ViewContext& context) {
    const model::Round* round = selectedRound(context);
    return round ? round->findTable(context.ui.table) : nullptr;
}

Shell::Shell() : m_views(makeViews()), m_pendingTab(m_ui.view) {}

void Shell::showView(ViewId view) {
    m_ui.view = view;
    m_ui.isPlayersMode = false;
    m_pendingTab = view;
}

Shell::~Shell() = default;

std::vector<PendingPrint> Shell::takePrints() {
    std::vector<PendingPrint> prints;
    prints.swap(m_ui.printOutbox);
    return prints;
}

std::vector<PendingCommand> Shell::takeCommands() {
    std::vector<PendingCommand> commands;
    commands.swap(m_ui.outbox);
    return commands;
}

void Shell::onExecuted(const PendingCommand& pending, const app::ExecutedCommand& executed,
                       const model::EventState& state, std::int64_t now) {
    const app::CommandOutcome& outcome = executed.outcome;
    std::string text = outcome.message.empty() ? "done" : outcome.message;
    for (const std::string& warning : outcome.warnings) {
        text += "; warning: " + warning;
    }
    m_ui.tell(text, !outcome.isAccepted, pending.origin);
    for (const std::string& notice : executed.notices) {
        m_ui.tell(notice, false, "event");
    }
    // A claim calls the referee until nothing awaits a ruling at its table any more (a ruling,
    // the claim taken back, the arbiter's result), whichever command did it.
    if (auto [round, table] = app::commandPlace(pending.command); outcome.isAccepted && table > 0) {
        syncClaimCall(m_ui.calls, state, round, table, now);
    }
}

void Shell::notify(std::string text, bool isError) {
    m_ui.tell(std::move(text), isError, "event");
}

void Shell::handleGlobalKeys() {
    ImGuiIO& io = ImGui::GetIO();
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        if (ImGui::IsKeyPressed(key::function(static_cast<int>(i) + 1), false)) {
            showView(m_views[i]->id());
        }
    }
    if (ImGui::IsKeyPressed(key::kF11, false)) {
        m_ui.isPlayersMode = !m_ui.isPlayersMode;
    }
    if (m_ui.isPlayersMode && !io.WantTextInput && ImGui::IsKeyPressed(key::kEscape, false)) {
        m_ui.isPlayersMode = false;
    }
}

void Shell::handleClockButtons(const ViewContext& context) {
    const model::Table* selected = selectedTable(context);
    bool isClockShown = m_ui.view == ViewId::Clock || m_ui.isPlayersMode;
    if (selected && (isClockShown || (!m_ui.clockButtonsTable && !m_ui.clockButtons.empty()))) {
        m_ui.clockButtonsTable = selected->number;
    }
    std::vector<ClockButtonPress> presses;
    presses.swap(m_ui.clockButtons);
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
        round && m_ui.clockButtonsTable ? round->findTable(*m_ui.clockButtonsTable) : nullptr;
    for (const ClockButtonPress& press : presses) {
        if (!table) {
            m_ui.tell("clock button: no table to press (select one and show its clock)", true,
                      "clock");
            continue;
        }
        std::string origin = tableOrigin(round->number, table->number);
        std::string problem = clockPressProblem(*table, press.seat, press.eventTime);
        if (!problem.empty()) {
            m_ui.tell("clock button " + std::string(1, clock::seatLetter(press.seat)) + ": " +
                          problem,
                      true, origin);
            continue;
        }
        m_ui.emit(app::GameAction{round->number, table->number, "press", ""}, origin,
                  press.monotonicAt);
    }
}

void Shell::draw(ViewContext& context) {
    m_ui.targets.clear();
    m_ui.board.isShown = false;
    m_ui.nextChangeIn.reset();
    handleGlobalKeys();
    handleClockButtons(context);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    if (m_ui.isPlayersMode) {
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
    drawCallBar(context);
    float statusHeight = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
    ImGui::BeginChild("content", ImVec2(0, -statusHeight), false, ImGuiWindowFlags_NoScrollbar);
    drawTabs(context);
    ImGui::EndChild();
    drawStatusLine();
    ImGui::End();
    drawPrintDialog(context);
}

void Shell::drawHeader(ViewContext& context) {
    const model::EventState& state = context.state;
    std::string title = state.isCreated ? state.settings.name : "No event yet";
    heading(context.font(FontRole::Heading), title);
    float headingBottom = ImGui::GetItemRectMax().y;
    ImGui::SameLine();
    // Bottom-align the smaller status text with the title.
    ImGui::SetCursorScreenPos(
        ImVec2(ImGui::GetCursorScreenPos().x, headingBottom - ImGui::GetTextLineHeight() - 1));
    if (const model::Round* round = state.currentRound()) {
        colouredText(colour::kMuted, "  round " + std::to_string(round->number) + " of " +
                                         std::to_string(state.settings.rounds) + ": " +
                                         roundStatusText(round->status));
    } else if (state.isCreated) {
        colouredText(colour::kMuted, "  no round paired yet");
    }
    if (m_ui.clockButtonsTable) {
        ImGui::SameLine();
        colouredText(colour::kMuted,
                     "  ·  clock buttons: table " + std::to_string(*m_ui.clockButtonsTable));
    }
    float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine(right - 260 * context.fonts.scale());
    if (trackedButton(m_ui, m_ui.isMuted ? "Sound: off##mute" : "Sound: on##mute")) {
        m_ui.isMuted = !m_ui.isMuted;
    }
    ImGui::SameLine();
    if (trackedButton(m_ui, "Players' clock (F11)")) {
        m_ui.isPlayersMode = true;
    }
}

void Shell::drawCallBar(ViewContext& context) {
    if (m_ui.calls.calls().empty()) {
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_ChildBg, colour::kCallBar);
    float rows = static_cast<float>(std::min<std::size_t>(m_ui.calls.calls().size(), 3));
    float height = rows * ImGui::GetFrameHeightWithSpacing() - ImGui::GetStyle().ItemSpacing.y +
                   2 * ImGui::GetStyle().WindowPadding.y;
    ImGui::BeginChild("calls", ImVec2(0, height), true);
    std::optional<std::size_t> dismissed;
    const auto& calls = m_ui.calls.calls();
    for (std::size_t i = 0; i < calls.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Button("Go")) {
            m_ui.round = calls[i].round;
            m_ui.table = calls[i].table;
            showView(ViewId::Table);
        }
        ImGui::SameLine();
        if (ImGui::Button("Done")) {
            dismissed = i;
        }
        ImGui::SameLine();
        std::string line = std::to_string(i + 1) + ". round " + std::to_string(calls[i].round) +
                           ", " + callText(calls[i]);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(line.c_str());
        ImGui::PopID();
    }
    if (dismissed) {
        m_ui.calls.dismiss(*dismissed);
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    (void)context;
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
        trackLastItem(m_ui, std::string("tab:") + view.title());
        if (!isOpen) {
            continue;
        }
        if (!request) {
            m_ui.view = view.id();
        }
        ViewId before = m_ui.view;
        ImGui::BeginChild("view", ImVec2(0, 0), false);
        view.draw(context);
        ImGui::EndChild();
        ImGui::EndTabItem();
        if (m_ui.view != before) {
            m_pendingTab = m_ui.view; // the view asked for another one (Enter on a board)
        }
    }
    ImGui::EndTabBar();
}

void Shell::drawStatusLine() {
    ImGui::Separator();
    if (m_ui.messages.empty()) {
        colouredText(colour::kMuted, "Ready.");
        return;
    }
    messageLine(m_ui.messages.back());
}

} // namespace renju::arbiter::ui
