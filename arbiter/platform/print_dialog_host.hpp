#pragma once

#include "arbiter/model/event_state.hpp"
#include "arbiter/platform/print_worker.hpp"
#include "arbiter/platform/window.hpp"
#include "arbiter/ui/view_models/print_dialog_model.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace renju::arbiter::platform {

/// Serves the print dialog from the platform: builds the document when the dialog opens, asks
/// the print thread for the printers and for the preview (again when the paper changes), and
/// turns the rendered pages into textures for the views, so that OpenGL stays here.
class PrintDialogHost {
public:
    PrintDialogHost(Window& window, PrintWorker& worker);
    /// Frees the preview's textures.
    ~PrintDialogHost();
    PrintDialogHost(const PrintDialogHost&) = delete;
    PrintDialogHost& operator=(const PrintDialogHost&) = delete;

    /// After a frame: starts what the dialog asks for (a new opening, another paper); frees the
    /// textures once it is closed. `pixelsPerPoint` is the preview's resolution.
    void serve(const model::EventState& state, ui::PrintDialogModel& dialog,
               const print::PrintTime& printedAt, double pixelsPerPoint);
    /// Takes what the print thread finished for the open dialog; returns true when the dialog
    /// changed (a redraw is due).
    bool takeResults(ui::PrintDialogModel& dialog);

private:
    void freeTextures();

    Window& m_window;
    PrintWorker& m_worker;
    std::uint64_t m_generation = 0;
    std::optional<print::Paper> m_previewAsked;
    std::vector<std::uintptr_t> m_textures;
};

} // namespace renju::arbiter::platform
