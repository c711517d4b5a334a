#pragma once

#include "arbiter/ui/view.hpp"

namespace renju::arbiter::ui {

/// Draws the print dialog while `context.ui.print.dialog` is open: a modal window with the
/// preview of the first pages, the printer (from CUPS), the copies and the paper. Confirming
/// queues the job in `context.ui.outbox.prints` and closes it; Cancel or Escape close it. Call it
/// at the top of the window stack, once a frame.
void drawPrintDialog(ViewContext& context);

} // namespace renju::arbiter::ui
