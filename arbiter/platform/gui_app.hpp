#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/platform/audio.hpp"
#include "arbiter/platform/controllers.hpp"
#include "arbiter/platform/gui_script.hpp"
#include "arbiter/platform/print_dialog_host.hpp"
#include "arbiter/platform/print_worker.hpp"
#include "arbiter/platform/stop_signals.hpp"
#include "arbiter/platform/window.hpp"
#include "arbiter/ui/fonts.hpp"
#include "arbiter/ui/shell.hpp"
#include "clock/alerts.hpp"

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace renju::arbiter::platform {

/// How the application is started.
struct GuiOptions {
    /// The event file; created (empty) when it does not exist.
    std::string eventPath;
    /// A GUI script to replay, and where its screenshots go.
    std::string scriptPath;
    std::string screenshotDir;
    WindowOptions window;
    /// The arbiter's name for the audit log (`--as`); empty: the name remembered for the
    /// event, or asked at the first change and then remembered (arbiterNamePath()).
    std::string arbiter;
    /// Commands that set up an event this start creates (a quick event of one table, as
    /// `renju-arbiter ren` makes): executed in order, each journaled as any other.
    std::vector<app::Command> newEventCommands;
    /// The view shown first (the Round view when none is given).
    std::optional<ui::ViewId> firstView;
};

/// The journal as the Audit log view reads it, reloaded only after a command.
class JournalCache final : public ui::JournalSource {
public:
    explicit JournalCache(const app::EventSession& session) : m_session(session) {}
    const std::vector<storage::JournalEntry>& entries() override;
    std::int64_t version() const override { return m_version; }
    /// Marks the cache stale (a command was journaled).
    void invalidate() { ++m_version; }

private:
    const app::EventSession& m_session;
    std::vector<storage::JournalEntry> m_entries;
    std::int64_t m_version = 1;
    std::int64_t m_loaded = 0;
};

/// Creates Dear ImGui's context and destroys it last (the backends need it until the end).
struct ImGuiContextOwner {
    ImGuiContextOwner();
    ~ImGuiContextOwner();
    ImGuiContextOwner(const ImGuiContextOwner&) = delete;
    ImGuiContextOwner& operator=(const ImGuiContextOwner&) = delete;
};

/// The desktop application: the event session (the single writer through the journal), the
/// window and ImGui, the fonts, sound, game controllers, the referee's alerts, and the loop
/// that draws only when something changed or a shown digit is due.
class GuiApp {
public:
    /// Opens (or creates) the event and the window; throws std::runtime_error with a message
    /// for the referee when either cannot be opened.
    explicit GuiApp(const GuiOptions& options);
    ~GuiApp();
    GuiApp(const GuiApp&) = delete;
    GuiApp& operator=(const GuiApp&) = delete;

    /// Runs until the window is closed.
    void runInteractive();
    /// Replays a script; returns 0, or 3 when a step failed (the reason is on stderr).
    int runScript(const GuiScript& script, const std::string& screenshotDir);
    /// Runs the loop as runInteractive() does for `milliseconds`.
    void idleFor(std::int64_t milliseconds);
    /// Draws one frame and executes what the views emitted; writes a PNG when a path is given.
    void drawFrame(const std::string& screenshotPath = "");
    /// Builds a frame's draw data without drawing it (NewFrame to Render), for the bench.
    void buildFrame();
    /// Builds and draws a frame into the back buffer and waits for OpenGL, without showing it
    /// (for the bench).
    void renderFrame();
    /// Waits until OpenGL has finished drawing.
    void finishGl() { m_window->finish(); }

    ui::Shell& shell() { return m_shell; }
    const app::EventSession& session() const { return *m_session; }
    /// Returns the frames drawn so far.
    std::int64_t framesDrawn() const { return m_framesDrawn; }
    /// Returns the frames the loop drew because a shown digit was due (the rest followed
    /// input, commands and calls).
    std::int64_t framesForDigits() const { return m_framesForDigits; }

private:
    /// A clock-button press as the input threads see it: the seat and the monotonic instant.
    struct MonotonicPress {
        clock::Seat seat = clock::Seat::A;
        std::int64_t monotonicAt = 0;
    };
    struct Injection {
        bool isActive = false;
        float x = -1;
        float y = -1;
        bool isDown = false;
        int key = -1;
        bool isCtrlDown = false;
        float wheel = 0;
        std::vector<unsigned int> characters;
    };

    app::Instant instantNow() const;
    app::Instant instantAt(std::int64_t monotonic) const;
    std::int64_t eventNow() const;
    void prepareFonts();
    void rebuildFonts();
    void buildDrawData();
    void executeCommands();
    /// Prints what the print dialog confirmed: a PDF in `prints/` beside the event, sent to the
    /// chosen printer through CUPS; and serves the open dialog (printers, preview).
    void executePrints();
    /// Tells what became of the print jobs finished on the print thread and hands the dialog
    /// its printers and preview.
    void takePrintReports();
    void checkAlerts();
    void takeControllerPresses();
    /// Creates the referee's account the chief arbiter asked for in the Event setup.
    void addRequestedReferee();
    /// Applies what other stations appended, when the journal's watch says there is some.
    void catchUpOthers();
    void loopUntil(std::optional<std::int64_t> deadline);
    bool runStep(const ScriptStep& step, const std::string& screenshotDir);
    /// Runs a step that points: a click or hover on a board point, a click on a button.
    bool pointAt(const ScriptStep& step);
    bool fillField(const ScriptStep& step);
    /// Runs `choose LABEL = OPTION`: opens the combo box, brings the option into its list's
    /// view with the mouse wheel and clicks it; fails naming the options when none matches.
    bool chooseOption(const ScriptStep& step);
    const ui::ScreenRect* scrollTo(const std::string& name);
    void clickAt(float x, float y);
    void drawFrames(int count);

    // Declared in the order they are needed, destroyed in reverse: ImGui's context outlives
    // the window's backends, the session outlives the views that read it.
    std::atomic<bool> m_hasWindow{false};
    /// Set by the journal's watch (another thread) when there is something to catch up;
    /// declared before the session, so that it outlives the watch's thread.
    std::atomic<bool> m_hasOthersAppended{false};
    StopSignals m_stopSignals; // first: the signals are blocked before any thread starts
    ImGuiContextOwner m_imgui;
    std::unique_ptr<ui::Fonts> m_fonts;
    std::unique_ptr<Window> m_window;
    std::unique_ptr<app::EventSession> m_session;
    /// The arbiter's name journaled with the changes, and where it is remembered.
    std::string m_arbiterName;
    /// The event as given on the command line (a file, or a server URI).
    std::string m_eventPath;
    std::filesystem::path m_namePath;
    std::filesystem::path m_printFolder;
    print::Paper m_paper = print::Paper::A4; ///< the system's paper (libpaper's settings)
    std::unique_ptr<JournalCache> m_journal;
    ui::Shell m_shell;
    std::unique_ptr<Audio> m_audio;
    std::unique_ptr<PrintWorker> m_printer;
    std::unique_ptr<PrintDialogHost> m_printDialog;
    std::unique_ptr<Controllers> m_controllers;
    std::mutex m_pressMutex;
    std::vector<MonotonicPress> m_presses;
    std::map<std::pair<int, int>, clock::AlertMonitor> m_monitors;
    bool m_areAlertsPrimed = false; ///< the clocks' past alerts were read silently at opening
    /// Characters beyond the event text: typed, or shown by a view (the journal's reasons).
    std::vector<char32_t> m_typed;
    bool m_isStateChanged = true;
    bool m_isScaleChanged = false;
    int m_framesWanted = 3;
    /// The monotonic instant the last frame read the clocks at.
    std::int64_t m_frameAt = 0;
    std::optional<std::int64_t> m_nextChangeAt;
    std::optional<std::int64_t> m_nextAlertAt;
    std::int64_t m_framesDrawn = 0;
    std::int64_t m_framesForDigits = 0;
    Injection m_injection;
};

/// Parses the GUI's command line (`renju-arbiter EVENT [--script FILE --screenshot-dir DIR]
/// [--size WxH] [--as NAME]`) and runs the application; returns the exit status.
int runGui(int argc, char** argv);

/// Parses `renju-arbiter ren EVENT [--board 8|10] [--rui-limit N] [--lead N] [--black NAME]
/// [--white NAME] [--control C] [--as NAME] [--script FILE --screenshot-dir DIR] [--size WxH]`
/// and runs the application on that quick Ren event; returns the exit status.
int runRenGui(int argc, char** argv);

/// Runs the application with `options` (its script replayed, or interactively, maximized when
/// no `size` was asked for); returns the exit status, 1 with the message on stderr when the
/// window or the event cannot be opened.
int runGuiApp(GuiOptions& options, const std::string& size);

} // namespace renju::arbiter::platform
