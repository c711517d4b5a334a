#pragma once

#include "arbiter/platform/gui_app.hpp"
#include "arbiter/platform/ren_game_file.hpp"
#include "arbiter/ui/ren_panel.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace renju::arbiter::platform {

/// How the Ren window is started.
struct RenWindowOptions {
    /// The game's replay script; created with `rules` when it does not exist.
    std::string gamePath;
    rules::GameRules rules;
    std::string black;
    std::string white;
    WindowOptions window;
};

/// A window for one game of Ren at one board, outside any event: the board of squares and the
/// side panel of `ui/ren_panel` (scores, rui, the last move in words), every event saved to the
/// game file before it counts. It draws only on input, after an event, and when the outline of
/// a move's groups is due to go.
class RenWindowApp {
public:
    /// Opens the game file and the window; throws std::runtime_error with a message when
    /// either cannot be opened (a game file with errors names its lines).
    explicit RenWindowApp(const RenWindowOptions& options);
    ~RenWindowApp();
    RenWindowApp(const RenWindowApp&) = delete;
    RenWindowApp& operator=(const RenWindowApp&) = delete;

    /// Runs until the window is closed.
    void runInteractive();
    /// Replays a GUI script (click, hover, button, key, wait, screenshot, expect); returns 0,
    /// or 3 when a step failed or is not one of the Ren window (the reason is on stderr).
    int runScript(const GuiScript& script, const std::string& screenshotDir);

private:
    struct Injection {
        float x = -1;
        float y = -1;
        bool isDown = false;
        int key = -1;
    };

    void drawFrame(const std::string& screenshotPath = "");
    void buildFrame();
    void applyEvents(const std::vector<std::string>& events);
    bool runStep(const ScriptStep& step, const std::string& screenshotDir);
    void clickAt(float x, float y);
    void drawFrames(int count);
    std::optional<std::int64_t> groupsFadeIn() const;

    std::atomic<bool> m_hasWindow{false};
    StopSignals m_stopSignals; // first: the signals are blocked before any thread starts
    ImGuiContextOwner m_imgui;
    std::unique_ptr<ui::Fonts> m_fonts;
    std::unique_ptr<Window> m_window;
    RenGameFile m_file;
    ui::RenPanelNames m_names;
    ui::UiState m_ui;
    /// The monotonic instant of the last accepted move: its groups are outlined for a moment.
    std::optional<std::int64_t> m_lastMoveAt;
    int m_framesWanted = 3;
    bool m_isScripted = false;
    Injection m_injection;
};

/// Parses `renju-arbiter ren GAME [--board 8|10] [--rui-limit N] [--lead N] [--black NAME]
/// [--white NAME] [--script FILE --screenshot-dir DIR] [--size WxH]` and runs the Ren window;
/// returns the exit status.
int runRenGui(int argc, char** argv);

} // namespace renju::arbiter::platform
