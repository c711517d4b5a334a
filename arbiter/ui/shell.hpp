#pragma once

#include "arbiter/app/event_session.hpp"
#include "arbiter/ui/view.hpp"

#include <memory>
#include <optional>
#include <vector>

namespace renju::arbiter::ui {

/// The application's main window: the tabs of the views, the referee's call bar, the
/// message line, the players' full-screen clock, and the keys that work everywhere (F1-F7
/// views, F11 players' clock, Esc). It owns the views and the shared UI state; the platform
/// owns the event and executes what the views emit.
class Shell {
public:
    Shell();
    ~Shell();
    Shell(const Shell&) = delete;
    Shell& operator=(const Shell&) = delete;

    /// Draws one frame (between ImGui::NewFrame and ImGui::Render). `context.ui` must be
    /// this shell's state.
    void draw(ViewContext& context);

    /// Returns and clears the documents the views asked to print this frame.
    std::vector<PendingPrint> takePrints();
    /// Takes the commands emitted so far, in order. Without the arbiter's name only clock
    /// presses are taken; the others wait while the name is asked for.
    std::vector<PendingCommand> takeCommands();
    /// Shows what an executed command did and makes the referee calls follow the table it
    /// changed in `state` (the state after the command).
    void onExecuted(const PendingCommand& pending, const app::ExecutedCommand& executed,
                    const model::EventState& state, std::int64_t now);
    /// Follows what other stations appended (an event on a server): the referee's calls for
    /// their tables, and whether the server can be reached.
    void onOthersEntries(const app::CatchUp& caught, const model::EventState& state,
                         std::int64_t now);
    /// Shows a notice for the referee (e.g. after recovering from a crash).
    void notify(std::string text, bool isError);
    /// Switches to a view (its tab opens in the next frame); leaves the players' clock.
    void showView(ViewId view);

    UiState& ui() { return m_ui; }
    const UiState& ui() const { return m_ui; }
    /// Returns the views in tab order.
    const std::vector<std::unique_ptr<View>>& views() const { return m_views; }
    /// The sequence of the message the status line showed in the last frame (0: none).
    std::uint64_t shownStatus() const { return m_statusShown; }

private:
    void handleGlobalKeys();
    void handleClockButtons(const ViewContext& context);
    void drawHeader(ViewContext& context);
    void drawCallBar();
    /// Draws call `index` (Go, Done, its text) within the line, leaving `rightMargin` free
    /// (0: a popup's own width).
    void drawCall(std::size_t index, float rightMargin);
    void drawTabs(ViewContext& context);
    void drawStatusLine();
    /// Asks for the arbiter's name when a change waits for it.
    void drawNamePrompt();

    UiState m_ui;
    std::vector<std::unique_ptr<View>> m_views;
    std::optional<ViewId> m_pendingTab;
    /// The view the status line was drawn for, and the messages told before it was shown.
    std::optional<ViewId> m_statusView;
    std::uint64_t m_statusSince = 0;
    std::uint64_t m_statusShown = 0;
    std::string m_nameField;
};

} // namespace renju::arbiter::ui
