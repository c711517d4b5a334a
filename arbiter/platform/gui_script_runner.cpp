// GuiApp's replay of GUI scripts: input injected into ImGui frame by frame, as a user would
// give it, under a real window (xvfb-run in tests).
#include "arbiter/platform/gui_app.hpp"
#include "arbiter/time/real_clock.hpp"
#include "arbiter/ui/keys.hpp"
#include "arbiter/ui/view_models/utf8_text.hpp"
#include "rules/notation.hpp"

#include <algorithm>
#include <filesystem>
#include <imgui.h>
#include <iostream>
#include <optional>

namespace renju::arbiter::platform {

namespace {

/// Frames drawn after an action so that its command is executed and its result shown.
constexpr int kSettleFrames = 2;

} // namespace

void GuiApp::drawFrames(int count) {
    for (int i = 0; i < count; ++i) {
        drawFrame();
    }
}

void GuiApp::clickAt(float x, float y) {
    m_injection.x = x;
    m_injection.y = y;
    m_injection.isDown = false;
    drawFrame();
    m_injection.isDown = true;
    drawFrame();
    m_injection.isDown = false;
    drawFrames(1 + kSettleFrames);
}

const ui::ScreenRect* GuiApp::scrollTo(const std::string& name) {
    // A target scrolled out of view is brought in as a user would: the mouse wheel over its
    // column of the window, a notch a frame, until it shows (or no more notches help).
    constexpr int kMostNotches = 80;
    for (int notch = 0; notch <= kMostNotches; ++notch) {
        const auto& targets = m_shell.ui().frame.targets;
        auto target = targets.find(name);
        if (target == targets.end()) {
            return nullptr;
        }
        const ui::ScreenRect& rect = target->second;
        if (rect.isVisible || notch == kMostNotches) {
            return &rect;
        }
        ImVec2 display = ImGui::GetIO().DisplaySize;
        m_injection.x = std::clamp(rect.x0 + 8, 0.0f, display.x - 1);
        m_injection.y = display.y / 2;
        m_injection.wheel = rect.y0 > display.y / 2 ? -1.0f : 1.0f;
        drawFrame();
        m_injection.wheel = 0;
        drawFrame();
    }
    return nullptr;
}

int GuiApp::runScript(const GuiScript& script, const std::string& screenshotDir) {
    m_injection.isActive = true;
    if (!screenshotDir.empty()) {
        std::filesystem::create_directories(screenshotDir);
    }
    drawFrames(3);
    for (const ScriptStep& step : script.steps) {
        if (m_stopSignals.isStopRequested()) {
            std::cerr << "script stopped by a signal at line " << step.line << "\n";
            return 3;
        }
        if (!runStep(step, screenshotDir)) {
            return 3;
        }
    }
    drawFrames(kSettleFrames);
    return 0;
}

bool GuiApp::pointAt(const ScriptStep& step) {
    ui::UiState& ui = m_shell.ui();
    auto fail = [&](const std::string& problem) {
        std::cerr << "script line " << step.line << ": " << problem << "\n";
        return false;
    };
    if (step.action == ScriptAction::Button) {
        const ui::ScreenRect* target = scrollTo(step.text);
        if (!target) {
            return fail("no button '" + step.text + "' is shown");
        }
        const ui::ScreenRect& rect = *target;
        clickAt((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
        return true;
    }
    if (!ui.frame.board.isShown) {
        return fail("no board is shown (view table first)");
    }
    if (step.point.col >= ui.frame.board.size || step.point.row >= ui.frame.board.size) {
        std::string size = std::to_string(ui.frame.board.size);
        return fail(rules::formatPoint(step.point) + " is not on the " + size + "x" + size +
                    " board shown");
    }
    float x = ui.frame.board.originX + static_cast<float>(step.point.col) * ui.frame.board.cell;
    float y = ui.frame.board.originY - static_cast<float>(step.point.row) * ui.frame.board.cell;
    if (step.action == ScriptAction::Click) {
        clickAt(x, y);
        return true;
    }
    m_injection.x = x;
    m_injection.y = y;
    drawFrames(1 + kSettleFrames);
    return true;
}

bool GuiApp::fillField(const ScriptStep& step) {
    const ui::ScreenRect* target = scrollTo(step.label);
    if (!target) {
        std::cerr << "script line " << step.line << ": no input '" << step.label << "' is shown\n";
        return false;
    }
    // An input's rectangle holds its box and, right of it, its label: the click goes near the
    // box's left edge, which is in the box whatever the label's length.
    const ui::ScreenRect rect = *target;
    clickAt(rect.x0 + std::min(8.0f, (rect.x1 - rect.x0) / 4), (rect.y0 + rect.y1) / 2);
    m_injection.key = ui::keyFromName("a");
    m_injection.isCtrlDown = true;
    drawFrame();
    m_injection.key = -1;
    m_injection.isCtrlDown = false;
    drawFrames(kSettleFrames);
    if (step.text.empty()) {
        m_injection.key = ui::key::kDelete; // typing nothing would leave the selected text
        drawFrame();
        m_injection.key = -1;
    }
    for (char32_t codepoint : ui::decodeUtf8(step.text)) {
        m_injection.characters.push_back(static_cast<unsigned int>(codepoint));
    }
    drawFrames(1 + kSettleFrames);
    return true;
}

namespace {

/// Returns the option `wanted` names: the one shown as `wanted`, else the one shown as
/// "wanted: ..." (a preset by its name); nothing when none or several match.
std::optional<std::string> matchOption(const std::vector<std::string>& options,
                                       const std::string& wanted) {
    if (std::find(options.begin(), options.end(), wanted) != options.end()) {
        return wanted;
    }
    std::optional<std::string> found;
    for (const std::string& option : options) {
        if (option.rfind(wanted + ":", 0) == 0) {
            if (found) {
                return std::nullopt;
            }
            found = option;
        }
    }
    return found;
}

std::string optionList(const std::vector<std::string>& options) {
    std::string list;
    for (const std::string& option : options) {
        list += (list.empty() ? "'" : ", '") + option + "'";
    }
    return list.empty() ? "none" : list;
}

} // namespace

bool GuiApp::chooseOption(const ScriptStep& step) {
    auto fail = [&](const std::string& problem) {
        std::cerr << "script line " << step.line << ": " << problem << "\n";
        return false;
    };
    const ui::ScreenRect* target = scrollTo(step.label);
    if (!target) {
        return fail("no list '" + step.label + "' is shown");
    }
    const ui::ScreenRect box = *target;
    if (m_shell.ui().frame.openCombo.name != step.label) {
        clickAt(box.x0 + std::min(8.0f, (box.x1 - box.x0) / 4), (box.y0 + box.y1) / 2);
    }
    const ui::OpenCombo& open = m_shell.ui().frame.openCombo;
    if (open.name != step.label) {
        return fail("the list '" + step.label + "' does not open (locked?)");
    }
    const std::vector<std::string> options = open.options; // the next frames rebuild them
    std::optional<std::string> option = matchOption(options, step.text);
    if (!option) {
        return fail("no option '" + step.text + "' in the list '" + step.label +
                    "'; its options: " + optionList(options));
    }
    // An option below the list's fold is wheeled into view over the list, a notch a frame.
    std::string name = step.label + " = " + *option;
    constexpr int kMostNotches = 40;
    for (int notch = 0; notch < kMostNotches; ++notch) {
        const auto& targets = m_shell.ui().frame.targets;
        auto found = targets.find(name);
        if (found == targets.end() || found->second.isVisible) {
            break;
        }
        const ui::ScreenRect& list = m_shell.ui().frame.openCombo.list;
        m_injection.x = (list.x0 + list.x1) / 2;
        m_injection.y = (list.y0 + list.y1) / 2;
        m_injection.wheel = found->second.y0 > m_injection.y ? -1.0f : 1.0f;
        drawFrame();
        m_injection.wheel = 0;
        drawFrame();
    }
    const auto& targets = m_shell.ui().frame.targets;
    auto found = targets.find(name);
    if (found == targets.end() || !found->second.isVisible) {
        return fail("the option '" + *option + "' of '" + step.label + "' cannot be reached");
    }
    const ui::ScreenRect rect = found->second;
    clickAt((rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2);
    // The choice must take: the list closes, and a box that shows one of its options (not
    // "presets", nor a longer wording of it) shows the one chosen.
    if (m_shell.ui().frame.openCombo.name == step.label) {
        return fail("the list '" + step.label + "' stays open after choosing '" + *option + "'");
    }
    const auto& shows = m_shell.ui().frame.comboShows;
    auto shown = shows.find(step.label);
    if (shown != shows.end() && shown->second != *option &&
        std::find(options.begin(), options.end(), shown->second) != options.end()) {
        return fail("'" + step.label + "' shows '" + shown->second + "' after choosing '" +
                    *option + "'");
    }
    return true;
}

bool GuiApp::runStep(const ScriptStep& step, const std::string& screenshotDir) {
    ui::UiState& ui = m_shell.ui();
    auto fail = [&](const std::string& problem) {
        std::cerr << "script line " << step.line << ": " << problem << "\n";
        return false;
    };
    switch (step.action) {
    case ScriptAction::View:
        m_shell.showView(step.view);
        drawFrames(1 + kSettleFrames);
        return true;
    case ScriptAction::Select:
        ui.selection.round = step.first;
        ui.selection.table = step.second;
        drawFrames(kSettleFrames);
        return true;
    case ScriptAction::Click:
    case ScriptAction::Hover:
    case ScriptAction::Button:
        return pointAt(step);
    case ScriptAction::Key:
        m_injection.key = step.first;
        drawFrame();
        m_injection.key = -1;
        drawFrames(kSettleFrames);
        return true;
    case ScriptAction::Field:
        return fillField(step);
    case ScriptAction::Choose:
        return chooseOption(step);
    case ScriptAction::Type:
        for (char32_t codepoint : ui::decodeUtf8(step.text)) {
            m_injection.characters.push_back(static_cast<unsigned int>(codepoint));
        }
        drawFrames(1 + kSettleFrames);
        return true;
    case ScriptAction::Press: {
        std::int64_t at = RealClock::monotonicNow().count();
        ui.clockButtons.presses.push_back(ui::ClockButtonPress{
            step.first == 0 ? clock::Seat::A : clock::Seat::B, eventNow(), at});
        drawFrames(kSettleFrames);
        return true;
    }
    case ScriptAction::Wait:
        idleFor(step.first);
        return true;
    case ScriptAction::Screenshot:
        if (screenshotDir.empty()) {
            return fail("screenshot without --screenshot-dir");
        }
        drawFrame((std::filesystem::path(screenshotDir) / (step.text + ".png")).string());
        return true;
    case ScriptAction::PlayersMode:
        ui.selection.isPlayersMode = step.first == 1;
        drawFrames(kSettleFrames);
        return true;
    case ScriptAction::PrintSettle:
        // The dialog's tasks start after a frame: settle, wait, take the results, show them.
        drawFrames(kSettleFrames);
        m_printer->waitIdle();
        takePrintReports();
        drawFrames(kSettleFrames);
        return true;
    case ScriptAction::ExpectMoves: {
        const model::Round* round = ui.selection.round > 0
                                        ? m_session->state().findRound(ui.selection.round)
                                        : m_session->state().currentRound();
        const model::Table* table = round ? round->findTable(ui.selection.table) : nullptr;
        const model::TableGame* game = table ? &table->currentGame() : nullptr;
        std::size_t moves = game ? rules::moveCountOf(game->game) : 0;
        if (moves != static_cast<std::size_t>(step.first)) {
            return fail("expected " + std::to_string(step.first) +
                        " moves at the table shown, "
                        "it has " +
                        std::to_string(moves));
        }
        return true;
    }
    case ScriptAction::ExpectServer:
        if (ui.station.connectionProblem.empty() == (step.first == 1)) {
            return fail(step.first == 1 ? "expected the header to say the server is lost"
                                        : "the header says the server is lost: " +
                                              ui.station.connectionProblem);
        }
        return true;
    case ScriptAction::Expect:
        if (ui.messages.lines.empty() ||
            ui.messages.lines.back().text.find(step.text) == std::string::npos) {
            return fail(
                "expected a message with '" + step.text + "', the latest is '" +
                (ui.messages.lines.empty() ? std::string() : ui.messages.lines.back().text) + "'");
        }
        return true;
    }
    return true;
}

} // namespace renju::arbiter::platform
