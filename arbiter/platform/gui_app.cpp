#include "arbiter/platform/gui_app.hpp"

#include "arbiter/logging.hpp"
#include "arbiter/platform/arbiter_name.hpp"
#include "arbiter/platform/cups_service.hpp"
#include "arbiter/platform/font_files.hpp"
#include "arbiter/print/print_time.hpp"
#include "arbiter/print/printer.hpp"
#include "arbiter/storage/event_location.hpp"
#include "arbiter/storage/event_stores.hpp"
#include "arbiter/storage/postgres_event_store.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/event_text.hpp"

#include <SDL.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <imgui.h>
#include <iterator>
#include <spdlog/spdlog.h>
#include <unistd.h>

namespace renju::arbiter::platform {

namespace {

std::int64_t monotonicNow() {
    return RealClock::monotonicNow().count();
}

std::unique_ptr<app::EventSession> openSession(const std::string& path, const std::string& actor,
                                               const app::Instant& now,
                                               std::vector<std::string>& notices) {
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    std::string holder = "renju-arbiter GUI pid " + std::to_string(getpid()) + " on " + host;
    storage::EventLocation location = storage::parseEventLocation(path);
    auto store = location.isServer() || std::filesystem::exists(path)
                     ? storage::openEventStore(location, false, holder, monotonicNow)
                     : storage::createEventStore(location, holder, monotonicNow);
    startEventLog(storage::localEventPath(location));
    return app::EventSession::open(std::move(store), now, actor, notices);
}

std::optional<std::int64_t> soonest(std::initializer_list<std::optional<std::int64_t>> times) {
    std::optional<std::int64_t> best;
    for (const auto& time : times) {
        if (time && (!best || *time < *best)) {
            best = time;
        }
    }
    return best;
}

} // namespace

const std::vector<storage::JournalEntry>& JournalCache::entries() {
    if (m_loaded != m_version) {
        m_entries.clear();
        m_session.store().forEachEntry(
            [this](const storage::JournalEntry& entry) { m_entries.push_back(entry); });
        m_loaded = m_version;
    }
    return m_entries;
}

ImGuiContextOwner::ImGuiContextOwner() {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // the layout is fixed: nothing to remember between sessions
    io.ConfigInputTextCursorBlink = false; // a blinking cursor would wake the laptop
}

ImGuiContextOwner::~ImGuiContextOwner() {
    ImGui::DestroyContext();
}

GuiApp::GuiApp(const GuiOptions& options)
    : m_stopSignals([this] {
          if (m_hasWindow) {
              Window::wake(); // the loop sees the request and returns: the event closes cleanly
          }
      }) {
    // The window first: when there is no display, the event is not even opened (an opened
    // session that is not closed would read as a crash next time, pausing running clocks).
    m_fonts = std::make_unique<ui::Fonts>(findFontFiles());
    Window::Callbacks callbacks;
    // Two frames: one takes the input, the next shows what it changed.
    callbacks.onInput = [this] { m_framesWanted = std::max(m_framesWanted, 2); };
    callbacks.onClockKey = [this](bool isLeft, std::int64_t at) {
        std::lock_guard lock(m_pressMutex);
        m_presses.push_back(MonotonicPress{isLeft ? clock::Seat::A : clock::Seat::B, at});
    };
    callbacks.onScaleChange = [this] { m_isScaleChanged = true; };
    m_window = std::make_unique<Window>(options.window, callbacks);
    m_hasWindow = true;
    std::vector<std::string> notices;
    m_namePath = arbiterNamePath(options.eventPath);
    m_arbiterName = options.arbiter.empty() ? readArbiterName(m_namePath) : options.arbiter;
    bool isNew =
        !storage::isServerUri(options.eventPath) && !std::filesystem::exists(options.eventPath);
    m_session =
        openSession(options.eventPath, "gui:" + (m_arbiterName.empty() ? "gui" : m_arbiterName),
                    instantNow(), notices);
    for (const app::Command& command :
         isNew ? options.newEventCommands : std::vector<app::Command>{}) {
        app::ExecutedCommand executed =
            m_session->execute(command, app::CommandTime{instantNow(), std::nullopt});
        if (!executed.outcome.isAccepted) {
            throw std::runtime_error("the new event could not be set up: " +
                                     executed.outcome.message);
        }
    }
    if (options.firstView) {
        m_shell.showView(*options.firstView);
    }
    m_shell.ui().arbiter.name = m_arbiterName;
    m_eventPath = options.eventPath;
    m_shell.ui().station.isOnServer = storage::isServerUri(options.eventPath);
    m_shell.ui().arbiter.isNeeded = true;
    m_printFolder = std::filesystem::absolute(
                        storage::localEventPath(storage::parseEventLocation(options.eventPath)))
                        .parent_path() /
                    "prints";
    std::ifstream papersize("/etc/papersize");
    std::string papersizeText((std::istreambuf_iterator<char>(papersize)),
                              std::istreambuf_iterator<char>());
    m_paper = print::systemPaper(std::getenv("PAPERSIZE"), papersizeText);
    m_shell.ui().print.systemPaper = m_paper;
    m_shell.ui().station.eventFolder = m_printFolder.parent_path();
    m_journal = std::make_unique<JournalCache>(*m_session);
    // On an event server, other stations' commands arrive by the journal's watch.
    m_session->watchJournal([this] {
        m_hasOthersAppended = true;
        Window::wake();
    });
    for (const std::string& notice : notices) {
        m_shell.notify(notice, true);
    }
    // The call queue lives in memory: claims still awaiting a ruling are called again.
    for (ui::RefereeCall& call : ui::pendingClaimCalls(m_session->state(), eventNow())) {
        m_shell.ui().calls.push(std::move(call));
    }
    rebuildFonts();
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    m_audio = std::make_unique<Audio>();
    m_printer =
        std::make_unique<PrintWorker>(std::make_unique<CupsService>(), [] { Window::wake(); });
    m_printDialog = std::make_unique<PrintDialogHost>(*m_window, *m_printer);
    m_controllers = std::make_unique<Controllers>([this](clock::Seat seat, std::int64_t at) {
        {
            std::lock_guard lock(m_pressMutex);
            m_presses.push_back(MonotonicPress{seat, at});
        }
        Window::wake();
    });
    subsystemLogger("gui")->info("opened {} ({} players, {} rounds)", options.eventPath,
                                 m_session->state().players.size(),
                                 m_session->state().rounds.size());
}

GuiApp::~GuiApp() {
    m_printDialog.reset(); // frees the preview's textures while OpenGL is there
    m_printer.reset();     // finishes the queued prints while the window can still be woken
    m_hasWindow = false;
    m_controllers.reset();
    m_audio.reset();
    SDL_Quit();
    m_session->close(instantNow());
}

app::Instant GuiApp::instantNow() const {
    return app::Instant{monotonicNow(), RealClock::wallClockMilliseconds(), RealClock::bootId()};
}

app::Instant GuiApp::instantAt(std::int64_t monotonic) const {
    app::Instant now = instantNow();
    return app::Instant{monotonic, now.wallMilliseconds - (now.monotonicMilliseconds - monotonic),
                        now.bootId};
}

std::int64_t GuiApp::eventNow() const {
    return std::max(m_session->eventTimeAt(instantNow()), m_session->lastEventTime());
}

void GuiApp::rebuildFonts() {
    ImGuiIO& io = ImGui::GetIO();
    float scale = m_window->contentScale();
    std::vector<char32_t> codepoints = ui::eventCodepoints(m_session->state());
    codepoints.insert(codepoints.end(), m_typed.begin(), m_typed.end());
    std::sort(codepoints.begin(), codepoints.end());
    codepoints.erase(std::unique(codepoints.begin(), codepoints.end()), codepoints.end());
    m_fonts->build(*io.Fonts, scale, codepoints);
    io.FontDefault = m_fonts->get(ui::FontRole::Body);
    ui::applyTheme(ImGui::GetStyle(), scale);
    m_window->reloadFontTexture();
    m_isScaleChanged = false;
}

void GuiApp::prepareFonts() {
    ImGuiIO& io = ImGui::GetIO();
    bool hasNewTyped = false;
    std::vector<char32_t> wanted;
    wanted.swap(m_shell.ui().frame.wantedGlyphs);
    wanted.insert(wanted.end(), io.InputQueueCharacters.begin(), io.InputQueueCharacters.end());
    for (char32_t typed : wanted) {
        if (typed > 0x7F && std::find(m_typed.begin(), m_typed.end(), typed) == m_typed.end()) {
            m_typed.push_back(typed);
            hasNewTyped = true;
        }
    }
    bool needsRebuild = m_isScaleChanged || hasNewTyped;
    if (m_isStateChanged) {
        needsRebuild =
            needsRebuild || m_fonts->needsRebuild(ui::eventCodepoints(m_session->state()));
        m_isStateChanged = false;
    }
    if (needsRebuild) {
        rebuildFonts();
    }
}

void GuiApp::buildDrawData() {
    m_window->newFrame();
    ImGuiIO& io = ImGui::GetIO();
    if (m_injection.isActive) {
        io.MousePos = ImVec2(m_injection.x, m_injection.y);
        io.MouseDown[0] = m_injection.isDown;
        std::fill(std::begin(io.KeysDown), std::end(io.KeysDown), false);
        if (m_injection.key >= 0) {
            io.KeysDown[m_injection.key] = true;
        }
        io.KeyCtrl = m_injection.isCtrlDown;
        io.MouseWheel = m_injection.wheel;
        for (unsigned int character : m_injection.characters) {
            io.AddInputCharacter(character);
        }
        m_injection.characters.clear();
    }
    io.DeltaTime = std::max(io.DeltaTime, 1e-4f);
    prepareFonts();
    m_shell.ui().outbox.basis = m_session->appliedSequence(); // what the commands rest on
    ImGui::NewFrame();
    // The frame's instant: the clocks are read at it, and the next digit is due after it.
    m_frameAt = monotonicNow();
    std::int64_t eventTime =
        std::max(m_session->eventTimeAt(instantAt(m_frameAt)), m_session->lastEventTime());
    ui::ViewContext context{m_session->state(), eventTime, m_shell.ui(), *m_fonts, m_journal.get()};
    m_shell.draw(context);
    ImGui::Render();
}

void GuiApp::buildFrame() {
    buildDrawData();
}

void GuiApp::renderFrame() {
    buildDrawData();
    m_window->render();
    m_window->finish();
}

void GuiApp::drawFrame(const std::string& screenshotPath) {
    buildDrawData();
    m_window->render();
    if (!screenshotPath.empty()) {
        writePng(screenshotPath, m_window->readBackBuffer());
    }
    m_window->swap();
    ++m_framesDrawn;
    const std::optional<std::int64_t>& delay = m_shell.ui().frame.nextChangeIn;
    m_nextChangeAt = delay ? std::optional(m_frameAt + *delay) : std::nullopt;
    executeCommands();
    executePrints();
    // The players' clock fills the screen, not only the window (read from 3 m).
    m_window->setFullScreen(m_shell.ui().selection.isPlayersMode);
}

void GuiApp::executePrints() {
    ui::UiState& ui = m_shell.ui();
    print::PrintTime printedAt = print::localPrintTime(instantNow().wallMilliseconds);
    for (const ui::PendingPrint& pending : m_shell.takePrints()) {
        std::string problem;
        auto document = print::buildDocument(m_session->state(), pending.request, problem);
        if (!document) {
            ui.messages.tell("print: " + problem, true, pending.origin);
            continue;
        }
        std::filesystem::path path = m_printFolder / (document->fileStem + ".pdf");
        ui.messages.tell((pending.target.printer.empty() ? "saving " : "printing ") +
                             document->title + ", " + document->subtitle + "...",
                         false, pending.origin);
        m_printer->submit(std::move(*document), print::PdfOptions{pending.paper, printedAt}, path,
                          pending.target, pending.origin);
        m_framesWanted = std::max(m_framesWanted, 2);
    }
    bool wasOpen = ui.print.dialog.isOpen;
    m_printDialog->serve(m_session->state(), ui.print.dialog, printedAt,
                         static_cast<double>(m_window->contentScale()));
    if (wasOpen != ui.print.dialog.isOpen) {
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void GuiApp::takePrintReports() {
    for (PrintReport& report : m_printer->takeReports()) {
        m_shell.ui().messages.tell(std::move(report.message), report.isError, report.origin);
        m_framesWanted = std::max(m_framesWanted, 2);
    }
    if (m_printDialog->takeResults(m_shell.ui().print.dialog)) {
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void GuiApp::addRequestedReferee() {
    std::optional<ui::StationState::RefereeRequest>& request = m_shell.ui().station.refereeRequest;
    if (!request) {
        return;
    }
    try {
        storage::addReferee(m_eventPath, request->name, request->role, request->password);
        m_shell.ui().messages.tell(
            "referee " + request->name + " may now sign in as " + request->role, false, "setup");
    } catch (const std::exception& error) {
        m_shell.ui().messages.tell(error.what(), true, "setup");
    }
    std::fill(request->password.begin(), request->password.end(), '\0');
    request.reset();
    m_framesWanted = std::max(m_framesWanted, 2);
}

void GuiApp::executeCommands() {
    addRequestedReferee();
    if (m_shell.ui().arbiter.name != m_arbiterName) { // given at the first change
        m_arbiterName = m_shell.ui().arbiter.name;
        m_session->setActor("gui:" + m_arbiterName);
        if (!rememberArbiterName(m_namePath, m_arbiterName)) {
            m_shell.notify("the name could not be remembered in " + m_namePath.string() +
                               "; it is used until the window closes",
                           true);
        }
    }
    for (const ui::PendingCommand& pending : m_shell.takeCommands()) {
        app::Instant now = instantNow();
        app::Instant when =
            pending.monotonicAt
                ? m_session->instantNotBeforeLast(instantAt(*pending.monotonicAt), now)
                : now;
        app::ExecutedCommand executed = m_session->execute(
            pending.command, app::CommandTime{when, std::nullopt}, pending.basis);
        m_shell.onExecuted(pending, executed, m_session->state(), m_session->eventTimeAt(when));
        if (!executed.outcome.isAccepted) {
            subsystemLogger("gui")->info("refused: {}", executed.outcome.message);
        }
        m_journal->invalidate();
        m_isStateChanged = true;
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void GuiApp::checkAlerts() {
    const model::EventState& state = m_session->state();
    std::int64_t now = eventNow();
    const ui::UiState& ui = m_shell.ui();
    bool isClockShown = ui.selection.view == ui::ViewId::Clock || ui.selection.isPlayersMode;
    const model::Round* shownRound =
        ui.selection.round > 0 ? state.findRound(ui.selection.round) : state.currentRound();
    m_nextAlertAt.reset();
    for (const model::Round& round : state.rounds) {
        if (round.status != model::RoundStatus::Started) {
            continue;
        }
        for (const model::Table& atTable : round.tables) {
            // The game being played: a match's game 2 has a clock of its own.
            const model::TableGame& table = atTable.currentGame();
            if (!table.clock || table.result) {
                continue;
            }
            int gameIndex = static_cast<int>(atTable.currentGameIndex());
            auto [entry, isNew] =
                m_monitors.try_emplace({round.number, atTable.number * 10 + gameIndex});
            clock::AlertMonitor& monitor = entry->second;
            if (isNew && !m_areAlertsPrimed) {
                // Opening the event: what the clocks passed before (5 minutes, a flag) is on
                // the screen already; no burst of tones and calls for it.
                monitor.update(*table.clock, clock::Milliseconds(now));
            }
            bool isShown =
                isClockShown && shownRound == &round && ui.selection.table == atTable.number;
            for (const clock::Alert& alert :
                 monitor.update(*table.clock, clock::Milliseconds(now))) {
                bool usesReferees = state.settings.usesTimeReferees;
                if (auto tone = ui::toneForAlert(alert, usesReferees, isShown);
                    tone && !ui.station.isMuted) {
                    m_audio->play(*tone);
                }
                if (auto call =
                        ui::callForAlert(alert, round.number, atTable.number, usesReferees)) {
                    m_shell.ui().calls.push(*call);
                    m_framesWanted = std::max(m_framesWanted, 2);
                }
            }
            auto delay = ui::nextAlertDelay(atTable, now, clock::AlertSettings{});
            if (delay) {
                m_nextAlertAt = soonest({m_nextAlertAt, monotonicNow() + *delay});
            }
        }
    }
    m_areAlertsPrimed = true;
}

void GuiApp::takeControllerPresses() {
    std::vector<MonotonicPress> presses;
    {
        std::lock_guard lock(m_pressMutex);
        presses.swap(m_presses);
    }
    for (const MonotonicPress& press : presses) {
        std::int64_t eventTime = m_session->eventTimeAt(instantAt(press.monotonicAt));
        m_shell.ui().clockButtons.presses.push_back(
            ui::ClockButtonPress{press.seat, eventTime, press.monotonicAt});
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void GuiApp::loopUntil(std::optional<std::int64_t> deadline) {
    while (!m_window->shouldClose() && !m_stopSignals.isStopRequested()) {
        std::int64_t now = monotonicNow();
        if (deadline && now >= *deadline) {
            return;
        }
        takeControllerPresses();
        takePrintReports();
        catchUpOthers();
        checkAlerts();
        bool isChangeDue = m_nextChangeAt && now >= *m_nextChangeAt;
        if (m_framesWanted > 0 || isChangeDue) {
            m_framesForDigits += m_framesWanted > 0 ? 0 : 1;
            m_framesWanted = std::max(0, m_framesWanted - 1);
            drawFrame();
            continue;
        }
        auto audioDone = m_audio->settle();
        auto wake = soonest({m_nextChangeAt, m_nextAlertAt, deadline,
                             audioDone ? std::optional(now + *audioDone) : std::nullopt});
        m_window->waitEvents(wake ? std::optional(*wake - now) : std::nullopt);
    }
}

void GuiApp::catchUpOthers() {
    // Woken by the journal's watch (LISTEN/NOTIFY on its own thread), never polled per frame.
    if (!m_hasOthersAppended.exchange(false)) {
        return;
    }
    app::CatchUp caught = m_session->catchUp();
    bool isChanged =
        !caught.entries.empty() || caught.problem != m_shell.ui().station.connectionProblem;
    if (isChanged) {
        m_shell.onOthersEntries(caught, m_session->state(), eventNow());
        m_journal->invalidate();
        m_isStateChanged = true;
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void GuiApp::runInteractive() {
    loopUntil(std::nullopt);
}

void GuiApp::idleFor(std::int64_t milliseconds) {
    loopUntil(monotonicNow() + milliseconds);
}

} // namespace renju::arbiter::platform
