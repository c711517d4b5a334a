// `renju-arbiter ren GAME`: one game of Ren at one board in its own window, outside any event;
// the game is kept in its replay script.
#include "arbiter/platform/ren_window.hpp"

#include "arbiter/platform/font_files.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/ui/theme.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"

#include <algorithm>
#include <filesystem>
#include <imgui.h>
#include <iostream>

namespace renju::arbiter::platform {

namespace {

/// How long the groups of a move stay outlined (RULES.md: "outlined for a moment").
constexpr std::int64_t kGroupsShownFor = 4000;
/// Frames drawn after an action so that its event is applied and its result shown.
constexpr int kSettleFrames = 2;

std::int64_t monotonicNow() {
    return RealClock::monotonicNow().count();
}

std::vector<char32_t> nameCodepoints(const RenWindowOptions& options) {
    std::vector<char32_t> codepoints = ui::decodeUtf8(options.black + options.white);
    std::sort(codepoints.begin(), codepoints.end());
    codepoints.erase(std::unique(codepoints.begin(), codepoints.end()), codepoints.end());
    return codepoints;
}

} // namespace

RenWindowApp::RenWindowApp(const RenWindowOptions& options)
    : m_stopSignals([this] {
          if (m_hasWindow) {
              Window::wake();
          }
      }),
      m_file(options.gamePath, options.rules), m_names{options.black, options.white} {
    m_fonts = std::make_unique<ui::Fonts>(findFontFiles());
    Window::Callbacks callbacks;
    callbacks.onInput = [this] { m_framesWanted = std::max(m_framesWanted, 2); };
    callbacks.onClockKey = [](bool, std::int64_t) {};
    callbacks.onScaleChange = [this] { m_framesWanted = std::max(m_framesWanted, 2); };
    WindowOptions window = options.window;
    window.title = "Ren - " + std::filesystem::path(options.gamePath).filename().string();
    m_window = std::make_unique<Window>(window, callbacks);
    m_hasWindow = true;
    ImGuiIO& io = ImGui::GetIO();
    float scale = m_window->contentScale();
    m_fonts->build(*io.Fonts, scale, nameCodepoints(options));
    io.FontDefault = m_fonts->get(ui::FontRole::Body);
    ui::applyTheme(ImGui::GetStyle(), scale);
    m_window->reloadFontTexture();
    for (const std::string& notice : m_file.loadNotices()) {
        m_ui.tell(notice, true, "ren");
    }
}

RenWindowApp::~RenWindowApp() {
    m_hasWindow = false;
}

std::optional<std::int64_t> RenWindowApp::groupsFadeIn() const {
    if (!m_lastMoveAt) {
        return std::nullopt;
    }
    std::int64_t left = *m_lastMoveAt + kGroupsShownFor - monotonicNow();
    return left > 0 ? std::optional(left) : std::nullopt;
}

void RenWindowApp::buildFrame() {
    m_window->newFrame();
    ImGuiIO& io = ImGui::GetIO();
    if (m_isScripted) {
        io.MousePos = ImVec2(m_injection.x, m_injection.y);
        io.MouseDown[0] = m_injection.isDown;
        std::fill(std::begin(io.KeysDown), std::end(io.KeysDown), false);
        if (m_injection.key >= 0) {
            io.KeysDown[m_injection.key] = true;
        }
    }
    io.DeltaTime = std::max(io.DeltaTime, 1e-4f);
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(io.DisplaySize);
    ImGui::Begin("ren", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    ui::RenBoardModel model = ui::renBoardModel(m_file.game());
    std::vector<std::string> events =
        ui::drawRenGame(m_ui, *m_fonts, model, m_names, groupsFadeIn().has_value());
    ImGui::End();
    ImGui::Render();
    applyEvents(events);
}

void RenWindowApp::applyEvents(const std::vector<std::string>& events) {
    for (const std::string& event : events) {
        try {
            rules::EventOutcome outcome = m_file.apply(event);
            bool isMove = outcome.isRecorded() && event != "undo" && event.rfind("resign", 0) != 0;
            // The message line says "Refused:" itself.
            m_ui.tell(outcome.isRecorded() ? rules::formatOutcome(outcome) : outcome.text,
                      !outcome.isRecorded(), "ren");
            m_lastMoveAt = isMove ? std::optional(monotonicNow()) : std::nullopt;
        } catch (const std::exception& error) {
            m_ui.tell(std::string(error.what()) + ": the event was not recorded", true, "ren");
        }
        m_framesWanted = std::max(m_framesWanted, 2);
    }
}

void RenWindowApp::drawFrame(const std::string& screenshotPath) {
    buildFrame();
    m_window->render();
    if (!screenshotPath.empty()) {
        writePng(screenshotPath, m_window->readBackBuffer());
    }
    m_window->swap();
}

void RenWindowApp::runInteractive() {
    while (!m_window->shouldClose() && !m_stopSignals.isStopRequested()) {
        std::optional<std::int64_t> fade = groupsFadeIn();
        if (m_framesWanted > 0) {
            m_framesWanted = std::max(0, m_framesWanted - 1);
            drawFrame();
            continue;
        }
        // Nothing changes by itself but the outline of the last groups: wait for input or it.
        m_window->waitEvents(fade);
        if (fade && !groupsFadeIn()) {
            m_framesWanted = 1;
        }
    }
}

void RenWindowApp::drawFrames(int count) {
    for (int i = 0; i < count; ++i) {
        drawFrame();
    }
}

void RenWindowApp::clickAt(float x, float y) {
    m_injection.x = x;
    m_injection.y = y;
    m_injection.isDown = false;
    drawFrame();
    m_injection.isDown = true;
    drawFrame();
    m_injection.isDown = false;
    drawFrames(1 + kSettleFrames);
}

int RenWindowApp::runScript(const GuiScript& script, const std::string& screenshotDir) {
    m_isScripted = true;
    if (!screenshotDir.empty()) {
        std::filesystem::create_directories(screenshotDir);
    }
    drawFrames(3);
    for (const ScriptStep& step : script.steps) {
        if (m_stopSignals.isStopRequested() || !runStep(step, screenshotDir)) {
            return 3;
        }
    }
    drawFrames(kSettleFrames);
    return 0;
}

bool RenWindowApp::runStep(const ScriptStep& step, const std::string& screenshotDir) {
    auto fail = [&](const std::string& problem) {
        std::cerr << "script line " << step.line << ": " << problem << "\n";
        return false;
    };
    switch (step.action) {
    case ScriptAction::Click:
    case ScriptAction::Hover: {
        float x = m_ui.board.originX + static_cast<float>(step.point.col) * m_ui.board.cell;
        float y = m_ui.board.originY - static_cast<float>(step.point.row) * m_ui.board.cell;
        if (step.action == ScriptAction::Click) {
            clickAt(x, y);
        } else {
            m_injection.x = x;
            m_injection.y = y;
            drawFrames(1 + kSettleFrames);
        }
        return true;
    }
    case ScriptAction::Button: {
        auto target = m_ui.targets.find(step.text);
        if (target == m_ui.targets.end()) {
            return fail("no button '" + step.text + "' is shown");
        }
        clickAt((target->second.x0 + target->second.x1) / 2,
                (target->second.y0 + target->second.y1) / 2);
        return true;
    }
    case ScriptAction::Key:
        m_injection.key = step.first;
        drawFrame();
        m_injection.key = -1;
        drawFrames(kSettleFrames);
        return true;
    case ScriptAction::Wait: { // real time passes: the outline of the groups goes
        std::int64_t until = monotonicNow() + step.first;
        for (std::int64_t now = monotonicNow(); now < until; now = monotonicNow()) {
            m_window->waitEvents(until - now);
        }
        drawFrames(kSettleFrames);
        return true;
    }
    case ScriptAction::Screenshot:
        if (screenshotDir.empty()) {
            return fail("screenshot without --screenshot-dir");
        }
        drawFrame((std::filesystem::path(screenshotDir) / (step.text + ".png")).string());
        return true;
    case ScriptAction::Expect:
        if (m_ui.messages.empty() ||
            m_ui.messages.back().text.find(step.text) == std::string::npos) {
            return fail("expected a message with '" + step.text + "', the latest is '" +
                        (m_ui.messages.empty() ? std::string() : m_ui.messages.back().text) + "'");
        }
        return true;
    default:
        return fail("this step is not one of the Ren window (click, hover, button, key, wait, "
                    "screenshot, expect)");
    }
}

} // namespace renju::arbiter::platform
